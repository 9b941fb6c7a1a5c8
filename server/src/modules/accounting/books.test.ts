// The books on real PostgreSQL: every loan-ledger entry posts a balanced journal entry in the same
// transaction (the `ledger_entry_books` trigger), and the journal refuses unbalanced entries, UPDATE and DELETE.
import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { reconcile } from './reconciliation.js';
import { recordManualPaymentApplied, secondPersonApproves } from '../approvals/approval.fixtures.js';

// The BNPL test loan: GH₵5,000 over 6 months at 4% a month from 2026-01-15 (hand table in loan-servicing.test.ts):
// instalment 95,381; row 1 = principal 75,381 + interest 20,000, row 2 = 78,396 + 16,985.
let app: TestApp;
let analyst: { cookie: string };
let finance: { cookie: string };
let collector: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
  collector = await app.signInAs('recovery_and_collections');
  admin = await app.signInAs('admin');
  // These loans are written off well before the loss classification (361 days); the gate itself is tested in
  // accounting/write-off.test.ts, so here a write-off is allowed from 30 days past due.
  await app.database.query(`INSERT INTO system_settings (key, type, value) VALUES ('collections.write_off_min_days_past_due', 'integer', '30') ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
});
afterAll(async () => {
  await app?.stop();
});

async function onDay<T>(day: string, work: () => Promise<T>): Promise<T> {
  app.services.clock.set(new Date(`${day}T12:00:00Z`));
  try {
    return await work();
  } finally {
    app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  }
}

const REVERSE = `mutation R($id: ID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id status } }`;
const REFUND = `mutation R($loanId: ID!, $input: RefundCreditInput!) { refundCredit(loanId: $loanId, input: $input) { creditBalance } }`;
const PROPOSE = `mutation W($input: ProposeWriteOffInput!) { proposeWriteOff(input: $input) { writeOffs { id status } } }`;
const APPROVE = `mutation A($id: ID!) { approveWriteOff(proposalId: $id) { writeOffs { id status } } }`;
let reference = 0;
async function pay(loanId: string, amount: number, method = 'mtn_momo'): Promise<string> {
  reference += 1;
  // Large amounts wait for a second person (approvals.manual_payment_threshold), who approves them.
  return recordManualPaymentApplied(app, finance.cookie, { loanId, amount, method, reference: `BOOKS-${Date.now()}-${reference}`, branch: 'Accra Ridge' });
}

interface Line {
  kind: string;
  account: string;
  debit: number;
  credit: number;
}
async function linesOf(loanId: string): Promise<Line[]> {
  return (
    await app.database.query<{ kind: string; account: string; debit: string; credit: string }>(
      `SELECT j.kind, l.account_code AS account, l.debit::text, l.credit::text FROM journal_entry j JOIN journal_line l ON l.entry_id = j.id
       WHERE j.loan_id = $1 ORDER BY j.seq, l.debit DESC, l.account_code`,
      [loanId],
    )
  ).map((row) => ({ kind: row.kind, account: row.account, debit: Number(row.debit), credit: Number(row.credit) }));
}
async function balance(loanId: string, account: string): Promise<number> {
  const [row] = await app.database.query<{ total: string }>(
    'SELECT coalesce(sum(debit - credit), 0)::text AS total FROM journal_line WHERE loan_id = $1 AND account_code = $2',
    [loanId, account],
  );
  return Number(row.total);
}
/** Every ledger entry of the loan has exactly one journal entry, and each journal entry balances. */
async function expectBooksComplete(loanId: string) {
  const rows = await app.database.query<{ ledger: number; journal: number; unbalanced: number }>(
    `SELECT (SELECT count(*) FROM ledger_entry WHERE loan_id = $1)::int AS ledger,
       (SELECT count(*) FROM journal_entry WHERE loan_id = $1 AND source = 'ledger')::int AS journal,
       (SELECT count(*) FROM (SELECT j.id FROM journal_entry j LEFT JOIN journal_line l ON l.entry_id = j.id WHERE j.loan_id = $1
         GROUP BY j.id HAVING coalesce(sum(l.debit), 0) <> coalesce(sum(l.credit), 0)) u)::int AS unbalanced`,
    [loanId],
  );
  expect(rows[0]).toEqual({ ledger: rows[0].ledger, journal: rows[0].ledger, unbalanced: 0 });
}

describe('posting every loan event', () => {
  it('disbursement, payment by component, reversal as the exact negation, credit and refund', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    // Disbursement: the principal lent, owed to the merchant; scheduled interest is not income yet.
    expect(await linesOf(loanId)).toEqual([
      { kind: 'disbursement', account: '1101', debit: 500_000, credit: 0 },
      { kind: 'disbursement', account: '2110', debit: 0, credit: 500_000 },
    ]);
    // The first instalment on its due day by MTN MoMo: 20,000 interest + 75,381 principal.
    const first = await onDay('2026-02-15', () => pay(loanId, 95_381));
    const payment = (await linesOf(loanId)).filter((line) => line.kind === 'payment');
    expect(payment).toEqual([
      { kind: 'payment', account: '1010', debit: 95_381, credit: 0 },
      { kind: 'payment', account: '1101', debit: 0, credit: 75_381 },
      { kind: 'payment', account: '1200', debit: 0, credit: 20_000 },
    ]);
    expect(await balance(loanId, '1101')).toBe(500_000 - 75_381);
    // Reversed: every line of the payment negated; the books are back to the disbursement.
    const reversed = await onDay('2026-02-16', () => app.graphql(REVERSE, { id: first, reason: 'Bounced at the network' }, finance.cookie));
    expect(reversed.errors).toBeUndefined();
    // A second person approves the reversal (maker-checker); the books move only then.
    expect((await linesOf(loanId)).filter((line) => line.kind === 'reversal')).toEqual([]);
    await onDay('2026-02-16', () => secondPersonApproves(app, first, 'finance'));
    const reversal = (await linesOf(loanId)).filter((line) => line.kind === 'reversal');
    expect(reversal.map(({ account, debit, credit }) => ({ account, debit: credit, credit: debit })).sort((a, b) => a.account.localeCompare(b.account))).toEqual(
      payment.map(({ account, debit, credit }) => ({ account, debit, credit })).sort((a, b) => a.account.localeCompare(b.account)),
    );
    expect(await balance(loanId, '1101')).toBe(500_000);
    expect(await balance(loanId, '1010')).toBe(0);
    // Paid off on 2026-02-16 by bank transfer with more than the loan can take: every receivable cleared, the
    // excess held as the customer's credit (a liability), then refunded from the bank.
    await onDay('2026-02-16', () => pay(loanId, 600_000, 'bank_transfer'));
    const [{ status }] = await app.database.query<{ status: string }>('SELECT status FROM loan WHERE id = $1', [loanId]);
    expect(status).toBe('paid_off');
    const held = -(await balance(loanId, '2010'));
    expect(held).toBeGreaterThan(0);
    expect(await balance(loanId, '1101')).toBe(0);
    expect(await balance(loanId, '1000')).toBe(600_000);
    // Interest paid at settlement, not yet accrued by a close of business: received ahead of the accrual; the
    // day's close of business finds the loan paid off and recognises what it paid as earned.
    const interestPaid = 600_000 - held - 500_000;
    expect(await balance(loanId, '1200')).toBe(-interestPaid);
    await onDay('2026-02-16', () => app.services.closeOfBusiness.run('2026-02-16'));
    expect(await balance(loanId, '1200')).toBe(0);
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);
    const refunded = await app.graphql(REFUND, { loanId, input: { amount: held, reference: 'MOMO-REFUND-1' } }, finance.cookie);
    expect(refunded.errors).toBeUndefined();
    await secondPersonApproves(app, loanId, 'finance');
    expect(await balance(loanId, '2010')).toBe(0);
    expect(await balance(loanId, '1000')).toBe(600_000 - held);
    const kinds = new Set((await linesOf(loanId)).map((line) => line.kind));
    expect([...kinds].sort()).toEqual(['credit', 'disbursement', 'payment', 'refund', 'reversal']);
    expect(await balance(loanId, '1200')).toBe(0);
    await expectBooksComplete(loanId);
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);
  });

  it('penalties to penalty income, a write-off of what was earned, and a recovery to recoveries income', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    for (const day of ['2026-02-25', '2026-03-20', '2026-04-25']) await onDay(day, () => app.services.closeOfBusiness.run(day));
    const penalties = await balance(loanId, '1220');
    expect(penalties).toBeGreaterThan(0);
    const income = await app.database.query<{ total: string }>(
      `SELECT coalesce(sum(credit - debit), 0)::text AS total FROM journal_line WHERE loan_id = $1 AND account_code = '4200'`,
      [loanId],
    );
    expect(Number(income[0].total)).toBe(penalties);
    const proposed = await onDay('2026-04-25', () => app.graphql<{ proposeWriteOff: { writeOffs: Array<{ id: string }> } }>(PROPOSE, { input: { loanId, reason: 'Borrower emigrated, no assets' } }, collector.cookie));
    expect(proposed.errors).toBeUndefined();
    const approved = await onDay('2026-04-25', () => app.graphql(APPROVE, { id: proposed.data!.proposeWriteOff.writeOffs[0].id }, admin.cookie));
    expect(approved.errors).toBeUndefined();
    // Written off: principal, penalties and the interest earned to 2026-04-25 go to write-off expense; the
    // scheduled interest of later months was never earned and is not. Earned: rows 1–3 in full (20,000 + 16,985 +
    // 13,849) + row 4 for 10 days on 264,691 at 48% a year (3,481.37 → 3,481) = 54,315.
    expect(await balance(loanId, '1101')).toBe(0);
    expect(await balance(loanId, '1220')).toBe(0);
    expect(await balance(loanId, '1200')).toBe(0);
    expect(await balance(loanId, '5000')).toBe(500_000 + penalties + 54_315);
    // A recovery of GH₵100 by Telecel Cash: cash in, recoveries income.
    await onDay('2026-05-01', () => pay(loanId, 10_000, 'telecel_cash'));
    expect(await balance(loanId, '1011')).toBe(10_000);
    expect(await balance(loanId, '4300')).toBe(-10_000);
    await expectBooksComplete(loanId);
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);
  });

  it('a cancelled order undoes its disbursement', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const [order] = await app.database.query<{ id: string }>('SELECT order_id AS id FROM loan WHERE id = $1', [loanId]);
    const fulfil = await app.signInAs('admin');
    const cancelled = await app.graphql(`mutation C($id: ID!, $reason: String!) { staffCancelOrder(id: $id, reason: $reason) { status } }`, { id: order.id, reason: 'Out of stock at the merchant' }, fulfil.cookie);
    expect(cancelled.errors).toBeUndefined();
    expect(await balance(loanId, '1101')).toBe(0);
    expect(await balance(loanId, '2110')).toBe(0);
    await expectBooksComplete(loanId);
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);
  });
});

/** The database's own message of a refused statement (drizzle wraps it as the cause). */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'no error';
}

describe('the journal refuses', () => {
  it('an unbalanced entry at commit, lines added to a committed entry, and any UPDATE or DELETE', async () => {
    const unbalanced = withTransaction(app.database.db, async (tx) => {
      await tx.execute(sql`insert into journal_entry (id, source, kind, posted_on, description) values ('00000000-0000-4000-8000-000000000001', 'ledger', 'manual', '2026-01-15', 'test')`);
      await tx.execute(sql`insert into journal_line (entry_id, account_code, debit) values ('00000000-0000-4000-8000-000000000001', '1000', 100)`);
      await tx.execute(sql`insert into journal_line (entry_id, account_code, credit) values ('00000000-0000-4000-8000-000000000001', '4000', 99)`);
    });
    expect(await failure(unbalanced)).toMatch(/journal entry .* is not balanced \(debits 100, credits 99\)/);
    const [entry] = await app.database.query<{ id: string }>('SELECT id FROM journal_entry ORDER BY seq LIMIT 1');
    expect(entry).toBeDefined();
    await expect(app.database.query(`INSERT INTO journal_line (entry_id, account_code, debit) VALUES ($1, '1000', 1)`, [entry.id])).rejects.toThrow(/same transaction/);
    await expect(app.database.query(`UPDATE journal_line SET debit = debit + 1 WHERE entry_id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(app.database.query(`UPDATE journal_entry SET description = 'edited' WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(app.database.query(`DELETE FROM journal_entry WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(app.database.query(`DELETE FROM gl_account WHERE code = '1101'`)).rejects.toThrow(/foreign key/);
  });
});
