/** Document texts in nl and en (server catalogs), money and date formats. */
import { t, type MessageId } from '../../i18n/serverIntl';
import { TIME_ZONE } from '../availability/amsterdamTime';

export type DocumentLocale = 'nl' | 'en';

const PLAIN = [
  'INVOICE', 'PROOF_OF_PAYMENT', 'REFUND', 'PAYOUT', 'number', 'date', 'booking', 'meeting',
  'space', 'when', 'from', 'to', 'description', 'quantity', 'vatRate', 'net',
  'vat', 'total', 'totalNet', 'totalVat', 'totalIncl', 'paid', 'due', 'refunded',
  'paymentMethod', 'paymentReference', 'refundNote', 'amountPaidByGuest', 'serviceFee', 'payoutAmount', 'iban', 'payoutStatus',
  'payoutPending', 'payoutCompleted', 'payoutFailed', 'missingIban', 'vatNumber', 'coc', 'footer',
] as const;

export type DocumentLabels = Record<(typeof PLAIN)[number], string> & {
  vatLine: (rate: number) => string;
  refundOf: (n: string) => string;
  changeLine: (name: string) => string;
};

function labelsOf(locale: DocumentLocale): DocumentLabels {
  const m = (key: string, values?: Record<string, string>) => t(locale, `document.${key}` as MessageId, values);
  return {
    ...(Object.fromEntries(PLAIN.map((k) => [k, m(k)])) as Record<(typeof PLAIN)[number], string>),
    vatLine: (rate) => m('vatLine', { rate: String(rate) }),
    refundOf: (n) => m('refundOf', { n }),
    changeLine: (name) => m('changeLine', { name }),
  };
}

/** The documents' texts per locale, from the server catalogs' document.* messages (api/src/i18n). */
export const LABELS: Record<DocumentLocale, DocumentLabels> = { nl: labelsOf('nl'), en: labelsOf('en') };

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
