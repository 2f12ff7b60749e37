import fs from 'node:fs';
import path from 'node:path';
import en from '../messages/en.json';
import nl from '../messages/nl.json';

/** Every `messages.ts` under features/ exports descriptors ({ id, defaultMessage }). */
function featureMessageIds(): string[] {
  const ids: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'messages.ts') {
        for (const group of Object.values(require(full) as Record<string, Record<string, { id: string }>>)) {
          for (const descriptor of Object.values(group)) ids.push(descriptor.id);
        }
      }
    }
  };
  walk(__dirname);
  return ids;
}

test('every message id used by the features has an nl and an en text', () => {
  const ids = featureMessageIds();
  expect(ids.length).toBeGreaterThan(0);
  const missing = ids.filter((id) => !(id in nl) || !(id in en));
  expect(missing).toEqual([]);
});
