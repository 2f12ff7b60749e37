/** GraphQL over HTTP (graphql-http Koa handler): /api/graphql/public and /api/graphql (bearer required). */
import Router from '@koa/router';
import { createHandler } from 'graphql-http/lib/use/koa';
import { execute, getOperationAST, NoSchemaIntrospectionCustomRule, specifiedRules, type GraphQLSchema, type ValidationRule } from 'graphql';
import { requestInfo } from '../auth/requestInfo';
import { notifySearchSettleMarker } from '../queries/searchChanged';
import type { AppContext, AppDeps, AppState } from '../types';
import { createContext } from './context';
import { createDocumentCache, type DocumentCache } from './documentCache';
import { parseWithLimits, validateWithLimits } from './limits';
import { noNulStringLiterals, refuseNulVariables } from './nulInput';
import { settleSearchResults } from '../services/search/resultCache';
import { formatGraphQLError, unauthenticatedBody } from './errors';
import type { Schemas } from './schema';

/**
 * Parse and validation of one endpoint: the request limits (graphql/limits.ts), no NUL in string
 * literals, and, when `locked` (the public endpoint in production), no introspection and no "did you
 * mean" suggestions. Cached per query text (documentCache.ts).
 */
export function createDocumentRules(options: { locked: boolean }): { documents: DocumentCache; rules: ValidationRule[] } {
  const documents = createDocumentCache({
    parse: parseWithLimits,
    validate: (schema, document, rules) => validateWithLimits(schema, document, rules ?? specifiedRules, { hideSuggestions: options.locked }),
  });
  const rules = options.locked ? [noNulStringLiterals, NoSchemaIntrospectionCustomRule] : [noNulStringLiterals];
  return { documents, rules };
}

function handlerFor(schema: GraphQLSchema, deps: AppDeps, options: { locked: boolean }) {
  const { documents, rules } = createDocumentRules(options);
  // the settle marker (queries/searchChanged.ts)
  const notify = (payload: string) => notifySearchSettleMarker(deps.knex, payload);
  return createHandler({
    schema,
    parse: documents.parse,
    validate: documents.validate,
    // graphql-http runs specifiedRules itself, followed by these
    validationRules: rules,
    execute: options.locked ? (args) => execute({ ...args, hideSuggestions: true }) : execute,
    onSubscribe: (_req, params) => {
      const nul = refuseNulVariables(params.variables);
      return nul ? [nul] : undefined;
    },
    context: (req) => {
      const ctx = (req.context.res as unknown as { ctx: AppContext }).ctx;
      return createContext({ knex: deps.knex, viewer: ctx.state.viewer, locale: ctx.state.locale, request: requestInfo(ctx, deps) }) as never;
    },
    formatError: (err) => formatGraphQLError(err as never),
    // a finished mutation's own writes are visible to the searches that follow its response: wait until
    // the search result cache has heard the notifications committed so far (search/resultCache.ts)
    onOperation: async (_req, args) => {
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') await settleSearchResults(notify);
    },
  });
}

export function createGraphqlRouter(deps: AppDeps, schemas: Schemas): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/graphql' });
  const publicHandler = handlerFor(schemas.public, deps, { locked: deps.config.production });
  const fullHandler = handlerFor(schemas.full, deps, { locked: false });

  router.all('/public', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    await publicHandler(ctx as never, async () => undefined);
  });
  router.all('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!ctx.state.viewer) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = unauthenticatedBody();
      return;
    }
    await fullHandler(ctx as never, async () => undefined);
  });
  return router;
}
