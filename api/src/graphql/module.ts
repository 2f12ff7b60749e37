/** A GraphQL module: its SDL, its resolvers, and whether the public endpoint exposes it. */
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from './context';

export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, GraphQLContext>;
  /** public: on /api/graphql/public and /api/graphql; authenticated: /api/graphql (+ websocket) only */
  visibility: 'public' | 'authenticated';
}

/** Tags an SDL string (lets editors highlight it); returns it unchanged. */
export const gql = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
