/**
 * Organisation rules (host-and-admin section 5). PUBLIC: name (max 100), CoC (8 digits) and the
 * organisation address are required. PRIVATE (a private individual): the personal address is
 * required; name and CoC are not asked. Both: VAT number of 14 characters, VAT rate none (0) / 9 /
 * 21, finance e-mail, finance address from the dropdown (or the CoC address: is_finance_coc_geo).
 */
import { checkEmail } from '../auth/validation';
import { ORGANISATION_NAME_MAX, VAT_NUMBER_LENGTH, VAT_RATES } from './limits';
import { checkText, compact, text, type FieldError } from './text';

export type OrganisationType = 'PUBLIC' | 'PRIVATE';

export interface OrganisationInput {
  organisation_name?: unknown;
  coc?: unknown;
  place_id?: unknown;
  finance_place_id?: unknown;
  finance_email?: unknown;
  vat_number?: unknown;
  vat_rate?: unknown;
  is_finance_coc_geo?: unknown;
}

export const COC = /^\d{8}$/;

export function checkCoc(value: unknown): FieldError | null {
  const v = text(value).replace(/\s/g, '');
  if (v === '') return { field: 'coc', key: 'coc_required' };
  return COC.test(v) ? null : { field: 'coc', key: 'coc_invalid' };
}

export function checkVatNumber(value: unknown): FieldError | null {
  const v = text(value).replace(/\s/g, '');
  if (v === '') return { field: 'vat_number', key: 'vat_number_required' };
  return v.length === VAT_NUMBER_LENGTH && /^[A-Z]{2}[0-9A-Z]+$/i.test(v) ? null : { field: 'vat_number', key: 'vat_number_invalid' };
}

/** The places verdicts come from the caller (the places adapter). */
export function checkOrganisation(
  type: OrganisationType,
  input: OrganisationInput,
  places: { place: 'found' | 'not_found' | 'missing'; finance: 'found' | 'not_found' | 'missing' },
): FieldError[] {
  const financeFromCoc = input.is_finance_coc_geo === true;
  const email = text(input.finance_email);
  return compact([
    type === 'PUBLIC'
      ? checkText('organisation_name', input.organisation_name, { max: ORGANISATION_NAME_MAX }, { empty: 'organisation_name_required', long: 'organisation_name_too_long' })
      : checkText('organisation_name', input.organisation_name, { max: ORGANISATION_NAME_MAX }, { long: 'organisation_name_too_long' }),
    type === 'PUBLIC' ? checkCoc(input.coc) : null,
    places.place === 'missing' ? { field: 'place_id', key: 'address_not_selected' } : places.place === 'not_found' ? { field: 'place_id', key: 'address_not_found' } : null,
    checkVatNumber(input.vat_number),
    (VAT_RATES as readonly unknown[]).includes(input.vat_rate) ? null : { field: 'vat_rate', key: 'vat_rate_invalid' },
    email === '' ? { field: 'finance_email', key: 'finance_email_required' } : checkEmail(email, 'finance_email'),
    financeFromCoc && places.finance === 'missing' ? null : places.finance !== 'found' ? { field: 'finance_place_id', key: 'finance_address_not_selected' } : null,
  ]);
}
