// API keys act through service accounts (rows of "user" with an address at SERVICE_ACCOUNT_EMAIL_DOMAIN). They are
// managed on the security page; every list or count of people leaves them out with this one condition.
import { notLike, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import { SERVICE_ACCOUNT_EMAIL_DOMAIN } from '../api-keys/api-key.secret.js';

/** True for accounts of people (customers and staff), false for API keys' service accounts. */
export function isPerson(): SQL {
  return notLike(user.email, `%@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`);
}
