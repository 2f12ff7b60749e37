/**
 * Inserts a finance_document with the next gapless number of its type and year. The counter
 * row (document_counter, one per type + year) is incremented by an upsert, which locks that row
 * until the surrounding transaction ends: a rolled back document gives its number back, and
 * concurrent documents of the same type wait for each other (no gaps, no duplicates).
 */
import type { Knex } from 'knex';
import type { DocumentContent } from '../../domain/documents/content';
import type { DocumentLocale } from '../../domain/documents/labels';
import { documentYear, formatDocumentNumber, type InvoiceType } from '../../domain/documents/numbering';
import { renderPdf } from './renderPdf';

export interface NewFinanceDocument {
  type: InvoiceType;
  bookingId: number | null;
  organisationId: number | null;
  accountId: number | null;
  amount: number;
  invoiced?: number;
  paid?: number;
  refund?: number;
  status: 'COMPLETED' | 'PENDING' | 'DUPLICATED_REQUEST';
  locale: DocumentLocale;
  refundId?: number | null;
  payoutId?: number | null;
  paymentId?: number | null;
  /** builds the document once its number is known */
  content: (number: string, issuedAt: Date) => DocumentContent;
}

export interface FinanceDocumentRow {
  finance_document_id: number;
  document_number: string;
  invoice_type: InvoiceType;
  booking_id: number | null;
  amount: number;
  status: string;
}

/** Must run inside a transaction (the counter lock lasts until it ends). */
export async function createFinanceDocument(trx: Knex.Transaction, doc: NewFinanceDocument, issuedAt: Date = new Date()): Promise<FinanceDocumentRow> {
  const year = documentYear(issuedAt);
  const { rows } = await trx.raw<{ rows: Array<{ last_number: number }> }>(
    `INSERT INTO document_counter (invoice_type, year, last_number) VALUES (?, ?, 1)
     ON CONFLICT (invoice_type, year) DO UPDATE SET last_number = document_counter.last_number + 1
     RETURNING last_number`,
    [doc.type, year],
  );
  const number = formatDocumentNumber(doc.type, year, rows[0]!.last_number);
  const pdf = await renderPdf(doc.content(number, issuedAt));
  const [row] = await trx('finance_document')
    .insert({
      booking_id: doc.bookingId, organisation_id: doc.organisationId, account_id: doc.accountId, invoice_type: doc.type,
      document_number: number, amount: doc.amount, invoiced: doc.invoiced ?? 0, paid: doc.paid ?? 0, refund: doc.refund ?? 0,
      status: doc.status, file_name: `${number}.pdf`, locale: doc.locale, pdf, refund_id: doc.refundId ?? null,
      payout_id: doc.payoutId ?? null, payment_id: doc.paymentId ?? null, ts_created: issuedAt,
    })
    .returning<FinanceDocumentRow[]>(['finance_document_id', 'document_number', 'invoice_type', 'booking_id', 'amount', 'status']);
  return row!;
}
