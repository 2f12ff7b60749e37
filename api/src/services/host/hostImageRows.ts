/** Photos of a venue or space as the host API returns them: ordered, with their WebP variant URLs. */
import type { Knex } from 'knex';
import { variantUrls } from '../imaging';
import { imageUrl } from '../../types';

export type PhotoOwner = 'VENUE' | 'SPACE';

export interface HostImage {
  image_id: number;
  image_url: string;
  order: number;
  width: number;
  height: number;
  variants: ReturnType<typeof variantUrls>;
}

export async function imagesOf(knex: Knex, ownerType: PhotoOwner, ownerIds: number[]): Promise<Map<number, HostImage[]>> {
  const out = new Map<number, HostImage[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return out;
  const rows = await knex('image')
    .where('owner_type', ownerType)
    .whereIn('owner_id', ownerIds)
    .orderBy(['owner_id', 'position', 'image_id'])
    .select('image_id', 'owner_id', 'position', 'width', 'height');
  for (const r of rows) {
    out.get(r.owner_id)!.push({ image_id: r.image_id, image_url: imageUrl(r.image_id)!, order: r.position, width: r.width, height: r.height, variants: variantUrls(r.image_id) });
  }
  return out;
}
