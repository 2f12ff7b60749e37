import type { MessageDescriptor } from 'react-intl';

export const financeMessages = {
  title: { id: 'FinancePage.title', defaultMessage: 'Financieel overzicht' },
  bookingTitle: { id: 'FinancePage.bookingTitle', defaultMessage: 'Documenten van boeking #{id}' },
  created: { id: 'FinancePage.created', defaultMessage: 'Aangemaakt' },
  document: { id: 'FinancePage.document', defaultMessage: 'Document' },
  number: { id: 'FinancePage.number', defaultMessage: 'Nummer' },
  bookingId: { id: 'FinancePage.bookingId', defaultMessage: 'Boeking-ID' },
  amount: { id: 'FinancePage.amount', defaultMessage: 'Bedrag' },
  status: { id: 'FinancePage.status', defaultMessage: 'Status' },
  host: { id: 'FinancePage.host', defaultMessage: 'Verhuurder' },
  invoiced: { id: 'FinancePage.invoiced', defaultMessage: 'Gefactureerd' },
  paid: { id: 'FinancePage.paid', defaultMessage: 'Betaald' },
  refund: { id: 'FinancePage.refund', defaultMessage: 'Terugbetaald' },
  pdf: { id: 'FinancePage.pdf', defaultMessage: 'PDF {number}' },
  empty: { id: 'FinancePage.empty', defaultMessage: 'Nog geen documenten' },
  loadError: { id: 'FinancePage.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van de documenten.' },
  back: { id: 'FinancePage.back', defaultMessage: 'Terug naar de boeking' },
  invoiceComing: { id: 'FinancePage.invoiceComing', defaultMessage: 'De factuur volgt binnen 24 uur na afloop van je bijeenkomst en staat dan hier.' },
  invoiceRule: { id: 'FinancePage.invoiceRule', defaultMessage: 'Na elke bijeenkomst volgt binnen 24 uur de factuur; je vindt hem dan in dit overzicht.' },
} satisfies Record<string, MessageDescriptor>;

export const documentTypeMessages = {
  INVOICE: { id: 'FinanceDocument.INVOICE', defaultMessage: 'Factuur' },
  PAYOUT: { id: 'FinanceDocument.PAYOUT', defaultMessage: 'Uitbetalingsoverzicht' },
  PROOF_OF_PAYMENT: { id: 'FinanceDocument.PROOF_OF_PAYMENT', defaultMessage: 'Betaalbewijs' },
  REFUND: { id: 'FinanceDocument.REFUND', defaultMessage: 'Creditnota' },
} satisfies Record<string, MessageDescriptor>;

export const documentStatusMessages = {
  COMPLETED: { id: 'FinanceStatus.COMPLETED', defaultMessage: 'Voltooid' },
  PENDING: { id: 'FinanceStatus.PENDING', defaultMessage: 'In behandeling' },
  DUPLICATED_REQUEST: { id: 'FinanceStatus.DUPLICATED_REQUEST', defaultMessage: 'Dubbel verzoek' },
} satisfies Record<string, MessageDescriptor>;
