// GraphQL over HTTP for every MFE: graphqlRequest (plain promise) and graphqlBaseQuery (RTK Query).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { authFetch } from './http';
import { ApiError, bodyFromGraphQLError, errorTypeForStatus, isApiErrorBody, toApiErrorBody, type ApiErrorBody } from './api-error';
import { getSession } from './session';
import { AUTHENTICATED_GRAPHQL_URL, PUBLIC_GRAPHQL_URL } from './refresh';

/** 'auto' (default): authenticated endpoint when an access token exists, else public. */
export type GraphqlEndpoint = 'public' | 'authenticated' | 'auto';

export interface GraphqlOptions {
  endpoint?: GraphqlEndpoint;
  skipAuth?: boolean;
  signal?: AbortSignal;
}

export function graphqlUrl(endpoint: GraphqlEndpoint = 'auto', skipAuth = false): string {
  if (endpoint === 'public') return PUBLIC_GRAPHQL_URL;
  if (endpoint === 'authenticated') return AUTHENTICATED_GRAPHQL_URL;
  return !skipAuth && getSession().accessToken ? AUTHENTICATED_GRAPHQL_URL : PUBLIC_GRAPHQL_URL;
}

async function parseJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    console.error('Cannot parse backend response');
    return text;
  }
}

export async function graphqlRequest<T>(document: string, variables?: object, opts: GraphqlOptions = {}): Promise<T> {
  const skipAuth = Boolean(opts.skipAuth);
  const response = await authFetch(
    graphqlUrl(opts.endpoint, skipAuth),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: document, variables: variables ?? {} }),
      signal: opts.signal,
    },
    { skipAuth },
  );
  const json = (await parseJson(response)) as { data?: T; errors?: unknown[] } | string | null;
  if (json && typeof json === 'object' && Array.isArray(json.errors) && json.errors.length) {
    throw new ApiError(bodyFromGraphQLError(json.errors[0], response.status), { response, raw: json.errors });
  }
  if (!response.ok || !json || typeof json !== 'object') {
    const status = response.ok ? 500 : response.status;
    const body: ApiErrorBody = isApiErrorBody(json)
      ? toApiErrorBody(json)
      : { error_type: errorTypeForStatus(status), entity: null, key: null, meta: null, status_code: status };
    throw new ApiError(body, { response, raw: json });
  }
  return json.data as T;
}

export interface GraphqlArgs {
  document: string;
  variables?: object;
  skipAuth?: boolean;
}

/** Errors reach RTK Query as the spec's (serialisable) error body. */
export function graphqlBaseQuery(opts: { endpoint?: GraphqlEndpoint } = {}): BaseQueryFn<GraphqlArgs, unknown, ApiErrorBody> {
  return async ({ document, variables, skipAuth }, api) => {
    try {
      const data = await graphqlRequest<unknown>(document, variables, { endpoint: opts.endpoint, skipAuth, signal: api.signal });
      return { data };
    } catch (error) {
      return { error: toApiErrorBody(error) };
    }
  };
}
