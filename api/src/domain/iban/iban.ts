/**
 * IBAN checks through ibantools (country format and length, mod-97) limited to SEPA countries
 * (payouts are SEPA transfers) — the same rule as mfe-host's payout form; the bank of a Dutch IBAN
 * from a bundled list; and whether the account holder is the organisation (host-and-admin section
 * 5: "Bank details must be in the organisation's trade name"). Pure.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

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
export const normaliseIban = (iban: string): string => electronicFormatIBAN(iban) ?? '';

export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
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
export const formatIban = (iban: string): string => friendlyFormatIBAN(normaliseIban(iban)) ?? '';

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
