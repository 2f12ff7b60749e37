import type { MessageDescriptor } from 'react-intl';
import type { FieldErrorKey, MissingKey } from './requestForm';

export const flowMessages = {
  title: { id: 'BookingFlow.title', defaultMessage: 'Je boeking #{id}' },
  stepsLabel: { id: 'BookingFlow.stepsLabel', defaultMessage: 'Stappen van je boeking' },
  stepSelect: { id: 'BookingFlow.step.select', defaultMessage: '1. Ruimte kiezen' },
  stepMeeting: { id: 'BookingFlow.step.meeting', defaultMessage: '2. Bijeenkomst' },
  stepDirect: { id: 'BookingFlow.step.direct', defaultMessage: '3. Betalen' },
  stepDirectRequest: { id: 'BookingFlow.step.directRequest', defaultMessage: '3. Aanvraag versturen' },
  stepDone: { id: 'BookingFlow.step.done', defaultMessage: '{step} (klaar, terug naar deze stap)' },
  loadError: { id: 'BookingFlow.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van je boeking.' },
  next: { id: 'BookingFlow.next', defaultMessage: 'Volgende' },
  back: { id: 'BookingFlow.back', defaultMessage: 'Terug' },
  notEditable: { id: 'BookingFlow.notEditable', defaultMessage: 'Deze boeking kan niet meer worden gewijzigd.' },
  toDetail: { id: 'BookingFlow.toDetail', defaultMessage: 'Bekijk de boeking' },
} satisfies Record<string, MessageDescriptor>;

export const selectMessages = {
  heading: { id: 'BookingSelect.heading', defaultMessage: 'Je keuze' },
  when: { id: 'BookingSelect.when', defaultMessage: 'Datum en tijd' },
  slot: { id: 'BookingSelect.slot', defaultMessage: '{date}, {start} - {end}' },
  attendees: { id: 'BookingSelect.attendees', defaultMessage: 'Aantal personen' },
  configuration: { id: 'BookingSelect.configuration', defaultMessage: 'Opstelling' },
  services: { id: 'BookingSelect.services', defaultMessage: 'Catering en faciliteiten' },
  mandatory: { id: 'BookingSelect.mandatory', defaultMessage: 'Verplicht' },
  included: { id: 'BookingSelect.included', defaultMessage: 'Inbegrepen' },
  remaining: { id: 'BookingSelect.remaining', defaultMessage: 'Nog {count} beschikbaar' },
  soldOut: { id: 'BookingSelect.soldOut', defaultMessage: 'Niet meer beschikbaar op dit tijdstip' },
  unitPrice: { id: 'BookingSelect.unitPrice', defaultMessage: '{price} {unit}' },
  quantity: { id: 'BookingSelect.quantity', defaultMessage: 'Aantal {name}' },
  limitReached: { id: 'BookingSelect.limitReached', defaultMessage: 'De dagelijkse boekingslimiet van deze ruimte is bereikt ({limit}).' },
} satisfies Record<string, MessageDescriptor>;

export const priceMessages = {
  heading: { id: 'BookingPrice.heading', defaultMessage: 'Prijs' },
  totalExclVat: { id: 'BookingPrice.totalExclVat', defaultMessage: 'Totaal excl. btw' },
  vat21: { id: 'BookingPrice.vat21', defaultMessage: 'Btw 21%' },
  vat9: { id: 'BookingPrice.vat9', defaultMessage: 'Btw 9%' },
  vatTotal: { id: 'BookingPrice.vatTotal', defaultMessage: 'Totaal btw' },
  total: { id: 'BookingPrice.total', defaultMessage: 'Totaal incl. btw' },
  discount: { id: 'BookingPrice.discount', defaultMessage: 'Korting' },
  free: { id: 'BookingPrice.free', defaultMessage: 'Gratis' },
  quantityLine: { id: 'BookingPrice.quantityLine', defaultMessage: '{quantity} x {name}' },
  unitPrice: { id: 'BookingPrice.unitPrice', defaultMessage: '{price} {unit}' },
  times: { id: 'BookingPrice.times', defaultMessage: '{price} × {quantity}' },
  hours: { id: 'BookingPrice.hours', defaultMessage: '{hours, plural, one {# uur} other {# uur}}' },
  serviceFee: { id: 'BookingPrice.serviceFee', defaultMessage: 'Servicekosten Zaalplek' },
  loading: { id: 'BookingPrice.loading', defaultMessage: 'Prijs wordt berekend…' },
} satisfies Record<string, MessageDescriptor>;

export const requestFormMessages = {
  heading: { id: 'BookingRequestForm.heading', defaultMessage: 'Over je bijeenkomst' },
  meetingName: { id: 'BookingRequestForm.meetingName', defaultMessage: 'Naam van de bijeenkomst' },
  meetingDescription: { id: 'BookingRequestForm.meetingDescription', defaultMessage: 'Omschrijving van de bijeenkomst' },
  discountReason: { id: 'BookingRequestForm.discountReason', defaultMessage: 'Waarom vraag je maatschappelijke korting aan?' },
  paymentOption: { id: 'BookingRequestForm.paymentOption', defaultMessage: 'Betaalwijze' },
  paymentDirect: { id: 'BookingRequestForm.paymentDirect', defaultMessage: 'Direct online betalen (iDEAL)' },
  paymentAfterpay: { id: 'BookingRequestForm.paymentAfterpay', defaultMessage: 'Achteraf betalen op factuur' },
  organisationName: { id: 'BookingRequestForm.organisationName', defaultMessage: 'Naam organisatie' },
  kvkNumber: { id: 'BookingRequestForm.kvkNumber', defaultMessage: 'KvK-nummer' },
  billingAddress: { id: 'BookingRequestForm.billingAddress', defaultMessage: 'Factuuradres' },
  comment: { id: 'BookingRequestForm.comment', defaultMessage: 'Opmerking voor de verhuurder' },
  remaining: { id: 'BookingRequestForm.remaining', defaultMessage: 'Nog {count} tekens' },
  terms: { id: 'BookingRequestForm.termsLinked', defaultMessage: 'Ik ga akkoord met de <link>algemene voorwaarden</link>' },
  submit: { id: 'BookingRequestForm.submit', defaultMessage: 'Verder naar betalen' },
  submitRequest: { id: 'BookingRequestForm.submitRequest', defaultMessage: 'Verder naar aanvraag' },
  missingHeading: { id: 'BookingRequestForm.missingHeading', defaultMessage: 'Vul de verplichte velden in:' },
} satisfies Record<string, MessageDescriptor>;

export const fieldErrorMessages = {
  required: { id: 'BookingRequestForm.error.required', defaultMessage: 'Dit veld is verplicht' },
  maxLength: { id: 'BookingRequestForm.error.maxLength', defaultMessage: 'Deze tekst is te lang' },
  cocDigits: { id: 'BookingRequestForm.error.cocDigits', defaultMessage: 'Een KvK-nummer bestaat uit 8 cijfers' },
  codeInjection: { id: 'BookingRequestForm.error.codeInjection', defaultMessage: 'Tekens als < > { } zijn niet toegestaan' },
  termsRequired: { id: 'BookingRequestForm.error.termsRequired', defaultMessage: 'Accepteer de algemene voorwaarden' },
} satisfies Record<FieldErrorKey, MessageDescriptor>;

export const missingMessages = {
  slot: { id: 'BookingRequestForm.missing.slot', defaultMessage: 'Kies een datum en tijd voor je boeking' },
  attendees: { id: 'BookingRequestForm.missing.attendees', defaultMessage: 'Geef het verwachte aantal gasten op' },
  guestRole: { id: 'BookingRequestForm.missing.guestRole', defaultMessage: 'Kies de rol gast om te boeken' },
  fields: { id: 'BookingRequestForm.missing.fields', defaultMessage: 'Vul de verplichte velden correct in' },
  terms: { id: 'BookingRequestForm.missing.terms', defaultMessage: 'Accepteer de algemene voorwaarden' },
} satisfies Record<MissingKey, MessageDescriptor>;

export const directMessages = {
  heading: { id: 'BookingDirect.heading', defaultMessage: 'Bevestigen en betalen' },
  headingRequest: { id: 'BookingDirect.headingRequest', defaultMessage: 'Aanvraag versturen' },
  headingFree: { id: 'BookingDirect.headingFree', defaultMessage: 'Bevestigen' },
  checkHint: { id: 'BookingDirect.checkHint', defaultMessage: 'Controleer je boeking:' },
  payIdeal: { id: 'BookingDirect.payIdeal', defaultMessage: 'Betalen met iDEAL' },
  submitFree: { id: 'BookingDirect.submitFree', defaultMessage: 'Gratis boeking bevestigen' },
  sendRequest: { id: 'BookingDirect.sendRequest', defaultMessage: 'Aanvraag versturen' },
  requestIntro: { id: 'BookingDirect.requestIntro', defaultMessage: 'De verhuurder beoordeelt je aanvraag. Je betaalt pas na goedkeuring.' },
  afterpayIntro: { id: 'BookingDirect.afterpayIntro', defaultMessage: 'Je betaalt achteraf op factuur. De verhuurder bevestigt je boeking.' },
  confirmAfterpay: { id: 'BookingDirect.confirmAfterpay', defaultMessage: 'Boeking met betaling achteraf versturen' },
  paymentFailed: { id: 'BookingDirect.paymentFailed', defaultMessage: 'De betaling is mislukt, probeer het opnieuw.' },
  reservedUntil: { id: 'BookingDirect.reservedUntil', defaultMessage: 'Gereserveerd tot {time}' },
} satisfies Record<string, MessageDescriptor>;

export const placeMessages = {
  when: { id: 'BookingPlace.when', defaultMessage: 'Datum en tijd' },
  slot: { id: 'BookingPlace.slot', defaultMessage: '{date}, {start} - {end}' },
  space: { id: 'BookingPlace.space', defaultMessage: 'Ruimte' },
  address: { id: 'BookingPlace.address', defaultMessage: 'Adres' },
  access: { id: 'BookingPlace.access', defaultMessage: 'Zo kom je binnen' },
  people: { id: 'BookingPlace.people', defaultMessage: 'Aantal personen' },
  peopleCount: { id: 'BookingPlace.peopleCount', defaultMessage: '{count, plural, one {# persoon} other {# personen}}' },
} satisfies Record<string, MessageDescriptor>;

export const summaryMessages = {
  heading: { id: 'BookingSummary.heading', defaultMessage: 'Je boeking' },
  waiting: { id: 'BookingSummary.waiting', defaultMessage: 'We wachten op de bevestiging van je betaling…' },
  paid: { id: 'BookingSummary.paid', defaultMessage: 'Betaald! Je boeking is bevestigd.' },
  awaitingHost: { id: 'BookingSummary.awaitingHost', defaultMessage: 'Je aanvraag is verstuurd. We wachten op de verhuurder.' },
  failed: { id: 'BookingSummary.failed', defaultMessage: 'De betaling is niet gelukt.' },
  retry: { id: 'BookingSummary.retry', defaultMessage: 'Opnieuw betalen' },
  confirmed: { id: 'BookingSummary.confirmed', defaultMessage: 'Je boeking is bevestigd.' },
  status: { id: 'BookingSummary.status', defaultMessage: 'Status: {status}' },
} satisfies Record<string, MessageDescriptor>;

export const payerMessages = {
  open: { id: 'BookingPayer.open', defaultMessage: 'Iemand anders betaalt' },
  heading: { id: 'BookingPayer.heading', defaultMessage: 'Iemand anders laten betalen' },
  intro: { id: 'BookingPayer.intro', defaultMessage: 'We mailen de betaler een betaallink. De reservering blijft staan tot de link verloopt.' },
  fullName: { id: 'BookingPayer.fullName', defaultMessage: 'Naam van de betaler' },
  email: { id: 'BookingPayer.email', defaultMessage: 'E-mailadres van de betaler' },
  phone: { id: 'BookingPayer.phone', defaultMessage: 'Telefoonnummer (optioneel)' },
  organisation: { id: 'BookingPayer.organisation', defaultMessage: 'Organisatie (optioneel)' },
  address: { id: 'BookingPayer.address', defaultMessage: 'Factuuradres (optioneel)' },
  submit: { id: 'BookingPayer.submit', defaultMessage: 'Betaallink maken en mailen' },
  linkHeading: { id: 'BookingPayer.linkHeading', defaultMessage: 'Betaallink' },
  mailed: { id: 'BookingPayer.mailed', defaultMessage: 'We hebben de betaallink gemaild naar {email}.' },
  linkLabel: { id: 'BookingPayer.linkLabel', defaultMessage: 'Link voor de betaler' },
  copy: { id: 'BookingPayer.copy', defaultMessage: 'Link kopiëren' },
  copied: { id: 'BookingPayer.copied', defaultMessage: 'Betaallink gekopieerd' },
  notCopied: { id: 'BookingPayer.notCopied', defaultMessage: 'De betaallink is niet goed gekopieerd. Selecteer de link en kopieer hem zelf.' },
  waiting: { id: 'BookingPayer.waiting', defaultMessage: 'Wachten op de betaling…' },
  paid: { id: 'BookingPayer.paid', defaultMessage: 'Betaald! Je boeking is bevestigd.' },
} satisfies Record<string, MessageDescriptor>;
