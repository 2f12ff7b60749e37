/** Host-side limits of the spec (host-and-admin sections 5 and 9). */
export const VENUE_NAME = { min: 3, max: 100 } as const;
export const VENUE_DESCRIPTION = { min: 3, max: 3000 } as const;
export const VENUE_RULES_MAX = 3000;
export const CONTACT_NAME = { min: 3, max: 80 } as const;
export const CONTACT_EMAIL_MAX = 100;
export const MIN_OPEN_MINUTES = 240;
export const PHOTOS = { min: 3, max: 10 } as const;
export const TAGS_MIN = 3;
export const TAG_IMPORTANCE = { min: 1, max: 10 } as const;
export const SPACE_NAME_MAX = 100;
export const SPACE_DESCRIPTION = { min: 3, max: 1000 } as const;
/** the spec only says "an error if too large"; 10,000 m2 is far beyond any meeting space */
export const SPACE_SIZE_MAX = 10_000;
export const SERVICE_BREAKS = [0, 30, 60, 90, 120] as const;
export const ORGANISATION_NAME_MAX = 100;
export const VAT_NUMBER_LENGTH = 14;
export const VAT_RATES = [0, 9, 21] as const;
export const ABOUT_US_MAX = 500;
export const PROMO_TEXT_MAX = 500;
export const MAX_GUESTS_LIMIT = 10_000;
export const ORDER_TYPES = ['arrangement', 'per_hour', 'per_item', 'per_item_or_per_hour', 'per_person', 'static'] as const;
