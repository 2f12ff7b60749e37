/**
 * Hostile documents over HTTP are refused before execution, fast, with the spec's error shape
 * (limits.ts); NUL characters in text input are refused (nulInput.ts); driver text never reaches a client.
 */
import { startTestApp, type TestApp } from '../test/api/testApp';
import { setSearchProfiler } from './search/venue_search';
import { GRAPHQL_LIMITS } from './limits';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.graphql('{ _health }'); // warm both handlers up: the timings below are of the refusal alone
  await t.graphql('{ _health }', {}, { endpoint: 'authenticated', token: t.token(t.fx.bookerId) });
});
afterAll(() => t.close());

/** n fragments, each spreading the next twice: 2^n selections when expanded */
const chainedFragments = (n: number) => {
  let doc = 'query Chain { ...F0 }\n';
  for (let i = 0; i < n; i += 1) doc += `fragment F${i} on Query { _health ${i + 1 < n ? `...F${i + 1} ...F${i + 1}` : ''} }\n`;
  return doc;
};

const timed = async (query: string, variables?: Record<string, unknown>, endpoint: 'public' | 'authenticated' = 'public') => {
  const started = performance.now();
  const res = await t.graphql(query, variables, endpoint === 'authenticated' ? { endpoint, token: t.token(t.fx.bookerId) } : {});
  return { ...res, ms: performance.now() - started };
};

const limitShape = (limit: string) => ({
  status_code: 400,
  response: { body: { error_type: 'VALIDATION', entity: 'graphql', key: 'query_too_complex', meta: expect.objectContaining({ limit }), status_code: 400 } },
});

describe('request limits', () => {
  test('fragments spreading each other exponentially are refused at once (cost), on both endpoints', async () => {
    for (const endpoint of ['public', 'authenticated'] as const) {
      const { body, ms } = await timed(chainedFragments(22), undefined, endpoint);
      expect(body.data).toBeUndefined();
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]!.message).toMatch(/^The query is too expensive \(\d.* > 20000\)$/);
      expect(body.errors![0]!.extensions).toEqual(limitShape('cost'));
      expect(ms).toBeLessThan(3000); // the former depth check took about 20 s here (2.7 s at 19)
    }
  });

  test('a fragment cycle is refused without looping', async () => {
    const { body, ms } = await timed('query { ...A } fragment A on Query { _health ...B } fragment B on Query { ...A ...A }');
    expect(body.data).toBeUndefined();
    expect(body.errors!.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(3000);
  });

  test('200 aliased venue_search are refused before any search runs', async () => {
    let searches = 0;
    setSearchProfiler(() => {
      searches += 1;
    });
    try {
      const query = `{ ${Array.from({ length: 200 }, (_, i) => `s${i}: venue_search { total }`).join(' ')} }`;
      const { body } = await timed(query);
      expect(body.data).toBeUndefined();
      expect(body.errors![0]!.message).toBe('The query has too many aliases (200 > 15)');
      expect(body.errors![0]!.extensions).toEqual(limitShape('aliases'));
      expect(searches).toBe(0);
    } finally {
      setSearchProfiler(null);
    }
  });

  test('a megabyte of aliases of _health is refused while parsing', async () => {
    const query = `{ ${Array.from({ length: 62_000 }, (_, i) => `h${i}: _health`).join(' ')} }`;
    expect(query.length).toBeGreaterThan(950_000); // just under the 1 MB body limit
    const { body, ms } = await timed(query);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toBe(`The query has too many tokens (> ${GRAPHQL_LIMITS.tokens})`);
    expect(body.errors![0]!.extensions).toEqual(limitShape('tokens'));
    expect(ms).toBeLessThan(3000);
  });

  test('too many directives and too deep are refused; what the UI sends passes', async () => {
    const directives = await timed(`{ _health ${'@include(if: true) '.repeat(11)} }`);
    expect(directives.body.errors![0]!.extensions).toEqual(limitShape('directives'));
    const nested = Array.from({ length: 15 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name');
    const deep = await timed(`{ __type(name: "Query") { ${nested} } }`);
    expect(deep.body.errors![0]!.message).toBe('The query is nested too deeply (17 > 12)');
    expect(deep.body.errors![0]!.extensions).toEqual(limitShape('depth'));

    const fine = await timed(`{ a: _health b: _health ${Array.from({ length: 13 }, (_, i) => `c${i}: _health`).join(' ')} }`);
    expect(fine.body).toEqual({ data: expect.objectContaining({ a: true, c12: true }) });
  });
});

describe('NUL characters in text input', () => {
  const refusal = (field: string, path: string = field) => ({
    status_code: 400,
    response: {
      body: { error_type: 'FIELD_VALIDATION', entity: 'graphql', key: 'code_injection', meta: { field, path, fields: { [field]: 'code_injection' } }, status_code: 400 },
    },
  });

  test('get_collection.slug with a NUL is a field error without SQL, as a variable or a literal', async () => {
    const byVariable = await t.graphql('query($slug: String!) { get_collection(slug: $slug) { collection_id } }', { slug: 'abc\u0000' });
    expect(byVariable.body.data).toBeUndefined();
    expect(byVariable.body.errors).toEqual([{ message: 'Text input must not contain a NUL character', extensions: refusal('slug') }]);

    const byLiteral = await t.graphql('{ get_collection(slug: "abc\\u0000") { collection_id } }');
    expect(byLiteral.body.errors![0]!.extensions).toEqual(refusal('slug', 'slug'));
    expect(JSON.stringify(byLiteral.body)).not.toMatch(/select|from|0x00/i);
  });

  test('venue_search.search with a NUL is a field error without SQL', async () => {
    const { body } = await t.graphql('query($input: VenueFindInput) { venue_search(input: $input) { total } }', { input: { search: 'Utr\u0000echt' } });
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.extensions).toEqual(refusal('search', 'input.search'));
    expect(JSON.stringify(body)).not.toMatch(/select|space_search_row|0x00/i);
    const literal = await t.graphql('{ venue_search(input: { search: "Utr\\u0000echt" }) { total } }');
    expect(literal.body.errors![0]!.extensions).toEqual(refusal('search'));
  });
});
