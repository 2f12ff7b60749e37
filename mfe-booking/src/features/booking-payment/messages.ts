import type { MessageDescriptor } from 'react-intl';

export const payerMessages = {
  title: { id: 'PayerPage.title', defaultMessage: 'Betaalverzoek voor een boeking' },
  stepDetails: { id: 'PayerPage.stepDetails', defaultMessage: '1. Gegevens' },
  stepDirect: { id: 'PayerPage.stepDirect', defaultMessage: '2. Betalen' },
  when: { id: 'PayerPage.when', defaultMessage: '{date}, {start} - {end}' },
  attendees: { id: 'PayerPage.attendees', defaultMessage: '{count} personen' },
  payer: { id: 'PayerPage.payer', defaultMessage: 'Betaler: {name} ({email})' },
  vatLine: { id: 'PayerPage.vatLine', defaultMessage: 'Btw {rate}% over {base}' },
  total: { id: 'PayerPage.total', defaultMessage: 'Te betalen' },
  next: { id: 'PayerPage.next', defaultMessage: 'Verder naar betalen' },
  pay: { id: 'PayerPage.pay', defaultMessage: 'Betalen met iDEAL' },
  notFound: { id: 'PayerPage.notFound', defaultMessage: 'Deze betaallink bestaat niet of is verlopen.' },
  paid: { id: 'PayerPage.paid', defaultMessage: 'Bedankt, de boeking is betaald.' },
  waiting: { id: 'PayerPage.waiting', defaultMessage: 'We wachten op de bevestiging van je betaling…' },
  expires: { id: 'PayerPage.expires', defaultMessage: 'Betaal voor {time}' },
} satisfies Record<string, MessageDescriptor>;
