/** get_spaces_by_slug(slugs): publicly visible space cards in the order asked (CMS sliders of chosen spaces). */
import { publicSpaceRowsByReference } from '../../queries/spaceCards';
import type { GraphQLContext } from '../context';
import { toSpaceCard, type SpaceCard, type SpaceRow } from './rows';

const MAX_SLUGS = 50;

/** "123456", "/space/abcd1234/zaal/123456" or "space/abcd1234/zaal/123456" -> "123456" */
export function referenceOf(slug: string): string | null {
  const last = slug.trim().replace(/\/+$/, '').split('/').pop() ?? '';
  return /^\d{1,12}$/.test(last) ? last : null;
}

export async function get_spaces_by_slug(_: unknown, args: { slugs: string[] }, ctx: GraphQLContext): Promise<SpaceCard[]> {
  const references = [...new Set(args.slugs.slice(0, MAX_SLUGS).map(referenceOf).filter((r): r is string => r !== null))];
  if (references.length === 0) return [];
  const rows = await publicSpaceRowsByReference(ctx.knex, references);
  for (const row of rows) ctx.loaders.space.prime(row.space_id, row);
  const byReference = new Map(rows.map((row) => [String(row.space_reference), row]));
  return references.map((r) => byReference.get(r)).filter((row): row is SpaceRow => row !== undefined).map(toSpaceCard);
}
