/**
 * create_booking: checks, prices (pricing module) and stores booking + order + order items +
 * history in ONE transaction. The exclusion constraint booking_no_overlap has the last word on
 * the slot: a concurrent winner makes every other insert fail with 23P01 -> timeslot_not_available.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { bookingTransition } from '../../domain/booking/bookingMachine';
import { BOOKING_POLICY, hostApprovalDeadline, isRequest, paymentDeadline } from '../../domain/booking/policy';
import { validateRequestForm, type RequestFormInput } from '../../domain/booking/requestForm';
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import type { Locale } from '../../middleware/locale';
import { notifyBookingEvent } from '../notifications';
import { preparedRaw } from '../../queries/prepared';
import { ENTITY, fieldProblemsError, isExclusionViolation, timeslotNotAvailable, transitionError } from './errors';
import { orderAmounts, orderItemRows } from './orderRows';
import { loadBookingCheckContext } from './checkContext';
import { checkAndQuoteWith } from './quote';
import { scheduleTimersFor, timersJobStatement, type BookingRecord } from './store';
import type { JobStatement } from '../../jobs/runner';
import type { TimerSnapshot } from '../../domain/booking/timers';

export interface SpaceBookingInput extends RequestFormInput {
  space_id: number;
  slot_start: string;
  slot_end: string;
  attendees: number;
  configuration_id?: number | null;
  services?: Array<{ service_id: number; quantity: number }> | null;
  coupon_code?: string | null;
  is_social?: boolean | null;
  payment_option?: 'DIRECT' | 'POST_PAYMENT' | null;
  draft?: boolean | null;
  origin_booking_id?: number | null;
}

const HASH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export function newBookingHash(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('');
}

export function parseSlot(input: { slot_start: string; slot_end: string }): { start: Date; end: Date } {
  const start = new Date(input.slot_start);
  const end = new Date(input.slot_end);
  const bad = (field: string) => new ApiError('FIELD_VALIDATION', { entity: ENTITY, key: 'invalid_time_range', meta: { field, fields: { [field]: 'invalid_time_range' } } });
  if (!input.slot_start || Number.isNaN(start.getTime())) throw bad('slot_start');
  if (!input.slot_end || Number.isNaN(end.getTime()) || end <= start) throw bad('slot_end');
  return { start, end };
}

export async function countUnpaidReservations(k: Knex | Knex.Transaction, accountId: number): Promise<number> {
  const [row] = await unpaidReservationsQuery(k, accountId).count<{ count: number }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** The guest's reservations waiting for a direct payment (a builder without the count). */
function unpaidReservationsQuery(k: Knex | Knex.Transaction, accountId: number) {
  return k('booking as b').join('booking_order as o', 'o.booking_id', 'b.booking_id')
    .where('b.account_id', accountId).where('b.booking_status', 'PENDING').where('o.order_kind', 'BOOKING')
    .whereIn('o.order_state', ['PAYMENT_PENDING', 'PAYMENT_FAILED']).where('o.payment_method', 'DIRECT').where('o.order_total', '>', 0);
}

export async function createBooking(knex: Knex, viewer: Viewer, input: SpaceBookingInput, opts: { now?: Date; locale?: Locale } = {}): Promise<BookingRecord> {
  const now = opts.now ?? clock.now();
  const { start, end } = parseSlot(input);
  if (!Number.isInteger(input.attendees) || input.attendees < 1) {
    throw new ApiError('FIELD_VALIDATION', { entity: ENTITY, key: 'required', meta: { field: 'attendees', fields: { attendees: 'required' } } });
  }
  if (input.coupon_code != null && input.coupon_code.length > 50) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'coupon', key: 'unknown_coupon_code', meta: { field: 'coupon_code', fields: { coupon_code: 'unknown_coupon_code' } } });
  }
  const afterpay = input.payment_option === 'POST_PAYMENT';
  const social = input.is_social === true;
  const draft = input.draft === true;

  let record: BookingRecord;
  try {
    record = await knex.transaction(async (trx) => {
      // One statement: the space's rules and prices, the guest's block, the rebooked booking (checkContext.ts).
      // It also takes the guest's lock (not for a draft): one guest's concurrent creations run one after
      // another, so the unpaid-reservation count below (a later statement: it sees every earlier creation) holds.
      const context = await loadBookingCheckContext(trx, {
        space_id: input.space_id, account_id: viewer.accountId, origin_booking_id: input.origin_booking_id ?? null, start, end,
        locale: opts.locale ?? 'nl', lock_guest: !draft,
      });
      if (!context) throw notFound('space');
      const { rules } = context;
      // blocked for persistent non-payment (14 days after a post-payment invoice's due date): no new bookings
      if (context.account_blocked) throw new ApiError('FORBIDDEN', { entity: 'account', key: 'account_blocked' });
      if (afterpay && !rules.is_afterpay_allowed) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'afterpay_not_allowed' });
      const problems = validateRequestForm(input, { afterpay, social, submit: !draft });
      if (problems.length) throw fieldProblemsError(problems);
      const request = isRequest({ space_booking_type: rules.space_booking_type, is_prospect: rules.is_prospect, is_social: social, is_afterpay: afterpay });
      if (input.origin_booking_id != null) {
        const from = context.origin_status;
        if (from == null) throw notFound(ENTITY);
        if (!['EXPIRED', 'DECLINED'].includes(from)) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { from, action: 'REBOOK' } });
      }
      const { quote, coupon_id } = await checkAndQuoteWith(trx, rules, {
        slot_start: start, slot_end: end, attendees: input.attendees, configuration_id: input.configuration_id, services: input.services,
        coupon_code: input.coupon_code, is_social: social, is_afterpay: afterpay,
      }, context.quote, now);
      // a reservation to pay counts against the guest's unpaid limit
      const limited = !draft && !request && quote.totals.order_total > 0;
      const action = draft ? 'CREATE_DRAFT' : request ? 'CREATE_REQUEST' : 'CREATE_RESERVATION';
      const next = bookingTransition(null, action, { role: 'GUEST' });
      const payDl = next.order_state === 'PAYMENT_PENDING' && !draft ? paymentDeadline(now, start) : null;
      const hostDl = next.order_state === 'HOST_APPROVAL' ? hostApprovalDeadline(now, start, rules) : null;
      // The rows are written in ONE statement right before the commit, so the locks that statement takes
      // are held only for it and the commit: the booking's insert triggers update the space's search row
      // (its occupied time; every booking of the space waits for that row lock) and announce the change,
      // and a committing NOTIFY holds PostgreSQL's notify-queue lock until its commit is done. Hence the
      // ids first, the timer job in the same statement (or before it), and the record returned by it.
      const ids = await newBookingIds(trx, limited ? viewer.accountId : null);
      if (limited && ids.unpaid! >= BOOKING_POLICY.maxUnpaidReservations) {
        throw new ApiError('CONFLICT', { entity: ENTITY, key: 'unpaid_reservations', meta: { limit: BOOKING_POLICY.maxUnpaidReservations } });
      }
      const bookingId = ids.booking_id;
      const paymentMethod = afterpay ? 'AFTERPAY' : 'DIRECT';
      // the booking's timer job goes into the insert statement below when the queue gives its insert as one statement
      let timerJob: JobStatement | null = null;
      if (!draft) {
        // what timerSnapshot would read back from the rows below (a new booking: no change request; its guest is not blocked)
        const snapshot: TimerSnapshot = {
          booking_status: next.booking_status, order_state: next.order_state, payment_method: paymentMethod, booking_start: start, booking_end: end,
          ts_payment_expiration_dl: payDl, ts_host_approval_dl: hostDl, ts_customer_approval_dl: null, ts_reminder_sent: null, ts_invoice_due: null,
          ts_due_reminder_sent: null, ts_overdue_sent: null, change_request_expires: null, account_blocked: false,
        };
        const job = await timersJobStatement(bookingId, snapshot, now);
        if (job === null) await scheduleTimersFor(trx, bookingId, snapshot, now);
        else if (job) timerJob = job;
      }
      const items = orderItemRows(ids.order_id, quote);
      const [stored] = await insertInOneStatement(trx, timerJob, [
        trx('booking').insert({
          booking_id: bookingId,
          booking_hash: newBookingHash(), space_id: rules.space_id, account_id: viewer.accountId, configuration_id: quote.configuration_id,
          attendees: input.attendees, booking_start: start, booking_end: end, preparation_time: rules.preparation_time ?? 0,
          service_break: rules.service_break ?? 0, booking_status: next.booking_status, booking_type: rules.space_booking_type,
          payment_method: paymentMethod, is_social: social, coupon_id, waiting_reason: next.waiting_reason,
          meeting_name: input.meeting_name ?? null, meeting_description: input.meeting_description ?? null, comment: input.comment ?? null,
          discount_reason: input.discount_reason ?? null, organisation_name: input.organisation_name ?? null, coc: input.coc || null,
          billing_address: input.billing_address ?? null, terms_accepted: input.terms_accepted === true, is_afterpay_requested: afterpay,
          origin_booking_id: input.origin_booking_id ?? null, expires_at: payDl ?? hostDl,
          // the UI language it was made in: the guest's mails and documents follow it (notifications.rememberBookingLocale)
          booking_meta: JSON.stringify({ coupon: input.coupon_code ?? null, is_prospect_booking: rules.is_prospect, ...(opts.locale ? { locale: opts.locale } : {}) }), ts_created: now,
        }).returning(BOOKING_RETURNING),
        trx('booking_order').insert({
          order_id: ids.order_id,
          booking_id: bookingId, order_state: next.order_state, payment_method: paymentMethod, coupon_id,
          ...orderAmounts(quote), ts_payment_expiration_dl: payDl, ts_host_approval_dl: hostDl,
          ts_order_cancellation_dl: new Date(start.getTime() - (rules.cancellation_th && rules.cancellation_th > 0 ? rules.cancellation_th : BOOKING_POLICY.defaultCancellationHours) * 3600_000),
          order_meta: JSON.stringify({ organisation_name: input.organisation_name ?? null, billing_address: input.billing_address ?? null, kvk_number: input.coc || null, afterpay_description: afterpay ? input.comment ?? null : null }),
        }).returning(ORDER_RETURNING),
        ...(items.length ? [trx('booking_order_item').insert(items)] : []),
        trx('booking_history').insert({
          booking_id: bookingId, from_status: null, to_status: next.booking_status, order_state: next.order_state, history_label: next.history_label,
          waiting_reason: next.waiting_reason, account_id: viewer.accountId, ts_created: now,
        }),
      ]);
      if (coupon_id) await trx('coupon').where('coupon_id', coupon_id).increment('times_applied', 1);
      // a draft is not a request yet: the request mails go out when it is submitted (draft.ts)
      if (request && !draft) await notifyBookingEvent(trx, rules.is_prospect ? 'prospect_request_created' : 'request_created', bookingId);
      // the record as stored (column defaults and BEFORE triggers applied), with the space's terms read above
      return {
        ...(stored as Omit<BookingRecord, 'organisation_id' | 'cancellation_th' | 'host_approval_th' | 'is_prospect'>),
        organisation_id: rules.organisation_id, cancellation_th: rules.cancellation_th, host_approval_th: rules.host_approval_th, is_prospect: rules.is_prospect,
      };
    });
  } catch (e) {
    if (isExclusionViolation(e)) throw timeslotNotAvailable();
    throw transitionError(e);
  }
  return record;
}

/** BookingRecord's columns of the booking and of its main order (store.ts's bookingQuery), returned by the insert. */
const BOOKING_RETURNING = [
  'booking_id', 'booking_hash', 'space_id', 'account_id', 'configuration_id', 'attendees', 'booking_start', 'booking_end', 'booking_status',
  'booking_type', 'payment_method', 'is_social', 'is_reservation_extended', 'is_deleted', 'coupon_id', 'waiting_reason', 'expires_at', 'booking_meta',
];
const ORDER_RETURNING = [
  'order_id', 'order_state', 'order_total', 'total_paid', 'refunded_total', 'ts_payment_expiration_dl', 'ts_host_approval_dl',
  'ts_customer_approval_dl', 'ts_reminder_sent', 'ts_invoice_due', 'ts_due_reminder_sent', 'ts_overdue_sent',
];

/**
 * The new booking's and order's ids from their sequences, and (accountId given: after the guest's advisory
 * lock, so this statement's snapshot sees every earlier creation of the guest) the guest's unpaid reservations.
 */
async function newBookingIds(trx: Knex.Transaction, accountId: number | null): Promise<{ booking_id: number; order_id: number; unpaid: number | null }> {
  const unpaid = accountId == null ? trx.raw('NULL::int') : trx.raw('(?)::int', [unpaidReservationsQuery(trx, accountId).count('*')]);
  // prepared (queries/prepared.ts): planning the count took longer than running the statement
  const { sql, bindings } = trx.raw(`SELECT nextval(pg_get_serial_sequence('booking', 'booking_id'))::int AS booking_id,
    nextval(pg_get_serial_sequence('booking_order', 'order_id'))::int AS order_id, ? AS unpaid`, [unpaid]).toSQL();
  const [row] = await preparedRaw<{ booking_id: number; order_id: number; unpaid: number | null }>(trx, sql, bindings);
  return row!;
}

/**
 * Several INSERTs as one statement (each a data-modifying WITH query): one round trip. Constraints and
 * AFTER triggers run at the end of the statement, when every row is there (foreign keys between them hold).
 * Returns the rows of the first two inserts' RETURNING side by side (one row each: the booking and its order).
 * job: the queue's insert of a job (runner.jobStatement), run as one more WITH query.
 */
async function insertInOneStatement(trx: Knex.Transaction, job: JobStatement | null, inserts: Knex.QueryBuilder[]): Promise<Array<Record<string, unknown>>> {
  const parts: Array<{ sql: string; bindings: readonly Knex.RawBinding[] }> = [...inserts.map((q) => q.toSQL()), ...(job ? [job] : [])];
  // prepared: planning four inserts with their triggers' checks costs more than running them (queries/prepared.ts)
  return preparedRaw(trx, `WITH ${parts.map((p, i) => `w${i} AS (${p.sql})`).join(', ')} SELECT w0.*, w1.* FROM w0, w1`, parts.flatMap((p) => [...p.bindings]));
}
