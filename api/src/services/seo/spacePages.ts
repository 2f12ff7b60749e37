/** Space, venue and organisation pages: Place with Offer, breadcrumbs home › locations › region › city › venue › space. */
import { breadcrumbList, place } from '../../domain/seo/jsonLd';
import { absoluteUrl, clip, plainText, type Crumb, type PageSeo } from '../../domain/seo/pageSeo';
import { Collection } from '../../db/models/account';
import { Image } from '../../db/models/content';
import { Space } from '../../db/models/space';
import { Venue } from '../../db/models/venue';
import { spaceUrl, venueUrl } from '../../queries/urls';
import { euros, text, titled, type SeoContext } from './context';

const venuePath = (venue: Pick<Venue, 'venue_hash' | 'venue_slug'>) => venueUrl(venue.venue_hash, venue.venue_slug);

const isPublicVenue = (venue: Venue | undefined): venue is Venue => Boolean(venue && venue.is_active && venue.status !== 'BANNED');

/** Prices a guest can book by, in cents (0 means the space has no such rate). */
function priceRange(spaces: Array<Pick<Space, 'short_day_price' | 'half_day_price' | 'day_price' | 'full_day_price'>>): { low: number; high: number } | null {
  const prices = spaces.flatMap((s) => [s.short_day_price, s.half_day_price, s.day_price, s.full_day_price]).filter((p) => Number.isInteger(p) && p > 0);
  return prices.length ? { low: Math.min(...prices), high: Math.max(...prices) } : null;
}

function venueCrumbs(ctx: SeoContext, venue: Venue): Crumb[] {
  const out: Crumb[] = [{ name: text(ctx, 'seo.breadcrumb.home'), path: '/' }, { name: text(ctx, 'seo.breadcrumb.locations'), path: '/locations' }];
  if (venue.region) out.push({ name: venue.region.name, path: `/locations/${venue.region.slug}` });
  if (venue.region && venue.city) out.push({ name: venue.city.name, path: `/locations/${venue.region.slug}/${venue.city.slug}` });
  out.push({ name: venue.venue_name, path: venuePath(venue) });
  return out;
}

const imageUrls = (ctx: SeoContext, images: Image[] | undefined) => (images ?? []).slice(0, 5).map((i) => `${ctx.origin}/api/image/${i.image_id}/`);

function address(venue: Venue) {
  return { street: venue.address, postalCode: venue.postal_code, city: venue.city?.name, region: venue.region?.name };
}

/** /space/{hash}/{slug}/{reference} (and the card route /customer/space/...): null when no public space has that hash and reference. */
export async function spacePage(ctx: SeoContext, venueHash: string, reference: string): Promise<PageSeo | null> {
  const space = await Space.query(ctx.knex)
    .findOne({ 'space.space_reference': reference, 'space.is_active': true })
    .withGraphFetched('[venue.[city, region], space_images(meta)]');
  if (!space || !isPublicVenue(space.venue) || space.venue.venue_hash !== venueHash) return null;
  const venue = space.venue;
  const city = venue.city?.name ?? '';
  const path = spaceUrl(venue.venue_hash, space.space_slug, space.space_reference);
  const range = priceRange([space]);
  const values = { space: space.space_name, venue: venue.venue_name, city, min: space.min_guests, max: space.max_guests };
  const description = space.meta_description?.trim()
    || (range ? text(ctx, 'seo.space.description', { ...values, price: euros(ctx, range.low) }) : text(ctx, 'seo.space.descriptionNoPrice', values));
  const about = space.space_description ? plainText(space.space_description).split('\n') : [];
  const bc = [...venueCrumbs(ctx, venue), { name: space.space_name, path }];
  const images = imageUrls(ctx, space.space_images);
  return {
    status: 200,
    title: titled(ctx, space.meta_title?.trim() || text(ctx, 'seo.space.title', values)),
    description: clip(description),
    path, indexable: true, ogType: 'place', image: images[0],
    heading: space.space_name,
    intro: [text(ctx, 'seo.space.capacity', { min: space.min_guests, max: space.max_guests }), ...about],
    sections: [{ links: [{ text: venue.venue_name, path: venuePath(venue) }] }],
    breadcrumbs: bc,
    jsonLd: [
      place({
        name: space.space_name, description: clip(about.join(' ') || description, 500), url: absoluteUrl(ctx.origin, path, ctx.locale), address: address(venue),
        latitude: venue.latitude, longitude: venue.longitude, images, maximumAttendeeCapacity: space.max_guests, priceCents: range,
      }),
      breadcrumbList(ctx.origin, ctx.locale, bc),
    ],
  };
}

/** /customer/venue/{hash}/{slug}: null when no public venue has that hash. */
export async function venuePage(ctx: SeoContext, venueHash: string): Promise<PageSeo | null> {
  const venue = await Venue.query(ctx.knex)
    .findOne({ venue_hash: venueHash })
    .withGraphFetched('[city, region, venue_spaces(publicSpaces), venue_images(meta)]')
    .modifiers({ publicSpaces: (q) => q.where('space.is_active', true).orderBy('space.space_id') });
  if (!isPublicVenue(venue)) return null;
  const spaces = venue.venue_spaces ?? [];
  const city = venue.city?.name ?? '';
  const path = venuePath(venue);
  const about = venue.venue_description ? plainText(venue.venue_description).split('\n') : [];
  const description = venue.meta_description?.trim() || about.join(' ') || text(ctx, 'seo.venue.description', { venue: venue.venue_name, city, count: spaces.length });
  const bc = venueCrumbs(ctx, venue);
  const images = imageUrls(ctx, venue.venue_images);
  return {
    status: 200,
    title: titled(ctx, venue.meta_title?.trim() || text(ctx, 'seo.venue.title', { venue: venue.venue_name, city })),
    description: clip(description),
    path, indexable: true, ogType: 'place', image: images[0],
    heading: venue.venue_name,
    intro: about.length ? about : [text(ctx, 'seo.venue.description', { venue: venue.venue_name, city, count: spaces.length })],
    sections: [{
      heading: text(ctx, 'seo.venue.spaces', { venue: venue.venue_name }),
      links: spaces.map((s) => ({ text: s.space_name, path: spaceUrl(venue.venue_hash, s.space_slug, s.space_reference) })),
    }],
    breadcrumbs: bc,
    jsonLd: [
      place({
        name: venue.venue_name, description: clip(description, 500), url: absoluteUrl(ctx.origin, path, ctx.locale), address: address(venue),
        latitude: venue.latitude, longitude: venue.longitude, images, priceCents: priceRange(spaces),
        maximumAttendeeCapacity: spaces.length ? Math.max(...spaces.map((s) => s.max_guests)) : undefined,
      }),
      breadcrumbList(ctx.origin, ctx.locale, bc),
    ],
  };
}

/** /organisation/{hash}/{slug}: a collection with a public page. */
export async function organisationPage(ctx: SeoContext, hash: string): Promise<PageSeo | null> {
  const collection = await Collection.query(ctx.knex).modify('publicPages').findOne({ collection_hash: hash });
  if (!collection) return null;
  const venues = await Venue.query(ctx.knex).where({ collection_id: collection.collection_id, is_active: true }).whereNot('status', 'BANNED').orderBy('venue_name');
  const path = `/organisation/${collection.collection_hash}/${collection.slug}`;
  const bc: Crumb[] = [{ name: text(ctx, 'seo.breadcrumb.home'), path: '/' }, { name: collection.name, path }];
  return {
    status: 200,
    title: titled(ctx, text(ctx, 'seo.organisation.title', { name: collection.name })),
    description: text(ctx, 'seo.organisation.description', { name: collection.name }),
    path, indexable: true, ogType: 'website',
    heading: collection.name,
    sections: [{ links: venues.map((v) => ({ text: v.venue_name, path: venuePath(v) })) }],
    breadcrumbs: bc,
    jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc)],
  };
}
