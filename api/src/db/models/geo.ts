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
  seo_title?: string | null;
  seo_text_nl?: string | null;
  seo_text_en?: string | null;
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
      seo_title: s.strOrNull(255),
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
