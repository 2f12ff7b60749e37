/** Booking operations: authorise -> services/booking (domain + one transaction) -> booking view. */
import { requireLogin } from '../../auth/guards';
import { displayStatus } from '../../domain/booking/states';
import { ApiError } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import {
  approveBooking, cancelBooking, createBooking, declineBooking, deleteDraft, extendReservation, loadBooking, refundCheck,
  submitFreeBooking, updateMeeting, type BookingRecord, type SpaceBookingInput,
} from '../../services/booking';
import { requireActor } from '../../services/booking/access';
import type { GraphQLContext } from '../context';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

async function view(ctx: GraphQLContext, id: number) {
  const b = await ctx.knex('booking').where('booking_id', id).first();
  const rec = (await loadBooking(ctx.knex, id))!;
  return {
    booking_id: b.booking_id, booking_hash: b.booking_hash, booking_status: b.booking_status, booking_type: b.booking_type,
    slot_start: iso(b.booking_start), slot_end: iso(b.booking_end), attendees: b.attendees, meeting_name: b.meeting_name,
    meeting_description: b.meeting_description, comment: b.comment, cancellation_reason: b.cancellation_reason,
    ts_created: iso(b.ts_created), order_total: rec.order_total, space_id: b.space_id, order_state: rec.order_state,
    display_status: displayStatus(rec), waiting_reason: b.waiting_reason, ts_reservation_end: iso(rec.ts_payment_expiration_dl),
    is_reservation_extended: b.is_reservation_extended, is_afterpay_requested: b.is_afterpay_requested,
    payment_option: b.payment_method === 'AFTERPAY' ? 'POST_PAYMENT' : 'DIRECT', _order_id: rec.order_id,
  };
}

async function loadForViewer(ctx: GraphQLContext, id: number): Promise<BookingRecord> {
  const viewer = requireLogin(ctx.viewer);
  const rec = await loadBooking(ctx.knex, id);
  if (!rec || rec.is_deleted) throw new ApiError('NOT_FOUND', { entity: 'booking', key: 'not_found' });
  await requireActor(ctx.knex, viewer, rec);
  return rec;
}

export const bookingOperationResolvers = {
  Query: {
    specific_booking: async (_: unknown, a: { id: number }, ctx: GraphQLContext) => view(ctx, (await loadForViewer(ctx, a.id)).booking_id),
    check_refund: async (_: unknown, a: { booking_id: number }, ctx: GraphQLContext) => refundCheck(await loadForViewer(ctx, a.booking_id), clock.now()),
  },
  Mutation: {
    create_booking: async (_: unknown, a: { input: SpaceBookingInput }, ctx: GraphQLContext) => {
      const rec = await createBooking(ctx.knex, requireLogin(ctx.viewer), a.input, { locale: ctx.locale });
      return { bookingId: rec.booking_id, booking_id: rec.booking_id, booking_hash: rec.booking_hash, booking_status: rec.booking_status, order_state: rec.order_state };
    },
    submit_free_booking: async (_: unknown, a: { booking_id: number }, ctx: GraphQLContext) =>
      view(ctx, (await submitFreeBooking(ctx.knex, requireLogin(ctx.viewer), a.booking_id)).booking_id),
    update_booking_meeting: async (_: unknown, a: { booking_id: number; input: Record<string, never> }, ctx: GraphQLContext) =>
      view(ctx, (await updateMeeting(ctx.knex, requireLogin(ctx.viewer), a.booking_id, a.input)).booking_id),
    update_booking: async (_: unknown, a: { booking_id: number; input: { extend_reservation?: boolean } }, ctx: GraphQLContext) => {
      const viewer = requireLogin(ctx.viewer);
      if (a.input.extend_reservation) await extendReservation(ctx.knex, viewer, a.booking_id);
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
  },
  Booking: {
    order: async (b: { booking_id: number; _order_id?: number }, _: unknown, ctx: GraphQLContext) => {
      const orderId = b._order_id ?? (await loadBooking(ctx.knex, b.booking_id))?.order_id;
      if (!orderId) return null;
      const o = await ctx.knex('booking_order').where('order_id', orderId).first();
      const items = await ctx.knex('booking_order_item').where('order_id', orderId).orderBy('order_item_id');
      return {
        ...o, ts_host_approval_dl: iso(o.ts_host_approval_dl), ts_customer_approval_dl: iso(o.ts_customer_approval_dl),
        ts_payment_expiration_dl: iso(o.ts_payment_expiration_dl), ts_order_cancellation_dl: iso(o.ts_order_cancellation_dl),
        order_items: items.map((i) => ({ ...i, order_item_type: i.item_type, service_name: i.name, order_item_price: i.unit_price, vat: i.total_vat, order_item_total_vat_excl: i.total_net, order_item_total: i.total, hours: i.hours == null ? null : Number(i.hours) })),
      };
    },
    booking_history: async (b: { booking_id: number }, _: unknown, ctx: GraphQLContext) =>
      (await ctx.knex('booking_history').where('booking_id', b.booking_id).orderBy('booking_history_id'))
        .map((h) => ({ booking_status: h.to_status, order_state: h.order_state, history_label: h.history_label, waiting_reason: h.waiting_reason, note: h.note, ts_created: iso(h.ts_created) })),
  },
};
