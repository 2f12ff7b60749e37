// The organisation details rules (host-and-admin spec 5 "Organisation"). Errors are message ids
// `OrganisationValidation.<key>` (key = the API's FIELD_VALIDATION key for the same rule).
import { validators } from '@zaalplek/platform';

const { isEmail } = validators;
import { placeError, type PlaceValue } from '../venue-wizard/venueValidation';

export const ORGANISATION_LIMITS = { nameMax: 100, cocLength: 8, vatNumberLength: 14 } as const;
export const VAT_RATES = ['0', '9', '21'] as const;

export interface OrganisationValues {
  organisation_type: 'PUBLIC' | 'PRIVATE';
  organisation_name: string;
  /** PUBLIC: the name chosen from get_companies' suggestions (null = typed; valid once the CoC is found). */
  chosen_company: string | null;
  coc: string;
  /** PUBLIC: the address kvk/get_address/{coc}/ answered. */
  coc_address: string | null;
  /** PUBLIC: the place of the CoC address when the register knows it; else the address is chosen in `place`. */
  coc_place_id?: string | null;
  /** PRIVATE: the personal address; PUBLIC: the organisation address when the CoC lookup gave no place (places dropdown). */
  place: PlaceValue | null;
  vat_number: string;
  vat_rate: string;
  finance_email: string;
  finance_place: PlaceValue | null;
}

const id = (key: string) => `OrganisationValidation.${key}`;
const t = (v: string | null | undefined) => (v ?? '').trim();

export function validateOrganisation(values: Partial<OrganisationValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = t(values.organisation_name);
  if (!name) errors.organisation_name = id('organisation_name_required');
  else if (name.length > ORGANISATION_LIMITS.nameMax) errors.organisation_name = id('organisation_name_too_long');
  if (values.organisation_type === 'PUBLIC') {
    // a typed name is fine once the CoC number is found in the register (trade names differ from legal names)
    if (name && !errors.organisation_name && values.chosen_company !== name && !values.coc_address) errors.organisation_name = id('organisation_name_not_suggested');
    const coc = t(values.coc);
    if (!coc) errors.coc = id('coc_required');
    else if (!/^\d{8}$/.test(coc) || !values.coc_address) errors.coc = id('coc_invalid');
    else if (!values.coc_place_id) {
      // the register gave no place for the CoC address: the organisation address comes from the dropdown (API: place_id)
      const place = placeError(values.place);
      if (place) errors.place = id(place === 'address_empty' ? 'organisation_address_empty' : 'address_not_selected');
    }
  } else {
    const place = placeError(values.place);
    if (place) errors.place = id(place === 'address_empty' ? 'personal_address_empty' : 'address_not_selected');
  }
  const vat = t(values.vat_number).replace(/\s+/g, '');
  if (!vat) errors.vat_number = id('vat_number_required');
  else if (vat.length !== ORGANISATION_LIMITS.vatNumberLength) errors.vat_number = id('vat_number_invalid');
  if (!VAT_RATES.includes((values.vat_rate ?? '') as (typeof VAT_RATES)[number])) errors.vat_rate = id('vat_rate_invalid');
  const email = t(values.finance_email);
  if (!email) errors.finance_email = id('finance_email_required');
  else if (!isEmail(email)) errors.finance_email = id('invalid_email');
  const finance = placeError(values.finance_place);
  if (finance) errors.finance_place = id(finance === 'address_empty' ? 'billing_address_empty' : 'finance_address_not_selected');
  return errors;
}
