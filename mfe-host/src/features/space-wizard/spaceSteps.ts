/** The space wizard's steps (spec 2/4: DETAILS, CONFIGURATIONS, BOOKING_RULES, FACILITIES, PRICING, FEATURES) as URL segments. */
export const SPACE_STEPS = ['details', 'configurations', 'booking-rules', 'facilities', 'pricing', 'features'] as const;
export type SpaceStep = (typeof SPACE_STEPS)[number];
