import { checkEmail, checkName, checkPhone, parseLogin, validateProfile, validateRegistration } from './validation';

describe('account validation (spec section 5)', () => {
  test.each([
    ['', { field: 'login', key: 'login_required' }],
    ['   ', { field: 'login', key: 'login_required' }],
    ['jan@', { field: 'login', key: 'login_invalid_format' }],
    ['0612345678', { field: 'login', key: 'login_invalid_format' }],
    ['+31 6 1234', { field: 'login', key: 'login_invalid_format' }],
    ['<img src=x>@a.nl', { field: 'login', key: 'code_injection' }],
    [' Jan@Example.NL ', { kind: 'email', email: 'jan@example.nl' }],
    ['+31612345678', { kind: 'phone', phone: '+31612345678' }],
  ])('login %j', (input, expected) => expect(parseLogin(input)).toEqual(expected));

  test('names: letters or hyphens (words may be separated by spaces), no digits or symbols', () => {
    for (const ok of ['Jan', 'Jan-Willem', 'de Vries', 'Zoë', 'Ólafur']) expect(checkName(ok, 'first_name')).toBeNull();
    for (const bad of ['R2D2', 'Jan!', 'a_b', "O'Neil", 'x.y']) expect(checkName(bad, 'first_name')).toEqual({ field: 'first_name', key: 'invalid_name' });
    expect(checkName('<b>', 'last_name')).toEqual({ field: 'last_name', key: 'code_injection' });
    expect(checkName('', 'last_name')).toEqual({ field: 'last_name', key: 'required' });
  });

  test('phone: "+" then digits; e-mail well formed', () => {
    expect(checkPhone('+31612345678')).toBeNull();
    for (const bad of ['0612345678', '+31 612345678', '+31-6123', '+abc']) expect(checkPhone(bad)).toEqual({ field: 'phone', key: 'phone_invalid' });
    expect(checkEmail('a@b.nl')).toBeNull();
    for (const bad of ['a@b', 'a b@c.nl', '@c.nl', 'a@.nl']) expect(checkEmail(bad)).toEqual({ field: 'email', key: 'invalid_email' });
    expect(checkEmail('${x}@a.nl')).toEqual({ field: 'email', key: 'code_injection' });
  });

  test('registration normalises and collects every field error', () => {
    expect(validateRegistration({ email: 'A@B.NL', first_name: 'An', last_name: 'Bo', locale: 'EN', account_state: 'VENDOR', marketing_subscription: true })).toEqual({
      value: { email: 'a@b.nl', first_name: 'An', last_name: 'Bo', phone: null, marketing_subscription: true, locale: 'en', account_state: 'VENDOR' },
    });
    const r = validateRegistration({ email: 'x', first_name: '1', last_name: 'ok', phone: '06' });
    expect('errors' in r && r.errors.map((e) => e.key)).toEqual(['invalid_email', 'invalid_name', 'phone_invalid']);
  });

  test('profile: only present keys; phone may be removed', () => {
    expect(validateProfile({ phone: null, locale: 'EN' })).toEqual({ value: { phone: null, locale: 'en' } });
    expect(validateProfile({ account_state: 'ADMIN' })).toEqual({ errors: [{ field: 'account_state', key: 'invalid_value' }] });
  });
});
