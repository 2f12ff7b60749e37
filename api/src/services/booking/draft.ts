/**
 * Drafts (the booking flow's first step): re-priced when the request form changes the payment
 * option or the discount reason, and submitted with update_booking(submit: true), which is
 * creating the booking for real: form, violations and price are checked again, the slot is taken
 * (exclusion constraint), the unpaid limit holds.
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { bookingTransition } from '../../domain/booking/bookingMachine';
import { BOOKING_POLICY, hostApprovalDeadline, isRequest, paymentDeadline } from '../../domain/booking/policy';
import { validateRequestForm } from '../../domain/booking/requestForm';
import type { Actor } from '../../domain/booking/roles';
import { ApiError } from '../../errors/ApiError';
import { notifyBookingEvent } from '../notifications';
import { GUEST_CREATION_LOCK } from './checkContext';
import { countUnpaidReservations } from './createBooking';
import { ENTITY, fieldProblemsError } from './errors';
import { priceTerms, replaceOrderLines, storedTerms } from './reprice';
import { writeTransition, type BookingRecord } from './store';

const invalid = (from: string, action: string) => new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { from, action } });

/** DRAFT only: payment option / discount reason change the price; the order is re-priced from the stored terms. */
export async function changeDraftTerms(trx: Knex.Transaction, rec: BookingRecord, change: { payment_option?: 'DIRECT' | 'POST_PAYMENT' | null; discount_reason?: string | null }, now: Date): Promise<void> {
  if (change.payment_option == null && change.discount_reason === undefined) return;
  if (rec.booking_status !== 'DRAFT') throw invalid(rec.booking_status, 'CHANGE_TERMS');
  const terms = await storedTerms(trx, rec.booking_id, rec.order_id);
  if (change.payment_option != null) terms.is_afterpay = change.payment_option === 'POST_PAYMENT';
  if (change.discount_reason !== undefined) terms.is_social = change.discount_reason != null && change.discount_reason.trim() !== '';
  const { quote, coupon_id, rules } = await priceTerms(trx, rec.space_id, terms, now, { excludeBookingId: rec.booking_id });
  if (terms.is_afterpay && !rules.is_afterpay_allowed) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'afterpay_not_allowed' });
  const method = terms.is_afterpay ? 'AFTERPAY' : 'DIRECT';
  await trx('booking').where('booking_id', rec.booking_id).update({
    payment_method: method, is_afterpay_requested: terms.is_afterpay, is_social: terms.is_social,
    ...(change.discount_reason !== undefined ? { discount_reason: change.discount_reason } : {}),
  });
  await trx('booking_order').where('order_id', rec.order_id).update({ payment_method: method });
  await replaceOrderLines(trx, rec.order_id, quote, coupon_id);
}

/** update_booking(submit: true) on a DRAFT: the reservation or request is made now. */
export async function submitDraftStep(trx: Knex.Transaction, rec: BookingRecord, actor: Actor, viewer: Viewer, now: Date): Promise<BookingRecord> {
  if (rec.booking_status !== 'DRAFT') throw invalid(rec.booking_status, 'SUBMIT');
  const b = await trx('booking').where('booking_id', rec.booking_id).first();
  const terms = await storedTerms(trx, rec.booking_id, rec.order_id);
  const problems = validateRequestForm(b, { afterpay: terms.is_afterpay, social: terms.is_social, submit: true });
  if (problems.length) throw fieldProblemsError(problems);
  const { quote, coupon_id, rules } = await priceTerms(trx, rec.space_id, terms, now, { excludeBookingId: rec.booking_id });
  if (terms.is_afterpay && !rules.is_afterpay_allowed) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'afterpay_not_allowed' });
  const request = isRequest({ space_booking_type: rules.space_booking_type, is_prospect: rules.is_prospect, is_social: terms.is_social, is_afterpay: terms.is_afterpay });
  if (!request && quote.totals.order_total > 0) {
    await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [GUEST_CREATION_LOCK, rec.account_id]);
    if ((await countUnpaidReservations(trx, rec.account_id)) >= BOOKING_POLICY.maxUnpaidReservations) {
      throw new ApiError('CONFLICT', { entity: ENTITY, key: 'unpaid_reservations', meta: { limit: BOOKING_POLICY.maxUnpaidReservations } });
    }
  }
  await replaceOrderLines(trx, rec.order_id, quote, coupon_id);
  const next = bookingTransition(rec, request ? 'SUBMIT_DRAFT_REQUEST' : 'SUBMIT_DRAFT_RESERVATION', actor);
  const start = new Date(rec.booking_start);
  const payDl = next.order_state === 'PAYMENT_PENDING' ? paymentDeadline(now, start) : null;
  const hostDl = next.order_state === 'HOST_APPROVAL' ? hostApprovalDeadline(now, start, rules) : null;
  // the slot is taken here: booking_no_overlap refuses it when someone else holds it (23P01)
  const out = await writeTransition(trx, rec, next, {
    accountId: viewer.accountId, booking: { expires_at: payDl ?? hostDl, booking_type: rules.space_booking_type, coupon_id },
    order: { ts_payment_expiration_dl: payDl, ts_host_approval_dl: hostDl },
  }, now);
  if (request) await notifyBookingEvent(trx, rules.is_prospect ? 'prospect_request_created' : 'request_created', rec.booking_id);
  return out;
}
