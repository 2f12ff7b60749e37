/**
 * One function per document kind: loads the stored amounts and creates the document (once:
 * an existing invoice / proof of payment / payout statement of the booking, or refund note of
 * the refund, is returned instead of a second one).
 */
import type { Knex } from 'knex';
import { invoiceContent, payoutStatementContent, proofOfPaymentContent, refundNoteContent } from '../../domain/documents/content';
import { createFinanceDocument, type FinanceDocumentRow } from './createFinanceDocument';
import { loadDocumentSource } from './loadDocumentSource';

const COLUMNS = ['finance_document_id', 'document_number', 'invoice_type', 'booking_id', 'amount', 'status'];

async function existing(trx: Knex.Transaction, where: Record<string, unknown>): Promise<FinanceDocumentRow | undefined> {
  return trx('finance_document').where(where).first<FinanceDocumentRow | undefined>(COLUMNS);
}

export async function issueInvoice(trx: Knex.Transaction, bookingId: number, at = new Date()): Promise<FinanceDocumentRow | null> {
  const found = await existing(trx, { booking_id: bookingId, invoice_type: 'INVOICE' });
  if (found) return found;
  const src = await loadDocumentSource(trx, bookingId);
  if (!src) return null;
  const { order } = src.source; // every invoiced order of the booking, summed
  return createFinanceDocument(trx, {
    type: 'INVOICE', bookingId, organisationId: src.organisationId, accountId: src.accountId, locale: src.locale,
    amount: order.order_total, invoiced: order.order_total, paid: order.total_paid, refund: order.refunded_total,
    status: order.total_paid >= order.order_total ? 'COMPLETED' : 'PENDING',
    content: (number, issued) => invoiceContent(src.source, number, issued, src.locale),
  }, at);
}

export async function issueProofOfPayment(
  trx: Knex.Transaction,
  payment: { payment_id: number; booking_id: number; order_id: number; amount: number; provider_payment_id: string },
  at = new Date(),
): Promise<FinanceDocumentRow | null> {
  // one per paid payment (main order, and the CHANGE order of an approved change request)
  const found = await existing(trx, { payment_id: payment.payment_id, invoice_type: 'PROOF_OF_PAYMENT' });
  if (found) return found;
  const src = await loadDocumentSource(trx, payment.booking_id, payment.order_id);
  if (!src) return null;
  return createFinanceDocument(trx, {
    type: 'PROOF_OF_PAYMENT', bookingId: payment.booking_id, organisationId: src.organisationId, accountId: src.accountId, locale: src.locale,
    amount: payment.amount, invoiced: src.source.order.order_total, paid: payment.amount, status: 'COMPLETED', paymentId: payment.payment_id,
    content: (number, issued) => proofOfPaymentContent(src.source, number, issued, src.locale, { amount: payment.amount, reference: payment.provider_payment_id, method: 'iDEAL' }),
  }, at);
}

export async function issueRefundNote(trx: Knex.Transaction, refund: { refund_id: number; booking_id: number; order_id: number; amount: number }, at = new Date()): Promise<FinanceDocumentRow | null> {
  const found = await existing(trx, { refund_id: refund.refund_id });
  if (found) return found;
  const src = await loadDocumentSource(trx, refund.booking_id, refund.order_id);
  if (!src) return null;
  return createFinanceDocument(trx, {
    type: 'REFUND', bookingId: refund.booking_id, organisationId: src.organisationId, accountId: src.accountId, locale: src.locale,
    amount: refund.amount, paid: src.source.order.total_paid, refund: refund.amount, status: 'COMPLETED', refundId: refund.refund_id,
    content: (number, issued) => refundNoteContent(src.source, number, issued, src.locale, { amount: refund.amount }),
  }, at);
}

export async function issuePayoutStatement(
  trx: Knex.Transaction,
  payout: { payout_id: number; booking_id: number; amount_paid: number; payout_amount: number; iban_number: string | null; iban_name: string | null; payout_status: 'PENDING' | 'COMPLETED' | 'FAILED' },
  at = new Date(),
): Promise<FinanceDocumentRow | null> {
  const found = await existing(trx, { booking_id: payout.booking_id, invoice_type: 'PAYOUT' });
  if (found) return found;
  const src = await loadDocumentSource(trx, payout.booking_id);
  if (!src) return null;
  const hostLocale = ((await trx('organisation as o').join('account as a', 'a.account_id', 'o.account_id').where('o.organisation_id', src.organisationId).first('a.locale'))?.locale ?? 'nl') === 'en' ? 'en' : 'nl';
  return createFinanceDocument(trx, {
    type: 'PAYOUT', bookingId: payout.booking_id, organisationId: src.organisationId, accountId: null, locale: hostLocale,
    amount: payout.payout_amount, paid: payout.amount_paid, invoiced: payout.amount_paid,
    status: payout.payout_status === 'COMPLETED' ? 'COMPLETED' : 'PENDING', payoutId: payout.payout_id,
    content: (number, issued) => payoutStatementContent(src.source, number, issued, hostLocale, { amount_paid: payout.amount_paid, payout_amount: payout.payout_amount, iban_number: payout.iban_number, iban_name: payout.iban_name, status: payout.payout_status }),
  }, at);
}
