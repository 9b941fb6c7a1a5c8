import { Kind, visit, type DocumentNode } from 'graphql';
import { AppError } from './errors.js';

export const BROKEN_TEXT_MESSAGE = 'Text must not contain control characters (NUL) or broken characters.';

// NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (JSON.parse gives one for "\ud800").
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BROKEN_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isBrokenText(text: string): boolean {
  return BROKEN_TEXT.test(text);
}

const brokenText = (field: string | undefined) => new AppError('BAD_USER_INPUT', BROKEN_TEXT_MESSAGE, { field });

/** The document's own string literals, checked once per parsed document (Apollo's document store keeps documents). */
const literalChecks = new WeakMap<DocumentNode, AppError | null>();

function brokenLiteral(document: DocumentNode): AppError | null {
  const known = literalChecks.get(document);
  if (known !== undefined) return known;
  let found: AppError | null = null;
  visit(document, {
    StringValue(node, _key, parent) {
      if (found || !isBrokenText(node.value)) return;
      const owner = parent && !Array.isArray(parent) ? (parent as { kind: Kind; name?: { value: string } }) : undefined;
      found = brokenText(owner && (owner.kind === Kind.ARGUMENT || owner.kind === Kind.OBJECT_FIELD) ? owner.name?.value : undefined);
    },
  });
  literalChecks.set(document, found);
  return found;
}

/**
 * Every string (and object key) in the variables, walked without recursion (a 1 MB body can nest deeply). The error
 * names the innermost field, as class-validator's errors and the literal check do.
 */
function brokenVariable(variables: Record<string, unknown> | null | undefined): AppError | null {
  if (!variables || typeof variables !== 'object') return null;
  const pending: Array<[unknown, string]> = [[variables, '']];
  while (pending.length > 0) {
    const [value, field] = pending.pop()!;
    if (typeof value === 'string') {
      if (isBrokenText(value)) return brokenText(field || undefined);
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) pending.push([value[index], field]);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (isBrokenText(key)) return brokenText(field || undefined);
        pending.push([inner, key]);
      }
    }
  }
  return null;
}

/**
 * The one check of every string a request brings (inline literals and variables, HTTP and the socket alike), run after
 * validation and before anything executes: NUL or a lone surrogate is refused with BAD_USER_INPUT instead of reaching
 * class-validator, the database or a mail header.
 */
export function findBrokenText(document: DocumentNode, variables: Record<string, unknown> | null | undefined): AppError | null {
  return brokenLiteral(document) ?? brokenVariable(variables);
}
