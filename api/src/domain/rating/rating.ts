/**
 * Host reliability rating (host-and-admin sections 1, 4, 9; README "## Host rating"). Pure.
 *
 * Scale 0..10, one decimal = 10 x acceptance rate, where acceptance rate = accepted requests /
 * answered-or-ignored requests (accepted + declined by the host + expired without answer +
 * cancelled by the host after accepting). Fewer than MIN_REQUESTS counted requests: 10 (a new
 * host is not judged on one answer). Stars = value / 2. Critical (warning) at value <= 2,
 * value 0 = banned (every venue hidden).
 */
export const MIN_REQUESTS = 5;
export const CRITICAL_LEVEL = 2;
export const BAN_LEVEL = 0;

export type HostRatingLabel = 'UNRELIABLE' | 'LOW' | 'MODERATE' | 'AVERAGE' | 'RELIABLE' | 'SUPER_RELIABLE';

export interface RequestCounts {
  accepted: number;
  declined: number;
  expired: number;
  cancelled_by_host: number;
}

export interface HostRating {
  value: number;
  stars: number;
  label: HostRatingLabel;
  is_critical: boolean;
  is_banned: boolean;
  requests_counted: number;
}

/** Lower bounds (inclusive) of each label on the 0..10 scale, highest first. */
export const LABEL_BOUNDS: ReadonlyArray<[number, HostRatingLabel]> = [
  [9, 'SUPER_RELIABLE'],
  [7.5, 'RELIABLE'],
  [6, 'AVERAGE'],
  [4, 'MODERATE'],
  [2, 'LOW'],
  [0, 'UNRELIABLE'],
];

export function labelFor(value: number): HostRatingLabel {
  for (const [min, label] of LABEL_BOUNDS) if (value >= min) return label;
  return 'UNRELIABLE';
}

export function ratingFromValue(value: number, requestsCounted: number): HostRating {
  const v = Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
  return {
    value: v,
    stars: Math.round((v / 2) * 10) / 10,
    label: labelFor(v),
    is_critical: v <= CRITICAL_LEVEL,
    is_banned: v <= BAN_LEVEL,
    requests_counted: requestsCounted,
  };
}

export function computeHostRating(c: RequestCounts): HostRating {
  const counted = c.accepted + c.declined + c.expired + c.cancelled_by_host;
  if (counted < MIN_REQUESTS) return ratingFromValue(10, counted);
  return ratingFromValue((10 * c.accepted) / counted, counted);
}
