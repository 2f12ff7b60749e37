/**
 * A `fetch` stand-in for page tests: every request is answered by `handler` with API-shaped JSON.
 * GraphQL requests are recognised by their body; `operation` is the first field selected
 * (e.g. `profile`, `get_bookings`), so one handler can answer several queries.
 */
import type { Account } from '../current-user';

export interface MockRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  operation: string | null;
  variables: Record<string, unknown>;
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  json: unknown;
}

export type MockHandler = (request: MockRequest) => MockAnswer;

function firstField(document: string): string | null {
  const body = document.slice(document.indexOf('{') + 1);
  const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(body);
  return match ? match[1] : null;
}

function headersOf(init?: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  const raw = init?.headers;
  if (!raw) return out;
  if (typeof (raw as Headers).forEach === 'function' && !Array.isArray(raw)) {
    (raw as Headers).forEach((value, key) => (out[key.toLowerCase()] = value));
  } else if (Array.isArray(raw)) {
    for (const [key, value] of raw) out[key.toLowerCase()] = value;
  } else {
    for (const [key, value] of Object.entries(raw)) out[key.toLowerCase()] = String(value);
  }
  return out;
}

function fakeResponse({ status = 200, json }: MockAnswer) {
  const text = JSON.stringify(json);
  const headers = {
    get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    has: (name: string) => name.toLowerCase() === 'content-type',
    forEach: (cb: (value: string, key: string) => void) => cb('application/json', 'content-type'),
  };
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers,
    json: async () => JSON.parse(text),
    text: async () => text,
    clone: () => response,
  };
  return response;
}

export function mockFetch(handler: MockHandler): jest.Mock {
  const fn = jest.fn(async (input: unknown, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : String((input as { url?: string }).url ?? input);
    const rawBody = typeof init?.body === 'string' ? init.body : null;
    let body: unknown = null;
    try {
      body = rawBody ? JSON.parse(rawBody) : null;
    } catch {
      body = rawBody;
    }
    const gql = body as { query?: string; variables?: Record<string, unknown> } | null;
    const request: MockRequest = {
      url,
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: headersOf(init),
      operation: gql && typeof gql.query === 'string' ? firstField(gql.query) : null,
      variables: (gql && gql.variables) || {},
      body,
    };
    return fakeResponse(handler(request));
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The staff actions of the API's role table (api/src/auth/permissions.ts) per staff role, as `eventPermissions` lists them. */
export const STAFF_ACTIONS = {
  ADMIN: [
    'admin.area', 'admin.accounts.view', 'admin.accounts.block', 'admin.review', 'admin.permissions.update', 'admin.spaces.view',
    'admin.spaces.activate', 'admin.seo.update', 'admin.content.update', 'admin.payouts.view', 'admin.payouts.manage', 'admin.act_as',
    'admin.act_as_log.view',
  ],
  SUPPORT: ['admin.area', 'admin.accounts.view', 'admin.spaces.view'],
  CONTENT_EDITOR: ['admin.area', 'admin.spaces.view', 'admin.seo.update', 'admin.content.update'],
} as const;

/**
 * The `profile` answer of a logged-in account (overrides may add fields other queries of `profile` ask for);
 * `isAdmin: true` or a `staffRole` brings that role's staff actions.
 */
export function profileAnswer(overrides: Record<string, unknown> = {}): MockAnswer {
  const staffRole = (overrides.staffRole as keyof typeof STAFF_ACTIONS | undefined) ?? (overrides.isAdmin ? 'ADMIN' : null);
  const account: Account = {
    accountId: 7,
    email: 'guest@example.nl',
    firstName: 'Sanne',
    lastName: 'de Vries',
    locale: 'NL',
    phone: '+31612345678',
    accountState: 'BOOKER',
    isAdmin: false,
    staffRole,
    eventPermissions: staffRole ? [...STAFF_ACTIONS[staffRole]] : [],
    actingAs: null,
    organisationId: null,
  };
  return { json: { data: { profile: { ...account, ...overrides } } } };
}
