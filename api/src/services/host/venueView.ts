/** Venues as the host sees them: one venue (REST GET venue/{id}/, GraphQL specific_venue) and the organisation's list (GET venue/). */
import type { Knex } from 'knex';
import { Space, Venue } from '../../db/models';
import { notFound } from '../../errors/ApiError';
import { spaceUrl, venueUrl } from '../../queries/urls';
import { imagesOf } from './hostImageRows';

export async function venueServices(knex: Knex, venueId: number) {
  return knex('venue_service as vs')
    .join('system_service as ss', 'ss.system_service_id', 'vs.system_service_id')
    .where('vs.venue_id', venueId)
    .orderBy(['ss.position', 'vs.venue_service_id'])
    .select(
      'vs.venue_service_id', 'vs.system_service_id', 'ss.system_service_key', 'ss.system_service_type', 'vs.description', 'vs.is_enabled',
      'vs.is_inventory_enabled', 'vs.is_on_demand', 'vs.max_inventory', 'vs.vat_rate', 'vs.price', 'vs.price_net', 'vs.order_type', 'vs.is_mandatory',
    );
}

export async function loadHostVenue(knex: Knex, venueId: number, locale: 'nl' | 'en' = 'nl') {
  const v = await knex('venue as v')
    .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
    .leftJoin('seo_location as r', 'r.location_id', 'v.region_id')
    .where('v.venue_id', venueId)
    .whereNull('v.ts_deleted')
    .first('v.*', 'c.name as city', 'r.name as region');
  if (!v) throw notFound('venue');
  const [workingTime, features, services, tags, spaces, images] = await Promise.all([
    knex('working_time').where('venue_id', venueId).orderBy(['week_day', 'open_time']).select('week_day', 'open_time', 'close_time'),
    knex('venue_feature').where('venue_id', venueId).orderBy('feature_id').pluck('feature_id'),
    venueServices(knex, venueId),
    knex('venue_tag_link as l').join('venue_tag as t', 't.tag_id', 'l.tag_id').where('l.venue_id', venueId).orderBy('t.tag_id').select('t.tag_id', 't.name_nl', 't.name_en', 't.importance'),
    knex('space').where('venue_id', venueId).whereNull('ts_deleted').orderBy('space_id')
      .select('space_id', 'space_name', 'space_slug', 'space_reference', 'is_active', 'review_status', 'half_day_price', 'max_guests', 'space_booking_type'),
    imagesOf(knex, 'VENUE', [venueId]),
  ]);
  return {
    venue_id: v.venue_id,
    venue_name: v.venue_name,
    venue_description: v.venue_description,
    venue_rules: v.venue_rules,
    place_id: v.place_id,
    address: v.address,
    additional: v.additional,
    postal_code: v.postal_code,
    city: v.city ?? null,
    region: v.region ?? null,
    latitude: v.latitude,
    longitude: v.longitude,
    contact_name: v.contact_name,
    contact_phone: v.contact_phone ? { formatted_number: v.contact_phone } : null,
    contact_email: v.contact_email,
    allow_customer_catering: v.allow_customer_catering,
    status: v.status,
    is_active: v.is_active,
    venue_hash: v.venue_hash,
    venue_slug: v.venue_slug,
    venue_url: venueUrl(v.venue_hash, v.venue_slug),
    venue_type: v.venue_type,
    working_time: workingTime,
    venue_images: images.get(venueId) ?? [],
    venue_features: features,
    venue_services: services,
    venue_tags: tags.map((t: any) => ({ ...t, name: locale === 'en' ? t.name_en : t.name_nl })),
    venue_spaces: spaces.map(({ space_slug, ...s }: any) => ({ ...s, space_url: spaceUrl(v.venue_hash, space_slug, s.space_reference) })),
  };
}

export interface OrganisationVenueRow {
  venue_id: number;
  venue_hash: string;
  venue_name: string;
  venue_slug: string;
  status: string;
  is_active: boolean;
  address: string | null;
  city: string | null;
  image_id: number | null;
}
export interface OrganisationSpaceRow {
  space_id: number;
  venue_id: number;
  space_name: string;
  space_slug: string;
  space_reference: string;
  is_active: boolean;
  review_status: string;
  half_day_price: number;
  max_guests: number;
  space_booking_type: string;
}

/** The organisation's venues (not removed) with their city and first photo, and their spaces (not removed), by id. */
export async function organisationVenues(knex: Knex, organisationId: number): Promise<{ venues: OrganisationVenueRow[]; spaces: OrganisationSpaceRow[] }> {
  const venues = await Venue.query(knex)
    .alias('v')
    .leftJoin('seo_location as c', 'c.location_id', 'v.city_id')
    .where('v.organisation_id', organisationId)
    .whereNull('v.ts_deleted')
    .orderBy('v.venue_id')
    .select('v.venue_id', 'v.venue_hash', 'v.venue_name', 'v.venue_slug', 'v.status', 'v.is_active', 'v.address', 'c.name as city',
      Venue.raw("(SELECT i.image_id FROM image i WHERE i.owner_type = 'VENUE' AND i.owner_id = v.venue_id ORDER BY i.position, i.image_id LIMIT 1) AS image_id"))
    .castTo<OrganisationVenueRow[]>();
  const spaces = venues.length
    ? await Space.query(knex).whereIn('venue_id', venues.map((v) => v.venue_id)).whereNull('ts_deleted').orderBy('space_id')
      .select('space_id', 'venue_id', 'space_name', 'space_slug', 'space_reference', 'is_active', 'review_status', 'half_day_price', 'max_guests', 'space_booking_type')
      .castTo<OrganisationSpaceRow[]>()
    : [];
  return { venues, spaces };
}
