/**
 * Change requests (host-and-admin section 4): either side asks for other terms (slot, attendees,
 * configuration, services); the other side approves or declines before ts_expires (48 h, capped at
 * the start); the asking side may cancel; the booking.timers job expires it. The booking keeps its
 * terms until approval. On approval the price difference becomes an extra payment order
 * (order_kind CHANGE, PAYMENT_PENDING), a refund through payments, or nothing; an unpaid booking is
 * simply re-priced.
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { bookingTransition } from '../../domain/booking/bookingMachine';
import { changeRequestDeadline } from '../../domain/booking/policy';
import type { Actor } from '../../domain/booking/roles';
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { notifyBookingEvent } from '../notifications';
import { requestRefundJob, withBooking } from './actions';
import { parseSlot } from './createBooking';
import { ENTITY, isExclusionViolation, timeslotNotAvailable } from './errors';
import { assertNoOpenPayment, refreshOpenPayments } from './openPayments';
import { changeOrderAmounts, changeOrderItemRows, orderItemsOf, standingOrders } from './orderRows';
import { priceTerms, replaceOrderLines, storedTerms, type PriceTerms } from './reprice';
import { closeOpenChangeOrders, writeTransition, type BookingRecord } from './store';

export interface ChangeRequestInput {
  slot_start?: string | null;
  slot_end?: string | null;
  attendees?: number | null;
  configuration_id?: number | null;
  services?: Array<{ service_id: number; quantity: number }> | null;
}

const CR = 'change_request';
type Side = 'GUEST' | 'HOST';
const sideOf = (actor: Actor): Side | 'ADMIN' => (actor.role === 'GUEST' ? 'GUEST' : actor.role === 'ADMIN' ? 'ADMIN' : 'HOST');

async function newTerms(trx: Knex.Transaction, rec: BookingRecord, input: ChangeRequestInput): Promise<PriceTerms> {
  const current = await storedTerms(trx, rec.booking_id, rec.order_id);
  const slot = input.slot_start != null || input.slot_end != null
    ? parseSlot({ slot_start: input.slot_start ?? current.slot_start.toISOString(), slot_end: input.slot_end ?? current.slot_end.toISOString() })
    : { start: current.slot_start, end: current.slot_end };
  if (input.attendees != null && (!Number.isInteger(input.attendees) || input.attendees < 1)) {
    throw new ApiError('FIELD_VALIDATION', { entity: CR, key: 'required', meta: { field: 'attendees', fields: { attendees: 'required' } } });
  }
  return {
    ...current, slot_start: slot.start, slot_end: slot.end, attendees: input.attendees ?? current.attendees,
    configuration_id: input.configuration_id !== undefined ? input.configuration_id ?? null : current.configuration_id,
    services: input.services ?? current.services,
  };
}

/** Would the booking fit in the new slot? Tried in a savepoint that is always rolled back. */
async function checkSlotFree(trx: Knex.Transaction, bookingId: number, start: Date, end: Date): Promise<void> {
  const ROLLBACK = new Error('rollback');
  try {
    await trx.transaction(async (sp) => {
      await sp('booking').where('booking_id', bookingId).update({ booking_start: start, booking_end: end });
      throw ROLLBACK;
    });
  } catch (e) {
    if (e === ROLLBACK) return;
    if (isExclusionViolation(e)) throw timeslotNotAvailable();
    throw e;
  }
}

const rowToTerms = (cr: Record<string, any>, base: PriceTerms): PriceTerms => ({
  ...base, slot_start: new Date(cr.booking_start), slot_end: new Date(cr.booking_end), attendees: cr.attendees,
  configuration_id: cr.configuration_id ?? null, services: typeof cr.services === 'string' ? JSON.parse(cr.services) : cr.services,
});

export const createChangeRequest = (knex: Knex, viewer: Viewer, bookingId: number, input: ChangeRequestInput, now: Date = clock.now()) =>
  withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
    const next = bookingTransition(rec, 'CHANGE_REQUEST', actor);
    if (new Date(rec.booking_end).getTime() <= t.getTime()) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { from: rec.booking_status, action: 'CHANGE_REQUEST' } });
    const open = await trx('booking_change_request').where({ booking_id: rec.booking_id, status: 'PENDING' }).first('change_request_id');
    if (open) throw new ApiError('VALIDATION', { entity: CR, key: 'change_request_pending', meta: { change_request_id: open.change_request_id } });
    const terms = await newTerms(trx, rec, input);
    const { quote } = await priceTerms(trx, rec.space_id, terms, t, { excludeBookingId: rec.booking_id });
    await checkSlotFree(trx, rec.booking_id, terms.slot_start, terms.slot_end);
    const side = sideOf(actor);
    await trx('booking_change_request').insert({
      booking_id: rec.booking_id, requested_by: side === 'GUEST' ? 'GUEST' : 'HOST', account_id: viewer.accountId, status: 'PENDING',
      booking_start: terms.slot_start, booking_end: terms.slot_end, attendees: terms.attendees, configuration_id: terms.configuration_id,
      services: JSON.stringify(terms.services), price_difference: changeOrderAmounts(quote, await standingOrders(trx, rec.booking_id)).order_total,
      ts_expires: changeRequestDeadline(t, new Date(rec.booking_start)), ts_created: t,
    });
    const out = await writeTransition(trx, rec, next, { accountId: viewer.accountId }, t);
    await notifyBookingEvent(trx, 'change_request_created', rec.booking_id);
    return out;
  }, now);

export interface ChangeRequestPreview {
  slot_start: Date;
  slot_end: Date;
  attendees: number;
  configuration_id: number | null;
  /** cents: > 0 extra payment, < 0 refund (what create_change_request would store) */
  price_difference: number;
  ts_expires: Date;
}

/**
 * What a change request would cost before it is sent: the same checks and pricing as
 * createChangeRequest (transition allowed, no open request, slot free), in a transaction that is
 * always rolled back, so nothing is written.
 */
export async function previewChangeRequest(knex: Knex, viewer: Viewer, bookingId: number, input: ChangeRequestInput, now: Date = clock.now()): Promise<ChangeRequestPreview> {
  let preview: ChangeRequestPreview | null = null;
  const DONE = new Error('preview: rolled back');
  try {
    await withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
      bookingTransition(rec, 'CHANGE_REQUEST', actor);
      if (new Date(rec.booking_end).getTime() <= t.getTime()) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { from: rec.booking_status, action: 'CHANGE_REQUEST' } });
      const open = await trx('booking_change_request').where({ booking_id: rec.booking_id, status: 'PENDING' }).first('change_request_id');
      if (open) throw new ApiError('VALIDATION', { entity: CR, key: 'change_request_pending', meta: { change_request_id: open.change_request_id } });
      const terms = await newTerms(trx, rec, input);
      const { quote } = await priceTerms(trx, rec.space_id, terms, t, { excludeBookingId: rec.booking_id });
      await checkSlotFree(trx, rec.booking_id, terms.slot_start, terms.slot_end);
      preview = {
        slot_start: terms.slot_start, slot_end: terms.slot_end, attendees: terms.attendees, configuration_id: quote.configuration_id ?? terms.configuration_id,
        price_difference: changeOrderAmounts(quote, await standingOrders(trx, rec.booking_id)).order_total,
        ts_expires: changeRequestDeadline(t, new Date(rec.booking_start)),
      };
      throw DONE;
    }, now);
  } catch (e) {
    if (!preview) throw e;
  }
  return preview!;
}

/** Loads the change request and runs `step` with its booking locked; checks it is still open. */
async function withChangeRequest(knex: Knex, viewer: Viewer, id: number, step: (trx: Knex.Transaction, rec: BookingRecord, actor: Actor, cr: Record<string, any>, now: Date) => Promise<BookingRecord>, now: Date) {
  const row = await knex('booking_change_request').where('change_request_id', id).first('booking_id');
  if (!row) throw notFound(CR);
  let crId = id;
  const rec = await withBooking(knex, viewer, row.booking_id, async (trx, b, actor, t) => {
    const cr = await trx('booking_change_request').where('change_request_id', id).forUpdate().first();
    if (cr.status !== 'PENDING' || new Date(cr.ts_expires).getTime() <= t.getTime()) {
      throw new ApiError('VALIDATION', { entity: CR, key: 'invalid_transition', meta: { from: cr.status, action: 'ANSWER' } });
    }
    crId = cr.change_request_id;
    return step(trx, b, actor, cr, t);
  }, now);
  return { booking: rec, changeRequestId: crId };
}

const otherSide = (actor: Actor, cr: Record<string, any>): boolean => {
  const s = sideOf(actor);
  return s === 'ADMIN' || s !== cr.requested_by;
};
const forbidden = () => new ApiError('FORBIDDEN', { entity: CR, key: 'forbidden' });

export async function approveChangeRequest(knex: Knex, viewer: Viewer, id: number, now: Date = clock.now()) {
  const row = await knex('booking_change_request').where('change_request_id', id).first('booking_id');
  if (row) await refreshOpenPayments(knex, row.booking_id);
  return withChangeRequest(knex, viewer, id, async (trx, rec, actor, cr, t) => {
    if (!otherSide(actor, cr)) throw forbidden();
    const next = bookingTransition(rec, 'CHANGE_APPROVE', actor);
    // the new price must not meet a payment of the old one still open at the bank
    await assertNoOpenPayment(trx, rec.booking_id, 'CHANGE_APPROVE');
    const terms = rowToTerms(cr, await storedTerms(trx, rec.booking_id, rec.order_id));
    const { quote, coupon_id } = await priceTerms(trx, rec.space_id, terms, t, { excludeBookingId: rec.booking_id });
    // an older approved change whose difference is still unpaid is superseded by this one
    await closeOpenChangeOrders(trx, rec.booking_id);
    // against what the booking costs now: the main order and the CHANGE orders already paid
    const standing = await standingOrders(trx, rec.booking_id);
    const amounts = changeOrderAmounts(quote, standing);
    const diff = amounts.order_total;
    try {
      await trx('booking').where('booking_id', rec.booking_id).update({
        booking_start: terms.slot_start, booking_end: terms.slot_end, attendees: terms.attendees, configuration_id: quote.configuration_id,
      });
    } catch (e) {
      throw isExclusionViolation(e) ? timeslotNotAvailable() : e;
    }
    const paid = rec.total_paid > 0;
    if (!paid) {
      await replaceOrderLines(trx, rec.order_id, quote, coupon_id);
    } else if (diff > 0) {
      // the extra amount is its own order: amounts and lines are the difference to the standing orders
      const [o] = await trx('booking_order').insert({
        booking_id: rec.booking_id, order_kind: 'CHANGE', order_state: 'PAYMENT_PENDING', payment_method: 'DIRECT', ...amounts,
        order_meta: JSON.stringify({ change_request_id: cr.change_request_id }),
      }).returning('order_id');
      const standingItems = await orderItemsOf(trx, standing.map((s) => s.order_id as number));
      const items = changeOrderItemRows((o as { order_id: number }).order_id, quote, standingItems);
      if (items.length) await trx('booking_order_item').insert(items);
    } else if (diff < 0) {
      await requestRefundJob(trx, rec, Math.min(-diff, rec.total_paid - rec.refunded_total), `change_request:${cr.change_request_id}`, t);
    }
    await trx('booking_change_request').where('change_request_id', cr.change_request_id).update({ status: 'APPROVED', ts_answered: t, price_difference: diff });
    const out = await writeTransition(trx, rec, next, { accountId: viewer.accountId }, t);
    await notifyBookingEvent(trx, 'change_request_approved', rec.booking_id);
    return out;
  }, now);
}

export const declineChangeRequest = (knex: Knex, viewer: Viewer, id: number, now: Date = clock.now()) =>
  withChangeRequest(knex, viewer, id, async (trx, rec, actor, cr, t) => {
    if (!otherSide(actor, cr)) throw forbidden();
    const next = bookingTransition(rec, 'CHANGE_DECLINE', actor);
    await trx('booking_change_request').where('change_request_id', cr.change_request_id).update({ status: 'DECLINED', ts_answered: t });
    const out = await writeTransition(trx, rec, next, { accountId: viewer.accountId }, t);
    await notifyBookingEvent(trx, 'change_request_declined', rec.booking_id);
    return out;
  }, now);

export const cancelChangeRequest = (knex: Knex, viewer: Viewer, id: number, now: Date = clock.now()) =>
  withChangeRequest(knex, viewer, id, async (trx, rec, actor, cr, t) => {
    const s = sideOf(actor);
    if (s !== 'ADMIN' && s !== cr.requested_by) throw forbidden();
    const next = bookingTransition(rec, 'CHANGE_CANCEL', actor);
    await trx('booking_change_request').where('change_request_id', cr.change_request_id).update({ status: 'CANCELLED', ts_answered: t });
    return writeTransition(trx, rec, next, { accountId: viewer.accountId }, t);
  }, now);

export function changeRequestView(cr: Record<string, any>) {
  const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
  return {
    change_request_id: cr.change_request_id, booking_id: cr.booking_id, requested_by: cr.requested_by, status: cr.status,
    slot_start: iso(cr.booking_start), slot_end: iso(cr.booking_end), attendees: cr.attendees, configuration_id: cr.configuration_id,
    services: typeof cr.services === 'string' ? JSON.parse(cr.services) : cr.services, price_difference: cr.price_difference,
    ts_expires: iso(cr.ts_expires), ts_created: iso(cr.ts_created),
  };
}
