import { formatIban, holderMatchesOrganisation, ibanDetails, ibanMod97, isValidIban, normaliseHolderName } from './iban';

describe('IBAN', () => {
  it.each([
    ['NL91ABNA0417164300', true],
    ['nl91 abna 0417 1643 00', true],
    ['NL44RABO0123456789', true],
    ['NL91ABNA0417164301', false], // mod-97 fails
    ['NL91ABNA041716430', false], // too short for NL
    ['NL9IABNA0417164300', false],
    ['DE89370400440532013000', true],
    ['BE68539007547034', true],
    ['XX91ABNA0417164300', false], // unknown country
    ['', false],
  ])('%s valid: %p', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('computes mod 97 over the rearranged number', () => {
    expect(ibanMod97('NL91ABNA0417164300')).toBe(1);
    expect(ibanMod97('NL91ABNA0417164301')).not.toBe(1);
  });

  it('finds the Dutch bank and formats', () => {
    expect(ibanDetails('NL91 ABNA 0417 1643 00')).toEqual({ iban: 'NL91ABNA0417164300', is_valid: true, country_code: 'NL', bank_code: 'ABNA', bank_name: 'ABN AMRO', bic: 'ABNANL2A' });
    expect(ibanDetails('NL91ABNA0417164301')).toMatchObject({ is_valid: false, bank_name: null });
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('account holder in the organisation name', () => {
  it.each([
    ['Test BV', 'Test B.V.', true],
    ['Café De Zaal B.V.', 'cafe de zaal', true],
    ['De Vergaderfabriek', 'Vergaderfabriek BV', true],
    ['Jansen & Zn V.O.F.', 'jansen en zn', true],
    ['Test BV', 'Other BV', false],
    ['BV', 'B.V.', false], // nothing left to compare
    ['Test Holding BV', 'Test', true],
  ])('%s vs %s -> %p', (org, holder, same) => {
    expect(holderMatchesOrganisation(holder, org)).toBe(same);
  });
  it('normalises', () => {
    expect(normaliseHolderName('  Zaalplek  B.V. ')).toBe('zaalplek');
  });
});
