import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SpaceCard, formatEuroCents } from '@zaalplek/design-system';
import { Link, localePath, navigate } from '@zaalplek/platform';
import type { VenueResult } from './types';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(5)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

export function VenueResultItem({ venue }: { venue: VenueResult }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  return (
    <Item data-testid="venue-result">
      <Header>
        <div>
          <h2>
            <Link to={localePath(venue.venue_url, locale)}>{venue.venue_name}</Link>
          </h2>
          {venue.city && <p>{venue.city}</p>}
        </div>
        {venue.min_price != null && venue.min_price > 0 && (
          <p>{intl.formatMessage({ id: 'VenueResultItem.fromPrice' }, { price: formatEuroCents(intl, venue.min_price) })}</p>
        )}
      </Header>
      <Cards>
        {venue.venue_spaces.map((space) => (
          <li key={space.space_id} data-testid="space-card">
            <SpaceCard
              name={space.space_name}
              href={localePath(space.space_url, locale)}
              onNavigate={navigate}
              imageUrl={space.image_url}
              city={space.city}
              venueName={space.venue_name}
              maxGuests={space.max_guests}
              halfDayPrice={space.half_day_price ?? 0}
            />
          </li>
        ))}
      </Cards>
    </Item>
  );
}
