/**
 * Parse and validation results per query text, for graphql-http's `parse` and `validate` hooks. Clients
 * send the same few documents again and again (the UI's operations); parsing and validating one costs
 * about as much as executing a small query, and their results depend only on the text (and the handler's
 * fixed schema and rules). Bounded (LRU, at most MAX_DOCUMENTS texts of at most MAX_QUERY_LENGTH
 * characters each; longer texts are parsed and validated every time). Documents are never mutated by
 * validate or execute, so sharing one is safe.
 */
import { LRUCache } from 'lru-cache';
import { parse, validate, type DocumentNode, type GraphQLError } from 'graphql';

const MAX_DOCUMENTS = 500;
const MAX_QUERY_LENGTH = 20_000;

export interface DocumentCache {
  parse: typeof parse;
  validate: typeof validate;
}

/** graphql-http passes a new array of the same rules on every request */
const sameRules = (a: ReadonlyArray<unknown> | undefined, b: ReadonlyArray<unknown> | undefined): boolean =>
  a === b || (!!a && !!b && a.length === b.length && a.every((rule, i) => rule === b[i]));

/**
 * One cache per handler (schema and rules fixed). `base` are the parse and validate that run on a miss
 * (graphql's by default; the endpoints pass the ones with the request limits, graphql/limits.ts).
 */
export function createDocumentCache(base: { parse?: typeof parse; validate?: typeof validate } = {}): DocumentCache {
  const parseText = base.parse ?? parse;
  const validateDocument = base.validate ?? validate;
  const documents = new LRUCache<string, DocumentNode>({ max: MAX_DOCUMENTS });
  // keyed by the cached document object (gone with it), for the schema and rules it was validated with
  const validated = new WeakMap<DocumentNode, { schema: unknown; rules: ReadonlyArray<unknown> | undefined; errors: ReadonlyArray<GraphQLError> }>();
  return {
    parse: (source, options) => {
      if (typeof source !== 'string' || source.length > MAX_QUERY_LENGTH || options) return parseText(source, options);
      let doc = documents.get(source);
      if (!doc) {
        doc = parseText(source); // a syntax error (or a refused document) throws and is not cached
        documents.set(source, doc);
      }
      return doc;
    },
    validate: (schema, doc, rules, options, typeInfo) => {
      if (options || typeInfo) return validateDocument(schema, doc, rules, options, typeInfo);
      const hit = validated.get(doc);
      if (hit && hit.schema === schema && sameRules(hit.rules, rules)) return hit.errors;
      const errors = validateDocument(schema, doc, rules);
      validated.set(doc, { schema, rules, errors });
      return errors;
    },
  };
}
