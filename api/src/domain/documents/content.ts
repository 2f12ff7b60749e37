/**
 * What each finance document says, as data (rendered to PDF by services/documents/renderPdf.ts).
 * Amounts come from the stored order (booking_order / booking_order_item), payments, refunds and
 * payouts; nothing is priced here.
 */
import type { InvoiceType } from './numbering';
import { formatDate, formatSlot, LABELS, type DocumentLocale } from './labels';
import { allocateOverRates, summariseVat, type VatLine, type VatSummary } from './vat';

export interface StoredOrderItem {
  name: string;
  quantity: number;
  unit_price: number;
  vat_rate: number;
  total_net: number;
  total_vat: number;
  total: number;
  /** a line of an extra CHANGE order (approved change request): the difference to the earlier lines */
  change?: boolean;
}

export interface DocumentSource {
  booking: { booking_id: number; booking_hash: string; booking_start: Date; booking_end: Date; meeting_name: string | null; space_name: string; venue_name: string; city: string | null };
  guest: { name: string; email: string | null; organisation_name: string | null; address: string | null };
  host: { organisation_name: string; address: string | null; vat_number: string | null; coc: string | null };
  order: { order_total: number; total_paid: number; refunded_total: number; payout_total: number };
  items: StoredOrderItem[];
}

export interface DocumentRow {
  description: string;
  quantity: number | null;
  vat_rate: number;
  net: number;
  vat: number;
  total: number;
}

export interface DocumentContent {
  type: InvoiceType;
  locale: DocumentLocale;
  title: string;
  number: string;
  issued: string;
  from: { name: string; lines: string[] };
  to: { name: string; lines: string[] };
  meta: Array<[string, string]>;
  rows: DocumentRow[];
  vat: VatSummary;
  /** label + cents, printed under the VAT lines */
  totals: Array<[string, number]>;
  notes: string[];
}

export const PLATFORM = { name: 'Zaalplek', lines: ['Nederland', 'support@zaalplek.nl'] };

const itemRows = (items: StoredOrderItem[], sign = 1, locale: DocumentLocale = 'nl'): DocumentRow[] =>
  items.map((i) => ({ description: i.change ? LABELS[locale].changeLine(i.name) : i.name, quantity: i.quantity, vat_rate: i.vat_rate, net: sign * i.total_net, vat: sign * i.total_vat, total: sign * i.total }));

const partyLines = (...lines: Array<string | null | undefined>): string[] => lines.filter((l): l is string => !!l && l.trim() !== '');

function base(type: InvoiceType, src: DocumentSource, number: string, issuedAt: Date, locale: DocumentLocale) {
  const t = LABELS[locale];
  const meta: Array<[string, string]> = [
    [t.number, number],
    [t.date, formatDate(issuedAt)],
    [t.booking, `#${src.booking.booking_id} (${src.booking.booking_hash})`],
    [t.space, `${src.booking.space_name}, ${src.booking.venue_name}${src.booking.city ? `, ${src.booking.city}` : ''}`],
    [t.when, formatSlot(src.booking.booking_start, src.booking.booking_end)],
  ];
  if (src.booking.meeting_name) meta.push([t.meeting, src.booking.meeting_name]);
  const host = { name: src.host.organisation_name, lines: partyLines(src.host.address, src.host.vat_number && `${t.vatNumber} ${src.host.vat_number}`, src.host.coc && `${t.coc} ${src.host.coc}`) };
  const guest = { name: src.guest.organisation_name ?? src.guest.name, lines: partyLines(src.guest.organisation_name ? src.guest.name : null, src.guest.address, src.guest.email) };
  return { t, title: t[type], meta, host, guest };
}

const vatRows = (lines: VatLine[]): VatSummary => summariseVat(lines.map((l) => ({ vat_rate: l.vat_rate, total_net: l.base, total_vat: l.vat })));

/**
 * Guest invoice: the lines of every invoiced order of the booking (the main order and each paid
 * CHANGE order, whose lines are the difference), VAT per rate over all of them, paid and refunded
 * (the host supplies the space and services; Zaalplek invoices on the host's behalf).
 */
export function invoiceContent(src: DocumentSource, number: string, issuedAt: Date, locale: DocumentLocale): DocumentContent {
  const { t, title, meta, host, guest } = base('INVOICE', src, number, issuedAt, locale);
  const vat = summariseVat(src.items);
  return {
    type: 'INVOICE', locale, title, number, issued: formatDate(issuedAt), from: host, to: guest, meta,
    rows: itemRows(src.items, 1, locale), vat,
    totals: [
      [t.paid, src.order.total_paid],
      ...(src.order.refunded_total > 0 ? ([[t.refunded, -src.order.refunded_total]] as Array<[string, number]>) : []),
      [t.due, Math.max(0, vat.total - src.order.total_paid)],
    ],
    notes: [],
  };
}

export function proofOfPaymentContent(src: DocumentSource, number: string, issuedAt: Date, locale: DocumentLocale, payment: { amount: number; reference: string; method: string }): DocumentContent {
  const { t, title, meta, host, guest } = base('PROOF_OF_PAYMENT', src, number, issuedAt, locale);
  meta.push([t.paymentMethod, payment.method], [t.paymentReference, payment.reference]);
  return {
    type: 'PROOF_OF_PAYMENT', locale, title, number, issued: formatDate(issuedAt), from: host, to: guest, meta,
    rows: itemRows(src.items, 1, locale), vat: summariseVat(src.items),
    totals: [[t.paid, payment.amount]],
    notes: [],
  };
}

/** Credit note: a full refund reverses the stored lines; a partial one is split over the order's VAT rates. */
export function refundNoteContent(src: DocumentSource, number: string, issuedAt: Date, locale: DocumentLocale, refund: { amount: number }): DocumentContent {
  const { t, title, meta, host, guest } = base('REFUND', src, number, issuedAt, locale);
  const orderVat = summariseVat(src.items);
  let rows: DocumentRow[];
  if (refund.amount === orderVat.total) {
    rows = itemRows(src.items, -1, locale);
  } else {
    rows = allocateOverRates(orderVat, refund.amount).map((l) => ({
      description: `${t.refundOf(`#${src.booking.booking_id}`)} (${l.vat_rate}%)`, quantity: 1, vat_rate: l.vat_rate, net: -l.base, vat: -l.vat, total: -(l.base + l.vat),
    }));
  }
  const vat = summariseVat(rows.map((r) => ({ vat_rate: r.vat_rate, total_net: r.net, total_vat: r.vat })));
  return {
    type: 'REFUND', locale, title, number, issued: formatDate(issuedAt), from: host, to: guest, meta,
    rows, vat, totals: [[t.refunded, refund.amount]], notes: [t.refundNote],
  };
}

/** Host statement: what the guest paid, minus the platform's service fee (21 % VAT included), is paid out. */
export function payoutStatementContent(
  src: DocumentSource,
  number: string,
  issuedAt: Date,
  locale: DocumentLocale,
  payout: { amount_paid: number; payout_amount: number; iban_number: string | null; iban_name: string | null; status: 'PENDING' | 'COMPLETED' | 'FAILED' },
): DocumentContent {
  const { t, title, meta, host } = base('PAYOUT', src, number, issuedAt, locale);
  const fee = payout.amount_paid - payout.payout_amount;
  const feeVat = Math.round((fee * 21) / 121);
  meta.push([t.iban, payout.iban_number ? `${payout.iban_number}${payout.iban_name ? ` (${payout.iban_name})` : ''}` : '-']);
  meta.push([t.payoutStatus, payout.status === 'COMPLETED' ? t.payoutCompleted : payout.status === 'FAILED' ? t.payoutFailed : t.payoutPending]);
  const rows: DocumentRow[] = [{ description: t.serviceFee, quantity: 1, vat_rate: 21, net: fee - feeVat, vat: feeVat, total: fee }];
  return {
    type: 'PAYOUT', locale, title, number, issued: formatDate(issuedAt), from: PLATFORM, to: host, meta,
    rows, vat: vatRows([{ vat_rate: 21, base: fee - feeVat, vat: feeVat }]),
    totals: [[t.amountPaidByGuest, payout.amount_paid], [t.serviceFee, -fee], [t.payoutAmount, payout.payout_amount]],
    notes: payout.iban_number ? [] : [t.missingIban],
  };
}
