// The daily reconciliation of the books with the loan subledger (reconciliation.ts): after close of business, every
// control account is compared with the figure the loan ledger gives; any difference alerts the staff who keep the
// books (manageAccounting), in the app and by email when they have email on, and is logged.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { formatCedis } from '../../finance/index.js';
import type { Logger } from '../../logger.js';
import { user } from '../../auth/auth.table.js';
import { ROLES, hasPermission } from '../../auth/permissions.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Clock } from '../quotes/clock.js';
import { reconcile, type ReconciliationLine } from './reconciliation.js';

export interface BooksCheckResult {
  on: string;
  clean: boolean;
  differences: ReconciliationLine[];
  /** Staff alerted (0 when clean). */
  alerted: number;
}

export const BOOKS_ALERT_KIND = 'books.unreconciled';

/** The alert's body: each check that differs, with both sides. */
export function booksAlertBody(on: string, differences: readonly ReconciliationLine[]): string {
  const lines = differences.map((line) => `${line.check} (account ${line.accountCode}): books ${formatCedis(line.books)}, loans ${formatCedis(line.subledger)}, difference ${formatCedis(line.difference)}`);
  return `The daily reconciliation of ${on} found ${differences.length === 1 ? 'a difference' : `${differences.length} differences`} between the books and the loan ledger: ${lines.join('; ')}. The month cannot be closed until it is clean.`;
}

export class BooksCheck {
  constructor(
    private readonly db: AppDatabase,
    private readonly notifications: NotificationService,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<BooksCheckResult> {
    const on = this.clock.today();
    const differences = (await reconcile(this.db)).filter((line) => line.difference !== 0);
    if (differences.length === 0) return { on, clean: true, differences, alerted: 0 };
    this.logger.error('books do not reconcile with the loan ledger', { on, differences: differences.map(({ check, accountCode, difference }) => ({ check, accountCode, difference })) });
    const roles = ROLES.filter((role) => hasPermission(role, 'manageAccounting'));
    const alerted = await withTransaction(this.db, async (tx, afterCommit) => {
      const keepers = await tx.select({ id: user.id }).from(user).where(and(inArray(user.role, roles), eq(user.banned, false))).limit(100);
      for (const keeper of keepers) {
        await this.notifications.notify(tx, afterCommit, { userId: keeper.id, kind: BOOKS_ALERT_KIND, title: `The books do not reconcile (${on})`, body: booksAlertBody(on, differences) });
      }
      return keepers.length;
    });
    return { on, clean: false, differences, alerted };
  }
}
