import type { Modifiers, RelationMappings } from 'objection';
import {
  BOOKING_STATUSES, BOOKING_TYPES, CHANGE_REQUEST_STATUSES, CHANGE_REQUESTERS, HISTORY_LABELS, ORDER_ITEM_TYPES, ORDER_KINDS, ORDER_STATES,
  ORDER_STATUSES, PAYMENT_METHODS, SLOT_OCCUPYING, WAITING_REASONS,
} from '../../domain/booking/states';
import { DOCUMENT_STATUSES, INVOICE_TYPES } from '../../domain/documents/numbering';
import { PAYOUT_STATUSES } from '../../domain/payments/vocabulary';
import { BaseModel, s } from './base';
import { Account, Organisation } from './account';
import { Space, SpaceConfiguration } from './space';
import { Venue } from './venue';

/** A booking. booking_range / occupied_range are set by a trigger; overlaps are refused by the DB (23P01). */
export class Booking extends BaseModel {
  static tableName = 'booking';
  static idColumn = 'booking_id';
  booking_id!: number;
  booking_hash!: string;
  space_id!: number;
  account_id!: number;
  configuration_id?: number | null;
  attendees!: number;
  booking_start!: Date | string;
  booking_end!: Date | string;
  preparation_time!: number;
  service_break!: number;
  booking_range?: string;
  occupied_range?: string;
  booking_status!: (typeof BOOKING_STATUSES)[number];
  booking_type!: (typeof BOOKING_TYPES)[number];
  payment_method?: (typeof PAYMENT_METHODS)[number] | null;
  is_social!: boolean;
  coupon_id?: number | null;
  meeting_name?: string | null;
  comment?: string | null;
  payer_name?: string | null;
  payer_email?: string | null;
  organisation_name?: string | null;
  coc?: string | null;
  billing_address?: string | null;
  cancellation_reason?: string | null;
  expires_at?: Date | string | null;
  meeting_description?: string | null;
  discount_reason?: string | null;
  is_afterpay_requested!: boolean;
  is_reservation_extended!: boolean;
  terms_accepted!: boolean;
  is_deleted!: boolean;
  origin_booking_id?: number | null;
  waiting_reason?: (typeof WAITING_REASONS)[number] | null;
  payer_phone?: string | null;
  booking_meta!: Record<string, unknown>;
  ts_created!: Date;
  ts_updated!: Date;
  space?: Space;
  orders?: Order[];
  history?: BookingHistory[];
  change_requests?: BookingChangeRequest[];

  static jsonSchema = {
    type: 'object',
    required: ['booking_hash', 'space_id', 'account_id', 'booking_start', 'booking_end', 'booking_type'],
    properties: {
      booking_id: s.id,
      booking_hash: { type: 'string', pattern: '^[a-z0-9]{6,8}$' },
      space_id: s.id,
      account_id: s.id,
      configuration_id: s.idOrNull,
      attendees: s.int(1, 500),
      preparation_time: s.int(0, 1440),
      service_break: s.oneOf([0, 30, 60, 90, 120]),
      booking_status: s.oneOf(BOOKING_STATUSES),
      booking_type: s.oneOf(BOOKING_TYPES),
      payment_method: { enum: [...PAYMENT_METHODS, null] },
      is_social: s.bool,
      coupon_id: s.idOrNull,
      meeting_name: s.strOrNull(255),
      comment: s.strOrNull(1000),
      payer_name: s.strOrNull(255),
      payer_email: { type: ['string', 'null'], format: 'email' },
      organisation_name: s.strOrNull(50),
      coc: { type: ['string', 'null'], pattern: '^[0-9]{8}$' },
      billing_address: s.strOrNull(100),
      cancellation_reason: s.text,
      meeting_description: s.text,
      discount_reason: s.strOrNull(1000),
      is_afterpay_requested: s.bool,
      is_reservation_extended: s.bool,
      terms_accepted: s.bool,
      is_deleted: s.bool,
      origin_booking_id: s.idOrNull,
      waiting_reason: { enum: [...WAITING_REASONS, null] },
      payer_phone: s.text,
      booking_meta: { type: 'object' },
    },
  };

  static modifiers: Modifiers = {
    /** what lists and pages show: no drafts, nothing deleted */
    listed: (q) => q.whereNot('booking.booking_status', 'DRAFT').where('booking.is_deleted', false),
    occupying: (q) => q.whereIn('booking.booking_status', [...SLOT_OCCUPYING]),
    upcoming: (q) => q.where('booking.booking_start', '>=', new Date().toISOString()).orderBy('booking.booking_start'),
    overlapping: (q, from: string, to: string) => q.whereRaw('booking.occupied_range && tstzrange(?, ?)', [from, to]),
  };

  static relationMappings = (): RelationMappings => ({
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'booking.space_id', to: 'space.space_id' } },
    booker: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'booking.account_id', to: 'account.account_id' } },
    configuration: { relation: BaseModel.BelongsToOneRelation, modelClass: SpaceConfiguration, join: { from: 'booking.configuration_id', to: 'space_configuration.configuration_id' } },
    coupon: { relation: BaseModel.BelongsToOneRelation, modelClass: Coupon, join: { from: 'booking.coupon_id', to: 'coupon.coupon_id' } },
    history: { relation: BaseModel.HasManyRelation, modelClass: BookingHistory, join: { from: 'booking.booking_id', to: 'booking_history.booking_id' } },
    orders: { relation: BaseModel.HasManyRelation, modelClass: Order, join: { from: 'booking.booking_id', to: 'booking_order.booking_id' } },
    payouts: { relation: BaseModel.HasManyRelation, modelClass: Payout, join: { from: 'booking.booking_id', to: 'payout.booking_id' } },
    finance_documents: { relation: BaseModel.HasManyRelation, modelClass: FinanceDocument, join: { from: 'booking.booking_id', to: 'finance_document.booking_id' } },
    change_requests: { relation: BaseModel.HasManyRelation, modelClass: BookingChangeRequest, join: { from: 'booking.booking_id', to: 'booking_change_request.booking_id' } },
  });
}

export class BookingHistory extends BaseModel {
  static tableName = 'booking_history';
  static idColumn = 'booking_history_id';
  booking_history_id!: number;
  booking_id!: number;
  from_status?: string | null;
  to_status!: string;
  account_id?: number | null;
  note?: string | null;
  order_state?: (typeof ORDER_STATES)[number] | null;
  history_label?: (typeof HISTORY_LABELS)[number] | null;
  waiting_reason?: (typeof WAITING_REASONS)[number] | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'to_status'],
    properties: {
      booking_history_id: s.id,
      booking_id: s.id,
      from_status: { enum: [...BOOKING_STATUSES, null] },
      to_status: s.oneOf(BOOKING_STATUSES),
      account_id: s.idOrNull,
      note: s.text,
      order_state: { enum: [...ORDER_STATES, null] },
      history_label: { enum: [...HISTORY_LABELS, null] },
      waiting_reason: { enum: [...WAITING_REASONS, null] },
    },
  };

  static modifiers: Modifiers = {
    chronological: (q) => q.orderBy(['ts_created', 'booking_history_id']),
    /** in the order it was written */
    inOrder: (q) => q.orderBy('booking_history_id'),
  };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'booking_history.booking_id', to: 'booking.booking_id' } },
  });
}

/** The spec's "order" (table booking_order: ORDER is a reserved word). Amounts in cents. */
export class Order extends BaseModel {
  static tableName = 'booking_order';
  static idColumn = 'order_id';
  order_id!: number;
  booking_id!: number;
  order_status!: (typeof ORDER_STATUSES)[number];
  order_subtotal!: number;
  service_fee!: number;
  vat_total!: number;
  order_total!: number;
  payout_total!: number;
  total_paid!: number;
  refunded_total!: number;
  currency!: string;
  coupon_id?: number | null;
  order_state!: (typeof ORDER_STATES)[number];
  payment_method!: (typeof PAYMENT_METHODS)[number];
  order_kind!: (typeof ORDER_KINDS)[number];
  order_total_vat_excl!: number;
  discount_total!: number;
  service_fee_vat!: number;
  service_fee_total!: number;
  ts_host_approval_dl?: Date | null;
  ts_customer_approval_dl?: Date | null;
  ts_order_cancellation_dl?: Date | null;
  ts_payment_expiration_dl?: Date | null;
  ts_reminder_sent?: Date | null;
  ts_due_reminder_sent?: Date | null;
  ts_overdue_sent?: Date | null;
  ts_invoice_due?: Date | null;
  ts_paid?: Date | null;
  order_dispute_th!: number;
  order_meta!: Record<string, unknown>;
  quote?: Record<string, unknown> | null;
  ts_created!: Date;
  ts_updated!: Date;
  items?: OrderItem[];

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'order_state'],
    properties: {
      order_id: s.id,
      booking_id: s.id,
      order_status: s.oneOf(ORDER_STATUSES),
      order_state: s.oneOf(ORDER_STATES),
      payment_method: s.oneOf(PAYMENT_METHODS),
      order_kind: s.oneOf(ORDER_KINDS),
      order_subtotal: { type: 'integer' },
      service_fee: { type: 'integer' },
      vat_total: { type: 'integer' },
      order_total: { type: 'integer' },
      payout_total: { type: 'integer' },
      total_paid: { type: 'integer' },
      refunded_total: { type: 'integer' },
      order_total_vat_excl: { type: 'integer' },
      discount_total: { type: 'integer' },
      service_fee_vat: { type: 'integer' },
      service_fee_total: { type: 'integer' },
      order_dispute_th: { type: 'integer' },
      currency: { const: 'EUR' },
      coupon_id: s.idOrNull,
      order_meta: { type: 'object' },
      quote: { type: ['object', 'null'] },
    },
  };

  static modifiers: Modifiers = {
    paid: (q) => q.where('order_status', 'PAID'),
    /** the booking's own order (a change request adds CHANGE orders) */
    main: (q) => q.where('booking_order.order_kind', 'BOOKING').orderBy('booking_order.order_id'),
  };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'booking_order.booking_id', to: 'booking.booking_id' } },
    items: { relation: BaseModel.HasManyRelation, modelClass: OrderItem, join: { from: 'booking_order.order_id', to: 'booking_order_item.order_id' } },
  });
}

export class OrderItem extends BaseModel {
  static tableName = 'booking_order_item';
  static idColumn = 'order_item_id';
  order_item_id!: number;
  order_id!: number;
  item_type!: (typeof ORDER_ITEM_TYPES)[number];
  space_service_id?: number | null;
  name!: string;
  quantity!: number;
  unit_price!: number;
  vat_rate!: number;
  total_net!: number;
  total_vat!: number;
  total!: number;
  reference_id?: number | null;
  service_type?: string | null;
  order_type?: string | null;
  is_mandatory!: boolean;
  hours?: number | null;
  order_item_subtotal!: number;
  discount!: number;
  service_fee!: number;

  static jsonSchema = {
    type: 'object',
    required: ['order_id', 'item_type', 'name', 'unit_price', 'vat_rate', 'total_net', 'total_vat', 'total'],
    properties: {
      order_item_id: s.id,
      order_id: s.id,
      item_type: s.oneOf(ORDER_ITEM_TYPES),
      space_service_id: s.idOrNull,
      name: s.str(255, 1),
      quantity: s.int(0),
      unit_price: { type: 'integer' },
      vat_rate: s.oneOf([21, 9, 3, 0]),
      total_net: { type: 'integer' },
      total_vat: { type: 'integer' },
      total: { type: 'integer' },
      reference_id: s.idOrNull,
      service_type: s.text,
      order_type: s.text,
      is_mandatory: s.bool,
      hours: s.numberOrNull,
      order_item_subtotal: { type: 'integer' },
      discount: { type: 'integer' },
      service_fee: { type: 'integer' },
    },
  };

  static modifiers: Modifiers = {
    inOrder: (q) => q.orderBy('booking_order_item.order_item_id'),
    ofType: (q, type: string) => q.where('item_type', type),
  };

  static relationMappings = (): RelationMappings => ({
    order: { relation: BaseModel.BelongsToOneRelation, modelClass: Order, join: { from: 'booking_order_item.order_id', to: 'booking_order.order_id' } },
  });
}

export class Coupon extends BaseModel {
  static tableName = 'coupon';
  static idColumn = 'coupon_id';
  coupon_id!: number;
  venue_id!: number;
  space_id?: number | null;
  coupon_code!: string;
  coupon_description?: string | null;
  starts_from!: Date | string;
  expires_at?: Date | string | null;
  discount_percentage!: number;
  usage_limit!: number;
  times_applied!: number;
  times_used!: number;
  is_active!: boolean;
  is_multi_use!: boolean;
  ts_created!: Date;
  space?: Space | null;

  static jsonSchema = {
    type: 'object',
    required: ['venue_id', 'coupon_code', 'discount_percentage'],
    properties: {
      coupon_id: s.id,
      venue_id: s.id,
      space_id: s.idOrNull,
      coupon_code: s.str(50, 1),
      coupon_description: s.strOrNull(500),
      discount_percentage: { type: 'number', minimum: 1, maximum: 100 },
      usage_limit: s.int(1),
      times_applied: s.int(),
      times_used: s.int(),
      is_active: s.bool,
      is_multi_use: s.bool,
    },
  };

  static modifiers: Modifiers = {
    newestFirst: (q) => q.orderBy([{ column: 'coupon.ts_created', order: 'desc' }, { column: 'coupon.coupon_id', order: 'desc' }]),
    active: (q) =>
      q.where('coupon.is_active', true).where((w) => w.whereNull('coupon.expires_at').orWhere('coupon.expires_at', '>', new Date().toISOString())),
  };

  static relationMappings = (): RelationMappings => ({
    venue: { relation: BaseModel.BelongsToOneRelation, modelClass: Venue, join: { from: 'coupon.venue_id', to: 'venue.venue_id' } },
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'coupon.space_id', to: 'space.space_id' } },
  });
}

export class Payout extends BaseModel {
  static tableName = 'payout';
  static idColumn = 'payout_id';
  payout_id!: number;
  booking_id!: number;
  organisation_id!: number;
  iban_name?: string | null;
  iban_number?: string | null;
  amount_paid!: number;
  payout_amount!: number;
  invoice_number?: string | null;
  invoice_date?: Date | string | null;
  payout_status!: (typeof PAYOUT_STATUSES)[number];
  payout_date?: Date | string | null;
  pending_reason?: string | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'organisation_id'],
    properties: {
      payout_id: s.id,
      booking_id: s.id,
      organisation_id: s.id,
      iban_name: s.text,
      iban_number: s.text,
      amount_paid: s.cents,
      payout_amount: s.cents,
      invoice_number: s.text,
      payout_status: s.oneOf(PAYOUT_STATUSES),
      pending_reason: s.text,
    },
  };

  static modifiers: Modifiers = {
    pending: (q) => q.where('payout_status', 'PENDING'),
    newestFirst: (q) => q.orderBy('payout.payout_id', 'desc'),
  };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'payout.booking_id', to: 'booking.booking_id' } },
    organisation: { relation: BaseModel.BelongsToOneRelation, modelClass: Organisation, join: { from: 'payout.organisation_id', to: 'organisation.organisation_id' } },
  });
}

export class FinanceDocument extends BaseModel {
  static tableName = 'finance_document';
  static idColumn = 'finance_document_id';
  finance_document_id!: number;
  booking_id?: number | null;
  organisation_id?: number | null;
  account_id?: number | null;
  invoice_type!: (typeof INVOICE_TYPES)[number];
  document_number!: string;
  amount!: number;
  invoiced!: number;
  paid!: number;
  refund!: number;
  status!: (typeof DOCUMENT_STATUSES)[number];
  file_name?: string | null;
  locale!: 'nl' | 'en';
  pdf?: Buffer | null;
  refund_id?: number | null;
  payout_id?: number | null;
  payment_id?: number | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['invoice_type', 'document_number'],
    properties: {
      finance_document_id: s.id,
      booking_id: s.idOrNull,
      organisation_id: s.idOrNull,
      account_id: s.idOrNull,
      invoice_type: s.oneOf(INVOICE_TYPES),
      document_number: s.str(64, 1),
      amount: { type: 'integer' },
      invoiced: { type: 'integer' },
      paid: { type: 'integer' },
      refund: { type: 'integer' },
      status: s.oneOf(DOCUMENT_STATUSES),
      file_name: s.strOrNull(255),
      locale: s.oneOf(['nl', 'en']),
      refund_id: s.idOrNull,
      payout_id: s.idOrNull,
      payment_id: s.idOrNull,
    },
  };

  static modifiers: Modifiers = { newestFirst: (q) => q.orderBy('ts_created', 'desc') };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'finance_document.booking_id', to: 'booking.booking_id' } },
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'finance_document.account_id', to: 'account.account_id' } },
    organisation: { relation: BaseModel.BelongsToOneRelation, modelClass: Organisation, join: { from: 'finance_document.organisation_id', to: 'organisation.organisation_id' } },
    payout: { relation: BaseModel.BelongsToOneRelation, modelClass: Payout, join: { from: 'finance_document.payout_id', to: 'payout.payout_id' } },
  });
}

/** A guest's or host's request to change a booking (slot, attendees, configuration, services), answered by the other side. */
export class BookingChangeRequest extends BaseModel {
  static tableName = 'booking_change_request';
  static idColumn = 'change_request_id';
  change_request_id!: number;
  booking_id!: number;
  requested_by!: (typeof CHANGE_REQUESTERS)[number];
  account_id?: number | null;
  status!: (typeof CHANGE_REQUEST_STATUSES)[number];
  booking_start!: Date;
  booking_end!: Date;
  attendees!: number;
  configuration_id?: number | null;
  services!: unknown[];
  price_difference!: number;
  ts_expires!: Date;
  ts_answered?: Date | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'requested_by', 'booking_start', 'booking_end', 'attendees', 'ts_expires'],
    properties: {
      change_request_id: s.id,
      booking_id: s.id,
      requested_by: s.oneOf(CHANGE_REQUESTERS),
      account_id: s.idOrNull,
      status: s.oneOf(CHANGE_REQUEST_STATUSES),
      attendees: s.int(1, 500),
      configuration_id: s.idOrNull,
      services: { type: 'array' },
      price_difference: { type: 'integer' },
    },
  };

  static modifiers: Modifiers = {
    pending: (q) => q.where('booking_change_request.status', 'PENDING'),
    newestFirst: (q) => q.orderBy('booking_change_request.change_request_id', 'desc'),
  };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'booking_change_request.booking_id', to: 'booking.booking_id' } },
  });
}
