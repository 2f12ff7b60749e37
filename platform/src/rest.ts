// REST calls under /api/ with the same auth rules as GraphQL.
import { authFetch } from './http';
import { ApiError, errorTypeForStatus, isApiErrorBody, toApiErrorBody } from './api-error';

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  skipAuth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function restUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/api/')) return path;
  return `/api/${path.replace(/^\/+/, '')}`;
}

/** 204 -> undefined; JSON otherwise; a failed status throws ApiError (parsed body, status, response). */
export async function restRequest<T = unknown>(path: string, opts: RestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const response = await authFetch(
    restUrl(path),
    { method: opts.method ?? 'GET', headers, body, signal: opts.signal },
    { skipAuth: opts.skipAuth },
  );
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) console.error('Cannot parse backend response');
  }
  if (!response.ok) {
    const errorBody = isApiErrorBody(parsed)
      ? toApiErrorBody({ ...parsed, status_code: parsed.status_code ?? response.status })
      : { error_type: errorTypeForStatus(response.status), entity: null, key: null, meta: null, status_code: response.status };
    throw new ApiError(errorBody, { response, raw: parsed });
  }
  return parsed as T;
}
