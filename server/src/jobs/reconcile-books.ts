// The daily reconciliation of the books (modules/accounting/books-check.ts): at 02:00 Accra, after close of business
// (00:30) has accrued the day, every control account is compared with the loan subledger; a difference alerts the
// staff who keep the books.
import type { BooksCheckResult } from '../modules/accounting/books-check.js';
import type { JobDefinition } from './job-system.js';

export const RECONCILE_BOOKS_QUEUE = 'reconcile-books';

export function reconcileBooksJob(booksCheck: { run(): Promise<BooksCheckResult> }): JobDefinition {
  return {
    queue: RECONCILE_BOOKS_QUEUE,
    description: 'Compares every control account of the books with the loan subledger and alerts finance about any difference.',
    cron: '0 2 * * *',
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 30 * 60,
    async handle() {
      const result = await booksCheck.run();
      return { on: result.on, clean: result.clean, differences: result.differences.length, alerted: result.alerted };
    },
  };
}
