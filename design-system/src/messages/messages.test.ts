import fs from 'node:fs';
import path from 'node:path';
import { designSystemMessages } from './index';

const missingIn = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).filter((key) => !(key in b));

describe('design-system message catalogs', () => {
  it('have the same keys in nl and en', () => {
    expect(missingIn(designSystemMessages.nl, designSystemMessages.en)).toEqual([]);
    expect(missingIn(designSystemMessages.en, designSystemMessages.nl)).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const catalog of Object.values(designSystemMessages)) {
      for (const [key, text] of Object.entries(catalog)) {
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      }
    }
  });

  it('define every message id used in the components', () => {
    const srcDir = path.join(__dirname, '..');
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
          const src = fs.readFileSync(full, 'utf8');
          for (const m of src.matchAll(/id:\s*'([A-Za-z]+\.[A-Za-z.]+)'/g)) used.add(m[1]);
        }
      }
    };
    walk(srcDir);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((id) => !(id in designSystemMessages.nl))).toEqual([]);
  });
});
