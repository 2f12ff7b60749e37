import { assertCatalogsMatch } from '@zaalplek/platform';
import { e } from '../messages';
import { lm } from '../locationMessages';
import { blockTypeMessages, fieldMessages, pageMessages, pm } from '../pageMessages';
import { sm } from '../socialMessages';
import en from './en.json';
import nl from './nl.json';

test('the editor\'s nl and en catalogs have the same keys, none empty', () => {
  expect(() => assertCatalogsMatch(nl, en)).not.toThrow();
});

test('every editor text has its Dutch default in the nl catalog and an English translation', () => {
  const descriptors = [e, lm, pm, pageMessages, blockTypeMessages, fieldMessages, sm].flatMap((group) => Object.values(group));
  for (const d of descriptors) {
    expect([d.id, (nl as Record<string, string>)[d.id as string]]).toEqual([d.id, d.defaultMessage]);
    expect((en as Record<string, string>)[d.id as string]).toBeTruthy();
  }
  expect(Object.keys(nl).sort()).toEqual(descriptors.map((d) => d.id).sort());
});
