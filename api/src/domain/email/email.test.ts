import path from 'node:path';
import { EMAIL_MAX, EMAIL_PATTERN, isEmail } from './email';

// the UI's copy, loaded from its source: both sides must answer every case the same way
const ui = jest.requireActual<{ isEmail(v: string): boolean; EMAIL_MAX: number; EMAIL_PATTERN: RegExp }>(path.resolve(__dirname, '../../../../platform/src/email.ts'));

const valid = ['info@zaalplek.nl', 'Jan.de-Vries+zaal@mail.example.com', ' gast@example.nl ', "o'brien@example.ie", 'a@b.co', 'x_y@sub-domain.example.org'];
const invalid = [
  '', 'info', 'info@', '@zaalplek.nl', 'info@zaalplek', 'info@zaalplek.n', 'in fo@zaalplek.nl', 'info@zaal plek.nl', 'a@b@c.nl',
  '<script>@x.nl', 'info@-zaalplek.nl', 'info@zaalplek-.nl', 'info@zaalplek..nl', 'info@zaalplek.nl>', 'jan,piet@example.nl', 'info@zaalplek.123',
  `${'a'.repeat(245)}@example.nl`,
];

it.each(valid)('accepts %j', (v) => {
  expect(isEmail(v)).toBe(true);
  expect(ui.isEmail(v)).toBe(true);
});

it.each(invalid)('refuses %j', (v) => {
  expect(isEmail(v)).toBe(false);
  expect(ui.isEmail(v)).toBe(false);
});

it('the UI and the server have the same length limit and pattern', () => {
  expect(ui.EMAIL_MAX).toBe(EMAIL_MAX);
  expect(String(ui.EMAIL_PATTERN)).toBe(String(EMAIL_PATTERN));
});
