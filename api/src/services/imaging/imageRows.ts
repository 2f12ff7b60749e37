/**
 * The image rows behind the image routes: bytes for serving, the caller's avatar (replaced and removed in
 * one transaction, the old photo deleted with it) and host uploads kept by the storage adapter.
 */
import type { Knex } from 'knex';
import { Account, Image, Space, Venue } from '../../db/models';
import { notFound } from '../../errors/ApiError';
import type { AcceptedUpload } from './acceptUpload';

type Accepted = Extract<AcceptedUpload, { ok: true }>;
export interface StoredImage {
  image_id: number;
  width: number;
  height: number;
  mime_type: string;
}

/** What serving an image needs: its type and its bytes (in the row, or under the storage key). */
export async function imageSource(knex: Knex, imageId: number): Promise<{ image_id: number; mime_type: string; data: Buffer | null; storage_key: string | null } | undefined> {
  const row = await Image.query(knex).findById(imageId).select('image_id', 'mime_type', 'data', 'storage_key');
  return row ? { image_id: row.image_id, mime_type: row.mime_type, data: row.data ?? null, storage_key: row.storage_key ?? null } : undefined;
}

/** The account's new avatar (bytes in the row); the previous one is deleted. */
export async function replaceAvatar(knex: Knex, accountId: number, upload: Accepted): Promise<StoredImage> {
  return knex.transaction(async (trx) => {
    const old = await Account.query(trx).findById(accountId).forUpdate().select('avatar_image_id');
    const row = await Image.query(trx)
      .insert({ owner_type: 'ACCOUNT', owner_id: accountId, mime_type: upload.mime, width: upload.width, height: upload.height, byte_size: upload.byteSize, data: upload.bytes })
      .returning(['image_id', 'width', 'height', 'mime_type']);
    await Account.query(trx).findById(accountId).patch({ avatar_image_id: row.image_id });
    if (old?.avatar_image_id) await Image.query(trx).where({ image_id: old.avatar_image_id, owner_type: 'ACCOUNT', owner_id: accountId }).delete();
    return { image_id: row.image_id, width: row.width, height: row.height, mime_type: row.mime_type };
  });
}

/** Removes the account's own avatar photo (NOT_FOUND for any other image). */
export async function removeAvatar(knex: Knex, accountId: number, imageId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const image = await Image.query(trx).where({ image_id: imageId, owner_type: 'ACCOUNT', owner_id: accountId }).select('image_id').first();
    if (!image) throw notFound('image');
    await Account.query(trx).where({ account_id: accountId, avatar_image_id: imageId }).patch({ avatar_image_id: null });
    await Image.query(trx).deleteById(imageId);
  });
}

/** An uploaded photo kept by the storage adapter, not linked to its venue/space/collection/testimonial yet (owner_id null). */
export async function insertHostUpload(knex: Knex, ownerType: 'VENUE' | 'SPACE' | 'COLLECTION' | 'FEEDBACK', upload: Accepted, storageKey: string, accountId: number): Promise<StoredImage> {
  const row = await Image.query(knex)
    .insert({ owner_type: ownerType, owner_id: null, mime_type: upload.mime, width: upload.width, height: upload.height, byte_size: upload.byteSize, storage_key: storageKey, uploaded_by: accountId })
    .returning(['image_id', 'width', 'height', 'mime_type']);
  return { image_id: row.image_id, width: row.width, height: row.height, mime_type: row.mime_type };
}

/** Whether anyone may see the photos of this venue / space (active, not deleted; a space's venue active too). */
export async function photosArePublic(knex: Knex, owner: 'VENUE' | 'SPACE', id: number): Promise<boolean> {
  const row = owner === 'VENUE'
    ? await Venue.query(knex).where({ venue_id: id, is_active: true }).whereNull('ts_deleted').select('venue_id').first()
    : await Space.query(knex).alias('s').joinRelated('venue as v').where({ 's.space_id': id, 's.is_active': true, 'v.is_active': true }).whereNull('s.ts_deleted').select('s.space_id').first();
  return row !== undefined;
}
