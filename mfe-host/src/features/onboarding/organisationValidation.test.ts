import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { validateOrganisation, type OrganisationValues } from './organisationValidation';

const text = (id: unknown, catalog: Record<string, string> = en) => catalog[String(id)];
const place = { place_id: 'nl-utrecht', description: 'Utrecht' };
const publicOrg = (): OrganisationValues => ({
  organisation_type: 'PUBLIC',
  organisation_name: 'Zalen BV',
  chosen_company: 'Zalen BV',
  coc: '12345678',
  coc_address: 'Oudegracht 1, Utrecht',
  coc_place_id: 'nl-utrecht-oudegracht',
  place: null,
  vat_number: 'NL123456789B01',
  vat_rate: '21',
  finance_email: 'finance@zalen.nl',
  finance_place: place,
});
const privateOrg = (): OrganisationValues => ({ ...publicOrg(), organisation_type: 'PRIVATE', chosen_company: null, coc: '', coc_address: null, organisation_name: 'Sanne de Vries', place });

describe('organisation details (spec 5)', () => {
  it('accepts a complete public and private organisation', () => {
    expect(validateOrganisation(publicOrg())).toEqual({});
    expect(validateOrganisation(privateOrg())).toEqual({});
  });
  it('public: name required, max 100, chosen from the suggestions or backed by a found CoC number', () => {
    expect(text(validateOrganisation({ ...publicOrg(), organisation_name: '' }).organisation_name)).toBe('Please enter organization name');
    expect(text(validateOrganisation({ ...publicOrg(), organisation_name: 'x'.repeat(101) }).organisation_name)).toBe('Too many characters (at most 100)');
    expect(text(validateOrganisation({ ...publicOrg(), chosen_company: null, coc: '', coc_address: null }).organisation_name)).toBe('Make a choice from one of the suggested names');
    // a name the host typed stays valid once the CoC number is found in the register
    expect(validateOrganisation({ ...publicOrg(), organisation_name: 'Zaalplek Test B.V.', chosen_company: null }).organisation_name).toBeUndefined();
    expect(text(validateOrganisation({ ...publicOrg(), chosen_company: null, coc_address: null }).organisation_name, nl)).toBe('Maak een keuze uit een van de voorgestelde namen');
  });
  it('public: CoC of 8 digits with a found address', () => {
    expect(text(validateOrganisation({ ...publicOrg(), coc: '1234567' }).coc)).toBe('Please enter valid CoC number (8 digits)');
    expect(validateOrganisation({ ...publicOrg(), coc_address: null }).coc).toBe('OrganisationValidation.coc_invalid');
  });
  it('public: a CoC address without a place needs the organisation address from the dropdown (API place_id)', () => {
    const noPlace = { ...publicOrg(), coc_place_id: null };
    expect(text(validateOrganisation(noPlace).place)).toBe('Please enter the organisation address');
    expect(text(validateOrganisation({ ...noPlace, place: { place_id: null, description: 'Dam' } }).place)).toBe('Please select the address from the dropdown');
    expect(validateOrganisation({ ...noPlace, place }).place).toBeUndefined();
  });
  it('private: no CoC, but the personal address from the dropdown', () => {
    expect(validateOrganisation({ ...privateOrg(), coc: '' }).coc).toBeUndefined();
    expect(text(validateOrganisation({ ...privateOrg(), place: null }).place)).toBe('Please enter your address');
    expect(text(validateOrganisation({ ...privateOrg(), place: { place_id: null, description: 'Utr' } }).place)).toBe('Please select the address from the dropdown');
  });
  it('both: VAT number of 14 characters, VAT rate none/9/21, finance e-mail, billing address from the dropdown', () => {
    expect(text(validateOrganisation({ ...publicOrg(), vat_number: '' }).vat_number)).toBe('Please enter the VAT number');
    expect(text(validateOrganisation({ ...publicOrg(), vat_number: 'NL123' }).vat_number)).toBe('The VAT number has 14 characters');
    expect(text(validateOrganisation({ ...publicOrg(), vat_rate: '3' }).vat_rate)).toBe('Please choose a VAT rate');
    for (const vat_rate of ['0', '9', '21']) expect(validateOrganisation({ ...publicOrg(), vat_rate }).vat_rate).toBeUndefined();
    expect(text(validateOrganisation({ ...publicOrg(), finance_email: '' }).finance_email)).toBe('Please enter the finance e-mail address');
    expect(text(validateOrganisation({ ...publicOrg(), finance_email: 'x@' }).finance_email)).toBe('Please enter a valid e-mail address');
    expect(text(validateOrganisation({ ...privateOrg(), finance_place: null }).finance_place)).toBe('Please enter billing address');
    expect(text(validateOrganisation({ ...privateOrg(), finance_place: { place_id: null, description: 'Oude' } }).finance_place)).toBe('Please select the address from the dropdown');
  });
});
