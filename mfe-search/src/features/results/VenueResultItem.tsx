import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatEuroCents } from '@zaalplek/design-system';
import { Link, localePath } from '@zaalplek/platform';
import { SpaceCardGrid } from '../shared/SpaceCardItem';
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

function VenueResultItemView({ venue, linkQuery }: { venue: VenueResult; linkQuery?: string }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  return (
    <Item data-testid="venue-result" data-venue-id={venue.venue_id}>
      <Header>
        <div>
          <h2>
            <Link to={localePath(venue.venue_url, locale)}>{venue.venue_name}</Link>
          </h2>
          {venue.city && <p>{venue.city}</p>}
        </div>
        {venue.min_price != null && venue.min_price > 0 && (
          <p>{intl.formatMessage({ id: 'VenueResultItem.fromPrice', defaultMessage: 'vanaf {price} per dagdeel' }, { price: formatEuroCents(intl, venue.min_price) })}</p>
        )}
      </Header>
      <SpaceCardGrid spaces={venue.venue_spaces} linkQuery={linkQuery} />
    </Item>
  );
}

/** One venue with its space cards; the same answer renders it once (its chunk re-renders on loading flags). */
export const VenueResultItem = memo(VenueResultItemView);
