// The daily reconciliation alert on real PostgreSQL: clean books alert nobody; a posting the loan ledger does not
// know of alerts every staff member who keeps the books, with both sides of the difference.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { BOOKS_ALERT_KIND } from './books-check.js';
import { reconcileBooksJob } from '../../jobs/reconcile-books.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  app?.services.clock.set(null);
  await app?.stop();
});

async function alertsOf(userId: string) {
  return app.database.query<{ title: string; body: string }>(`SELECT title, body FROM notification WHERE user_id = $1 AND kind = $2`, [userId, BOOKS_ALERT_KIND]);
}

describe('daily books reconciliation', () => {
  it('alerts the book keepers only when the books differ from the loan ledger', async () => {
    app.services.clock.set(new Date('2026-03-02T09:00:00Z'));
    const finance = await app.signInAs('finance');
    const analyst = await app.signInAs('credit_analyst');
    const loanId = await bnplLoan(app, await app.signUp(), analyst.cookie);
    const job = reconcileBooksJob(app.services.booksCheck);
    expect(job).toMatchObject({ queue: 'reconcile-books', cron: '0 2 * * *' });

    expect(await job.handle({}, { queuedAt: new Date(), signal: new AbortController().signal } as never)).toEqual({ on: '2026-03-02', clean: true, differences: 0, alerted: 0 });
    expect(await alertsOf(finance.id)).toEqual([]);

    // A balanced entry typed in by hand: GH₵10.00 more on the BNPL loans receivable than the loan ledger owes.
    await app.database.query(`
      WITH e AS (INSERT INTO journal_entry (source, kind, posted_on, description) VALUES ('ledger', 'manual', '2026-03-02', 'Unexplained') RETURNING id)
      INSERT INTO journal_line (entry_id, account_code, loan_id, debit, credit)
      SELECT e.id, '1101', $1::uuid, 1000, 0 FROM e UNION ALL SELECT e.id, '1000', NULL, 0, 1000 FROM e`, [loanId]);
    const result = await app.services.booksCheck.run();
    expect(result.clean).toBe(false);
    expect(result.differences).toEqual([{ check: 'loans_receivable:bnpl', accountCode: '1101', books: 501_000, subledger: 500_000, difference: 1_000 }]);
    expect(result.alerted).toBeGreaterThanOrEqual(1);
    const [alert] = await alertsOf(finance.id);
    expect(alert.title).toBe('The books do not reconcile (2026-03-02)');
    expect(alert.body).toContain('loans_receivable:bnpl (account 1101): books GH₵5,010.00, loans GH₵5,000.00, difference GH₵10.00');
    // Staff who do not keep the books are not alerted.
    expect(await alertsOf(analyst.id)).toEqual([]);
  });
});
