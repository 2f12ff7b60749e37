import { formatMoneyInput, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['17,50', 1750], ['17.50', 1750], ['17', 1700], ['17,5', 1750], ['17.5', 1750], ['0,99', 99], ['150,50', 15050],
    ['€ 17,50', 1750], [' 17,50 ', 1750], ['1.234,50', 123450], ['1,234.50', 123450],
    ['1.234.567', 123456700], ['0', 0], ['€17', 1700],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it('reads one separator before three digits as thousands only in the locale that groups with it', () => {
    expect(parseMoney('1.234', 'nl')).toBe(123400);
    expect(parseMoney('1,234', 'en')).toBe(123400);
    expect(parseMoney('1,234', 'nl')).toBeUndefined();
    expect(parseMoney('1.234', 'en')).toBeUndefined();
    expect(parseMoney('1.234')).toBeUndefined();
  });

  it('returns null for empty input', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
  });

  it.each(['abc', '17,5055', '-5', '17,', '1.2.3', '1,234,5', '12,34.56', '1e5', '17..50', '1.23,4.5', '1234567890123'])('refuses %p', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });
});

describe('formatMoneyInput', () => {
  it('shows the amount in the locale format', () => {
    expect(formatMoneyInput(1750, 'nl')).toBe('17,50');
    expect(formatMoneyInput(1750, 'en')).toBe('17.50');
    expect(formatMoneyInput(1700, 'nl')).toBe('17');
    expect(formatMoneyInput(123450, 'nl')).toBe('1.234,50');
    expect(formatMoneyInput(123450, 'en')).toBe('1,234.50');
  });

  it('round-trips through parseMoney', () => {
    for (const cents of [0, 5, 99, 1750, 15050, 123450, 100000000]) {
      for (const locale of ['nl', 'en']) expect(parseMoney(formatMoneyInput(cents, locale), locale)).toBe(cents);
    }
  });
});
