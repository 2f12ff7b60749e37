/**
 * Job `documents.final_invoice` { booking_id }: the guest's INVOICE after the meeting (once per
 * booking) and an e-mail with its link. Bookings that were never paid nor post-paid get none.
 */
import type { Knex } from 'knex';
import { publicOrigin } from '../../auth/requestInfo';
import { issueInvoice } from '../../services/documents/issueDocuments';
import { mainOrderOf } from '../../services/documents/loadDocumentSource';
import { mailFinanceDocument } from '../../services/documents/mailDocument';

const INVOICED_STATUSES = ['PAID', 'PASSED', 'COMPLETED', 'PENDING'];

export async function handleFinalInvoice(data: { booking_id: number }, ctx: { knex: Knex; clock?: { now(): Date } }): Promise<void> {
  const bookingId = Number(data.booking_id);
  const now = ctx.clock?.now() ?? new Date();
  const created = await ctx.knex.transaction(async (trx) => {
    const booking = await trx('booking').where({ booking_id: bookingId }).forUpdate().first('booking_status');
    const order = await mainOrderOf(trx, bookingId);
    if (!booking || !order || !INVOICED_STATUSES.includes(booking.booking_status)) return null;
    if (booking.booking_status === 'PENDING' && order.payment_method !== 'AFTERPAY') return null;
    const before = await trx('finance_document').where({ booking_id: bookingId, invoice_type: 'INVOICE' }).first('finance_document_id');
    const doc = await issueInvoice(trx, bookingId, now);
    return doc && !before ? doc : null;
  });
  if (created) await mailFinanceDocument(ctx.knex, created.finance_document_id, publicOrigin('http://localhost:8080'));
}
