import type { Modifiers, RelationMappings } from 'objection';
import { REVIEW_STATUSES, SPACE_BOOKING_TYPES } from '../constants';
import {
  AVAILABILITY_SOURCES, CALENDAR_PROVIDERS, CALENDAR_SYNC_STATUSES, type AvailabilitySource, type CalendarProvider, type CalendarSyncStatus,
} from '../../domain/calendar/vocabulary';
import { BaseModel, s } from './base';
import { Account } from './account';
import { Feature, Venue, VenueService } from './venue';
import { Booking, Coupon } from './booking';
import { Image } from './content';

export interface SpaceFaqEntry {
  question_nl: string;
  answer_nl: string;
  question_en: string;
  answer_en: string;
}

export class Space extends BaseModel {
  static tableName = 'space';
  static idColumn = 'space_id';
  static virtualAttributes = ['space_url'];
  space_id!: number;
  venue_id!: number;
  space_name!: string;
  internal_name?: string | null;
  space_slug!: string;
  space_reference!: string;
  space_description?: string | null;
  access_instructions?: string | null;
  space_size?: number | null;
  min_guests!: number;
  max_guests!: number;
  short_day_price!: number;
  half_day_price!: number;
  day_price!: number;
  full_day_price!: number;
  vat_rate!: number;
  service_fee_rate!: number;
  space_booking_type!: (typeof SPACE_BOOKING_TYPES)[number];
  cancellation_th!: number;
  host_approval_th!: number;
  book_before_min_th!: number;
  book_before_max_th?: number | null;
  preparation_time!: number;
  service_break!: number;
  booking_limit!: number;
  has_discount!: boolean;
  discount_percentage?: number | null;
  discount_description?: string | null;
  wifi_name?: string | null;
  wifi_code?: string | null;
  is_afterpay_allowed!: boolean;
  is_payment_options_selectable!: boolean;
  is_active!: boolean;
  is_prospect!: boolean;
  is_highlighted!: boolean;
  highlight_position?: number | null;
  rating?: number | null;
  meta_title?: string | null;
  meta_description?: string | null;
  /** SEO of the space page besides meta title/description: its h1 and FAQ (nl/en per entry) */
  seo_h1?: string | null;
  seo_faq!: SpaceFaqEntry[];
  review_status!: (typeof REVIEW_STATUSES)[number];
  review_reason?: string | null;
  ts_deleted?: Date | string | null;
  ts_created!: Date;
  ts_updated!: Date;
  venue?: Venue;
  space_images?: Image[];
  space_configurations?: SpaceConfiguration[];
  space_categories?: SpaceCategory[];
  space_features?: Feature[];

  /** `/space/{venue_hash}/{space_slug}/{space_reference}`; needs the venue relation loaded. */
  get space_url(): string | undefined {
    return this.venue ? `/space/${this.venue.venue_hash}/${this.space_slug}/${this.space_reference}` : undefined;
  }

  static jsonSchema = {
    type: 'object',
    required: ['venue_id', 'space_name', 'space_slug', 'space_reference'],
    properties: {
      space_id: s.id,
      venue_id: s.id,
      space_name: s.str(100, 3),
      internal_name: s.strOrNull(100),
      space_slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
      space_reference: { type: 'string', pattern: '^[0-9]{1,12}$' },
      space_description: { type: ['string', 'null'], minLength: 3, maxLength: 1000 },
      access_instructions: s.strOrNull(1000),
      space_size: { type: ['integer', 'null'], minimum: 1, maximum: 100000 },
      min_guests: s.int(1, 500),
      max_guests: s.int(1, 10000),
      short_day_price: s.cents,
      half_day_price: s.cents,
      day_price: s.cents,
      full_day_price: s.cents,
      vat_rate: s.oneOf([21, 9, 3, 0]),
      service_fee_rate: { type: 'number', minimum: 0, maximum: 100 },
      space_booking_type: s.oneOf(SPACE_BOOKING_TYPES),
      cancellation_th: s.int(),
      host_approval_th: s.int(),
      book_before_min_th: s.int(),
      book_before_max_th: { type: ['integer', 'null'], minimum: 0 },
      preparation_time: s.int(0, 1440),
      service_break: s.oneOf([0, 30, 60, 90, 120]),
      booking_limit: s.int(),
      has_discount: s.bool,
      discount_percentage: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 100 },
      discount_description: s.strOrNull(500),
      wifi_name: s.strOrNull(100),
      wifi_code: s.strOrNull(100),
      is_afterpay_allowed: s.bool,
      is_payment_options_selectable: s.bool,
      is_active: s.bool,
      is_prospect: s.bool,
      is_highlighted: s.bool,
      highlight_position: { type: ['integer', 'null'], minimum: 1 },
      rating: { type: ['number', 'null'], minimum: 0, maximum: 10 },
      meta_title: s.strOrNull(200),
      meta_description: s.strOrNull(500),
      seo_h1: s.strOrNull(200),
      seo_faq: {
        type: 'array',
        maxItems: 20,
        items: {
          type: 'object',
          required: ['question_nl', 'answer_nl', 'question_en', 'answer_en'],
          additionalProperties: false,
          properties: { question_nl: s.str(300), answer_nl: s.str(2000), question_en: s.str(300), answer_en: s.str(2000) },
        },
      },
      review_status: s.oneOf(REVIEW_STATUSES),
      review_reason: s.strOrNull(500),
    },
  };

  static modifiers: Modifiers = {
    notRemoved: (q) => q.whereNull('space.ts_deleted'),
    active: (q) => q.where('space.is_active', true),
    highlighted: (q) => q.where('space.is_highlighted', true).orderBy('space.highlight_position'),
    direct: (q) => q.where('space.space_booking_type', 'DIRECT'),
    forAttendees: (q, attendees: number) => q.where('space.max_guests', '>=', attendees),
    nameSimilarTo: (q, search: string) => q.whereRaw('space.space_name % ?', [search]),
  };

  static relationMappings = (): RelationMappings => ({
    venue: { relation: BaseModel.BelongsToOneRelation, modelClass: Venue, join: { from: 'space.venue_id', to: 'venue.venue_id' } },
    space_configurations: { relation: BaseModel.HasManyRelation, modelClass: SpaceConfiguration, join: { from: 'space.space_id', to: 'space_configuration.space_id' } },
    space_categories: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: SpaceCategory,
      join: {
        from: 'space.space_id',
        through: { from: 'space_category_link.space_id', to: 'space_category_link.category_id', extra: ['has_mandatory'] },
        to: 'space_category.category_id',
      },
    },
    space_features: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Feature,
      join: { from: 'space.space_id', through: { from: 'space_feature.space_id', to: 'space_feature.feature_id' }, to: 'feature.feature_id' },
    },
    space_services: { relation: BaseModel.HasManyRelation, modelClass: SpaceService, join: { from: 'space.space_id', to: 'space_service.space_id' } },
    space_availability: { relation: BaseModel.HasManyRelation, modelClass: SpaceAvailability, join: { from: 'space.space_id', to: 'space_availability.space_id' } },
    space_calendars: { relation: BaseModel.HasManyRelation, modelClass: CalendarLink, join: { from: 'space.space_id', to: 'calendar_link.space_id' } },
    bookings: { relation: BaseModel.HasManyRelation, modelClass: Booking, join: { from: 'space.space_id', to: 'booking.space_id' } },
    coupons: { relation: BaseModel.HasManyRelation, modelClass: Coupon, join: { from: 'space.space_id', to: 'coupon.space_id' } },
    space_images: {
      relation: BaseModel.HasManyRelation,
      modelClass: Image,
      filter: (q) => q.where('image.owner_type', 'SPACE').orderBy('image.position'),
      beforeInsert: (model) => { (model as Image).owner_type = 'SPACE'; },
      join: { from: 'space.space_id', to: 'image.owner_id' },
    },
    favored_by: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Account,
      join: { from: 'space.space_id', through: { from: 'favorite_space.space_id', to: 'favorite_space.account_id' }, to: 'account.account_id' },
    },
  });
}

/** Static list of activities (REST category/). */
export class SpaceCategory extends BaseModel {
  static tableName = 'space_category';
  static idColumn = 'category_id';
  category_id!: number;
  category_key!: string;
  name_nl!: string;
  name_en!: string;
  position!: number;
  has_mandatory?: boolean;

  static jsonSchema = {
    type: 'object',
    required: ['category_key', 'name_nl', 'name_en'],
    properties: { category_id: s.id, category_key: s.str(64, 1), name_nl: s.str(), name_en: s.str(), position: s.int() },
  };

  static modifiers: Modifiers = { ordered: (q) => q.orderBy('position') };
}

/** Static list of layouts (REST configuration/). */
export class ConfigurationType extends BaseModel {
  static tableName = 'configuration_type';
  static idColumn = 'configuration_type';
  configuration_type!: string;
  name_nl!: string;
  name_en!: string;
  position!: number;

  static jsonSchema = {
    type: 'object',
    required: ['configuration_type', 'name_nl', 'name_en'],
    properties: { configuration_type: s.str(64, 1), name_nl: s.str(), name_en: s.str(), position: s.int() },
  };

  static modifiers: Modifiers = { ordered: (q) => q.orderBy('position') };
}

export class SpaceConfiguration extends BaseModel {
  static tableName = 'space_configuration';
  static idColumn = 'configuration_id';
  configuration_id!: number;
  space_id!: number;
  configuration_type!: string;
  is_default!: boolean;
  configuration_price!: number;
  min_guests!: number;
  max_guests!: number;

  static jsonSchema = {
    type: 'object',
    required: ['space_id', 'configuration_type', 'max_guests'],
    properties: {
      configuration_id: s.id,
      space_id: s.id,
      configuration_type: s.str(64, 1),
      is_default: s.bool,
      configuration_price: s.cents,
      min_guests: s.int(1),
      max_guests: s.int(1),
    },
  };

  static modifiers: Modifiers = { defaultFirst: (q) => q.orderBy([{ column: 'is_default', order: 'desc' }, 'configuration_id']) };

  static relationMappings = (): RelationMappings => ({
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'space_configuration.space_id', to: 'space.space_id' } },
    type: { relation: BaseModel.BelongsToOneRelation, modelClass: ConfigurationType, join: { from: 'space_configuration.configuration_type', to: 'configuration_type.configuration_type' } },
  });
}

export class SpaceService extends BaseModel {
  static tableName = 'space_service';
  static idColumn = 'space_service_id';
  space_service_id!: number;
  space_id!: number;
  venue_service_id!: number;
  is_enabled!: boolean;
  is_on_demand!: boolean;
  price?: number | null;
  is_mandatory!: boolean;
  venue_service?: VenueService;

  static jsonSchema = {
    type: 'object',
    required: ['space_id', 'venue_service_id'],
    properties: {
      space_service_id: s.id,
      space_id: s.id,
      venue_service_id: s.id,
      is_enabled: s.bool,
      is_on_demand: s.bool,
      price: { type: ['integer', 'null'], minimum: 0 },
      is_mandatory: s.bool,
    },
  };

  static modifiers: Modifiers = {
    enabled: (q) => q.where('space_service.is_enabled', true),
    standard: (q) => q.where('space_service.is_on_demand', false),
    onDemand: (q) => q.where('space_service.is_on_demand', true),
  };

  static relationMappings = (): RelationMappings => ({
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'space_service.space_id', to: 'space.space_id' } },
    venue_service: { relation: BaseModel.BelongsToOneRelation, modelClass: VenueService, join: { from: 'space_service.venue_service_id', to: 'venue_service.venue_service_id' } },
  });
}

export class SpaceAvailability extends BaseModel {
  static tableName = 'space_availability';
  static idColumn = 'space_availability_id';
  space_availability_id!: number;
  space_id!: number;
  is_opened!: boolean;
  slot_from!: Date;
  slot_to!: Date;
  slot_description?: string | null;
  source!: AvailabilitySource;
  calendar_link_id?: number | null;
  external_uid?: string | null;

  static jsonSchema = {
    type: 'object',
    required: ['space_id', 'slot_from', 'slot_to'],
    properties: {
      space_availability_id: s.id,
      space_id: s.id,
      is_opened: s.bool,
      slot_description: s.text,
      source: s.oneOf(AVAILABILITY_SOURCES),
      calendar_link_id: s.idOrNull,
      external_uid: s.text,
    },
  };

  static modifiers: Modifiers = {
    /** slots that overlap [from, to) */
    overlapping: (q, from: Date | string, to: Date | string) => q.where('space_availability.slot_from', '<', to).where('space_availability.slot_to', '>', from),
    /** set by the host (imported calendar time and stale-sync closures are not editable) */
    manual: (q) => q.where('space_availability.source', 'MANUAL'),
  };

  static relationMappings = (): RelationMappings => ({
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'space_availability.space_id', to: 'space.space_id' } },
  });
}

/** A space's linked external calendar (ICS link or provider); the provider tokens never leave the server. */
export class CalendarLink extends BaseModel {
  static tableName = 'calendar_link';
  static idColumn = 'calendar_link_id';
  calendar_link_id!: number;
  account_id!: number;
  space_id!: number;
  provider_name!: CalendarProvider;
  profile_id!: string | null;
  calendar_id!: string | null;
  calendar_name!: string | null;
  sync_status!: CalendarSyncStatus;
  is_synchronized!: boolean;
  calendar_deleted!: boolean;
  ts_last_sync?: Date | null;
  ics_url!: string | null;
  last_error!: string | null;
  ts_failing_since?: Date | null;
  ts_stale_notified?: Date | null;
  provider_access_token?: string | null;
  provider_refresh_token?: string | null;

  static jsonSchema = {
    type: 'object',
    required: ['account_id', 'space_id', 'provider_name'],
    properties: {
      calendar_link_id: s.id,
      account_id: s.id,
      space_id: s.id,
      provider_name: s.oneOf(CALENDAR_PROVIDERS),
      profile_id: s.text,
      calendar_id: s.text,
      calendar_name: s.text,
      sync_status: s.oneOf(CALENDAR_SYNC_STATUSES),
      is_synchronized: s.bool,
      calendar_deleted: s.bool,
      ics_url: s.text,
      last_error: s.text,
      provider_access_token: s.text,
      provider_refresh_token: s.text,
    },
  };

  static modifiers: Modifiers = { synced: (q) => q.where('is_synchronized', true).where('calendar_deleted', false) };

  static relationMappings = (): RelationMappings => ({
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'calendar_link.space_id', to: 'space.space_id' } },
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'calendar_link.account_id', to: 'account.account_id' } },
  });
}
