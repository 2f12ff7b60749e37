import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RatingStars } from '@zaalplek/design-system';
import type { Space } from './types';

/** Host rating at or below this is critical (spec section 9): the low-reliability warning shows. */
export const CRITICAL_RATING = 2;

const Warning = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

/** Rating, cancellation rule and the low-reliability warning. */
export function SpaceFacts({ space }: { space: Space }) {
  const intl = useIntl();
  const rating = space.rating ?? null;
  return (
    <div data-testid="space-facts">
      {rating != null && rating > 0 && (
        <p data-testid="space-rating">
          <RatingStars value={rating} showValue />
        </p>
      )}
      {rating != null && rating <= CRITICAL_RATING && (
        <Warning role="note" data-testid="low-reliability">
          {intl.formatMessage({ id: 'SpaceFacts.lowReliability', defaultMessage: 'Let op: deze verhuurder reageert niet altijd op aanvragen. Houd rekening met een mogelijke afwijzing.' })}
        </Warning>
      )}
      {space.cancellation_th != null && (
        <p data-testid="cancellation-rule">
          {intl.formatMessage({ id: 'SpaceFacts.cancellation', defaultMessage: 'Gratis annuleren tot {hours} uur voor aanvang' }, { hours: space.cancellation_th })}
        </p>
      )}
    </div>
  );
}
