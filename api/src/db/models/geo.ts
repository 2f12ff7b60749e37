import type { Modifiers, RelationMappings } from 'objection';
import { LOCATION_TYPES } from '../constants';
import { BaseModel, s } from './base';
import { Venue } from './venue';

/** Provinces (REGION) and cities (CITY) with SEO texts; cities point to their province. */
export class SeoLocation extends BaseModel {
  static tableName = 'seo_location';
  static idColumn = 'location_id';
  location_id!: number;
  entity_type!: (typeof LOCATION_TYPES)[number];
  name!: string;
  slug!: string;
  parent_id?: number | null;
  latitude!: number;
  longitude!: number;
  geonames_id?: number | null;
  population?: number | null;
  h1_nl?: string | null;
  h1_en?: string | null;
  h2_nl?: string | null;
  h2_en?: string | null;
  description_nl?: string | null;
  description_en?: string | null;
  meta_title_nl?: string | null;
  meta_title_en?: string | null;
  meta_description_nl?: string | null;
  meta_description_en?: string | null;
  video_url?: string | null;
  /** sanitised HTML */
  seo_text_nl?: string | null;
  seo_text_en?: string | null;
  ts_updated?: Date;
  faq!: { question_nl: string; question_en: string; answer_nl: string; answer_en: string }[];
  is_active!: boolean;
  parent?: SeoLocation;

  static jsonSchema = {
    type: 'object',
    required: ['entity_type', 'name', 'slug', 'latitude', 'longitude'],
    properties: {
      location_id: s.id,
      entity_type: s.oneOf(LOCATION_TYPES),
      name: s.str(100, 1),
      slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
      parent_id: s.idOrNull,
      latitude: { type: 'number', minimum: -90, maximum: 90 },
      longitude: { type: 'number', minimum: -180, maximum: 180 },
      h1_nl: s.strOrNull(255),
      h1_en: s.strOrNull(255),
      h2_nl: s.strOrNull(255),
      h2_en: s.strOrNull(255),
      description_nl: s.strOrNull(2000),
      description_en: s.strOrNull(2000),
      meta_title_nl: s.strOrNull(255),
      meta_title_en: s.strOrNull(255),
      meta_description_nl: s.strOrNull(500),
      meta_description_en: s.strOrNull(500),
      video_url: { type: ['string', 'null'], pattern: '^https://', maxLength: 500 },
      seo_text_nl: s.text,
      seo_text_en: s.text,
      faq: { type: 'array' },
      is_active: s.bool,
    },
  };

  static modifiers: Modifiers = {
    regions: (q) => q.where('seo_location.entity_type', 'REGION').orderBy('seo_location.name'),
    cities: (q) => q.where('seo_location.entity_type', 'CITY').orderBy('seo_location.name'),
    active: (q) => q.where('seo_location.is_active', true),
  };

  static relationMappings = (): RelationMappings => ({
    parent: { relation: BaseModel.BelongsToOneRelation, modelClass: SeoLocation, join: { from: 'seo_location.parent_id', to: 'seo_location.location_id' } },
    cities: { relation: BaseModel.HasManyRelation, modelClass: SeoLocation, join: { from: 'seo_location.location_id', to: 'seo_location.parent_id' } },
    city_venues: { relation: BaseModel.HasManyRelation, modelClass: Venue, join: { from: 'seo_location.location_id', to: 'venue.city_id' } },
  });
}

/** A tag page per activity under a city: /locations/{region}/{city}/{slug}, e.g. vergaderzaal -> we_meet. */
export class SeoTag extends BaseModel {
  static tableName = 'seo_tag';
  static idColumn = 'seo_tag_id';
  seo_tag_id!: number;
  category_key!: string;
  slug_nl!: string;
  slug_en!: string;
  name_nl!: string;
  name_en!: string;
  /** may hold {city}: replaced by the city's name */
  intro_nl!: string;
  intro_en!: string;
  position!: number;

  static jsonSchema = {
    type: 'object',
    required: ['category_key', 'slug_nl', 'slug_en', 'name_nl', 'name_en'],
    properties: {
      seo_tag_id: s.id,
      category_key: s.str(50, 1),
      slug_nl: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      slug_en: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      name_nl: s.str(100, 1),
      name_en: s.str(100, 1),
      intro_nl: s.str(2000),
      intro_en: s.str(2000),
      position: s.int(),
    },
  };

  static modifiers: Modifiers = {
    ordered: (q) => q.orderBy(['seo_tag.position', 'seo_tag.seo_tag_id']),
    bySlug: (q, slug: string) => q.where((w) => w.where('seo_tag.slug_nl', slug).orWhere('seo_tag.slug_en', slug)),
  };
}
