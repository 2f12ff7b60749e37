/** Organisation public data (collection page): name, about us (max 500), promo text, website, logo required. */
import { ABOUT_US_MAX, PROMO_TEXT_MAX } from './limits';
import { checkText, compact, isInt, text, type FieldError } from './text';

export interface CollectionInput {
  name?: unknown;
  about_us?: unknown;
  promo_text?: unknown;
  website?: unknown;
  logo_image_id?: unknown;
}

export function checkCollection(input: CollectionInput): FieldError[] {
  const website = text(input.website);
  return compact([
    checkText('name', input.name, { max: 100 }, { empty: 'collection_name_required', long: 'max_length' }),
    checkText('about_us', input.about_us, { max: ABOUT_US_MAX }, { long: 'about_us_too_long' }),
    checkText('promo_text', input.promo_text, { max: PROMO_TEXT_MAX }, { long: 'max_length' }),
    website === '' || /^https?:\/\/[^\s<>"]+$/i.test(website) ? null : { field: 'website', key: 'invalid_url' },
    isInt(input.logo_image_id) ? null : { field: 'logo_image_id', key: 'logo_required' },
  ]);
}
