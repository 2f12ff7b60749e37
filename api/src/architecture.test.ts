/**
 * The API's layers point one way: domain <- services <- (graphql | rest).
 * Reads every module under src/ with TypeScript's own import scanner (static imports, re-exports,
 * `import()` and `require()`) and fails on an import that goes against that direction.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = __dirname;

/** Test code and test support (fixtures, test kits): may reach across layers. */
const isTestSupport = (file: string) =>
  /\.test\.ts$/.test(file) || /(^|\/)(__tests__|testing|testkit)\//.test(file) || file.startsWith('test/') || /(^|\/)(testing|testFixtures|testPng)\.ts$/.test(file);

/** The demo and benchmark data loaders themselves. */
const isSeedCode = (file: string) => file.startsWith('db/seed/') || file === 'db/seed-large.ts';

/** The start-up loads the demo data into an empty database (README "What runs where"). */
const SEED_ALLOWED = new Set(['server.ts']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(SRC, full).split(path.sep).join('/'));
  }
  return out;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(SRC, path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.js`, path.join(base, 'index.ts'), path.join(base, 'index.js')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(SRC, candidate).split(path.sep).join('/');
  }
  return null;
}

const files = sourceFiles(SRC);
/** file -> the src files it imports */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const info = ts.preProcessFile(fs.readFileSync(path.join(SRC, file), 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolve(file, f.fileName)).filter((f): f is string => f !== null);
    return [file, targets];
  }),
);
const production = files.filter((f) => !isTestSupport(f));

const layer = (file: string) => file.split('/')[0];
function violations(rule: (from: string, to: string) => boolean): string[] {
  return production.flatMap((from) => (graph.get(from) ?? []).filter((to) => rule(from, to)).map((to) => `${from} -> ${to}`));
}

describe('import direction', () => {
  it('scans the whole source tree', () => {
    // guards against a scanner that silently finds nothing
    expect(production.length).toBeGreaterThan(300);
    expect(graph.get('server.ts')).toContain('app.ts');
    expect(graph.get('services/booking/index.ts')).toContain('services/booking/actions.ts');
  });

  it('graphql and rest do not import each other', () => {
    expect(violations((from, to) => (layer(from) === 'graphql' && layer(to) === 'rest') || (layer(from) === 'rest' && layer(to) === 'graphql'))).toEqual([]);
  });

  it('services and domain import neither graphql nor rest', () => {
    expect(violations((from, to) => ['services', 'domain'].includes(layer(from)!) && ['graphql', 'rest'].includes(layer(to)!))).toEqual([]);
  });

  it('domain imports no services', () => {
    expect(violations((from, to) => layer(from) === 'domain' && layer(to) === 'services')).toEqual([]);
  });

  it('production code does not import the demo data loaders', () => {
    expect(violations((from, to) => !isSeedCode(from) && !SEED_ALLOWED.has(from) && isSeedCode(to))).toEqual([]);
  });

  it('booking does not reach payments: refunds go through the payments port registered at start-up', () => {
    // every module reachable from services/booking (outside the start-up wiring) must stay out of services/payments
    const seen = new Set<string>();
    const stack = production.filter((f) => f.startsWith('services/booking/'));
    const paths: string[] = [];
    const parent = new Map<string, string>();
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const to of graph.get(file) ?? []) {
        if (isTestSupport(to) || seen.has(to)) continue;
        if (!parent.has(to)) parent.set(to, file);
        if (to.startsWith('services/payments/')) {
          const chain = [to];
          for (let at: string | undefined = file; at; at = parent.get(at)) chain.unshift(at);
          paths.push(chain.join(' -> '));
          continue;
        }
        stack.push(to);
      }
    }
    expect(paths).toEqual([]);
  });
});

describe('data access', () => {
  /**
   * What counts as a database call in a transport module: a knex or transaction handle called as a query
   * (`knex('t')`, `trx('t')`, `db(…)`), raw SQL, a transaction, a knex builder method on the handle
   * (`knex.fn`, `trx.select`…), a `.from(…)` builder (not Array/Buffer/Object.from), raw clauses, pluck,
   * and an Objection model query (`Model.query(…)`, `Model.relatedQuery(…)`).
   */
  const DB_CALL = new RegExp([
    String.raw`\b(knex|trx|db|tx)\s*\(`,
    String.raw`\.raw\(`,
    String.raw`\.transaction\(`,
    String.raw`\b(knex|trx|db)\.(fn|schema|select|insert|update|delete|del|with|table|from|queryBuilder|ref|count|first|union|where|join)\b`,
    String.raw`(?<!\bArray|\bBuffer|\bObject|\bUint8Array)\.from\(`,
    String.raw`\.(whereRaw|orderByRaw|joinRaw|havingRaw|pluck)\(`,
    String.raw`\b[A-Z]\w*\.(query|relatedQuery)\(`,
  ].join('|'));

  const transport = production.filter((f) => layer(f) === 'graphql' || layer(f) === 'rest');
  const callsIn = (f: string) =>
    fs.readFileSync(path.join(SRC, f), 'utf8').split('\n')
      .map((line, i) => [i + 1, line] as const)
      .filter(([, line]) => !/^\s*(\/\/|\*|\/\*)/.test(line) && DB_CALL.test(line))
      .map(([n, line]) => `${f}:${n}: ${line.trim()}`);

  it('recognises database calls', () => {
    for (const call of ["await knex('space').where('space_id', 1)", "trx('image').del()", 'ctx.knex.raw(`SELECT 1`)', 'await ctx.knex.transaction(async (trx) => {',
      'knex.fn.now()', "db('x')", "q.from('venue')", "base.orderByRaw('s.space_id')", 'Space.query(knex).findById(1)', "Venue.relatedQuery('venue_tags', trx)"]) {
      expect([call, DB_CALL.test(call)]).toEqual([call, true]);
    }
    for (const clean of ['Array.from(ids)', "Buffer.from('x')", 'Object.from', 'spacePage(ctx, filter)', 'ctx.query.owner_type', 'loadHostVenue(ctx.knex, id)']) {
      expect([clean, DB_CALL.test(clean)]).toEqual([clean, false]);
    }
  });

  it('no resolver or route calls the database: they call services (models) and queries/ (named SQL)', () => {
    expect(transport.length).toBeGreaterThan(100);
    expect(transport.flatMap(callsIn)).toEqual([]);
  });
});
