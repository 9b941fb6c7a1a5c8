import { Kind, visit, type DocumentNode } from 'graphql';
import { AppError } from './errors.js';

/**
 * The one check every entry runs on the text a client sends (GraphQL inputs, better-auth's endpoints, provider
 * webhooks, URL paths and queries): NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair
 * (JSON.parse gives one for "\ud800") is refused with 400 / BAD_USER_INPUT and this message, before anything reaches
 * the database, a log line or a mail header.
 */
export const BROKEN_TEXT_MESSAGE = 'Text must not contain control characters (NUL) or broken characters.';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BROKEN_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isBrokenText(text: string): boolean {
  return BROKEN_TEXT.test(text);
}

/**
 * The first broken string (or object key) anywhere in a parsed JSON-like value, walked without recursion (a 1 MB body
 * can nest deeply): `{ field }` names the innermost key holding it (undefined at the top), or null when all is fine.
 */
export function findBrokenValue(value: unknown): { field: string | undefined } | null {
  const pending: Array<[unknown, string | undefined]> = [[value, undefined]];
  while (pending.length > 0) {
    const [item, field] = pending.pop()!;
    if (typeof item === 'string') {
      if (isBrokenText(item)) return { field };
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index += 1) pending.push([item[index], field]);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (isBrokenText(key)) return { field };
        pending.push([inner, key]);
      }
    }
  }
  return null;
}

// A percent-encoded NUL, in any case (node's parser already refuses a raw one). Encoded lone surrogates are not valid
// UTF-8: express answers 400 for such a path parameter and query parsers read them as U+FFFD.
const ENCODED_NUL = /%00/i;

/** Whether a request target (path and query, as sent) would decode to broken text. */
export function isBrokenUrl(url: string | undefined): boolean {
  return url !== undefined && ENCODED_NUL.test(url);
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

/** Every string (and object key) in the variables; the error names the innermost field, as class-validator's do. */
function brokenVariable(variables: Record<string, unknown> | null | undefined): AppError | null {
  if (!variables || typeof variables !== 'object') return null;
  const broken = findBrokenValue(variables);
  return broken ? brokenText(broken.field) : null;
}

/**
 * The one check of every string a request brings (inline literals and variables, HTTP and the socket alike), run after
 * validation and before anything executes: NUL or a lone surrogate is refused with BAD_USER_INPUT instead of reaching
 * class-validator, the database or a mail header.
 */
export function findBrokenText(document: DocumentNode, variables: Record<string, unknown> | null | undefined): AppError | null {
  return brokenLiteral(document) ?? brokenVariable(variables);
}
