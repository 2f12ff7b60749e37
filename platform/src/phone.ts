// Phone numbers as people type them -> the international form the API stores ("+31612345678").
// A Dutch national number ("06 1234 5678", "020-1234567") gets the +31 country code; "0031..."
// becomes "+31..."; the "(0)" of "+31 (0)6..." is dropped. Anything else is only stripped of
// spaces, dashes, dots and brackets (validation then says what is wrong).

/** Characters people type between the digits of a number. */
const SEPARATORS = /[\s().-]/g;
/** A Dutch national number: 0, then 9 digits (area or mobile prefix included), not 00. */
const DUTCH_NATIONAL = /^0[1-9]\d{8}$/;

export function normalisePhoneNumber(input: string): string {
  const trimmed = input.trim();
  const withoutTrunkZero = trimmed.replace(/^(\+\d{1,3})\s*\(0\)/, '$1');
  const compact = withoutTrunkZero.replace(SEPARATORS, '');
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (DUTCH_NATIONAL.test(compact)) return `+31${compact.slice(1)}`;
  return compact;
}
