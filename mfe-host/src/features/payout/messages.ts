import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl; description = en.
export const payoutMessages = {
  title: { id: 'Payout.title', defaultMessage: 'Uitbetalingen', description: 'Payouts' },
  bankTitle: { id: 'Payout.bankTitle', defaultMessage: 'Bankrekening voor uitbetalingen', description: 'Bank account for payouts' },
  bankHint: {
    id: 'Payout.bankHint',
    defaultMessage: 'De rekening moet op de handelsnaam van je organisatie staan.',
    description: "The account must be in your organisation's trade name.",
  },
  iban: { id: 'Payout.iban', defaultMessage: 'IBAN', description: 'IBAN' },
  holder: { id: 'Payout.holder', defaultMessage: 'Naam rekeninghouder', description: 'Account holder' },
  save: { id: 'Payout.save', defaultMessage: 'Opslaan', description: 'Save' },
  saved: { id: 'Payout.saved', defaultMessage: 'Je bankgegevens zijn opgeslagen.', description: 'Your bank details have been saved.' },
  current: { id: 'Payout.current', defaultMessage: 'Huidige rekening: {iban} t.n.v. {holder}', description: 'Current account: {iban} in the name of {holder}' },
  required: { id: 'Payout.required', defaultMessage: 'Dit veld is verplicht', description: 'This field is required' },
  invalid_iban: { id: 'Payout.invalid_iban', defaultMessage: 'Dit IBAN is ongeldig', description: 'This IBAN is invalid' },
  bank_ascription_mismatch: {
    id: 'Payout.bank_ascription_mismatch',
    defaultMessage: 'De rekeninghouder moet overeenkomen met de handelsnaam van je organisatie',
    description: "The account holder must match your organisation's trade name",
  },
  listCaption: { id: 'Payout.listCaption', defaultMessage: 'Uitbetalingen', description: 'Payouts' },
  colBooking: { id: 'Payout.colBooking', defaultMessage: 'Boeking', description: 'Booking' },
  colSpace: { id: 'Payout.colSpace', defaultMessage: 'Ruimte', description: 'Space' },
  colPaid: { id: 'Payout.colPaid', defaultMessage: 'Betaald door gast', description: 'Paid by guest' },
  colPayout: { id: 'Payout.colPayout', defaultMessage: 'Uitbetaling', description: 'Payout' },
  colInvoice: { id: 'Payout.colInvoice', defaultMessage: 'Factuur', description: 'Invoice' },
  colStatus: { id: 'Payout.colStatus', defaultMessage: 'Status', description: 'Status' },
  colDate: { id: 'Payout.colDate', defaultMessage: 'Uitbetaald op', description: 'Paid out on' },
  empty: { id: 'Payout.empty', defaultMessage: 'Nog geen uitbetalingen.', description: 'No payouts yet.' },
  loadError: { id: 'Payout.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden.', description: 'Sorry, something went wrong while loading.' },
} satisfies Record<string, MessageDescriptor>;

export const payoutStatusMessages = {
  PENDING: { id: 'PayoutStatus.PENDING', defaultMessage: 'In behandeling', description: 'Pending' },
  COMPLETED: { id: 'PayoutStatus.COMPLETED', defaultMessage: 'Uitbetaald', description: 'Paid out' },
  FAILED: { id: 'PayoutStatus.FAILED', defaultMessage: 'Mislukt', description: 'Failed' },
} satisfies Record<string, MessageDescriptor>;
