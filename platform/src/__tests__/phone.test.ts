import { normalisePhoneNumber } from '../phone';

test.each([
  ['0612345678', '+31612345678'],
  ['06 1234 5678', '+31612345678'],
  ['06-12345678', '+31612345678'],
  ['020-123 45 67', '+31201234567'],
  ['(020) 1234567', '+31201234567'],
  ['0031612345678', '+31612345678'],
  ['+31 (0)6 1234 5678', '+31612345678'],
  ['+31 6 1234 5678', '+31612345678'],
  ['+32 470 12 34 56', '+32470123456'],
  [' +31612345678 ', '+31612345678'],
])('%s is stored as %s', (typed, stored) => {
  expect(normalisePhoneNumber(typed)).toBe(stored);
});

test('what is not a Dutch national number is left for validation to refuse', () => {
  expect(normalisePhoneNumber('0612')).toBe('0612');
  expect(normalisePhoneNumber('061234567890')).toBe('061234567890');
  expect(normalisePhoneNumber('31612345678')).toBe('31612345678');
  expect(normalisePhoneNumber('06abc')).toBe('06abc');
});
