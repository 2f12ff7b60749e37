/** Validation rule: refuses operations nested deeper than `max` fields (cheap DoS guard). */
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) deepest = Math.max(deepest, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        else if (sel.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(sel.selectionSet, seen));
        else if (!seen.has(sel.name.value)) {
          const frag = fragments.get(sel.name.value);
          deepest = Math.max(deepest, depthOf(frag?.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > max) context.reportError(new GraphQLError(`Query is nested too deeply (${depth} > ${max})`, { nodes: [node] }));
      },
    };
  };
}
