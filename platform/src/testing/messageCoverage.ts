import fs from 'node:fs';
import path from 'node:path';

/**
 * Every `messages.ts` below `featuresDir` exports groups of descriptors ({ id, defaultMessage });
 * returns the ids that have no text in one of the catalogs, so an MFE's test can assert none are missing.
 */
export function messageIdsMissingFromCatalogs(featuresDir: string, catalogs: { nl: Record<string, string>; en: Record<string, string> }) {
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
  walk(featuresDir);
  return { ids, missing: ids.filter((id) => !(id in catalogs.nl) || !(id in catalogs.en)) };
}
