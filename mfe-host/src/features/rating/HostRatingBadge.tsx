import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RatingStars } from '@zaalplek/design-system';
import { Notice } from '../vendor-bookings/styles';
import { ratingMessages as m } from './messages';
import { useGetHostRatingQuery, type HostRating } from './ratingApi';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The rating as shown to the host: stars (value 0..10 halved), its label and the critical warning. */
export function HostRatingView({ rating }: { rating: HostRating }) {
  const intl = useIntl();
  const stars = rating.value / 2;
  return (
    <div data-testid="host-rating">
      <Box>
        <strong>{intl.formatMessage(m.title)}</strong>
        <RatingStars value={rating.value} />
        <span>{intl.formatMessage(m.value, { stars: intl.formatNumber(stars, { maximumFractionDigits: 2 }) })}</span>
        <span>{intl.formatMessage(m[rating.label])}</span>
      </Box>
      {rating.is_banned ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.banned)}
        </Notice>
      ) : (
        rating.is_critical && (
          <Notice $tone="warning" role="alert">
            {intl.formatMessage(m.critical)}
          </Notice>
        )
      )}
    </div>
  );
}

export function HostRatingBadge() {
  const { data } = useGetHostRatingQuery();
  return data ? <HostRatingView rating={data} /> : null;
}
