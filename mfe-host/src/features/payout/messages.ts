import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl (the default locale); the en text is in messages/en.json.
export const payoutMessages = {
  title: { id: 'Payout.title', defaultMessage: 'Uitbetalingen' },
  bankTitle: { id: 'Payout.bankTitle', defaultMessage: 'Bankrekening voor uitbetalingen' },
  bankHint: {
    id: 'Payout.bankHint',
    defaultMessage: 'De rekening moet op de handelsnaam van je organisatie staan.',
  },
  iban: { id: 'Payout.iban', defaultMessage: 'IBAN' },
  holder: { id: 'Payout.holder', defaultMessage: 'Naam rekeninghouder' },
  save: { id: 'Payout.save', defaultMessage: 'Opslaan' },
  saved: { id: 'Payout.saved', defaultMessage: 'Je bankgegevens zijn opgeslagen.' },
  current: { id: 'Payout.current', defaultMessage: 'Huidige rekening: {iban} t.n.v. {holder}' },
  required: { id: 'Payout.required', defaultMessage: 'Dit veld is verplicht' },
  invalid_iban: { id: 'Payout.invalid_iban', defaultMessage: 'Dit IBAN is ongeldig' },
  bank_ascription_mismatch: {
    id: 'Payout.bank_ascription_mismatch',
    defaultMessage: 'De rekeninghouder moet overeenkomen met de handelsnaam van je organisatie',
  },
  listCaption: { id: 'Payout.listCaption', defaultMessage: 'Uitbetalingen' },
  colBooking: { id: 'Payout.colBooking', defaultMessage: 'Boeking' },
  colSpace: { id: 'Payout.colSpace', defaultMessage: 'Ruimte' },
  colPaid: { id: 'Payout.colPaid', defaultMessage: 'Betaald door gast' },
  colPayout: { id: 'Payout.colPayout', defaultMessage: 'Uitbetaling' },
  colInvoice: { id: 'Payout.colInvoice', defaultMessage: 'Factuur' },
  colStatus: { id: 'Payout.colStatus', defaultMessage: 'Status' },
  colDate: { id: 'Payout.colDate', defaultMessage: 'Uitbetaald op' },
  empty: { id: 'Payout.empty', defaultMessage: 'Nog geen uitbetalingen.' },
  loadError: { id: 'Payout.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden.' },
} satisfies Record<string, MessageDescriptor>;

export const payoutStatusMessages = {
  PENDING: { id: 'PayoutStatus.PENDING', defaultMessage: 'In behandeling' },
  COMPLETED: { id: 'PayoutStatus.COMPLETED', defaultMessage: 'Uitbetaald' },
  FAILED: { id: 'PayoutStatus.FAILED', defaultMessage: 'Mislukt' },
} satisfies Record<string, MessageDescriptor>;
