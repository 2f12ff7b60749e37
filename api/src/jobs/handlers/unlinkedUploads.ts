/**
 * Job `images.unlinked_cleanup`: host photos that were uploaded (POST /api/image/?owner_type=...)
 * but never linked to a venue, space or collection within UNLINKED_UPLOAD_TTL_MS are removed, row
 * and stored bytes (with their cached WebP variants). Runs every 15 minutes; idempotent.
 */
import type { Knex } from 'knex';
import { readConfig } from '../../config';
import { VARIANTS } from '../../services/imaging';
import { storageFor, type StorageAdapter } from '../../services/storage';
import type { JobContext } from '../registry';

export const UNLINKED_UPLOADS_JOB = 'images.unlinked_cleanup';
export const UNLINKED_UPLOAD_TTL_MS = 24 * 3_600_000;
const HOST_OWNERS = ['VENUE', 'SPACE', 'COLLECTION'];
const BATCH = 500;

/** Deletes unlinked host uploads older than the TTL at `now`; returns how many. */
export async function removeUnlinkedUploads(knex: Knex, storage: StorageAdapter, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNLINKED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const rows: Array<{ image_id: number; storage_key: string | null }> = await knex('image as i')
      .whereIn('i.owner_type', HOST_OWNERS)
      .whereNull('i.owner_id')
      .where('i.ts_created', '<', before)
      .whereNotExists((q) => q.select(knex.raw('1')).from('collection as c').whereRaw('c.logo_image_id = i.image_id'))
      .whereNotExists((q) => q.select(knex.raw('1')).from('account as a').whereRaw('a.avatar_image_id = i.image_id'))
      .orderBy('i.image_id')
      .limit(BATCH)
      .select('i.image_id', 'i.storage_key');
    if (rows.length === 0) return removed;
    // the row first: a photo linked meanwhile (owner_id set) is kept
    const gone: Array<{ image_id: number; storage_key: string | null }> = await knex('image')
      .whereIn('image_id', rows.map((r) => r.image_id))
      .whereNull('owner_id')
      .del()
      .returning(['image_id', 'storage_key']);
    for (const r of gone) {
      if (r.storage_key) await storage.delete(r.storage_key);
      for (const width of Object.values(VARIANTS)) await storage.delete(`variants/${r.image_id}-${width}.webp`);
    }
    removed += gone.length;
    if (rows.length < BATCH) return removed;
  }
}

export async function handleUnlinkedUploads(_data: Record<string, unknown>, ctx: JobContext): Promise<void> {
  await removeUnlinkedUploads(ctx.knex, storageFor(readConfig().varDir), ctx.clock.now());
}
