import { useId } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';
import { starFills, toHalfStars } from './starFill';

export interface RatingStarsProps {
  /** Rating on a 0-10 scale; shown halved on 5 stars, rounded to half stars. */
  value: number;
  size?: number;
  /** Also show the number (e.g. "4,5"). */
  showValue?: boolean;
  /** Number of reviews, shown in brackets after the stars. */
  count?: number;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.star};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Text = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, size, gradientId }: { fill: 0 | 0.5 | 1; size: number; gradientId: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" data-fill={fill} aria-hidden="true" focusable="false">
      {fill === 0.5 && (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR}
        fill={fill === 1 ? 'currentColor' : fill === 0.5 ? `url(#${gradientId})` : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Five stars showing a 0-10 rating halved (7 -> 3.5 stars); one accessible label for the whole. */
export function RatingStars({ value, size = 18, showValue = false, count, className }: RatingStarsProps) {
  const intl = useDsIntl();
  const id = useId();
  const stars = toHalfStars(value);
  const formatted = intl.formatNumber(stars, { maximumFractionDigits: 1 });
  const label = intl.formatMessage({ id: 'RatingStars.label', defaultMessage: '{value} van 5 sterren' }, { value: formatted });
  return (
    <Root role="img" aria-label={label} className={className}>
      {starFills(stars).map((fill, i) => (
        <Star key={i} fill={fill} size={size} gradientId={`${id}-half-${i}`} />
      ))}
      {(showValue || count != null) && (
        <Text aria-hidden="true">
          {showValue && formatted}
          {count != null && ` (${intl.formatNumber(count)})`}
        </Text>
      )}
    </Root>
  );
}
