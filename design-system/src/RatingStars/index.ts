export { RatingStars } from './RatingStars';
export type { RatingStarsProps } from './RatingStars';
export { toHalfStars, starFills } from './starFill';
