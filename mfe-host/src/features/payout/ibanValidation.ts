// IBAN check before the API's own, with the same rule (api/src/domain/iban/iban.ts): ibantools'
// country format and length and mod-97, SEPA countries only. The API also checks the holder name.
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

/** Upper case, spaces and dashes removed. */
export function normaliseIban(iban: string): string {
  return electronicFormatIBAN(iban ?? '') ?? '';
}

export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

export interface BankValues {
  bank_ascription: string;
  iban: string;
}

/** Field -> message key (payout messages): required / invalid_iban. */
export function validateBank(values: Partial<BankValues>): Partial<Record<keyof BankValues, 'required' | 'invalid_iban'>> {
  const errors: Partial<Record<keyof BankValues, 'required' | 'invalid_iban'>> = {};
  if (!values.bank_ascription?.trim()) errors.bank_ascription = 'required';
  if (!values.iban?.trim()) errors.iban = 'required';
  else if (!isValidIban(values.iban)) errors.iban = 'invalid_iban';
  return errors;
}
