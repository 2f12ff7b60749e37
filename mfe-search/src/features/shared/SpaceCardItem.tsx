import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RatingStars, SpaceCard } from '@zaalplek/design-system';
import { localePath, navigate } from '@zaalplek/platform';
import { FavouriteButton } from '../favourites/FavouriteButton';
import type { SpaceCardData } from './types';

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

/** One space card with its heart and rating, as a list item of a CardGrid. */
export function SpaceCardItem({ space, headingLevel = 3, linkQuery = '' }: { space: SpaceCardData; headingLevel?: 2 | 3 | 4; linkQuery?: string }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  return (
    <li data-testid="space-card" data-space-id={space.space_id}>
      <SpaceCard
        name={space.space_name}
        href={`${localePath(space.space_url, locale)}${linkQuery}`}
        onNavigate={navigate}
        imageUrl={space.image_url}
        city={space.city}
        venueName={space.venue_name}
        maxGuests={space.max_guests}
        halfDayPrice={space.half_day_price ?? 0}
        headingLevel={headingLevel}
        favourite={<FavouriteButton spaceId={space.space_id} spaceName={space.space_name} isFavorite={space.is_favorite} />}
        footer={space.rating != null && space.rating > 0 ? <RatingStars value={space.rating} showValue /> : undefined}
      />
    </li>
  );
}

/** A grid of space cards. */
export function SpaceCardGrid({
  spaces,
  testId,
  headingLevel,
  linkQuery,
}: {
  spaces: SpaceCardData[];
  testId?: string;
  headingLevel?: 2 | 3 | 4;
  /** "?date=...&from=...&to=...&attendees=..." carried to the space page */
  linkQuery?: string;
}) {
  return (
    <CardGrid data-testid={testId}>
      {spaces.map((space) => (
        <SpaceCardItem key={space.space_id} space={space} headingLevel={headingLevel} linkQuery={linkQuery} />
      ))}
    </CardGrid>
  );
}
