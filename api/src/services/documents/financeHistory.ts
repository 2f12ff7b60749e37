/** The finance documents a viewer may see (all_finance_history, booking_invoices_history), with host name and payout status. */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { FinanceDocument } from '../../db/models';
import { applyScope, documentScope, documentsWithBooking, type DocumentScope } from './access';

export interface FinanceHistoryRow {
  finance_document_id: number;
  invoice_type: string;
  document_number: string;
  booking_id: number | null;
  amount: number;
  status: string;
  organisation_name: string | null;
  invoiced: number;
  paid: number;
  refund: number;
  ts_created: Date;
  payout_status: string | null;
}

const COLUMNS = [
  'd.finance_document_id', 'd.invoice_type', 'd.document_number', 'd.booking_id', 'd.amount', 'd.status', 'o.organisation_name',
  'd.invoiced', 'd.paid', 'd.refund', 'd.ts_created', 'p.payout_status',
];

/** With host name and payout status; the scope is resolved first (awaiting a query builder would run it). */
function scoped(knex: Knex, scope: DocumentScope) {
  const q = documentsWithBooking(knex)
    .leftJoin('organisation as o', 'o.organisation_id', 'd.organisation_id')
    .leftJoin('payout as p', 'p.payout_id', 'd.payout_id');
  return applyScope(q, scope);
}

/** Newest first, one page; invoice_type / booking_id narrow it. */
export async function financeHistoryPage(
  knex: Knex,
  viewer: Viewer,
  f: { invoice_type?: string | null; booking_id?: number | null },
  page: { size: number; offset: number },
): Promise<{ rows: FinanceHistoryRow[]; total: number }> {
  const q = scoped(knex, await documentScope(knex, viewer));
  if (f.invoice_type) q.where('d.invoice_type', f.invoice_type);
  if (f.booking_id != null) q.where('d.booking_id', f.booking_id);
  const total = await q.clone().resultSize();
  const rows = await q.select(COLUMNS)
    .orderBy([{ column: 'd.ts_created', order: 'desc' }, { column: 'd.finance_document_id', order: 'desc' }])
    .limit(page.size).offset(page.offset);
  return { rows: rows as unknown as FinanceHistoryRow[], total };
}

/** The booking's documents the viewer may see, oldest first. */
export async function bookingDocuments(knex: Knex, viewer: Viewer, bookingId: number): Promise<FinanceHistoryRow[]> {
  const q = scoped(knex, await documentScope(knex, viewer)).where('d.booking_id', bookingId);
  const rows = await q.select(COLUMNS).orderBy([{ column: 'd.ts_created', order: 'asc' }, { column: 'd.finance_document_id', order: 'asc' }]);
  return rows as unknown as FinanceHistoryRow[];
}

/** The stored PDF (null: not stored, to be generated again) and the document number for its file name. */
export async function documentFile(knex: Knex, documentId: number): Promise<{ document_number: string; pdf: Buffer | null } | undefined> {
  const doc = await FinanceDocument.query(knex).findById(documentId).select('document_number', 'pdf');
  return doc && { document_number: doc.document_number, pdf: doc.pdf ?? null };
}
