import { amsterdamToIso, isoToAmsterdamTime } from './amsterdamTime';

describe('Amsterdam wall clock <-> UTC', () => {
  it('winter time is UTC+1, summer time UTC+2', () => {
    expect(amsterdamToIso('2025-01-15', '12:00')).toBe('2025-01-15T11:00:00.000Z');
    expect(amsterdamToIso('2025-07-15', '12:00')).toBe('2025-07-15T10:00:00.000Z');
  });

  it('handles the DST change days', () => {
    // 30 March 2025: 02:00 -> 03:00; 26 October 2025: 03:00 -> 02:00
    expect(amsterdamToIso('2025-03-30', '09:00')).toBe('2025-03-30T07:00:00.000Z');
    expect(amsterdamToIso('2025-03-30', '01:00')).toBe('2025-03-30T00:00:00.000Z');
    expect(amsterdamToIso('2025-10-26', '12:00')).toBe('2025-10-26T11:00:00.000Z');
  });

  it('24:00 is the end of the day', () => {
    expect(amsterdamToIso('2025-07-15', '24:00')).toBe('2025-07-15T22:00:00.000Z');
  });

  it('shows an instant as Amsterdam HH:mm', () => {
    expect(isoToAmsterdamTime('2025-07-15T10:00:00.000Z')).toBe('12:00');
    expect(isoToAmsterdamTime('2025-01-15T16:30:00.000Z')).toBe('17:30');
  });
});
