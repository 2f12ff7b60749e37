import { computeHostRating, labelFor, ratingFromValue } from './rating';

describe('host rating (0..10, stars = value / 2)', () => {
  it.each([
    [0, 'UNRELIABLE', 0, true, true],
    [1.9, 'UNRELIABLE', 1, true, false],
    [2, 'LOW', 1, true, false],
    [2.1, 'LOW', 1.1, false, false],
    [3.9, 'LOW', 2, false, false],
    [4, 'MODERATE', 2, false, false],
    [5.9, 'MODERATE', 3, false, false],
    [6, 'AVERAGE', 3, false, false],
    [7.4, 'AVERAGE', 3.7, false, false],
    [7.5, 'RELIABLE', 3.8, false, false],
    [8.9, 'RELIABLE', 4.5, false, false],
    [9, 'SUPER_RELIABLE', 4.5, false, false],
    [10, 'SUPER_RELIABLE', 5, false, false],
  ] as const)('value %p -> %s, %p stars, critical %p, banned %p', (value, label, stars, critical, banned) => {
    const r = ratingFromValue(value, 10);
    expect(r).toMatchObject({ value, label, stars, is_critical: critical, is_banned: banned });
  });

  it.each([
    [{ accepted: 10, declined: 0, expired: 0, cancelled_by_host: 0 }, 10],
    [{ accepted: 8, declined: 1, expired: 1, cancelled_by_host: 0 }, 8],
    [{ accepted: 1, declined: 2, expired: 1, cancelled_by_host: 1 }, 2],
    [{ accepted: 0, declined: 3, expired: 2, cancelled_by_host: 0 }, 0],
    [{ accepted: 4, declined: 2, expired: 0, cancelled_by_host: 0 }, 6.7],
    [{ accepted: 0, declined: 4, expired: 0, cancelled_by_host: 0 }, 10], // fewer than 5 requests: not judged yet
  ])('acceptance %j -> %p', (counts, value) => {
    expect(computeHostRating(counts).value).toBe(value);
  });

  it('bans at 0 and warns at the critical level 2', () => {
    expect(computeHostRating({ accepted: 0, declined: 5, expired: 0, cancelled_by_host: 0 })).toMatchObject({ is_banned: true, label: 'UNRELIABLE' });
    expect(computeHostRating({ accepted: 1, declined: 4, expired: 0, cancelled_by_host: 0 })).toMatchObject({ value: 2, is_critical: true, is_banned: false });
    expect(labelFor(-1)).toBe('UNRELIABLE');
  });
});
