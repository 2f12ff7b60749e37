// A tiny fetch mock: a queue of handlers, each call recorded with its parsed body and headers.
export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** jsdom has no Response: a minimal one with what the platform reads. */
export function textResponse(text: string, status = 200): Response {
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
    clone: () => response,
  };
  return response as unknown as Response;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return textResponse(JSON.stringify(body), status);
}

export function installFetchMock(handler: Handler) {
  const calls: RecordedCall[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
      credentials: init.credentials,
    };
    calls.push(call);
    return handler(call);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { calls, mock };
}
