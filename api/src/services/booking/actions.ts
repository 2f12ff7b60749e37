/** The guest's and host's transitions on an existing booking, each in one transaction with the booking locked. */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { bookingTransition, type BookingAction } from '../../domain/booking/bookingMachine';
import { extendedPaymentDeadline, paymentDeadline, refundFor } from '../../domain/booking/policy';
import { validateRequestForm, type RequestFormInput } from '../../domain/booking/requestForm';
import { actorCan, CANCEL_PAID_AS_VENDOR, type Actor } from '../../domain/booking/roles';
import { ApiError } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { scheduleJob } from '../../jobs/runner';
import { scheduleRatingRecomputeForSpace } from '../../jobs/handlers/rating';
import { notifyBookingEvent, type BookingEvent } from '../notifications';
import { requireActor } from './access';
import { ENTITY, fieldProblemsError, isExclusionViolation, timeslotNotAvailable, transitionError } from './errors';
import { changeDraftTerms, submitDraftStep } from './draft';
import { paymentsPort } from './paymentsPort';
import { lockBooking, writeTransition, type BookingRecord } from './store';

export const REFUND_JOB = 'payments.refund';
/** host answers that change the host rating */
const RATED_ACTIONS: BookingAction[] = ['HOST_APPROVE', 'HOST_CONFIRM_POST_PAYMENT', 'HOST_DECLINE', 'HOST_CANCEL_WITH_REFUND', 'HOST_CANCEL_WITHOUT_REFUND'];

type Step = (trx: Knex.Transaction, rec: BookingRecord, actor: Actor, now: Date) => Promise<BookingRecord>;

/** Locks the booking, finds the viewer's role, runs the step; maps domain errors. */
export async function withBooking(knex: Knex, viewer: Viewer, bookingId: number, step: Step, now: Date = clock.now()): Promise<BookingRecord> {
  try {
    return await knex.transaction(async (trx) => {
      const rec = await lockBooking(trx, bookingId);
      if (rec.is_deleted) throw new ApiError('NOT_FOUND', { entity: ENTITY, key: 'not_found' });
      const actor = await requireActor(trx, viewer, rec);
      return step(trx, rec, actor, now);
    });
  } catch (e) {
    if (isExclusionViolation(e)) throw timeslotNotAvailable();
    throw transitionError(e);
  }
}

async function move(trx: Knex.Transaction, rec: BookingRecord, action: BookingAction, actor: Actor, viewer: Viewer, now: Date, extra: Parameters<typeof writeTransition>[3] extends infer W ? Partial<W> : never = {}, event?: BookingEvent) {
  const next = bookingTransition(rec, action, actor);
  const out = await writeTransition(trx, rec, next, { accountId: viewer.accountId, ...extra }, now);
  if (event) await notifyBookingEvent(trx, event, rec.booking_id);
  if (RATED_ACTIONS.includes(action)) await scheduleRatingRecomputeForSpace(trx, rec.space_id); // host rating (README "## Host rating")
  return out;
}

export const approveBooking = (knex: Knex, viewer: Viewer, bookingId: number, now?: Date) =>
  withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
    const afterpay = rec.payment_method === 'AFTERPAY';
    const dl = afterpay ? null : paymentDeadline(t, new Date(rec.booking_start));
    return move(trx, rec, afterpay ? 'HOST_CONFIRM_POST_PAYMENT' : 'HOST_APPROVE', actor, viewer, t,
      { booking: { expires_at: dl }, order: { ts_payment_expiration_dl: dl } }, rec.is_prospect ? 'prospect_request_approved' : 'request_approved');
  }, now);

export const declineBooking = (knex: Knex, viewer: Viewer, bookingId: number, reason: string | null, optOut: boolean, now?: Date) =>
  withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
    const out = await move(trx, rec, 'HOST_DECLINE', actor, viewer, t, { note: reason, booking: { cancellation_reason: reason } }, 'request_declined');
    if (optOut && rec.is_prospect) await trx('space').where('space_id', rec.space_id).update({ is_active: false });
    return out;
  }, now);

export const extendReservation = (knex: Knex, viewer: Viewer, bookingId: number, now?: Date) =>
  withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
    if (rec.is_reservation_extended) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'reservation_already_extended' });
    if (rec.payment_method === 'AFTERPAY' || !rec.ts_payment_expiration_dl) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { action: 'EXTEND_RESERVATION' } });
    const dl = extendedPaymentDeadline(new Date(rec.ts_payment_expiration_dl), new Date(rec.booking_start));
    return move(trx, rec, 'EXTEND_RESERVATION', actor, viewer, t, { booking: { is_reservation_extended: true, expires_at: dl }, order: { ts_payment_expiration_dl: dl, ts_reminder_sent: null } });
  }, now);

/** update_booking(submit: true): a draft becomes a reservation or a request. */
export const submitDraft = (knex: Knex, viewer: Viewer, bookingId: number, now?: Date) =>
  withBooking(knex, viewer, bookingId, (trx, rec, actor, t) => submitDraftStep(trx, rec, actor, viewer, t), now);

export const submitFreeBooking = (knex: Knex, viewer: Viewer, bookingId: number, now?: Date) =>
  withBooking(knex, viewer, bookingId, async (trx, locked, actor, t) => {
    // a free draft is submitted and confirmed in one go
    const rec = locked.booking_status === 'DRAFT' && locked.order_total === 0 ? await submitDraftStep(trx, locked, actor, viewer, t) : locked;
    if (rec.order_total !== 0) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'booking_not_free' });
    const out = await move(trx, rec, 'SUBMIT_FREE', actor, viewer, t, { booking: { expires_at: null }, order: { ts_paid: t } }, 'order_paid');
    if (rec.coupon_id) await trx('coupon').where('coupon_id', rec.coupon_id).increment('times_used', 1);
    return out;
  }, now);

export const deleteDraft = (knex: Knex, viewer: Viewer, bookingId: number, now?: Date) =>
  withBooking(knex, viewer, bookingId, async (trx, rec, actor) => {
    bookingTransition(rec, 'DELETE_DRAFT', actor);
    await trx('booking').where('booking_id', rec.booking_id).update({ is_deleted: true });
    return rec;
  }, now);

export interface MeetingInput extends RequestFormInput {
  /** DRAFT only: re-prices the draft */
  payment_option?: 'DIRECT' | 'POST_PAYMENT' | null;
}

export const updateMeeting = (knex: Knex, viewer: Viewer, bookingId: number, input: MeetingInput, now?: Date) =>
  withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
    if (actor.role !== 'GUEST' && actor.role !== 'ADMIN') throw new ApiError('FORBIDDEN', { entity: ENTITY, key: 'forbidden' });
    if (['CANCELLED', 'EXPIRED', 'DECLINED', 'REFUNDED', 'COMPLETED', 'PASSED'].includes(rec.booking_status)) {
      throw new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { from: rec.booking_status, action: 'UPDATE_MEETING' } });
    }
    const problems = validateRequestForm(input, { afterpay: false, social: false, submit: false });
    if (problems.length) throw fieldProblemsError(problems);
    await changeDraftTerms(trx, rec, { payment_option: input.payment_option, discount_reason: input.discount_reason }, t);
    const patch: Record<string, unknown> = {};
    for (const f of ['meeting_name', 'meeting_description', 'comment', 'organisation_name', 'coc', 'billing_address', 'terms_accepted'] as const) {
      if (input[f] !== undefined) patch[f] = input[f];
    }
    if (Object.keys(patch).length) await trx('booking').where('booking_id', rec.booking_id).update(patch);
    return rec;
  }, now);

/** check_refund: what a cancellation now would give back (full before cancellation_th, else nothing). */
export function refundCheck(rec: BookingRecord, now: Date, totals: { paid: number; refunded: number } = { paid: rec.total_paid, refunded: rec.refunded_total }) {
  const paid = ['PAID'].includes(rec.booking_status) ? totals.paid : 0;
  const refund = refundFor({ now, start: new Date(rec.booking_start), cancellation_th: rec.cancellation_th, paid, refunded: totals.refunded });
  return { is_available: refund > 0, refund_total: refund, refund_currency: 'EUR' };
}

/** Paid and refunded over every order of the booking (main order + paid CHANGE orders). */
export async function bookingMoney(k: Knex | Knex.Transaction, bookingId: number): Promise<{ paid: number; refunded: number }> {
  const row = await k('booking_order').where('booking_id', bookingId)
    .first(k.raw('coalesce(sum(total_paid), 0)::int AS paid'), k.raw('coalesce(sum(refunded_total), 0)::int AS refunded'));
  return { paid: Number(row?.paid ?? 0), refunded: Number(row?.refunded ?? 0) };
}

/** booking_cancelling: the guest (unpaid only), support for the guest (refund rule), or the host (full refund). */
export const cancelBooking = (knex: Knex, viewer: Viewer, bookingId: number, reason: string | null, onlyUpdates: boolean, now?: Date) =>
  withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
    // the host side answers (and rewords a reason) only with vendor_booking.answer (role table)
    if (!actorCan(actor, 'vendor_booking.answer')) throw new ApiError('FORBIDDEN', { entity: ENTITY, key: 'forbidden' });
    if (onlyUpdates) {
      if (!['CANCELLED', 'REFUNDED', 'DECLINED'].includes(rec.booking_status)) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { from: rec.booking_status, action: 'UPDATE_REASON' } });
      await trx('booking').where('booking_id', rec.booking_id).update({ cancellation_reason: reason });
      return rec;
    }
    const paid = rec.booking_status === 'PAID';
    let action: BookingAction;
    let refund = 0;
    let event: BookingEvent;
    if (actor.role === 'GUEST') {
      action = 'GUEST_CANCEL';
      event = 'cancelled_by_customer';
    } else if (actor.role === 'ADMIN' && paid) {
      refund = refundCheck(rec, t, await bookingMoney(trx, rec.booking_id)).refund_total;
      action = refund > 0 ? 'SUPPORT_CANCEL_FULL_REFUND' : 'SUPPORT_CANCEL_NO_REFUND';
      event = 'cancelled_by_customer';
    } else {
      if (paid && actor.role !== 'ADMIN' && !(actor.permissions ?? []).includes(CANCEL_PAID_AS_VENDOR)) {
        throw new ApiError('FORBIDDEN', { entity: ENTITY, key: 'paid_booking_cancel_not_allowed' });
      }
      const money = await bookingMoney(trx, rec.booking_id);
      refund = paid ? money.paid - money.refunded : 0;
      action = paid ? 'HOST_CANCEL_WITH_REFUND' : 'HOST_CANCEL_WITHOUT_REFUND';
      event = paid ? 'cancelled_by_host_with_refund' : 'cancelled_by_host_without_refund';
    }
    // an unpaid booking may hold part of its price (a payment for less than it is owed): that goes back in full
    if (!paid) {
      const money = await bookingMoney(trx, rec.booking_id);
      refund = money.paid - money.refunded;
    }
    const out = await move(trx, rec, action, actor, viewer, t, { note: reason, booking: { cancellation_reason: reason, expires_at: null } }, event);
    if (refund > 0) await requestRefundJob(trx, rec, refund, reason ?? action, t);
    return out;
  }, now);

/**
 * Records a refund through the payments port (payments: a PENDING refund row) and queues
 * `payments.refund` in the same transaction. Without a registered port this throws, so the
 * caller's transaction rolls back: a refund is never skipped.
 */
export async function requestRefundJob(trx: Knex.Transaction, rec: BookingRecord, amount: number, reason: string, now: Date): Promise<void> {
  const r = await paymentsPort().requestRefund(trx, { bookingId: rec.booking_id, amount, reason });
  if (r) await scheduleJob(REFUND_JOB, now, { refund_id: r.refundId }, { singletonKey: `refund:${r.refundId}`, trx });
}
