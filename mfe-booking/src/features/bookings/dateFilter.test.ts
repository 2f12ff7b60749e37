import { parseFilterDate, rangeFromQuery, toApiDate, toFilterDate, validateDateRange } from './dateFilter';

describe('date filter (DD-MM-YYYY)', () => {
  it('parses only strict DD-MM-YYYY dates', () => {
    expect(parseFilterDate('05-03-2025')?.format('YYYY-MM-DD')).toBe('2025-03-05');
    expect(parseFilterDate('2025-03-05')).toBeNull();
    expect(parseFilterDate('31-02-2025')).toBeNull();
    expect(parseFilterDate('5-3-2025')).toBeNull();
  });

  it('converts between the shown format and the API format', () => {
    expect(toApiDate('24-12-2025')).toBe('2025-12-24');
    expect(toApiDate('')).toBeNull();
    expect(toApiDate('nope')).toBeNull();
    expect(toFilterDate('2025-12-24')).toBe('24-12-2025');
  });

  it('accepts From on or before To and open ends', () => {
    expect(validateDateRange({ from: '2025-03-01', to: '2025-03-01' })).toBeNull();
    expect(validateDateRange({ from: '2025-03-01', to: '2025-03-02' })).toBeNull();
    expect(validateDateRange({ from: null, to: '2025-03-02' })).toBeNull();
    expect(validateDateRange({ from: null, to: null })).toBeNull();
  });

  it('rejects From after To', () => {
    expect(validateDateRange({ from: '2025-03-03', to: '2025-03-02' })).toBe('fromAfterTo');
    expect(validateDateRange({ from: '2025-01-10', to: '2024-12-31' })).toBe('fromAfterTo');
  });

  it('reads a valid range from the URL query and ignores an invalid one', () => {
    expect(rangeFromQuery(new URLSearchParams('from=01-06-2025&to=30-06-2025'))).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    expect(rangeFromQuery(new URLSearchParams('from=31-02-2025'))).toEqual({ from: null, to: null });
    expect(rangeFromQuery(new URLSearchParams('from=30-06-2025&to=01-06-2025'))).toEqual({ from: null, to: null });
  });
});
