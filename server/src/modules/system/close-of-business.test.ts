import 'reflect-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { applyPayment, bnplLoan } from '../loans/loan.fixtures.js';

// A crafted portfolio of four BNPL loans of GH₵5,000 over 6 months (signed 2026-01-15: instalment 1 due 2026-02-15 is
// 95,381 = interest 20,000 + principal 75,381; instalment 2 due 2026-03-15). Settings: grace 5 days, penalty 30% a
// year on the overdue amount, cap 10% of principal. Penalty = round(A × 3000 × days / 3,650,000), half up.
//   A: pays nothing.
//   B: pays instalment 1 on 2026-02-10 (before it falls due).
//   C: pays 50,000 on 2026-02-10: interest 20,000, principal 30,000; 45,381 of instalment 1 stays owed.
//   D: pays nothing until the close of 2026-02-25, then everything overdue (95,381 + its penalty) on 2026-02-26.
const at = (day: string) => new Date(`${day}T12:00:00Z`);

interface Portfolio {
  app: TestApp;
  ids: { A: string; B: string; C: string; D: string };
  customers: Array<{ id: string }>;
}

async function craft(env: Record<string, string> = {}): Promise<Portfolio> {
  const app = await startTestApp(env);
  app.services.clock.set(at('2026-01-15'));
  const analyst = await app.signInAs('credit_analyst');
  const customers = await Promise.all([app.signUp(), app.signUp(), app.signUp(), app.signUp()]);
  const ids = { A: '', B: '', C: '', D: '' };
  for (const [index, key] of (['A', 'B', 'C', 'D'] as const).entries()) ids[key] = await bnplLoan(app, customers[index], analyst.cookie);
  app.services.clock.set(at('2026-02-10'));
  await applyPayment(app, { loanId: ids.B, userId: customers[1].id, amount: 95_381, receivedAt: at('2026-02-10') });
  await applyPayment(app, { loanId: ids.C, userId: customers[2].id, amount: 50_000, receivedAt: at('2026-02-10') });
  return { app, ids, customers };
}

async function penaltiesOf(app: TestApp, loanId: string): Promise<Array<{ amount: number; accrualDate: string; allocation: unknown }>> {
  const rows = await app.database.query<{ amount: string; accrual_date: string; allocation: unknown }>(
    "SELECT amount::text, accrual_date::text, allocation FROM ledger_entry WHERE loan_id = $1 AND kind = 'penalty' ORDER BY accrual_date",
    [loanId],
  );
  return rows.map((row) => ({ amount: Number(row.amount), accrualDate: row.accrual_date, allocation: row.allocation }));
}

async function statusesOf(app: TestApp, ids: Portfolio['ids']): Promise<Record<string, string>> {
  const rows = await app.database.query<{ id: string; status: string }>('SELECT id, status FROM loan WHERE id = ANY($1::uuid[])', [Object.values(ids)]);
  const byId = new Map(rows.map((row) => [row.id, row.status]));
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, byId.get(id)!]));
}

/** Everything a close of business writes, to compare two runs. */
async function stateOf(app: TestApp) {
  const [ledger, loans, snapshots] = await Promise.all([
    app.database.query('SELECT loan_id, kind, amount::text, allocation, accrual_date::text FROM ledger_entry ORDER BY loan_id, seq'),
    app.database.query('SELECT id, status, updated_at FROM loan ORDER BY id'),
    app.database.query('SELECT * FROM portfolio_snapshot ORDER BY business_date'),
  ]);
  return { ledger, loans, snapshots: snapshots.map((row) => ({ ...row, created_at: undefined })) };
}

/** Pays D's overdue instalment and its penalty on 2026-02-26 (after the close of 2026-02-25). */
async function cureD(portfolio: Portfolio) {
  const { app, ids, customers } = portfolio;
  app.services.clock.set(at('2026-02-26'));
  await applyPayment(app, { loanId: ids.D, userId: customers[3].id, amount: 95_381 + 392, receivedAt: at('2026-02-26') });
}

const EXPECTED_SNAPSHOT_0320 = {
  open_loans: 4,
  // A 500,000; B 500,000 − 75,381; C 500,000 − 30,000; D 500,000 − 75,381.
  outstanding_principal: 1_819_238,
  current_loans: 2,
  current_principal: 849_238,
  days_1_30_loans: 0,
  days_31_60_loans: 2,
  days_31_60_principal: 970_000,
  days_61_90_loans: 0,
  over_90_loans: 0,
  // 1,803 (A) + 858 (C).
  penalty_charged: 2_661,
};

/** The snapshot's figures as numbers (bigint columns arrive as strings from node-postgres, as numbers from PGlite). */
const figuresOf = (snapshot: Record<string, unknown>) => Object.fromEntries(Object.keys(EXPECTED_SNAPSHOT_0320).map((key) => [key, Number(snapshot[key])]));

let running: TestApp[] = [];
afterEach(async () => {
  await Promise.all(running.map((app) => app.stop()));
  running = [];
});

// Each test starts its own server on a fresh database and crafts four loans through the API: slow on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

describe('close of business', () => {
  it('charges the engine’s exact penalties, moves loans between active and in arrears, and writes the snapshot', async () => {
    const portfolio = await craft();
    const { app, ids } = portfolio;
    running.push(app);

    const first = await app.services.closeOfBusiness.run('2026-02-25', { batchSize: 3 });
    // 10 days late, 5 beyond grace: A and D 95,381 × 3000 × 5 / 3,650,000 = 391.98 → 392; C 45,381 → 186.50 − → 186.
    expect(first).toMatchObject({ ran: true, batches: 2, loans: 4, penaltiesWritten: 3, penaltyTotal: 392 + 186 + 392, toArrears: 3, toActive: 0 });
    expect(await penaltiesOf(app, ids.A)).toEqual([{ amount: 392, accrualDate: '2026-02-25', allocation: [{ number: 1, penalty: 392, fee: 0, interest: 0, principal: 0 }] }]);
    expect((await penaltiesOf(app, ids.C)).map((entry) => entry.amount)).toEqual([186]);
    expect(await penaltiesOf(app, ids.B)).toEqual([]);
    expect(await statusesOf(app, ids)).toEqual({ A: 'in_arrears', B: 'active', C: 'in_arrears', D: 'in_arrears' });

    await cureD(portfolio);
    expect((await statusesOf(app, ids)).D).toBe('active');

    const second = await app.services.closeOfBusiness.run('2026-03-20', { batchSize: 3 });
    // 33 days late, 28 beyond grace, 23 of them not yet charged: A round(95,381 × 3000 × 28 / 3,650,000) = 2,195 − 392
    // = 1,803; C round(45,381 × …28…) = 1,044 − 186 = 858. Instalment 2 (due 03-15) is inside its grace days.
    expect(second).toMatchObject({ loans: 4, penaltiesWritten: 2, penaltyTotal: 1_803 + 858, toArrears: 0, toActive: 0 });
    expect((await penaltiesOf(app, ids.A)).map((entry) => entry.amount)).toEqual([392, 1_803]);
    expect((await penaltiesOf(app, ids.C)).map((entry) => entry.amount)).toEqual([186, 858]);
    expect(await penaltiesOf(app, ids.D)).toHaveLength(1);
    expect(await statusesOf(app, ids)).toEqual({ A: 'in_arrears', B: 'active', C: 'in_arrears', D: 'active' });
    const [snapshot] = await app.database.query("SELECT * FROM portfolio_snapshot WHERE business_date = '2026-03-20'");
    expect(figuresOf(snapshot)).toEqual(EXPECTED_SNAPSHOT_0320);

    // The same figures through the API (manageSystem or viewAllPayments): PAR 30 = 970,000 / 1,819,238 = 53.32%.
    const finance = await app.signInAs('finance');
    const read = await app.graphql<{ portfolioSnapshots: Array<{ businessDate: string; par30Bp: number; par90Bp: number; openLoans: number }> }>(
      '{ portfolioSnapshots(first: 1) { businessDate openLoans par30Bp par90Bp } }',
      {},
      finance.cookie,
    );
    expect(read.data!.portfolioSnapshots).toEqual([{ businessDate: '2026-03-20', openLoans: 4, par30Bp: 5_332, par90Bp: 0 }]);
  });

  it('changes nothing when the same date runs again, plain or forced', async () => {
    const portfolio = await craft();
    const { app } = portfolio;
    running.push(app);
    await app.services.closeOfBusiness.run('2026-02-25');
    await cureD(portfolio);
    await app.services.closeOfBusiness.run('2026-03-20');
    const before = await stateOf(app);

    expect(await app.services.closeOfBusiness.run('2026-03-20')).toMatchObject({ ran: false, loans: 0 });
    const forced = await app.services.closeOfBusiness.run('2026-03-20', { force: true, batchSize: 1 });
    expect(forced).toMatchObject({ ran: true, batches: 4, loans: 4, penaltiesWritten: 0, penaltyTotal: 0, toArrears: 0, toActive: 0 });
    expect(await stateOf(app)).toEqual(before);
  });

  // One lane (PGlite) and two lanes side by side (PostgreSQL's default): with two, the other lane may commit the batch
  // it was running when the first one stopped, so the crash leaves 2 or 3 of the 4 batches done.
  it.each([1, 2])('resumes after a crash between batches and ends exactly as an uninterrupted run (%i lane(s))', async (lanes) => {
    const portfolio = await craft();
    const { app, ids } = portfolio;
    running.push(app);
    await app.services.closeOfBusiness.run('2026-02-25');
    await cureD(portfolio);

    // The worker dies right after its second batch (of one loan each) has committed. With two lanes both may commit a
    // batch before either looks at the count, so the hook may first see 3: it stops at the first count of 2 or more.
    const crash = new Error('worker killed');
    await expect(
      app.services.closeOfBusiness.run('2026-03-20', { batchSize: 1, lanes, afterBatch: (batch) => { if (batch >= 2) throw crash; } }),
    ).rejects.toBe(crash);
    const [halfway] = await app.database.query<{ state: string; batches: number; loans: number }>(
      "SELECT state, batches, loans FROM close_of_business_run WHERE business_date = '2026-03-20'",
    );
    expect(halfway.state).toBe('running');
    expect(halfway.loans).toBe(halfway.batches);
    if (lanes === 1) expect(halfway.batches).toBe(2);
    else expect([2, 3]).toContain(halfway.batches);

    // A restarted process (another instance on the same database) picks the run up after the last finished batch.
    const restarted = await app.startAnotherInstance();
    try {
      // The restarted run keeps the attempt's lanes (their cursors), whatever it is asked for.
      const rest = await restarted.services.closeOfBusiness.run('2026-03-20', { batchSize: 1, lanes: 3 - lanes });
      expect(rest).toMatchObject({ ran: true, batches: 4 - halfway.batches, loans: 4 - halfway.batches });
    } finally {
      await restarted.stop();
    }
    expect((await penaltiesOf(app, ids.A)).map((entry) => entry.amount)).toEqual([392, 1_803]);
    expect((await penaltiesOf(app, ids.C)).map((entry) => entry.amount)).toEqual([186, 858]);
    expect(await statusesOf(app, ids)).toEqual({ A: 'in_arrears', B: 'active', C: 'in_arrears', D: 'active' });
    const [snapshot] = await app.database.query("SELECT * FROM portfolio_snapshot WHERE business_date = '2026-03-20'");
    expect(figuresOf(snapshot)).toEqual(EXPECTED_SNAPSHOT_0320);
    const [run] = await app.database.query<{ state: string; batches: number; loans: number }>(
      "SELECT state, batches, loans FROM close_of_business_run WHERE business_date = '2026-03-20'",
    );
    expect(run).toEqual({ state: 'completed', batches: 4, loans: 4 });
  });

  it('runs a queued job once when two instances with jobs start together, and staff see it on the System page', async () => {
    const portfolio = await craft({ JOBS_ENABLED: 'true' });
    const { app, ids } = portfolio;
    running.push(app);
    await app.services.closeOfBusiness.run('2026-02-25');
    await cureD(portfolio);
    const other = await app.startAnotherInstance({ JOBS_ENABLED: 'true' });
    try {
      // Both instances ask for the same date at once: one job is queued, and one worker runs it.
      const sent = await Promise.all([
        app.jobs!.send('close-of-business', { date: '2026-03-20' }, { singletonKey: '2026-03-20' }),
        other.jobs!.send('close-of-business', { date: '2026-03-20' }, { singletonKey: '2026-03-20' }),
      ]);
      expect(sent.filter((id) => id !== null)).toHaveLength(1);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM job_run WHERE queue = 'close-of-business' AND state = 'completed'");
        if (row.n > 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Give the other instance's poll time to (wrongly) pick it up too.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const runs = await app.database.query<{ state: string; job_id: string }>("SELECT state, job_id FROM job_run WHERE queue = 'close-of-business'");
      expect(runs).toEqual([{ state: 'completed', job_id: sent.find((id) => id !== null) }]);
    } finally {
      await other.stop();
    }
    expect((await penaltiesOf(app, ids.A)).map((entry) => entry.amount)).toEqual([392, 1_803]);

    const admin = await app.signInAs('admin');
    const queues = await app.graphql<{ jobQueues: Array<{ name: string; cron: string | null; waiting: number; lastRun: { state: string; durationMs: number } | null }> }>(
      '{ jobQueues { name cron waiting lastRun { state durationMs } } }',
      {},
      admin.cookie,
    );
    expect(queues.errors).toBeUndefined();
    const closeOfBusiness = queues.data!.jobQueues.find((queue) => queue.name === 'close-of-business')!;
    expect(closeOfBusiness).toMatchObject({ cron: '30 0 * * *', waiting: 0, lastRun: { state: 'completed' } });
    expect(closeOfBusiness.lastRun!.durationMs).toBeGreaterThanOrEqual(0);
    expect(queues.data!.jobQueues.map((queue) => queue.name)).toContain('reconcile-payments');

    // Staff ask for a date: a future one, or one before the latest closed date, is refused.
    const RUN = 'mutation R($d: String!) { runCloseOfBusiness(businessDate: $d) }';
    app.services.clock.set(at('2026-03-21'));
    expect((await app.graphql(RUN, { d: '2026-03-22' }, admin.cookie)).errors![0]).toMatchObject({ message: 'Close of business cannot run for a future date.' });
    expect((await app.graphql(RUN, { d: '2026-03-01' }, admin.cookie)).errors![0].message).toBe(
      'Close of business has already run for 2026-03-20; choose that date or a later one.',
    );
    const analyst = await app.signInAs('credit_analyst');
    expect((await app.graphql(RUN, { d: '2026-03-21' }, analyst.cookie)).errors![0].extensions?.code).toBe('FORBIDDEN');
    const queued = await app.graphql<{ runCloseOfBusiness: string }>(RUN, { d: '2026-03-21' }, admin.cookie);
    expect(queued.errors).toBeUndefined();
    expect(queued.data!.runCloseOfBusiness).toMatch(/^[0-9a-f-]{36}$/);
  });
});
