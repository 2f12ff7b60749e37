/** The photos of a venue, space or collection: linking uploaded images in order. */
import type { Knex } from 'knex';
import { checkPhotoList } from '../../domain/host/photoRules';
import type { StorageAdapter } from '../storage';
import type { HostCaller } from './access';
import { fieldErrorsOf } from './hostErrors';
import { imagesOf, type PhotoOwner } from './hostImageRows';

/** Links uploaded photos to a venue/space in the given order; photos of it left out are deleted. */
export async function linkPhotos(knex: Knex, storage: StorageAdapter, caller: HostCaller, owner: PhotoOwner, ownerId: number, idsInput: unknown) {
  const checked = checkPhotoList(idsInput);
  if ('key' in checked) throw fieldErrorsOf(owner.toLowerCase(), [checked]);
  const removedKeys = await knex.transaction(async (trx) => {
    const rows = await trx('image').whereIn('image_id', checked.ids).forUpdate().select('image_id', 'owner_type', 'owner_id', 'uploaded_by');
    const usable = rows.filter((r) => r.owner_type === owner && (r.owner_id === ownerId || (r.owner_id === null && (r.uploaded_by === caller.accountId || caller.isAdmin))));
    if (usable.length !== checked.ids.length) throw fieldErrorsOf(owner.toLowerCase(), [{ field: 'images_ids', key: 'image_not_found' }]);
    const gone = await trx('image').where({ owner_type: owner, owner_id: ownerId }).whereNotIn('image_id', checked.ids).select('image_id', 'storage_key');
    if (gone.length) await trx('image').whereIn('image_id', gone.map((g) => g.image_id)).del();
    for (const [position, id] of checked.ids.entries()) await trx('image').where('image_id', id).update({ owner_id: ownerId, position });
    return gone.map((g) => g.storage_key).filter(Boolean) as string[];
  });
  for (const key of removedKeys) await storage.delete(key).catch(() => undefined); // an orphan file is harmless
  return (await imagesOf(knex, owner, [ownerId])).get(ownerId)!;
}
