/**
 * A `fetch` stand-in for page tests: GraphQL requests are answered by `handler` with
 * API-shaped JSON. `operation` is the first field of the document (e.g. `home`, `venue_search`).
 */
export interface GraphqlCall {
  url: string;
  operation: string | null;
  variables: Record<string, unknown>;
  locale: string | null;
}

export interface GraphqlAnswer {
  status?: number;
  json: unknown;
}

function firstField(document: string): string | null {
  const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(document.slice(document.indexOf('{') + 1));
  return match ? match[1] : null;
}

function response({ status = 200, json }: GraphqlAnswer) {
  const text = JSON.stringify(json);
  const res = {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => JSON.parse(text),
    text: async () => text,
    clone: () => res,
  };
  return res;
}

/** Installs the mock as globalThis.fetch; returns the jest mock and the calls made so far. */
export function mockGraphql(handler: (call: GraphqlCall) => GraphqlAnswer) {
  const calls: GraphqlCall[] = [];
  const fn = jest.fn(async (input: unknown, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { query?: string; variables?: Record<string, unknown> }) : {};
    const call: GraphqlCall = {
      url: String(input),
      operation: body.query ? firstField(body.query) : null,
      variables: body.variables ?? {},
      locale: new Headers(init?.headers).get('X-Locale'),
    };
    calls.push(call);
    return response(handler(call));
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fetch: fn, calls };
}

/** The GraphQL error answer the API sends for `error_type` (spec section 8). */
export function graphqlError(error_type: string, status_code: number, entity = 'space'): GraphqlAnswer {
  const body = { error_type, entity, key: null, meta: null, status_code };
  return { json: { data: null, errors: [{ message: error_type, extensions: { response: { body }, status_code } }] } };
}
