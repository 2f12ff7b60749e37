/**
 * Money typed by people, in nl and en alike: "17,50", "17.50", "17", "€ 1.234,50", "1,234.50".
 * Pure; amounts are integer cents. The last separator followed by one or two digits is the decimal
 * mark; separators followed by groups of three digits are thousands separators.
 */

/** Integer cents; null for empty input; undefined when the text is not an amount. */
export type ParsedMoney = number | null | undefined;

const MAX_CENTS = 99_999_999_99; // below 100 million euro

/** The thousands separator of a locale ("." in nl, "," in en). */
function groupSeparator(locale: string): '.' | ',' {
  return locale.toLowerCase().startsWith('en') ? ',' : '.';
}

/**
 * One separator followed by exactly three digits ("1.234", "1,234") is a thousands separator only
 * when it is the locale's ("1.234" in nl, "1,234" in en); otherwise, or without a locale, the text
 * is ambiguous and refused.
 */
export function parseMoney(text: string, locale?: string): ParsedMoney {
  const t = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/^eur/i, '');
  if (t === '') return null;
  if (!/^\d[\d.,]*$/.test(t) || /[.,]$/.test(t)) return undefined;
  let whole = t;
  let fraction = '';
  const lastSep = Math.max(t.lastIndexOf(','), t.lastIndexOf('.'));
  if (lastSep >= 0) {
    const tail = t.slice(lastSep + 1);
    const mark = t[lastSep]!;
    const marks = t.split('').filter((c) => c === ',' || c === '.');
    const onlyThisMark = marks.every((c) => c === mark);
    // "17,50" / "17.5" / "1.234,50": the last separator is the decimal mark
    const isDecimal = tail.length <= 2 || (onlyThisMark && marks.length === 1 && tail.length !== 3);
    if (onlyThisMark && marks.length === 1 && tail.length === 3 && (!locale || mark !== groupSeparator(locale))) return undefined;
    if (isDecimal) {
      whole = t.slice(0, lastSep);
      fraction = tail;
    }
  }
  if (fraction.length > 2) return undefined;
  if (whole !== '' && /[.,]/.test(whole)) {
    // thousands separators: one kind, groups of three digits
    const sep = whole.match(/[.,]/)![0];
    if (whole.includes(sep === '.' ? ',' : '.')) return undefined;
    if (!new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(whole)) return undefined;
    if (fraction !== '' && t[t.length - fraction.length - 1] === sep) return undefined;
    whole = whole.split(sep).join('');
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return undefined;
  return cents;
}

/** Cents as the amount a money input shows in the locale: 1750 -> "17,50" (nl) / "17.50" (en); whole euros without decimals. */
export function formatMoneyInput(cents: number, locale: string): string {
  const euros = cents / 100;
  return new Intl.NumberFormat(locale.toLowerCase().startsWith('en') ? 'en-GB' : 'nl-NL', {
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(euros);
}
