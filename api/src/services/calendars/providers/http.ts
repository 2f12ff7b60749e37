/** HTTP for the provider adapters: JSON with a timeout; every failure becomes a typed error. */
import { CalendarReadError } from '../icsFetch';

export const PROVIDER_TIMEOUT_MS = 15_000;

/** The provider refused the access token (HTTP 401): refresh it and try once more. */
export class ProviderAuthError extends CalendarReadError {}

export async function providerJson<T>(url: string, init: RequestInit & { what: string }): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'error' });
  } catch (e) {
    throw new CalendarReadError(`${init.what}: unreachable (${(e as Error).message})`);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (res.status === 401) throw new ProviderAuthError(`${init.what}: HTTP 401`);
  if (!res.ok) {
    const err = body && typeof body === 'object' ? (body as Record<string, unknown>).error : null;
    const detail = typeof err === 'string' ? err : err && typeof err === 'object' ? String((err as Record<string, unknown>).code ?? (err as Record<string, unknown>).message ?? '') : '';
    throw new CalendarReadError(`${init.what}: HTTP ${res.status}${detail ? ` ${detail.slice(0, 100)}` : ''}`);
  }
  if (!body || typeof body !== 'object') throw new CalendarReadError(`${init.what}: not JSON`);
  return body as T;
}

export const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
  body: new URLSearchParams(fields).toString(),
});

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });
