import { messageIdsMissingFromCatalogs } from '@zaalplek/platform/src/testing/messageCoverage';
import en from '../messages/en.json';
import nl from '../messages/nl.json';

test('every message id used by the features has an nl and an en text', () => {
  const { ids, missing } = messageIdsMissingFromCatalogs(__dirname, { nl, en });
  expect(ids.length).toBeGreaterThan(0);
  expect(missing).toEqual([]);
});
