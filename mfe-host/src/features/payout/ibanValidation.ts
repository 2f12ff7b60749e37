// IBAN check before the API's own (format, country length, mod-97). The API also checks the holder name.
const LENGTHS: Record<string, number> = { NL: 18, BE: 16, DE: 22, FR: 27, GB: 22, LU: 20, ES: 24, IT: 27, AT: 20, IE: 22, PT: 25, DK: 18 };

export function normaliseIban(iban: string): string {
  return (iban ?? '').replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = LENGTHS[iban.slice(0, 2)];
  if (length && iban.length !== length) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
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
