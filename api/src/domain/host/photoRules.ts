/** Photos of a venue or space: 3 to 10, ordered, no duplicates. */
import { PHOTOS } from './limits';
import { isInt, type FieldError } from './text';

export function checkPhotoList(ids: unknown, field = 'images_ids'): FieldError | { ids: number[] } {
  if (!Array.isArray(ids) || !ids.every((i) => isInt(i) && i > 0)) return { field, key: 'photos_min' };
  const unique = [...new Set(ids as number[])];
  if (unique.length < PHOTOS.min) return { field, key: 'photos_min' };
  if (unique.length > PHOTOS.max) return { field, key: 'photos_max' };
  return { ids: unique };
}
