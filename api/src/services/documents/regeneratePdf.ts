/**
 * PDFs of documents stored without one (demo data, imported rows): rendered from the stored
 * booking, order and payout with the document's own number and date, then kept.
 */
import type { Knex } from 'knex';
import { invoiceContent, payoutStatementContent, proofOfPaymentContent, refundNoteContent, type DocumentContent } from '../../domain/documents/content';
import { renderPdf } from './renderPdf';
import { loadDocumentSource } from './loadDocumentSource';
import { ApiError } from '../../errors/ApiError';

export async function regeneratePdf(knex: Knex, documentId: number): Promise<Buffer> {
  const doc = await knex('finance_document').where({ finance_document_id: documentId }).first();
  const src = doc?.booking_id ? await loadDocumentSource(knex, doc.booking_id) : null;
  if (!doc || !src) throw new ApiError('NOT_FOUND', { entity: 'finance_document', key: 'not_found' });
  const at = new Date(doc.ts_created);
  const locale = doc.locale === 'en' ? 'en' : 'nl';
  let content: DocumentContent;
  if (doc.invoice_type === 'INVOICE') content = invoiceContent(src.source, doc.document_number, at, locale);
  else if (doc.invoice_type === 'PROOF_OF_PAYMENT') content = proofOfPaymentContent(src.source, doc.document_number, at, locale, { amount: doc.amount, reference: '-', method: 'iDEAL' });
  else if (doc.invoice_type === 'REFUND') content = refundNoteContent(src.source, doc.document_number, at, locale, { amount: doc.refund || doc.amount });
  else {
    const payout = await knex('payout').where({ booking_id: doc.booking_id }).first();
    content = payoutStatementContent(src.source, doc.document_number, at, locale, {
      amount_paid: payout?.amount_paid ?? doc.paid, payout_amount: payout?.payout_amount ?? doc.amount,
      iban_number: payout?.iban_number ?? null, iban_name: payout?.iban_name ?? null, status: payout?.payout_status ?? 'PENDING',
    });
  }
  const pdf = await renderPdf(content);
  await knex('finance_document').where({ finance_document_id: documentId }).whereNull('pdf').update({ pdf });
  return pdf;
}
