/** Document texts in nl and en. */
import { TIME_ZONE } from '../availability/amsterdamTime';

export type DocumentLocale = 'nl' | 'en';

export const LABELS = {
  nl: {
    INVOICE: 'Factuur',
    PROOF_OF_PAYMENT: 'Betaalbewijs',
    REFUND: 'Creditnota (terugbetaling)',
    PAYOUT: 'Uitbetalingsoverzicht',
    number: 'Nummer',
    date: 'Datum',
    booking: 'Boeking',
    meeting: 'Bijeenkomst',
    space: 'Ruimte',
    when: 'Wanneer',
    from: 'Van',
    to: 'Aan',
    description: 'Omschrijving',
    quantity: 'Aantal',
    vatRate: 'BTW %',
    net: 'Excl. BTW',
    vat: 'BTW',
    total: 'Totaal',
    vatLine: (rate: number) => `BTW ${rate}% over`,
    totalNet: 'Totaal excl. BTW',
    totalVat: 'Totaal BTW',
    totalIncl: 'Totaal incl. BTW',
    paid: 'Betaald',
    due: 'Nog te betalen',
    refunded: 'Terugbetaald',
    paymentMethod: 'Betaalmethode',
    paymentReference: 'Betalingskenmerk',
    refundOf: (n: string) => `Terugbetaling voor boeking ${n}`,
    changeLine: (name: string) => `Wijziging: ${name}`,
    refundNote: 'Het bedrag wordt binnen 48 uur teruggestort via de oorspronkelijke betaalmethode.',
    amountPaidByGuest: 'Betaald door de gast',
    serviceFee: 'Servicekosten Zaalplek',
    payoutAmount: 'Uit te betalen',
    iban: 'IBAN',
    payoutStatus: 'Status',
    payoutPending: 'In behandeling',
    payoutCompleted: 'Uitbetaald',
    payoutFailed: 'Mislukt',
    missingIban: 'Geen actieve IBAN bekend: vul je uitbetaalgegevens in.',
    vatNumber: 'BTW-nummer',
    coc: 'KvK',
    footer: 'Zaalplek — bedragen in euro. Vragen? support@zaalplek.nl',
  },
  en: {
    INVOICE: 'Invoice',
    PROOF_OF_PAYMENT: 'Proof of payment',
    REFUND: 'Credit note (refund)',
    PAYOUT: 'Payout statement',
    number: 'Number',
    date: 'Date',
    booking: 'Booking',
    meeting: 'Meeting',
    space: 'Space',
    when: 'When',
    from: 'From',
    to: 'To',
    description: 'Description',
    quantity: 'Qty',
    vatRate: 'VAT %',
    net: 'Excl. VAT',
    vat: 'VAT',
    total: 'Total',
    vatLine: (rate: number) => `VAT ${rate}% on`,
    totalNet: 'Total excl. VAT',
    totalVat: 'Total VAT',
    totalIncl: 'Total incl. VAT',
    paid: 'Paid',
    due: 'Amount due',
    refunded: 'Refunded',
    paymentMethod: 'Payment method',
    paymentReference: 'Payment reference',
    refundOf: (n: string) => `Refund for booking ${n}`,
    changeLine: (name: string) => `Change: ${name}`,
    refundNote: 'The amount is refunded within 48 hours to the original payment method.',
    amountPaidByGuest: 'Paid by the guest',
    serviceFee: 'Zaalplek service fee',
    payoutAmount: 'Payout amount',
    iban: 'IBAN',
    payoutStatus: 'Status',
    payoutPending: 'Pending',
    payoutCompleted: 'Paid out',
    payoutFailed: 'Failed',
    missingIban: 'No active IBAN on file: please add your payout details.',
    vatNumber: 'VAT number',
    coc: 'CoC',
    footer: 'Zaalplek — amounts in euro. Questions? support@zaalplek.nl',
  },
} as const;

/** € amounts: "€ 1.234,56" (nl) / "€1,234.56" (en); plain spaces so PDFs and tests read them alike. */
export function formatMoney(cents: number, locale: DocumentLocale): string {
  const s = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  return s.replace(/\u00a0|\u202f/g, ' ');
}

/** DD-MM-YYYY in Amsterdam. */
export function formatDate(at: Date): string {
  const p = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(at);
  const get = (t: string) => p.find((x) => x.type === t)!.value;
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/** DD-MM-YYYY HH:mm–HH:mm in Amsterdam. */
export function formatSlot(start: Date, end: Date): string {
  const time = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return `${formatDate(start)} ${time(start)}-${time(end)}`;
}
