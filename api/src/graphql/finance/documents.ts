/** all_finance_history, booking_invoices_history, resend_invoice. */
import { requireLogin } from '../../auth/guards';
import { ApiError, notFound } from '../../errors/ApiError';
import { canViewDocument } from '../../services/documents/access';
import { bookingDocuments, financeHistoryPage, type FinanceHistoryRow } from '../../services/documents/financeHistory';
import { documentPath, mailFinanceDocument } from '../../services/documents/mailDocument';
import type { GraphQLContext } from '../context';

const toDocument = (r: FinanceHistoryRow) => ({
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
  const { rows, total: count } = await financeHistoryPage(ctx.knex, viewer, f, { size, offset: (page - 1) * size });
  return { result: rows.map(toDocument), total: count, page, size, total_pages: Math.ceil(count / size) };
}

export async function booking_invoices_history(_: unknown, args: { booking_id: number }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  return (await bookingDocuments(ctx.knex, viewer, args.booking_id)).map(toDocument);
}

export async function resend_invoice(_: unknown, args: { invoice_id: number }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  if (!(await canViewDocument(ctx.knex, viewer, args.invoice_id))) throw notFound('finance_document');
  const sent = await mailFinanceDocument(ctx.knex, args.invoice_id, ctx.request?.origin ?? 'http://localhost:8080');
  if (sent === null) throw new ApiError('VALIDATION', { entity: 'finance_document', key: 'no_recipient' });
  return true;
}
