/** Booking operations: authorise -> services/booking (domain + one transaction) -> booking view. */
import { requireLogin } from '../../auth/guards';
import { displayStatus } from '../../domain/booking/states';
import { ApiError } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { rememberBookingLocale } from '../../services/notifications';
import {
  approveBooking, cancelBooking, createBooking, declineBooking, deleteDraft, extendReservation, loadBooking, refundCheck,
  submitFreeBooking, updateMeeting, type BookingRecord, type SpaceBookingInput,
} from '../../services/booking';
import { actorFor, requireActorFor } from '../../services/booking/access';
import { bookingMoney, submitDraft } from '../../services/booking/actions';
import { applyCoupon, removeCoupon } from '../../services/booking/coupons';
import {
  bookingBooker, bookingChangeRequests, bookingHistory, bookingOrders, bookingViewFacts, changeRequestById, latestChangeRequest, orderWithItems,
  type OrderWithItems,
} from '../../services/booking/bookingView';
import { layoutById, namedServices, namedServicesInForce } from '../../services/booking/termsByName';
import {
  approveChangeRequest, cancelChangeRequest, changeRequestView, createChangeRequest, declineChangeRequest, previewChangeRequest, type ChangeRequestInput,
} from '../../services/booking/changeRequests';
import { screenMode, viewerFlags, type BookingFacts } from '../../domain/booking/viewerFlags';
import { bookingStatusHub } from '../../realtime/bookingStatusHub';
import { bookingStatusStream, type BookingStatusUpdate } from '../../realtime/bookingStatusStream';
import type { Actor } from '../../domain/booking/roles';
import type { GraphQLContext } from '../context';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

async function view(ctx: GraphQLContext, id: number) {
  const { booking: b, hasPendingChangeRequest, lastLabel, couponCode } = await bookingViewFacts(ctx.knex, id);
  const rec = (await loadBooking(ctx.knex, id))!;
  const viewer = requireLogin(ctx.viewer);
  const actor: Actor = (await actorFor(ctx.knex, viewer, rec)) ?? { role: 'GUEST' };
  const now = clock.now();
  const facts: BookingFacts = {
    booking_status: rec.booking_status, order_state: rec.order_state, waiting_reason: rec.waiting_reason,
    booking_start: new Date(rec.booking_start), booking_end: new Date(rec.booking_end), payment_method: rec.payment_method,
    order_total: rec.order_total, total_paid: rec.total_paid, refunded_total: rec.refunded_total,
    is_reservation_extended: rec.is_reservation_extended, has_pending_change_request: hasPendingChangeRequest,
    ts_invoice_due: rec.ts_invoice_due ? new Date(rec.ts_invoice_due) : null, last_label: lastLabel,
  };
  const resEnd = rec.ts_payment_expiration_dl && rec.booking_status === 'PENDING' && rec.payment_method !== 'AFTERPAY' ? new Date(rec.ts_payment_expiration_dl) : null;
  return {
    booking_id: b.booking_id, booking_hash: b.booking_hash, booking_status: b.booking_status, booking_type: b.booking_type,
    slot_start: iso(b.booking_start), slot_end: iso(b.booking_end), attendees: b.attendees, meeting_name: b.meeting_name,
    meeting_description: b.meeting_description, comment: b.comment, cancellation_reason: b.cancellation_reason,
    ts_created: iso(b.ts_created), order_total: rec.order_total, space_id: b.space_id, order_state: rec.order_state,
    display_status: displayStatus(rec), waiting_reason: b.waiting_reason, ts_reservation_end: iso(resEnd),
    reservation_time: resEnd ? Math.max(0, Math.floor((resEnd.getTime() - now.getTime()) / 1000)) : null,
    is_reservation_extended: b.is_reservation_extended, is_afterpay_requested: b.is_afterpay_requested,
    payment_option: b.payment_method === 'AFTERPAY' ? 'POST_PAYMENT' : 'DIRECT', _order_id: rec.order_id, _account_id: b.account_id,
    is_discount_applied: !!b.coupon_id || b.is_social === true, is_deleted: b.is_deleted, discount_reason: b.discount_reason,
    organisation_name: b.organisation_name, coc: b.coc, billing_address: b.billing_address, cancellation_th: rec.cancellation_th ?? 48,
    origin_booking_id: b.origin_booking_id, coupon_code: couponCode, configuration_id: b.configuration_id ?? null,
    ...viewerFlags(facts, actor, now), screen_mode: screenMode(facts, actor, now),
  };
}

const orderView = ({ items, ...o }: OrderWithItems) => {
  const meta = typeof o.order_meta === 'string' ? JSON.parse(o.order_meta) : o.order_meta;
  return {
    ...o, ts_host_approval_dl: iso(o.ts_host_approval_dl), ts_customer_approval_dl: iso(o.ts_customer_approval_dl),
    ts_payment_expiration_dl: iso(o.ts_payment_expiration_dl), ts_order_cancellation_dl: iso(o.ts_order_cancellation_dl),
    order_meta: meta ?? null,
    order_items: items.map((i) => ({ ...i, order_item_type: i.item_type, service_name: i.name, order_item_price: i.unit_price, vat: i.total_vat, order_item_total_vat_excl: i.total_net, order_item_total: i.total, hours: i.hours == null ? null : Number(i.hours) })),
  };
};

/** The booking for its guest, an admin, or the host side with vendor_booking.view (booker data and money; a cleaner uses the day overview). */
async function loadForViewer(ctx: GraphQLContext, id: number): Promise<BookingRecord> {
  const viewer = requireLogin(ctx.viewer);
  const rec = await loadBooking(ctx.knex, id);
  if (!rec || rec.is_deleted) throw new ApiError('NOT_FOUND', { entity: 'booking', key: 'not_found' });
  await requireActorFor(ctx.knex, viewer, rec, 'vendor_booking.view');
  return rec;
}

export const bookingOperationResolvers = {
  Query: {
    specific_booking: async (_: unknown, a: { id: number }, ctx: GraphQLContext) => view(ctx, (await loadForViewer(ctx, a.id)).booking_id),
    check_refund: async (_: unknown, a: { booking_id: number }, ctx: GraphQLContext) => {
      const rec = await loadForViewer(ctx, a.booking_id);
      return refundCheck(rec, clock.now(), await bookingMoney(ctx.knex, rec.booking_id));
    },
    preview_change_request: async (_: unknown, a: { booking_id: number; input: ChangeRequestInput }, ctx: GraphQLContext) => {
      const p = await previewChangeRequest(ctx.knex, requireLogin(ctx.viewer), a.booking_id, a.input);
      return { ...p, slot_start: p.slot_start.toISOString(), slot_end: p.slot_end.toISOString(), ts_expires: p.ts_expires.toISOString() };
    },
  },
  Mutation: {
    create_booking: async (_: unknown, a: { input: SpaceBookingInput }, ctx: GraphQLContext) => {
      // stores ctx.locale with the booking: the guest's mails and documents follow it
      const rec = await createBooking(ctx.knex, requireLogin(ctx.viewer), a.input, { locale: ctx.locale });
      return { bookingId: rec.booking_id, booking_id: rec.booking_id, booking_hash: rec.booking_hash, booking_status: rec.booking_status, order_state: rec.order_state };
    },
    submit_free_booking: async (_: unknown, a: { booking_id: number }, ctx: GraphQLContext) =>
      view(ctx, (await submitFreeBooking(ctx.knex, requireLogin(ctx.viewer), a.booking_id)).booking_id),
    update_booking_meeting: async (_: unknown, a: { booking_id: number; input: Record<string, never> }, ctx: GraphQLContext) => {
      const viewer = requireLogin(ctx.viewer);
      const rec = await updateMeeting(ctx.knex, viewer, a.booking_id, a.input);
      if (rec.account_id === viewer.accountId) await rememberBookingLocale(ctx.knex, rec.booking_id, ctx.locale); // the guest's mails and documents follow it
      return view(ctx, rec.booking_id);
    },
    update_booking: async (_: unknown, a: { booking_id: number; input: { extend_reservation?: boolean | null; submit?: boolean | null } }, ctx: GraphQLContext) => {
      const viewer = requireLogin(ctx.viewer);
      if (a.input.submit) await submitDraft(ctx.knex, viewer, a.booking_id);
      else if (a.input.extend_reservation) await extendReservation(ctx.knex, viewer, a.booking_id);
      else await loadForViewer(ctx, a.booking_id);
      return view(ctx, a.booking_id);
    },
    booking_cancelling: async (_: unknown, a: { booking_id: number; cancellation_reason?: string | null; only_updates?: boolean | null }, ctx: GraphQLContext) =>
      view(ctx, (await cancelBooking(ctx.knex, requireLogin(ctx.viewer), a.booking_id, a.cancellation_reason ?? null, a.only_updates === true)).booking_id),
    draft_booking_delete: async (_: unknown, a: { booking_id: number }, ctx: GraphQLContext) => {
      await deleteDraft(ctx.knex, requireLogin(ctx.viewer), a.booking_id);
      return true;
    },
    booking_approve: async (_: unknown, a: { booking_id: number }, ctx: GraphQLContext) =>
      view(ctx, (await approveBooking(ctx.knex, requireLogin(ctx.viewer), a.booking_id)).booking_id),
    booking_decline_by_vendor: async (_: unknown, a: { booking_id: number; cancellation_reason?: string | null; opted_out_as_prospect?: boolean | null }, ctx: GraphQLContext) =>
      view(ctx, (await declineBooking(ctx.knex, requireLogin(ctx.viewer), a.booking_id, a.cancellation_reason ?? null, a.opted_out_as_prospect === true)).booking_id),
    apply_coupon: async (_: unknown, a: { code: string; space_id: number; booking_id?: number | null }, ctx: GraphQLContext) => {
      const r = await applyCoupon(ctx.knex, requireLogin(ctx.viewer), a);
      return { coupon_code: r.coupon_code, discount_percentage: Math.round(r.discount_percentage), booking: r.booking_id ? await view(ctx, r.booking_id) : null };
    },
    remove_coupon: async (_: unknown, a: { booking_id: number }, ctx: GraphQLContext) =>
      view(ctx, (await removeCoupon(ctx.knex, requireLogin(ctx.viewer), a.booking_id)).booking_id),
    create_change_request: async (_: unknown, a: { booking_id: number; input: ChangeRequestInput }, ctx: GraphQLContext) => {
      await createChangeRequest(ctx.knex, requireLogin(ctx.viewer), a.booking_id, a.input);
      return changeRequestView((await latestChangeRequest(ctx.knex, a.booking_id))!);
    },
    approve_change_request: async (_: unknown, a: { change_request_id: number }, ctx: GraphQLContext) =>
      view(ctx, (await approveChangeRequest(ctx.knex, requireLogin(ctx.viewer), a.change_request_id)).booking.booking_id),
    decline_change_request: async (_: unknown, a: { change_request_id: number }, ctx: GraphQLContext) => {
      await declineChangeRequest(ctx.knex, requireLogin(ctx.viewer), a.change_request_id);
      return changeRequestView((await changeRequestById(ctx.knex, a.change_request_id))!);
    },
    cancel_change_request: async (_: unknown, a: { change_request_id: number }, ctx: GraphQLContext) => {
      await cancelChangeRequest(ctx.knex, requireLogin(ctx.viewer), a.change_request_id);
      return changeRequestView((await changeRequestById(ctx.knex, a.change_request_id))!);
    },
  },
  Subscription: {
    wait_for_booking_status: {
      subscribe: subscribeBookingStatus,
      resolve: (u: BookingStatusUpdate) => u,
    },
  },
  BookingChangeRequest: {
    configuration: async (cr: { configuration_id?: number | null }, _: unknown, ctx: GraphQLContext) => (await layoutById(ctx.knex, cr.configuration_id)) ?? null,
    services: (cr: { services?: Array<{ service_id: number; quantity: number }> | null }, _: unknown, ctx: GraphQLContext) =>
      namedServices(ctx.knex, cr.services ?? [], ctx.locale),
  },
  Booking: {
    order: async (b: { booking_id: number; _order_id?: number }, _: unknown, ctx: GraphQLContext) => {
      const orderId = b._order_id ?? (await loadBooking(ctx.knex, b.booking_id))?.order_id;
      if (!orderId) return null;
      const order = await orderWithItems(ctx.knex, orderId);
      return order ? orderView(order) : null;
    },
    orders: async (b: { booking_id: number }, _: unknown, ctx: GraphQLContext) => (await bookingOrders(ctx.knex, b.booking_id)).map(orderView),
    configuration: async (b: { configuration_id?: number | null }, _: unknown, ctx: GraphQLContext) => (await layoutById(ctx.knex, b.configuration_id)) ?? null,
    services_in_force: (b: { booking_id: number; _order_id?: number }, _: unknown, ctx: GraphQLContext) =>
      namedServicesInForce(ctx.knex, b.booking_id, b._order_id, ctx.locale),
    change_requests: async (b: { booking_id: number }, _: unknown, ctx: GraphQLContext) =>
      (await bookingChangeRequests(ctx.knex, b.booking_id)).map(changeRequestView),
    booker: (b: { booking_id: number; _account_id?: number }, _: unknown, ctx: GraphQLContext) => bookingBooker(ctx.knex, b.booking_id, b._account_id),
    booking_history: async (b: { booking_id: number }, _: unknown, ctx: GraphQLContext) =>
      (await bookingHistory(ctx.knex, b.booking_id))
        .map((h) => ({ booking_status: h.to_status, order_state: h.order_state, history_label: h.history_label, waiting_reason: h.waiting_reason, note: h.note, ts_created: iso(h.ts_created) })),
  },
};

/** wait_for_booking_status: the current value at once, then every change (realtime/bookingStatusStream.ts). */
export async function subscribeBookingStatus(_: unknown, args: { booking_id: number; account_id: number }, ctx: GraphQLContext): Promise<AsyncIterableIterator<BookingStatusUpdate>> {
  const viewer = requireLogin(ctx.viewer);
  if (viewer.accountId !== args.account_id) throw new ApiError('FORBIDDEN', { entity: 'booking', key: 'forbidden' });
  await loadForViewer(ctx, args.booking_id);
  const hub = bookingStatusHub();
  if (!hub) throw new ApiError('INTERNAL', { key: 'subscriptions_unavailable' });
  return bookingStatusStream(ctx.knex, hub, args.booking_id);
}
