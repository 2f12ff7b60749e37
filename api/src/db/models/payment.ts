import type { Modifiers, RelationMappings } from 'objection';
import { PAYMENT_PROVIDERS, PROVIDER_PAYMENT_STATUSES, REFUND_STATUSES } from '../../domain/payments/vocabulary';
import { BaseModel, s } from './base';
import { Booking, Order } from './booking';

/** Who pays a booking when it is not the guest (named by the guest; spec: full name, email, phone, organisation, address). */
export class BookingPayer extends BaseModel {
  static tableName = 'booking_payer';
  static idColumn = 'payer_id';
  payer_id!: number;
  booking_id!: number;
  full_name!: string;
  email!: string;
  phone?: string | null;
  organisation_name?: string | null;
  address?: string | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'full_name', 'email'],
    properties: {
      payer_id: s.id,
      booking_id: s.id,
      full_name: s.str(100, 1),
      email: s.str(255, 1),
      phone: s.text,
      organisation_name: s.strOrNull(50),
      address: s.strOrNull(100),
    },
  };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'booking_payer.booking_id', to: 'booking.booking_id' } },
  });
}

/** /booking-payment/{link_hash}: a link a payer opens without logging in, expiring with the reservation. */
export class PaymentLink extends BaseModel {
  static tableName = 'payment_link';
  static idColumn = 'payment_link_id';
  payment_link_id!: number;
  booking_id!: number;
  payer_id?: number | null;
  link_hash!: string;
  expires_at?: Date | null;
  ts_created!: Date;
  payer?: BookingPayer | null;

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'link_hash'],
    properties: {
      payment_link_id: s.id,
      booking_id: s.id,
      payer_id: s.idOrNull,
      link_hash: { type: 'string', pattern: '^[a-zA-Z0-9]{6,8}$' },
    },
  };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'payment_link.booking_id', to: 'booking.booking_id' } },
    payer: { relation: BaseModel.BelongsToOneRelation, modelClass: BookingPayer, join: { from: 'payment_link.payer_id', to: 'booking_payer.payer_id' } },
  });
}

/** One payment at the provider (iDEAL) for an order. Amounts in cents. */
export class Payment extends BaseModel {
  static tableName = 'payment';
  static idColumn = 'payment_id';
  payment_id!: number;
  order_id!: number;
  booking_id!: number;
  payment_link_id?: number | null;
  provider!: (typeof PAYMENT_PROVIDERS)[number];
  provider_payment_id!: string;
  amount!: number;
  status!: (typeof PROVIDER_PAYMENT_STATUSES)[number];
  checkout_url?: string | null;
  paid_at?: Date | null;
  ts_created!: Date;
  ts_updated!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['order_id', 'booking_id', 'provider', 'provider_payment_id', 'amount'],
    properties: {
      payment_id: s.id,
      order_id: s.id,
      booking_id: s.id,
      payment_link_id: s.idOrNull,
      provider: s.oneOf(PAYMENT_PROVIDERS),
      provider_payment_id: s.str(255, 1),
      amount: s.cents,
      status: s.oneOf(PROVIDER_PAYMENT_STATUSES),
      checkout_url: s.text,
    },
  };

  static modifiers: Modifiers = { open: (q) => q.whereIn('payment.status', ['open', 'pending']) };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'payment.booking_id', to: 'booking.booking_id' } },
    order: { relation: BaseModel.BelongsToOneRelation, modelClass: Order, join: { from: 'payment.order_id', to: 'booking_order.order_id' } },
  });
}

/** A refund of (part of) a payment, retried until the provider takes it. */
export class Refund extends BaseModel {
  static tableName = 'refund';
  static idColumn = 'refund_id';
  refund_id!: number;
  booking_id!: number;
  order_id!: number;
  payment_id!: number;
  amount!: number;
  reason?: string | null;
  status!: (typeof REFUND_STATUSES)[number];
  provider_refund_id?: string | null;
  attempts!: number;
  last_error?: string | null;
  due_at!: Date;
  completed_at?: Date | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'order_id', 'payment_id', 'amount', 'due_at'],
    properties: {
      refund_id: s.id,
      booking_id: s.id,
      order_id: s.id,
      payment_id: s.id,
      amount: s.int(1),
      reason: s.text,
      status: s.oneOf(REFUND_STATUSES),
      provider_refund_id: s.text,
      attempts: s.int(),
      last_error: s.text,
    },
  };

  static relationMappings = (): RelationMappings => ({
    payment: { relation: BaseModel.BelongsToOneRelation, modelClass: Payment, join: { from: 'refund.payment_id', to: 'payment.payment_id' } },
  });
}
