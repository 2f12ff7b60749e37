/**
 * IBAN checks (ISO 13616): format, length per country, mod-97 = 1; the bank of a Dutch IBAN from
 * a bundled list; and whether the account holder is the organisation (host-and-admin section 5:
 * "Bank details must be in the organisation's trade name"). Pure.
 */
/** IBAN length per country (SEPA countries and a few neighbours). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GI: 23,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28,
  PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** Dutch bank codes (IBAN characters 5-8) -> name and BIC. */
export const NL_BANKS: Readonly<Record<string, { bank_name: string; bic: string }>> = {
  ABNA: { bank_name: 'ABN AMRO', bic: 'ABNANL2A' },
  INGB: { bank_name: 'ING', bic: 'INGBNL2A' },
  RABO: { bank_name: 'Rabobank', bic: 'RABONL2U' },
  SNSB: { bank_name: 'SNS', bic: 'SNSBNL2A' },
  ASNB: { bank_name: 'ASN Bank', bic: 'ASNBNL21' },
  RBRB: { bank_name: 'RegioBank', bic: 'RBRBNL21' },
  TRIO: { bank_name: 'Triodos Bank', bic: 'TRIONL2U' },
  KNAB: { bank_name: 'Knab', bic: 'KNABNL2H' },
  BUNQ: { bank_name: 'bunq', bic: 'BUNQNL2A' },
  FVLB: { bank_name: 'Van Lanschot Kempen', bic: 'FVLBNL22' },
  REVO: { bank_name: 'Revolut', bic: 'REVONL22' },
  NTSB: { bank_name: 'N26', bic: 'NTSBDEB1' },
};

/** Upper case, spaces and dashes removed. */
export const normaliseIban = (iban: string): string => iban.replace(/[\s-]+/g, '').toUpperCase();

/** The remainder mod 97 of the rearranged IBAN (letters A=10 .. Z=35), computed piecewise. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const v = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = v >= 10 ? (rest * 100 + v) % 97 : (rest * 10 + v) % 97;
  }
  return rest;
}

export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban)) return false;
  const len = IBAN_LENGTHS[iban.slice(0, 2)];
  if (len === undefined || iban.length !== len) return false;
  if (iban.slice(0, 2) === 'NL' && !/^NL\d{2}[A-Z]{4}\d{10}$/.test(iban)) return false;
  return ibanMod97(iban) === 1;
}

export interface IbanDetails {
  iban: string;
  is_valid: boolean;
  country_code: string | null;
  bank_code: string | null;
  bank_name: string | null;
  bic: string | null;
}

export function ibanDetails(input: string): IbanDetails {
  const iban = normaliseIban(input);
  const valid = isValidIban(iban);
  const country = /^[A-Z]{2}/.test(iban) ? iban.slice(0, 2) : null;
  const bankCode = valid && country === 'NL' ? iban.slice(4, 8) : null;
  const bank = bankCode ? NL_BANKS[bankCode] : undefined;
  return { iban, is_valid: valid, country_code: country, bank_code: bankCode, bank_name: bank?.bank_name ?? null, bic: bank?.bic ?? null };
}

/** "NL91 ABNA 0417 1643 00" */
export const formatIban = (iban: string): string => normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

const LEGAL_FORMS = ['bv', 'nv', 'vof', 'cv', 'bvba', 'gmbh', 'ltd', 'stichting', 'vereniging', 'eenmanszaak', 'holding', 'ua', 'coop'];

/**
 * The name compared: accents dropped, lower case, punctuation removed ("B.V." -> "bv"), legal
 * forms and the word "de"/"the" at the start dropped, whitespace collapsed.
 */
export function normaliseHolderName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !LEGAL_FORMS.includes(w));
  if (words.length > 1 && (words[0] === 'de' || words[0] === 'the')) words.shift();
  return words.join(' ');
}

/** The account holder is the organisation: equal normalised names (and not empty). */
export function holderMatchesOrganisation(ascription: string, organisationName: string): boolean {
  const a = normaliseHolderName(ascription);
  const o = normaliseHolderName(organisationName);
  return a !== '' && a === o;
}
