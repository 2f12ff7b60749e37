import moment from './moment';

test('knows Europe/Amsterdam summer and winter time', () => {
  expect(moment.tz('2025-06-10T07:00:00Z', 'Europe/Amsterdam').format('DD-MM-YYYY HH:mm')).toBe('10-06-2025 09:00');
  expect(moment.tz('2025-01-15T13:30:00Z', 'Europe/Amsterdam').format('DD-MM-YYYY HH:mm')).toBe('15-01-2025 14:30');
  expect(moment.tz('2040-07-01T10:00:00Z', 'Europe/Amsterdam').format('HH:mm')).toBe('12:00');
});
