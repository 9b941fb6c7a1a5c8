// API keys act through service accounts (rows of "user" with an address at SERVICE_ACCOUNT_EMAIL_DOMAIN). They are
// managed on the security page; every list or count of people leaves them out with this one condition.
import { and, count, eq, ilike, inArray, ne, notLike, or, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { SERVICE_ACCOUNT_EMAIL_DOMAIN } from '../api-keys/api-key.secret.js';
import { profile } from './profile.table.js';

/** True for accounts of people (customers and staff), false for API keys' service accounts. */
export function isPerson(): SQL {
  return notLike(user.email, `%@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`);
}

/** How other modules reach a person's contact details: name and email from the account, the rest from the profile. */
export function contactsOf(dbOrTx: DbOrTx, userIds: string[]) {
  return dbOrTx
    .select({
      id: user.id,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: profile.phone,
      residentialAddress: profile.residentialAddress,
      digitalAddress: profile.digitalAddress,
      city: profile.city,
    })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(inArray(user.id, userIds));
}

/**
 * The ids of the people whose name, email or phone contains the text, as a subquery (`inArray(column, ...)`).
 * Phones are stored as +233XXXXXXXXX: "024 412 3456" and "+233 24 412 3456" both match on the last 9 digits.
 */
export function peopleMatching(dbOrTx: DbOrTx, text: string) {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  const phone = digits.length >= 9 ? `%${digits.slice(-9)}` : null;
  return dbOrTx
    .select({ id: user.id })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(
      or(
        ilike(sql`${user.firstName} || ' ' || ${user.lastName}`, like),
        ilike(user.email, like),
        phone ? ilike(profile.phone, phone) : undefined,
      ),
    );
}

/** The person's Ghana Card number (null before the profile has one) and how many other profiles hold the same. */
export async function ghanaCardHolders(dbOrTx: DbOrTx, userId: string): Promise<{ ghanaCardNumber: string | null; otherHoldersOfGhanaCard: number }> {
  const [card] = await dbOrTx.select({ number: profile.ghanaCardNumber }).from(profile).where(eq(profile.userId, userId));
  const ghanaCardNumber = card?.number ?? null;
  let otherHoldersOfGhanaCard = 0;
  if (ghanaCardNumber) {
    const [row] = await dbOrTx
      .select({ count: count() })
      .from(profile)
      .where(and(eq(profile.ghanaCardNumber, ghanaCardNumber), ne(profile.userId, userId)));
    otherHoldersOfGhanaCard = row?.count ?? 0;
  }
  return { ghanaCardNumber, otherHoldersOfGhanaCard };
}

/** Who holds this Ghana Card number, or null. */
export async function holderOfGhanaCard(dbOrTx: DbOrTx, ghanaCardNumber: string): Promise<string | null> {
  const [holder] = await dbOrTx.select({ userId: profile.userId }).from(profile).where(eq(profile.ghanaCardNumber, ghanaCardNumber));
  return holder?.userId ?? null;
}

/** The identity fields as stored now (names on the account, the rest on the profile); null for an unknown id. */
export async function identityOf(dbOrTx: DbOrTx, userId: string) {
  const [row] = await dbOrTx
    .select({ firstName: user.firstName, lastName: user.lastName, dateOfBirth: profile.dateOfBirth, ghanaCardNumber: profile.ghanaCardNumber })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

/** A person's name as staff previews read it ("Kwame Mensah"); "the customer" when the account is gone. */
export async function personNameOf(dbOrTx: DbOrTx, userId: string): Promise<string> {
  const [row] = await dbOrTx.select({ firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'the customer';
}

/** What a document verifier compares an upload against: names, date of birth, phone and Ghana Card number as stored now. */
export async function verificationIdentityOf(dbOrTx: DbOrTx, userId: string) {
  const [row] = await dbOrTx
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      dateOfBirth: profile.dateOfBirth,
      phone: profile.phone,
      ghanaCardNumber: profile.ghanaCardNumber,
    })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

/** A Ghana Card number with its middle digits hidden ("GHA-••••••789-0"): enough to match an upload, not to reuse it. */
export function maskGhanaCardNumber(number: string): string {
  const shown = number.slice(-5);
  const hidden = number.slice(0, -5).replace(/\d/g, '•');
  return `${hidden}${shown}`;
}

/** Writes one identity field of the profile in the caller's transaction (a correction), creating the row if needed. */
export async function setProfileField(tx: DbOrTx, userId: string, field: 'dateOfBirth' | 'ghanaCardNumber', value: string, now: Date): Promise<void> {
  await tx
    .insert(profile)
    .values({ userId, [field]: value })
    .onConflictDoUpdate({ target: profile.userId, set: { [field]: value, updatedAt: now } });
}

/** Deletes the person's profile in the caller's transaction (anonymisation). */
export async function deleteProfile(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(profile).where(eq(profile.userId, userId));
}

/** The person's phone (null without a profile) as a scalar SQL expression, for set-based queries over people. */
export function phoneOf(userId: SQL): SQL<string | null> {
  return sql<string | null>`(select ${profile.phone} from ${profile} where ${profile.userId} = ${userId})`;
}
