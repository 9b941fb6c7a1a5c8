import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { BROKEN_TEXT_MESSAGE, isBrokenText } from '../graphql/input-text.js';

/** The profile's limit (modules/users/user.inputs.ts NAME_MAX_LENGTH; auth may not import modules/). */
const NAME_MAX_LENGTH = 80;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const LABEL = { firstName: 'First', lastName: 'Last' } as const;

function badName(message: string, field: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'BAD_USER_INPUT', message, field });
}

/** The profile's rules for a name (modules/users: updateProfile): text, whitespace collapsed, 1 to 80 characters. */
function cleanName(value: unknown, field: keyof typeof LABEL): string {
  if (typeof value !== 'string') throw badName(`${LABEL[field]} name cannot be empty.`, field);
  if (isBrokenText(value)) throw badName(BROKEN_TEXT_MESSAGE, field);
  const cleaned = value.trim().replace(/\s+/g, ' ');
  if (!cleaned) throw badName(`${LABEL[field]} name cannot be empty.`, field);
  if (cleaned.length > NAME_MAX_LENGTH) throw badName(`${LABEL[field]} name must be 1 to ${NAME_MAX_LENGTH} characters.`, field);
  return cleaned;
}

/**
 * better-auth's POST /update-user takes first and last names as additional fields, unchecked: the same rules as the
 * updateProfile mutation apply here, and `name` stays "first last" (it cannot be set on its own). Runs as a
 * before-hook (auth.ts); returns the cleaned body, or nothing when no name is being changed.
 */
export async function checkUpdateUserNames(ctx: HookContext): Promise<{ context: { body: Record<string, unknown> } } | undefined> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const changes = { firstName: body.firstName !== undefined, lastName: body.lastName !== undefined };
  if (body.name !== undefined && !changes.firstName && !changes.lastName) {
    throw badName('The name is made of the first and last names: send firstName and lastName instead.', 'name');
  }
  if (!changes.firstName && !changes.lastName) return undefined;
  const firstName = changes.firstName ? cleanName(body.firstName, 'firstName') : undefined;
  const lastName = changes.lastName ? cleanName(body.lastName, 'lastName') : undefined;
  // The other half of the name comes from the signed-in user; without a session better-auth answers 401 itself.
  const session = firstName !== undefined && lastName !== undefined ? null : await getSessionFromCtx(ctx);
  const current = (session?.user ?? {}) as { firstName?: string; lastName?: string };
  const first = firstName ?? current.firstName;
  const last = lastName ?? current.lastName;
  const cleaned: Record<string, unknown> = { ...body, ...(firstName !== undefined ? { firstName } : {}), ...(lastName !== undefined ? { lastName } : {}) };
  if (first !== undefined && last !== undefined) cleaned.name = `${first} ${last}`;
  else delete cleaned.name;
  return { context: { body: cleaned } };
}
