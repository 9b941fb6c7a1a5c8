// Money from someone we cannot name (a mobile-money transfer from a number no customer has, with a reference we never
// issued) still has to be held: a payment row needs an owner, so it belongs to one system account, "Unidentified
// payer", until staff allocate it to a loan (the loan's customer then owns it) or refund it to the number it came from.
// The account is a service account (its address is at SERVICE_ACCOUNT_EMAIL_DOMAIN), so no list or count of people
// shows it, it has no password and it is banned: nobody signs in as it.
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { SERVICE_ACCOUNT_EMAIL_DOMAIN } from '../api-keys/api-key.secret.js';

export const UNIDENTIFIED_PAYER_EMAIL = `unidentified-payer@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`;
export const UNIDENTIFIED_PAYER_ID = 'system-unidentified-payer';

/** The account unidentified money is held under, created on first use. */
export async function unidentifiedPayerId(dbOrTx: DbOrTx): Promise<string> {
  await dbOrTx
    .insert(user)
    .values({
      id: UNIDENTIFIED_PAYER_ID,
      name: 'Unidentified payer',
      email: UNIDENTIFIED_PAYER_EMAIL,
      emailVerified: false,
      role: 'user',
      firstName: 'Unidentified',
      lastName: 'payer',
      banned: true,
      banReason: 'System account: holds money from payers nobody could name, until staff allocate or refund it.',
    })
    .onConflictDoNothing({ target: user.id });
  return UNIDENTIFIED_PAYER_ID;
}

export function isUnidentifiedPayer(userId: string): boolean {
  return userId === UNIDENTIFIED_PAYER_ID;
}
