// The browser bundles carry the message catalogs precompiled (tools/webpack/precompile-messages-loader.js)
// and react-intl without its ICU parser (tools/webpack/icu-parser-precompiled.js). Every text of every
// package's catalogs must then read exactly as it does with the parser.
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl } from 'react-intl';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const { precompileCatalog } = require('../../../tools/webpack/precompile-messages-loader.js') as {
  precompileCatalog: (catalog: Record<string, string>) => Record<string, string | MessageFormatElement[]>;
};
const standIn = require('../../../tools/webpack/icu-parser-precompiled.js') as { parse: (message: string) => MessageFormatElement[] };

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['platform', 'design-system', 'shell', 'mfe-content', 'mfe-search', 'mfe-booking', 'mfe-host', 'mfe-admin'];

/** Every nl.json / en.json under a package's src/: what common.js's MESSAGE_CATALOG rule precompiles. */
function catalogFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : catalogFiles(full);
    return /^(nl|en)\.json$/.test(entry.name) ? [full] : [];
  });
}

const { MESSAGE_CATALOG } = require('../../../tools/webpack/common.js') as { MESSAGE_CATALOG: RegExp };

const catalogs = PACKAGES.flatMap((pkg) => catalogFiles(path.join(ROOT, pkg, 'src'))).map((file) => ({
  file: path.relative(ROOT, file),
  absolute: file,
  locale: path.basename(file, '.json') as 'nl' | 'en',
  catalog: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>,
}));

test('the catalogs are found, the editor catalog of mfe-content among them, and the build precompiles each', () => {
  expect(catalogs.map((c) => c.file)).toEqual(expect.arrayContaining(['mfe-content/src/features/editor/catalog/nl.json', 'shell/src/auth/messages/en.json']));
  for (const { absolute } of catalogs) expect(MESSAGE_CATALOG.test(absolute)).toBe(true);
});

/** A value for every argument of a message: numbers for plurals and numbers, a date for dates and times, tags wrap their text. */
function sampleValues(ast: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of ast) {
    if (el.type === TYPE.argument || el.type === TYPE.select) values[el.value] ??= 'other';
    if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = 2;
    if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2025, 5, 1, 10, 30));
    if (el.type === TYPE.tag) {
      values[el.value] = (chunks: unknown[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      sampleValues(el.children, values);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) sampleValues(option.value, values);
  }
  return values;
}

const text = (parts: unknown) => (Array.isArray(parts) ? parts.join('') : String(parts));

test.each(catalogs)('$file reads the same precompiled, without the parser', ({ locale, catalog }) => {
  const precompiled = precompileCatalog(catalog);
  for (const [id, message] of Object.entries(catalog)) {
    const compiled = precompiled[id];
    if (typeof compiled === 'string' && /[{}<>]/.test(compiled)) {
      // not ICU: kept as it is, shown as it is (react-intl's path for a text given no values)
      expect(() => new IntlMessageFormat(message, locale)).toThrow();
      expect(createIntl({ locale, messages: { [id]: compiled } }).formatMessage({ id })).toBe(message);
      continue;
    }
    const ast = typeof compiled === 'string' ? standIn.parse(compiled) : compiled;
    const values = sampleValues(ast);
    const expected = text(new IntlMessageFormat(message, locale, undefined, { ignoreTag: false }).format(values));
    expect(`${id}: ${text(new IntlMessageFormat(ast, locale).format(values))}`).toBe(`${id}: ${expected}`);
  }
});

test('the stand-in parser takes plain texts (formatted with values) and refuses ICU syntax', () => {
  expect(standIn.parse("Don't worry")).toEqual([{ type: TYPE.literal, value: "Don't worry" }]);
  expect(() => standIn.parse('{count} ruimtes')).toThrow('outside the precompiled catalogs');
  expect(() => standIn.parse('<b>vet</b>')).toThrow('outside the precompiled catalogs');
  const formats = IntlMessageFormat as unknown as { __parse: unknown };
  const real = formats.__parse;
  formats.__parse = standIn.parse;
  try {
    const intl = createIntl({ locale: 'nl', messages: precompileCatalog({ plain: 'Opgeslagen', count: '{n, plural, one {# ruimte} other {# ruimtes}}' }) as Record<string, string> });
    expect(intl.formatMessage({ id: 'plain' }, { n: 1 })).toBe('Opgeslagen');
    expect(intl.formatMessage({ id: 'count' }, { n: 3 })).toBe('3 ruimtes');
  } finally {
    formats.__parse = real;
  }
});
