// Rules of the public collection page (spec 5 "Organisation": about us max 500, collection logo required).
export const ABOUT_US_MAX = 500;

export interface CollectionFormValues {
  name: string;
  promo_text: string;
  about_us: string;
  website: string;
  has_public_page: boolean;
  logo_image_id: number | null;
  logo_url: string | null;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  youtube: string;
}

export type CollectionErrorKey = 'collection_name_required' | 'about_us_too_long' | 'logo_required';

export function validateCollection(values: Partial<CollectionFormValues>): Partial<Record<keyof CollectionFormValues, CollectionErrorKey>> {
  const errors: Partial<Record<keyof CollectionFormValues, CollectionErrorKey>> = {};
  if (!values.name?.trim()) errors.name = 'collection_name_required';
  if ((values.about_us ?? '').length > ABOUT_US_MAX) errors.about_us = 'about_us_too_long';
  if (!values.logo_image_id && !values.logo_url) errors.logo_image_id = 'logo_required';
  return errors;
}
