import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RatingStars, SpaceCard } from '@zaalplek/design-system';
import { localePath, navigate } from '@zaalplek/platform';
import { FavouriteButton } from '../favourites/FavouriteButton';
import type { SpaceCardData } from './types';

const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** "Direct boeken" / "Op aanvraag": how this space is booked. */
const BookingType = styled.span<{ $direct: boolean }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme, $direct }) => ($direct ? theme.colors.success : theme.colors.text)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

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
  const direct = space.space_booking_type === 'DIRECT';
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
        footer={
          <CardFooter>
            <BookingType data-testid="space-card-booking-type" $direct={direct}>
              {intl.formatMessage(direct ? { id: 'SpaceCardItem.direct', defaultMessage: 'Direct boeken' } : { id: 'SpaceCardItem.request', defaultMessage: 'Op aanvraag' })}
            </BookingType>
            {space.rating != null && space.rating > 0 && <RatingStars value={space.rating} showValue />}
          </CardFooter>
        }
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
