/**
 * Text input never holds a NUL character (U+0000): PostgreSQL cannot store it in text, and nothing a
 * person types contains it. A request with one, in a string literal of the document or anywhere in its
 * variables, is refused before execution with FIELD_VALIDATION, key `code_injection` (the catalogue's
 * "This input is not allowed"), meta.field naming the argument, input field or variable that holds it.
 */
import { GraphQLError, Kind, type ASTNode, type ValidationRule } from 'graphql';
import { ApiError } from '../errors/ApiError';

export const NUL_INPUT_KEY = 'code_injection';

export function nulInputError(field: string | null, path: string | null = field): GraphQLError {
  const message = 'Text input must not contain a NUL character';
  return new GraphQLError(message, {
    originalError: new ApiError('FIELD_VALIDATION', {
      entity: 'graphql',
      key: NUL_INPUT_KEY,
      meta: { field, path, fields: field ? { [field]: NUL_INPUT_KEY } : {} },
      message,
    }),
  });
}

/** The path ("input.search", "slugs.0") of the first string holding a NUL in `variables`, or null. */
export function nulInVariables(variables: unknown): string | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: variables, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.join('.');
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)] }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...path, key].join('.');
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** The variable check as a request error (null when the variables are clean). */
export function refuseNulVariables(variables: unknown): GraphQLError | null {
  const path = nulInVariables(variables);
  if (path === null) return null;
  const field = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? path;
  return nulInputError(field, path);
}

const nameOf = (node: ASTNode | ReadonlyArray<ASTNode>): string | null =>
  !Array.isArray(node) && ((node as ASTNode).kind === Kind.ARGUMENT || (node as ASTNode).kind === Kind.OBJECT_FIELD)
    ? (node as { name: { value: string } }).name.value
    : null;

/** Validation rule: string literals of the document. */
export const noNulStringLiterals: ValidationRule = (context) => ({
  StringValue(node, _key, parent, _path, ancestors) {
    if (!node.value.includes('\u0000')) return;
    const chain = parent ? [...ancestors, parent] : ancestors; // the parent is not among the ancestors
    let field: string | null = null;
    for (let i = chain.length - 1; i >= 0 && field === null; i -= 1) field = nameOf(chain[i]!);
    context.reportError(nulInputError(field));
  },
});
