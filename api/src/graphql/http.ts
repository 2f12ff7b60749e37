/** GraphQL over HTTP (graphql-http Koa handler): /api/graphql/public and /api/graphql (bearer required). */
import Router from '@koa/router';
import { createHandler } from 'graphql-http/lib/use/koa';
import { getOperationAST, type GraphQLSchema } from 'graphql';
import { requestInfo } from '../auth/requestInfo';
import type { AppContext, AppDeps, AppState } from '../types';
import { createContext } from './context';
import { depthLimit } from './depthLimit';
import { createDocumentCache } from './documentCache';
import { invalidateSearchResults } from './search/resultCache';
import { formatGraphQLError, unauthenticatedBody } from './errors';
import type { Schemas } from './schema';

export const MAX_QUERY_DEPTH = 12;

function handlerFor(schema: GraphQLSchema, deps: AppDeps) {
  const documents = createDocumentCache();
  return createHandler({
    schema,
    parse: documents.parse,
    validate: documents.validate,
    // graphql-http runs specifiedRules itself, followed by these
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
    context: (req) => {
      const ctx = (req.context.res as unknown as { ctx: AppContext }).ctx;
      return createContext({ knex: deps.knex, viewer: ctx.state.viewer, locale: ctx.state.locale, request: requestInfo(ctx, deps) }) as never;
    },
    formatError: (err) => formatGraphQLError(err as never),
    // a finished mutation may have changed what searches return: drop cached search results before the
    // response goes out (other processes hear it through search_data_changed)
    onOperation: (_req, args) => {
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') invalidateSearchResults();
    },
  });
}

export function createGraphqlRouter(deps: AppDeps, schemas: Schemas): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/graphql' });
  const publicHandler = handlerFor(schemas.public, deps);
  const fullHandler = handlerFor(schemas.full, deps);

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
