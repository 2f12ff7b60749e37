import { parseFilterDate, toApiDate, validateDateRange } from './dateFilter';

describe('date filter (DD-MM-YYYY)', () => {
  it('parses only strict DD-MM-YYYY dates', () => {
    expect(parseFilterDate('05-03-2025')?.format('YYYY-MM-DD')).toBe('2025-03-05');
    expect(parseFilterDate('2025-03-05')).toBeNull();
    expect(parseFilterDate('31-02-2025')).toBeNull();
    expect(parseFilterDate('5-3-2025')).toBeNull();
  });

  it('accepts From on or before To and empty fields', () => {
    expect(validateDateRange('01-03-2025', '01-03-2025')).toBeNull();
    expect(validateDateRange('01-03-2025', '02-03-2025')).toBeNull();
    expect(validateDateRange('', '02-03-2025')).toBeNull();
    expect(validateDateRange('', '')).toBeNull();
  });

  it('rejects From after To and malformed dates', () => {
    expect(validateDateRange('03-03-2025', '02-03-2025')).toBe('fromAfterTo');
    expect(validateDateRange('1-3-2025', '')).toBe('invalidFrom');
    expect(validateDateRange('', '32-01-2025')).toBe('invalidTo');
  });

  it('converts to the API date format', () => {
    expect(toApiDate('24-12-2025')).toBe('2025-12-24');
    expect(toApiDate('')).toBeUndefined();
    expect(toApiDate('nope')).toBeUndefined();
  });
});
