/** Root types and shared scalars. */
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { gql, type GraphQLModule } from './module';

function literalToJson(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    case Kind.LIST:
      return ast.values.map(literalToJson);
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});

export const baseModule: GraphQLModule = {
  name: 'base',
  visibility: 'public',
  typeDefs: gql`
    "Any JSON value"
    scalar JSON

    type Query {
      "Always true; lets clients check the endpoint"
      _health: Boolean!
    }
  `,
  resolvers: { JSON: JSONScalar, Query: { _health: () => true } },
};
