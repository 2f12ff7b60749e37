export { SpaceCard, SpaceCardPlaceholder, SPACE_CARD_NAME_MAX } from './SpaceCard';
export type { SpaceCardProps } from './SpaceCard';
