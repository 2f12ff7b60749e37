// The wizards' steps (spec 2/4) and their URL segments.
export const VENUE_STEPS = ['details', 'facilities', 'catering', 'tags'] as const; // MAIN, FACILITIES, CATERING, TAGS
export type VenueStep = (typeof VENUE_STEPS)[number];

export const nextOf = <T extends string>(steps: readonly T[], step: T): T | null => steps[steps.indexOf(step) + 1] ?? null;
export const previousOf = <T extends string>(steps: readonly T[], step: T): T | null => steps[steps.indexOf(step) - 1] ?? null;
