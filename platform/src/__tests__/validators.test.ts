import { email, loginIdentifier, name, noCode, normalisePhone, phone, requiredName, requiredPhone, smsCode } from '../validators';

test.each([
  ['', 'validation.loginEmpty'],
  ['   ', 'validation.loginEmpty'],
  ['jan', 'validation.loginFormat'],
  ['jan@', 'validation.loginFormat'],
  ['0612345678', undefined],
  ['0612', 'validation.loginFormat'],
  ['+31 6 1234 5678', undefined],
  ['+31612345678', undefined],
  ['jan@example.nl', undefined],
  ['<script>@x.nl', 'errors.code_injection'],
])('login field %p -> %p', (value, expected) => {
  expect(loginIdentifier(value)).toBe(expected);
});

test('names take letters and hyphens (and a space between parts), no digits or symbols', () => {
  for (const ok of ['Jan', 'Anne-Marie', 'de Vries', 'Zoë', 'Ørsted']) expect(name(ok)).toBeUndefined();
  for (const bad of ['J4n', 'Jan!', 'Jan_', 'a.b', '@jan']) expect(name(bad)).toBe('validation.name');
  expect(requiredName('')).toBe('errors.required');
  expect(requiredName('{{x}}')).toBe('errors.code_injection');
});

test('phone is + then digits, or a Dutch national number', () => {
  expect(phone('+31612345678')).toBeUndefined();
  expect(phone('0612345678')).toBeUndefined();
  expect(phone('06 1234 5678')).toBeUndefined();
  expect(phone('0612')).toBe('validation.phone');
  expect(loginIdentifier('0612345678')).toBeUndefined();
  expect(normalisePhone('06 1234 5678')).toBe('+31612345678');
  expect(phone('31612345678')).toBe('validation.phone');
  expect(phone('+31abc45678')).toBe('validation.phone');
  expect(phone('')).toBeUndefined();
  expect(requiredPhone('')).toBe('errors.required');
});

test('e-mail must be well formed; code-like input is refused', () => {
  expect(email('a@b.nl')).toBeUndefined();
  expect(email('a@b')).toBe('validation.email');
  expect(email('a b@c.nl')).toBe('validation.email');
  expect(noCode('hello ${x}')).toBe('errors.code_injection');
  expect(noCode('javascript:alert(1)')).toBe('errors.code_injection');
  expect(noCode('gewoon tekst; met komma, en punt.')).toBeUndefined();
});

test('the SMS code is 4 digits', () => {
  expect(smsCode('1234')).toBeUndefined();
  expect(smsCode('123')).toBe('validation.smsCode');
  expect(smsCode('12345')).toBe('validation.smsCode');
  expect(smsCode('12a4')).toBe('validation.smsCode');
});
