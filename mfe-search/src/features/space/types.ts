/** The space page's space and venue (types generated from api/schema.graphql). */
import type { SpaceBySlugQuery } from '../../generated/graphql';

export type Instance = NonNullable<SpaceBySlugQuery['specific_instance_by_slug']>;
/** `rating` is 0..10 (stars are the value halved; critical at 2 or below) */
export type Space = NonNullable<Instance['space']>;
export type SpaceImage = Space['space_images'][number];
export type SpaceConfiguration = Space['space_configurations'][number];
/** The space's venue; the breadcrumbs use the location slugs when the API sends them. */
export type Venue = NonNullable<Space['venue']> & { city_slug?: string | null; region_slug?: string | null };
export type VenueGeo = Venue['venue_geo'];
