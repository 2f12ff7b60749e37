/**
 * Test kit of the authorization matrix (src/authorizationMatrix.api.test.ts): every operation of
 * schema.graphql and every REST route, a call with harmless generated arguments, and the outcome
 * as the matrix names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isInterfaceType, isUnionType, isScalarType,
  type GraphQLInputType, type GraphQLField, type GraphQLSchema,
} from 'graphql';
import type Router from '@koa/router';
import { createApiRouter } from '../../rest/router';
import type { AppDeps } from '../../types';
import type { TestApp } from '../api/testApp';

export type OperationKind = 'Query' | 'Mutation' | 'Subscription';
/** what the caller got: refused before anything ran (401 / 403), the operation is not on that endpoint, or it ran (data, or a non-authorization error such as NOT_FOUND for a made-up id) */
export type Outcome = 'unauthenticated' | 'forbidden' | 'absent' | 'ran';

export function loadSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));
}

/** "Query.profile", "Mutation.create_booking", ... for every root field of the checked-in schema. */
export function schemaOperations(schema: GraphQLSchema): string[] {
  const out: string[] = [];
  for (const kind of ['Query', 'Mutation', 'Subscription'] as const) {
    const type = kind === 'Query' ? schema.getQueryType() : kind === 'Mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    for (const name of Object.keys(type?.getFields() ?? {})) out.push(`${kind}.${name}`);
  }
  return out.sort();
}

/** "GET /api/health", ... for every REST route (the router's own table). */
export function restRoutes(): string[] {
  const router = createApiRouter({ knex: null, config: {}, log: () => undefined } as unknown as AppDeps) as Router;
  const out = new Set<string>();
  for (const layer of router.stack) {
    for (const method of layer.methods) if (method !== 'HEAD') out.add(`${method} ${layer.path}`);
  }
  return [...out].sort();
}

/** A made-up value of an input type: ids that exist nowhere, short strings, the first enum value. */
function dummy(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return dummy(type.ofType, depth);
  if (isListType(type)) return [];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    if (depth > 3) return {};
    const out: Record<string, unknown> = {};
    for (const [name, f] of Object.entries(named.getFields())) if (isNonNullType(f.type)) out[name] = dummy(f.type, depth + 1);
    return out;
  }
  if (isScalarType(named)) {
    if (named.name === 'Int') return 999999;
    if (named.name === 'Float') return 1.5;
    if (named.name === 'Boolean') return false;
    if (named.name === 'ID') return '999999';
    return 'x';
  }
  return null;
}

function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
}

/** The document and variables for one root field, required arguments filled in. */
export function operationCall(schema: GraphQLSchema, op: string): { query: string; variables: Record<string, unknown> } {
  const [kind, name] = op.split('.') as [OperationKind, string];
  const root = kind === 'Query' ? schema.getQueryType()! : kind === 'Mutation' ? schema.getMutationType()! : schema.getSubscriptionType()!;
  const field = root.getFields()[name]!;
  const args = field.args.filter((a) => isNonNullType(a.type));
  const variables = Object.fromEntries(args.map((a) => [a.name, dummy(a.type)]));
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const uses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${kind.toLowerCase()}${defs ? `(${defs})` : ''} { ${name}${uses ? `(${uses})` : ''}${selection(field)} }`;
  return { query, variables };
}

/** Calls one GraphQL operation (queries and mutations over HTTP) and names the outcome. */
export async function callOperation(app: TestApp, schema: GraphQLSchema, op: string, token: string | undefined): Promise<Outcome> {
  const { query, variables } = operationCall(schema, op);
  const res = await app.graphql(query, variables, { token, endpoint: token ? 'authenticated' : 'public' });
  if (res.status === 401) return 'unauthenticated';
  const error = res.body.errors?.[0];
  if (!error) return 'ran';
  const body = error.extensions?.response?.body as { error_type?: string; entity?: string; key?: string } | undefined;
  if (body?.error_type === 'UNAUTHENTICATED') return 'unauthenticated';
  if (body?.error_type === 'FORBIDDEN') return 'forbidden';
  // the document does not validate against this endpoint's schema: the operation is not there
  if (body?.entity === 'graphql' && body.key === 'invalid_operation') return 'absent';
  return 'ran';
}

/** Calls one REST route with made-up path parameters and names the outcome (401 / 403 / ran). */
export async function callRoute(app: TestApp, route: string, token: string | undefined): Promise<Outcome> {
  const [method, template] = route.split(' ') as [string, string];
  const url = template.replace(/:[A-Za-z_]+(\([^)]*\))?/g, '999999');
  const res = await app.request(url, {
    method, token, redirect: 'manual',
    ...(method === 'GET' || method === 'DELETE' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
  });
  await res.arrayBuffer();
  if (res.status === 401) return 'unauthenticated';
  if (res.status === 403) return 'forbidden';
  return 'ran';
}
