import { amsterdamLocalToIso, formatAmsterdam } from './amsterdamTime';

test('reads a datetime-local value as Amsterdam time in winter and in summer', () => {
  expect(amsterdamLocalToIso('2026-12-01T09:30')).toBe('2026-12-01T08:30:00.000Z');
  expect(amsterdamLocalToIso('2027-07-01T09:30')).toBe('2027-07-01T07:30:00.000Z');
  expect(amsterdamLocalToIso('')).toBeNull();
  expect(amsterdamLocalToIso('morgen')).toBeNull();
});

test('shows an instant in Amsterdam time', () => {
  expect(formatAmsterdam('2026-12-01T08:30:00.000Z', 'nl')).toMatch(/1 dec\.? 2026.*09:30/);
});
