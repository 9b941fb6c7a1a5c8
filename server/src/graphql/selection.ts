import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/** The fields called `name` among `selections`, looking through inline fragments and fragment spreads. */
function fieldsNamed(selections: readonly SelectionNode[], name: string, info: GraphQLResolveInfo, seen = new Set<string>()): FieldNode[] {
  const found: FieldNode[] = [];
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === name) found.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      found.push(...fieldsNamed(selection.selectionSet.selections, name, info, seen));
    } else if (!seen.has(selection.name.value)) {
      const fragment = info.fragments[selection.name.value];
      seen.add(selection.name.value);
      if (fragment) found.push(...fieldsNamed(fragment.selectionSet.selections, name, info, seen));
    }
  }
  return found;
}

/**
 * Whether the operation selects `name` below the current field, at `path` (e.g. ['nodes'] on a connection), under
 * any alias and through fragments. @skip/@include are not evaluated: a field they might drop counts as selected,
 * so a read this decides may fetch more than needed, never less.
 */
export function selects(info: GraphQLResolveInfo, path: readonly string[], name: string): boolean {
  // A document's field nodes are the same objects on every execution (compiled or cached by Apollo): walk it once.
  const node = info.fieldNodes[0];
  const key = `${path.join('.')}|${name}`;
  let answers = answered.get(node);
  const known = answers?.get(key);
  if (known !== undefined) return known;
  const found = walkSelects(info, path, name);
  if (!answers) answered.set(node, (answers = new Map()));
  answers.set(key, found);
  return found;
}

const answered = new WeakMap<FieldNode, Map<string, boolean>>();

function walkSelects(info: GraphQLResolveInfo, path: readonly string[], name: string): boolean {
  let selections: readonly SelectionNode[] = info.fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []);
  for (const step of path) {
    selections = fieldsNamed(selections, step, info).flatMap((node) => node.selectionSet?.selections ?? []);
  }
  return fieldsNamed(selections, name, info).length > 0;
}
