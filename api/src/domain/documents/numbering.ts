/**
 * Finance document numbers: `<PREFIX>-<YYYY>-<NNNNNN>`, one gapless sequence per document type
 * and (Europe/Amsterdam) calendar year. The sequence itself is a counter row locked in the
 * transaction that inserts the document (services/documents/createFinanceDocument.ts).
 */
import { localDate } from '../availability/amsterdamTime';

export const INVOICE_TYPES = ['INVOICE', 'PAYOUT', 'PROOF_OF_PAYMENT', 'REFUND'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** finance_document.status: the payment result the document records. */
export const DOCUMENT_STATUSES = ['COMPLETED', 'DUPLICATED_REQUEST', 'PENDING'] as const;

export const DOCUMENT_PREFIX: Record<InvoiceType, string> = {
  INVOICE: 'INV',
  PROOF_OF_PAYMENT: 'POP',
  REFUND: 'REF',
  PAYOUT: 'PAY',
};

/** The year a document issued at `at` is numbered in (Amsterdam calendar). */
export const documentYear = (at: Date): number => Number(localDate(at.getTime()).slice(0, 4));

export function formatDocumentNumber(type: InvoiceType, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`invalid sequence ${sequence}`);
  return `${DOCUMENT_PREFIX[type]}-${year}-${String(sequence).padStart(6, '0')}`;
}
