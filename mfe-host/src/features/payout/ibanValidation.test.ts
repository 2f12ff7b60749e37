import { isValidIban, normaliseIban, validateBank } from './ibanValidation';

describe('isValidIban (ibantools: format, country length, mod-97; SEPA countries)', () => {
  it.each(['NL91ABNA0417164300', 'nl91 abna 0417 1643 00', 'BE68539007547034', 'DE89370400440532013000', 'GB29NWBK60161331926819', 'CH9300762011623852957', 'NO9386011117947'])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['NL91ABNA0417164301', 'check digits do not match (mod-97)'],
    ['NL91ABNA041716430', 'NL needs 18 characters'],
    ['BE6853900754703', 'BE needs 16 characters'],
    ['91NLABNA0417164300', 'country code first'],
    ['NL91-ABNA-0417', 'not an IBAN'],
    ['BR1800360305000010009795493C1', 'not a SEPA country'],
    ['NL9IABNA0417164300', 'letters where the NL format has digits'],
    ['', 'empty'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('normalises spaces and case', () => {
    expect(normaliseIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
  });
});

describe('validateBank', () => {
  it('needs both fields', () => {
    expect(validateBank({})).toEqual({ bank_ascription: 'required', iban: 'required' });
    expect(validateBank({ bank_ascription: '  ', iban: ' ' })).toEqual({ bank_ascription: 'required', iban: 'required' });
  });
  it('maps a wrong IBAN to invalid_iban and passes a correct pair', () => {
    expect(validateBank({ bank_ascription: 'Het Pakhuis B.V.', iban: 'NL00ABNA0417164300' })).toEqual({ iban: 'invalid_iban' });
    expect(validateBank({ bank_ascription: 'Het Pakhuis B.V.', iban: 'NL91 ABNA 0417 1643 00' })).toEqual({});
  });
});
