/** Venue tags: at least 3 per venue; a new tag has nl and en names and an importance of 1..10. */
import { TAG_IMPORTANCE, TAGS_MIN } from './limits';
import { checkText, compact, isInt, type FieldError } from './text';

export function checkTagSelection(tagIds: unknown): FieldError | null {
  if (!Array.isArray(tagIds) || new Set(tagIds.filter((t) => isInt(t))).size < TAGS_MIN) return { field: 'tag_ids', key: 'tags_min' };
  return null;
}

export function checkNewTag(input: { name_nl?: unknown; name_en?: unknown; importance?: unknown }): FieldError[] {
  const importance = input.importance;
  return compact([
    checkText('name_nl', input.name_nl, { max: 50 }, { empty: 'required', long: 'max_length' }),
    checkText('name_en', input.name_en, { max: 50 }, { empty: 'required', long: 'max_length' }),
    !isInt(importance) || importance < TAG_IMPORTANCE.min || importance > TAG_IMPORTANCE.max ? { field: 'importance', key: 'tag_importance_invalid' } : null,
  ]);
}
