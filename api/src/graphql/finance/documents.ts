/** all_finance_history, booking_invoices_history, resend_invoice. */
import type { Knex } from 'knex';
import { requireLogin } from '../../auth/guards';
import { ApiError, notFound } from '../../errors/ApiError';
import { applyScope, canViewDocument, documentScope } from '../../services/documents/access';
import { documentPath, mailFinanceDocument } from '../../services/documents/mailDocument';
import type { GraphQLContext } from '../context';

const baseQuery = (knex: Knex) =>
  knex('finance_document as d')
    .leftJoin('booking as b', 'b.booking_id', 'd.booking_id')
    .leftJoin('organisation as o', 'o.organisation_id', 'd.organisation_id')
    .leftJoin('payout as p', 'p.payout_id', 'd.payout_id');

const COLUMNS = [
  'd.finance_document_id', 'd.invoice_type', 'd.document_number', 'd.booking_id', 'd.amount', 'd.status', 'o.organisation_name',
  'd.invoiced', 'd.paid', 'd.refund', 'd.ts_created', 'p.payout_status',
];

const toDocument = (r: Record<string, any>) => ({
  invoice_id: r.finance_document_id,
  invoice_type: r.invoice_type,
  document_number: r.document_number,
  booking_id: r.booking_id,
  amount: r.amount,
  status: r.status,
  host: r.organisation_name ?? null,
  invoiced: r.invoiced,
  paid: r.paid,
  refund: r.refund,
  ts_created: new Date(r.ts_created).toISOString(),
  document_url: documentPath(r.finance_document_id),
  payout_status: r.invoice_type === 'PAYOUT' ? (r.payout_status ?? null) : null,
});

export async function all_finance_history(
  _: unknown,
  args: { filters?: { invoice_type?: string | null; booking_id?: number | null; page?: number | null; size?: number | null } | null },
  ctx: GraphQLContext,
) {
  const viewer = requireLogin(ctx.viewer);
  const f = args.filters ?? {};
  const page = Math.max(1, f.page ?? 1);
  const size = Math.min(50, Math.max(1, f.size ?? 20));
  const q = applyScope(baseQuery(ctx.knex), await documentScope(ctx.knex, viewer));
  if (f.invoice_type) q.where('d.invoice_type', f.invoice_type);
  if (f.booking_id != null) q.where('d.booking_id', f.booking_id);
  const counted = (await q.clone().clearSelect().count('* as count')) as Array<{ count: number }>;
  const count = Number(counted[0]?.count ?? 0);
  const rows = await q.select(COLUMNS).orderBy([{ column: 'd.ts_created', order: 'desc' }, { column: 'd.finance_document_id', order: 'desc' }]).limit(size).offset((page - 1) * size);
  return { result: rows.map(toDocument), total: count, page, size, total_pages: Math.ceil(count / size) };
}

export async function booking_invoices_history(_: unknown, args: { booking_id: number }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const q = applyScope(baseQuery(ctx.knex).where('d.booking_id', args.booking_id), await documentScope(ctx.knex, viewer));
  const rows = await q.select(COLUMNS).orderBy([{ column: 'd.ts_created', order: 'asc' }, { column: 'd.finance_document_id', order: 'asc' }]);
  return rows.map(toDocument);
}

export async function resend_invoice(_: unknown, args: { invoice_id: number }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  if (!(await canViewDocument(ctx.knex, viewer, args.invoice_id))) throw notFound('finance_document');
  const sent = await mailFinanceDocument(ctx.knex, args.invoice_id, ctx.request?.origin ?? 'http://localhost:8080');
  if (sent === null) throw new ApiError('VALIDATION', { entity: 'finance_document', key: 'no_recipient' });
  return true;
}
