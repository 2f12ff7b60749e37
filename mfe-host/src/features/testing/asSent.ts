import * as generated from '../../generated/graphql';

/**
 * A document as the app sends it: the generated typed document (npm run codegen) of the same operation,
 * with the fragments it spreads. Fails when the operation has no generated document.
 */
export function asSent(document: string): string {
  const name = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1];
  const sent = name ? (generated as Record<string, unknown>)[`${name}Document`] : undefined;
  if (!sent) throw new Error(`no generated document for operation ${name ?? '(unnamed)'}`);
  return String(sent);
}
