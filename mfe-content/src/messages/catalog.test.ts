import { assertCatalogsMatch } from '@zaalplek/platform';
import en from './en.json';
import nl from './nl.json';

test('nl and en catalogs have the same keys, none empty', () => {
  expect(() => assertCatalogsMatch(nl, en)).not.toThrow();
});
