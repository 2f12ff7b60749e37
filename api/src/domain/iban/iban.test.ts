import path from 'node:path';
import { formatIban, holderMatchesOrganisation, ibanDetails, isValidIban, normaliseHolderName } from './iban';

// mfe-host's payout form check, loaded from its source: both sides must answer every case the same way
const ui = jest.requireActual<{ isValidIban(v: string): boolean }>(path.resolve(__dirname, '../../../../mfe-host/src/features/payout/ibanValidation.ts'));

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
    ['CH93 0076 2011 6238 5295 7', true], // SEPA outside the EU
    ['GB29NWBK60161331926819', true],
    ['NO9386011117947', true],
    ['BR1800360305000010009795493C1', false], // valid IBAN, not a SEPA country
    ['', false],
  ])('%s valid: %p (the same on the payout form)', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
    expect(ui.isValidIban(iban)).toBe(valid);
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
