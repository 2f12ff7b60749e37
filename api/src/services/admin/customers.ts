/**
 * Admin Users tab, one account in detail: its bookings, the documents issued to it (invoices, proofs of
 * payment, refund notes), and its block (the cause: a post-payment overdue or a staff decision, with
 * the reason); staff block and unblock with a reason. A blocked account cannot log in or use its
 * tokens (auth/guards loadSubject).
 */
import type { Knex } from 'knex';
import { Account, Booking, FinanceDocument } from '../../db/models';
import { ApiError, fieldValidation, notFound } from '../../errors/ApiError';
import { requiredReason } from './reason';

export interface CustomerDetail {
  account_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  account_state: string;
  is_blocked: boolean;
  block_cause: string | null;
  block_reason: string | null;
  blocked_booking_id: number | null;
  ts_blocked: string | null;
  ts_created: string;
  bookings: Array<{ booking_id: number; space_name: string; booking_start: string; booking_end: string; booking_status: string; attendees: number }>;
  documents: Array<{ finance_document_id: number; booking_id: number | null; invoice_type: string; document_number: string; amount: number; status: string; ts_created: string }>;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export async function customerDetail(knex: Knex, accountId: number): Promise<CustomerDetail> {
  const a = await Account.query(knex).findById(accountId);
  if (!a) throw notFound('account');
  const bookings = await Booking.query(knex).where('booking.account_id', accountId).whereNot('booking.booking_status', 'DRAFT')
    .joinRelated('space').select('booking.booking_id', 'space.space_name', 'booking.booking_start', 'booking.booking_end', 'booking.booking_status', 'booking.attendees')
    .orderBy('booking.booking_start', 'desc').limit(100) as unknown as Array<Booking & { space_name: string }>;
  const documents = await FinanceDocument.query(knex)
    .where((w) => w.where('account_id', accountId).orWhereIn('booking_id', Booking.query(knex).where('account_id', accountId).select('booking_id')))
    .whereNot('invoice_type', 'PAYOUT')
    .select('finance_document_id', 'booking_id', 'invoice_type', 'document_number', 'amount', 'status', 'ts_created')
    .orderBy('ts_created', 'desc').limit(100);
  return {
    account_id: a.account_id, email: a.email, first_name: a.first_name ?? null, last_name: a.last_name ?? null, phone: a.phone ?? null,
    account_state: a.account_state, is_blocked: a.is_blocked, block_cause: a.block_cause ?? null, block_reason: a.block_reason ?? null,
    blocked_booking_id: a.blocked_booking_id ?? null, ts_blocked: iso(a.ts_blocked), ts_created: iso(a.ts_created)!,
    bookings: bookings.map((b) => ({ booking_id: b.booking_id, space_name: b.space_name, booking_start: iso(b.booking_start)!, booking_end: iso(b.booking_end)!, booking_status: b.booking_status, attendees: b.attendees })),
    documents: documents.map((d) => ({ finance_document_id: d.finance_document_id, booking_id: d.booking_id ?? null, invoice_type: d.invoice_type, document_number: d.document_number, amount: Number(d.amount), status: d.status, ts_created: iso(d.ts_created)! })),
  };
}

/** Staff block an account with a reason (cause STAFF); admins and other staff cannot be blocked here. */
export async function blockAccount(knex: Knex, accountId: number, reason: string | null | undefined): Promise<void> {
  const why = requiredReason('account', reason);
  await knex.transaction(async (trx) => {
    const a = await Account.query(trx).findById(accountId).forUpdate();
    if (!a) throw notFound('account');
    if (a.is_admin || a.staff_role) throw new ApiError('FORBIDDEN', { entity: 'account', key: 'cannot_block_staff' });
    if (a.is_blocked) throw fieldValidation('account', 'is_blocked', 'already_blocked');
    await a.$query(trx).patch({ is_blocked: true, block_cause: 'STAFF', block_reason: why, blocked_booking_id: null, ts_blocked: new Date().toISOString() });
  });
}

/** Lifts a block of either cause. */
export async function unblockAccount(knex: Knex, accountId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const a = await Account.query(trx).findById(accountId).forUpdate();
    if (!a) throw notFound('account');
    if (!a.is_blocked) throw fieldValidation('account', 'is_blocked', 'not_blocked');
    await a.$query(trx).patch({ is_blocked: false, block_cause: null, block_reason: null, blocked_booking_id: null, ts_blocked: null });
  });
}
