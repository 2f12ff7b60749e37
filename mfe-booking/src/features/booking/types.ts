/**
 * The API's booking as the guest screens read it (spec section 3: booking, order, order items;
 * money in integer cents, times ISO UTC): the `BookingFields` fragment (bookingApi.ts), typed by
 * `npm run codegen` from api/schema.graphql. Names follow the spec and docs/CONTRACTS.md "Booking".
 */
import type { BookingFieldsFragment, PaymentOption } from '../../generated/graphql';

export type { PaymentOption };
export type Booking = BookingFieldsFragment;
export type BookingOrder = NonNullable<Booking['order']>;
/** order_type: the unit of the price (PER_PERSON, PER_HOUR, PER_ITEM, STATIC, ...); order_item_subtotal: unit price x quantity. */
export type OrderItem = BookingOrder['order_items'][number];
/** history_label: AWAITS_CONFIRMATION, PAYMENT_PENDING, PAID, ...; waiting_reason: HOST_REPLY | GUEST_REPLY | CHANGE_APPROVAL. */
export type BookingHistoryEntry = NonNullable<Booking['booking_history']>[number];
export type BookingChangeRequest = NonNullable<Booking['change_requests']>[number];
/** The booking's space (the API's SpaceCard). */
export type BookingSpace = NonNullable<Booking['space']>;
/** Where the space is and how to get in (the booking's guest and host only). */
export type BookingPlace = NonNullable<Booking['place']>;
/** Every order: the BOOKING order and extra CHANGE orders (price difference of an approved change request). */
export type BookingOrderSummary = NonNullable<Booking['orders']>[number];
