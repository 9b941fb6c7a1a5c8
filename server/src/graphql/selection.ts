import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/** The fields among `selections`, looking through inline fragments and fragment spreads. */
function fieldsOf(selections: readonly SelectionNode[], info: GraphQLResolveInfo, seen = new Set<string>()): FieldNode[] {
  const found: FieldNode[] = [];
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      found.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      found.push(...fieldsOf(selection.selectionSet.selections, info, seen));
    } else if (!seen.has(selection.name.value)) {
      const fragment = info.fragments[selection.name.value];
      seen.add(selection.name.value);
      if (fragment) found.push(...fieldsOf(fragment.selectionSet.selections, info, seen));
    }
  }
  return found;
}

/**
 * The names of the fields the operation selects at `path` below the current field (e.g. ['nodes'] on a connection),
 * under any alias and through fragments. @skip/@include are not evaluated: a field they might drop counts as
 * selected, so a read this decides may fetch more than needed, never less.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): ReadonlySet<string> {
  let selections: readonly SelectionNode[] = info.fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []);
  for (const step of path) {
    selections = fieldsOf(selections, info)
      .filter((node) => node.name.value === step)
      .flatMap((node) => node.selectionSet?.selections ?? []);
  }
  return new Set(fieldsOf(selections, info).map((node) => node.name.value));
}
