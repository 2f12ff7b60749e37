import type { Modifiers, RelationMappings } from 'objection';
import { ORDER_TYPES, SERVICE_TYPES, VENUE_STATUSES } from '../constants';
import { BaseModel, s } from './base';
import { Collection, Organisation } from './account';
import { SeoLocation } from './geo';
import { Space } from './space';
import { Image } from './content';

export class Venue extends BaseModel {
  static tableName = 'venue';
  static idColumn = 'venue_id';
  static virtualAttributes = ['venue_url'];
  venue_id!: number;
  organisation_id!: number;
  collection_id?: number | null;
  venue_hash!: string;
  venue_name!: string;
  venue_slug!: string;
  venue_description?: string | null;
  venue_rules?: string | null;
  venue_type?: string | null;
  place_id?: string | null;
  address?: string | null;
  additional?: string | null;
  postal_code?: string | null;
  city_id?: number | null;
  region_id?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  contact_name?: string | null;
  contact_phone?: string | null;
  contact_email?: string | null;
  allow_customer_catering!: boolean;
  status!: (typeof VENUE_STATUSES)[number];
  is_active!: boolean;
  meta_title?: string | null;
  meta_description?: string | null;
  ts_created!: Date;
  ts_updated!: Date;
  ts_deleted?: Date | string | null;
  city?: SeoLocation;
  region?: SeoLocation;
  venue_spaces?: Space[];
  working_time?: WorkingTime[];
  venue_images?: Image[];

  get venue_url(): string {
    return `/customer/venue/${this.venue_hash}/${this.venue_slug}`;
  }

  static jsonSchema = {
    type: 'object',
    required: ['organisation_id', 'venue_hash', 'venue_name', 'venue_slug'],
    properties: {
      venue_id: s.id,
      organisation_id: s.id,
      collection_id: s.idOrNull,
      venue_hash: { type: 'string', pattern: '^[a-z0-9]{8}$' },
      venue_name: s.str(100, 3),
      venue_slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
      venue_description: { type: ['string', 'null'], minLength: 3, maxLength: 3000 },
      venue_rules: s.strOrNull(3000),
      venue_type: s.strOrNull(50),
      address: s.strOrNull(255),
      additional: s.strOrNull(255),
      postal_code: s.strOrNull(10),
      city_id: s.idOrNull,
      region_id: s.idOrNull,
      latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
      longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
      contact_name: { type: ['string', 'null'], minLength: 3, maxLength: 80 },
      contact_phone: { type: ['string', 'null'], pattern: '^\\+[0-9]{6,15}$' },
      contact_email: { type: ['string', 'null'], format: 'email', maxLength: 100 },
      allow_customer_catering: s.bool,
      status: s.oneOf(VENUE_STATUSES),
      is_active: s.bool,
    },
  };

  static modifiers: Modifiers = {
    published: (q) => q.where('venue.is_active', true).where('venue.status', 'PUBLISHED'),
    nameSimilarTo: (q, search: string) => q.whereRaw('venue.venue_name % ?', [search]),
    /** within km of a point (earthdistance) */
    near: (q, lat: number, lng: number, km: number) =>
      q.whereRaw('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(venue.latitude, venue.longitude)', [lat, lng, km * 1000]),
  };

  static relationMappings = (): RelationMappings => ({
    organisation: { relation: BaseModel.BelongsToOneRelation, modelClass: Organisation, join: { from: 'venue.organisation_id', to: 'organisation.organisation_id' } },
    collection: { relation: BaseModel.BelongsToOneRelation, modelClass: Collection, join: { from: 'venue.collection_id', to: 'collection.collection_id' } },
    city: { relation: BaseModel.BelongsToOneRelation, modelClass: SeoLocation, join: { from: 'venue.city_id', to: 'seo_location.location_id' } },
    region: { relation: BaseModel.BelongsToOneRelation, modelClass: SeoLocation, join: { from: 'venue.region_id', to: 'seo_location.location_id' } },
    venue_spaces: { relation: BaseModel.HasManyRelation, modelClass: Space, join: { from: 'venue.venue_id', to: 'space.venue_id' } },
    working_time: { relation: BaseModel.HasManyRelation, modelClass: WorkingTime, join: { from: 'venue.venue_id', to: 'working_time.venue_id' } },
    venue_tags: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: VenueTag,
      join: { from: 'venue.venue_id', through: { from: 'venue_tag_link.venue_id', to: 'venue_tag_link.tag_id' }, to: 'venue_tag.tag_id' },
    },
    venue_features: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Feature,
      join: { from: 'venue.venue_id', through: { from: 'venue_feature.venue_id', to: 'venue_feature.feature_id' }, to: 'feature.feature_id' },
    },
    venue_services: { relation: BaseModel.HasManyRelation, modelClass: VenueService, join: { from: 'venue.venue_id', to: 'venue_service.venue_id' } },
    venue_images: {
      relation: BaseModel.HasManyRelation,
      modelClass: Image,
      filter: (q) => q.where('image.owner_type', 'VENUE').orderBy('image.position'),
      beforeInsert: (model) => { (model as Image).owner_type = 'VENUE'; },
      join: { from: 'venue.venue_id', to: 'image.owner_id' },
    },
  });
}

export class WorkingTime extends BaseModel {
  static tableName = 'working_time';
  static idColumn = 'working_time_id';
  working_time_id!: number;
  venue_id!: number;
  week_day!: number;
  open_time!: number;
  close_time!: number;

  static jsonSchema = {
    type: 'object',
    required: ['venue_id', 'week_day', 'open_time', 'close_time'],
    properties: {
      working_time_id: s.id,
      venue_id: s.id,
      week_day: s.int(1, 7),
      open_time: s.int(0, 1439),
      close_time: s.int(1, 1440),
    },
  };

  static modifiers: Modifiers = { ordered: (q) => q.orderBy(['week_day', 'open_time']) };

  static relationMappings = (): RelationMappings => ({
    venue: { relation: BaseModel.BelongsToOneRelation, modelClass: Venue, join: { from: 'working_time.venue_id', to: 'venue.venue_id' } },
  });
}

export class VenueTag extends BaseModel {
  static tableName = 'venue_tag';
  static idColumn = 'tag_id';
  tag_id!: number;
  name_nl!: string;
  name_en!: string;
  importance!: number;

  static jsonSchema = {
    type: 'object',
    required: ['name_nl', 'name_en'],
    properties: { tag_id: s.id, name_nl: s.str(100, 1), name_en: s.str(100, 1), importance: s.int(1, 10) },
  };

  static modifiers: Modifiers = { byImportance: (q) => q.orderBy('importance', 'desc') };

  static relationMappings = (): RelationMappings => ({
    venues: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Venue,
      join: { from: 'venue_tag.tag_id', through: { from: 'venue_tag_link.tag_id', to: 'venue_tag_link.venue_id' }, to: 'venue.venue_id' },
    },
  });
}

/** Static list of venue and space features (REST feature/venue/, feature/space/). */
export class Feature extends BaseModel {
  static tableName = 'feature';
  static idColumn = 'feature_id';
  feature_id!: number;
  feature_key!: string;
  feature_scope!: 'VENUE' | 'SPACE';
  name_nl!: string;
  name_en!: string;
  position!: number;

  static jsonSchema = {
    type: 'object',
    required: ['feature_key', 'feature_scope', 'name_nl', 'name_en'],
    properties: { feature_id: s.id, feature_key: s.str(64, 1), feature_scope: s.oneOf(['VENUE', 'SPACE']), name_nl: s.str(), name_en: s.str(), position: s.int() },
  };

  static modifiers: Modifiers = {
    venue: (q) => q.where('feature_scope', 'VENUE').orderBy('position'),
    space: (q) => q.where('feature_scope', 'SPACE').orderBy('position'),
  };
}

/** Static list of services (REST service/venue/, service/space/). */
export class SystemService extends BaseModel {
  static tableName = 'system_service';
  static idColumn = 'system_service_id';
  system_service_id!: number;
  system_service_key!: string;
  system_service_name_nl!: string;
  system_service_name_en!: string;
  system_service_type!: (typeof SERVICE_TYPES)[number];
  order_type!: (typeof ORDER_TYPES)[number];
  is_venue!: boolean;
  is_space!: boolean;
  allow_on_demand!: boolean;
  expect_quantity!: boolean;
  is_inventory_allowed!: boolean;
  vat_rate!: number;
  position!: number;

  static jsonSchema = {
    type: 'object',
    required: ['system_service_key', 'system_service_type'],
    properties: {
      system_service_id: s.id,
      system_service_key: s.str(64, 1),
      system_service_type: s.oneOf(SERVICE_TYPES),
      order_type: s.oneOf(ORDER_TYPES),
      vat_rate: s.oneOf([21, 9, 3, 0]),
    },
  };

  static modifiers: Modifiers = {
    venue: (q) => q.where('is_venue', true).orderBy('position'),
    space: (q) => q.where('is_space', true).orderBy('position'),
    ofType: (q, type: string) => q.where('system_service_type', type),
  };
}

export class VenueService extends BaseModel {
  static tableName = 'venue_service';
  static idColumn = 'venue_service_id';
  venue_service_id!: number;
  venue_id!: number;
  system_service_id!: number;
  description?: string | null;
  is_enabled!: boolean;
  is_inventory_enabled!: boolean;
  is_on_demand!: boolean;
  max_inventory?: number | null;
  vat_rate!: number;
  price!: number;
  price_net!: number;
  order_type!: (typeof ORDER_TYPES)[number];
  is_mandatory!: boolean;
  system_service?: SystemService;

  static jsonSchema = {
    type: 'object',
    required: ['venue_id', 'system_service_id'],
    properties: {
      venue_service_id: s.id,
      venue_id: s.id,
      system_service_id: s.id,
      description: s.strOrNull(1000),
      is_enabled: s.bool,
      is_inventory_enabled: s.bool,
      is_on_demand: s.bool,
      max_inventory: { type: ['integer', 'null'], minimum: 0 },
      vat_rate: s.oneOf([21, 9, 3, 0]),
      price: s.cents,
      price_net: s.cents,
      order_type: s.oneOf(ORDER_TYPES),
      is_mandatory: s.bool,
    },
  };

  static modifiers: Modifiers = { enabled: (q) => q.where('venue_service.is_enabled', true) };

  static relationMappings = (): RelationMappings => ({
    venue: { relation: BaseModel.BelongsToOneRelation, modelClass: Venue, join: { from: 'venue_service.venue_id', to: 'venue.venue_id' } },
    system_service: { relation: BaseModel.BelongsToOneRelation, modelClass: SystemService, join: { from: 'venue_service.system_service_id', to: 'system_service.system_service_id' } },
  });
}
