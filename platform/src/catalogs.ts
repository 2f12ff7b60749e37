// Catalog parity: every key exists in nl and en with a non-empty text.
export function catalogDifferences(nl: Record<string, string>, en: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(nl)) if (!(key in en)) problems.push(`"${key}" is missing in en`);
  for (const key of Object.keys(en)) if (!(key in nl)) problems.push(`"${key}" is missing in nl`);
  for (const [lang, catalog] of [['nl', nl], ['en', en]] as const) {
    for (const [key, text] of Object.entries(catalog)) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`"${key}" is empty in ${lang}`);
    }
  }
  return problems;
}

/** Throws with every difference listed; use it in each package's catalog test. */
export function assertCatalogsMatch(nl: Record<string, string>, en: Record<string, string>): void {
  const problems = catalogDifferences(nl, en);
  if (problems.length) throw new Error(`Message catalogs differ:\n${problems.join('\n')}`);
}
