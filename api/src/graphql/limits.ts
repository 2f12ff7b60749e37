/**
 * Size and shape limits of a GraphQL document, the same on /api/graphql/public, /api/graphql and the
 * websocket (graphql-armor's rules). A document over a limit is refused before anything else runs:
 * - tokens: counted while parsing, the parser stops at the first token over the limit (a megabyte of
 *   aliases costs no more to refuse than the limit's worth of tokens);
 * - depth, aliases, directives, cost: validation rules that count every fragment once (linear in the
 *   document, also for fragments spreading each other many times), run before graphql-js's own rules
 *   (some of which, e.g. overlapping fields, grow with the square of the number of fields) and alone: a
 *   document they refuse is not validated further.
 * Introspection's own `__schema` selection is not counted for depth and cost (its type references nest
 * deep by design; the tokens and aliases limits still bound it).
 * The refusal is a VALIDATION error in the spec's shape, key `query_too_complex`, meta { limit, max, found }.
 * README "Security / GraphQL limits" lists the values and why.
 */
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { ApiError } from '../errors/ApiError';

export const GRAPHQL_LIMITS = {
  /** lexical tokens of the whole document (the UI's largest operation has a few hundred) */
  tokens: 2000,
  /** fields nested in one another, fragments flattened (`{ a { b } }` is 2; the UI goes to 5) */
  depth: 12,
  /** aliased fields in an operation, every fragment counted where it is spread (the UI uses none) */
  aliases: 15,
  /** directives in an operation (the UI uses none) */
  directives: 10,
  /**
   * graphql-armor's cost: 1 per scalar, 2 per object field, children weighted 1.5 per level, lists
   * multiplied by their `first`/`last` argument (the UI's dearest operation, services with first: 200,
   * costs about 6 000)
   */
  cost: 20_000,
} as const;

export type GraphqlLimit = keyof typeof GRAPHQL_LIMITS;

const TOO_MUCH: Record<GraphqlLimit, string> = {
  tokens: 'The query has too many tokens',
  depth: 'The query is nested too deeply',
  aliases: 'The query has too many aliases',
  directives: 'The query has too many directives',
  cost: 'The query is too expensive',
};

/** The refusal: "The query is nested too deeply (17 > 12)"; `found` is unknown for tokens (parsing stops). */
export function limitError(limit: GraphqlLimit, found: number | null = null): GraphQLError {
  const max = GRAPHQL_LIMITS[limit];
  const message = `${TOO_MUCH[limit]} (${found === null ? '>' : `${Math.round(found)} >`} ${max})`;
  return new GraphQLError(message, {
    originalError: new ApiError('VALIDATION', { entity: 'graphql', key: 'query_too_complex', meta: { limit, max, found }, message }),
  });
}

/** graphql-armor reports through callbacks: report our error on the validation context, never throw */
const refuse = (limit: GraphqlLimit) => ({
  propagateOnRejection: false,
  exposeLimits: true, // armor's message then ends with "found <n>."
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      const found = /found (\d+(?:\.\d+)?)/.exec(error.message);
      context?.reportError(limitError(limit, found ? Number(found[1]) : null));
    },
  ],
});

/** The shape rules (depth, aliases, directives, cost), in that order. */
export const limitRules: ReadonlyArray<ValidationRule> = [
  maxDepthRule({ n: GRAPHQL_LIMITS.depth, flattenFragments: true, ...refuse('depth') }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...refuse('aliases') }),
  maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...refuse('directives') }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, flattenFragments: true, ...refuse('cost') }),
];

/** graphql's parse with the token limit (throws the limit's GraphQLError, or a syntax error). */
export const parseWithLimits: typeof parse = (source, options) => {
  const parser = new MaxTokensParserWLexer(source, {
    ...options,
    n: GRAPHQL_LIMITS.tokens,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw limitError('tokens');
      },
    ],
  });
  return parser.parseDocument();
};

/**
 * graphql's validate, the shape rules first and alone: `rules` (graphql-js's specified rules and the
 * endpoint's own) run only on a document within the limits.
 */
export function validateWithLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: ReadonlyArray<ValidationRule> = specifiedRules,
  options?: { hideSuggestions?: boolean },
): ReadonlyArray<GraphQLError> {
  const refused = validate(schema, document, limitRules);
  if (refused.length) return refused;
  return validate(schema, document, rules, options);
}
