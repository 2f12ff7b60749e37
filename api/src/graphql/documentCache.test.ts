import { buildSchema, specifiedRules } from 'graphql';
import { createDocumentCache } from './documentCache';

const schema = buildSchema('type Query { a: Int, b(x: Int!): Int }');

describe('createDocumentCache', () => {
  it('returns the same document for the same text and validates it once per schema and rules', () => {
    const cache = createDocumentCache();
    const doc = cache.parse('{ a }');
    expect(cache.parse('{ a }')).toBe(doc);
    expect(cache.parse('{ b(x: 1) }')).not.toBe(doc);
    const rules = [...specifiedRules];
    const first = cache.validate(schema, doc, rules);
    expect(first).toEqual([]);
    expect(cache.validate(schema, doc, rules)).toBe(first);
    expect(cache.validate(schema, doc, [...specifiedRules])).toBe(first); // the same rules in a new array (as graphql-http passes them)
    expect(cache.validate(schema, doc, specifiedRules.slice(1))).not.toBe(first); // other rules: validated again
  });

  it('keeps validation errors per document and never caches a syntax error', () => {
    const cache = createDocumentCache();
    const bad = cache.parse('{ b }');
    const rules = [...specifiedRules];
    const errors = cache.validate(schema, bad, rules);
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('argument "x" of type "Int!" is required')]);
    expect(cache.validate(schema, bad, rules)).toBe(errors);
    expect(() => cache.parse('{ a')).toThrow(/Syntax Error/);
    expect(() => cache.parse('{ a')).toThrow(/Syntax Error/);
  });

  it('does not keep very long texts', () => {
    const cache = createDocumentCache();
    const long = `{ a ${' '.repeat(30_000)}}`;
    expect(cache.parse(long)).not.toBe(cache.parse(long));
  });
});
