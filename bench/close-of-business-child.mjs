// One close of business in its own process, so its time and peak memory are its own:
//   node bench/close-of-business-child.mjs <databaseUrl> <businessDate> <batchSize> set|legacy [lanes]
// `set` runs the job's code (dist/server/modules/system/close-of-business.js) with the PostgreSQL event bus, as the
// worker does. `legacy` is the per-loan loop the job replaced (jobs/overdue.ts before issue 19), statement for
// statement: one transaction, per loan a row lock, instalmentBalances (2 statements), a penalty insert and a status
// update; it takes every open loan id in one IN list, so PostgreSQL refuses it past 65,535 loans.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import 'reflect-metadata';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'dist/server', file);
const [url, businessDate, batchSize, mode, lanes = '2'] = process.argv.slice(2);

const { createDatabase } = await import(dist('db/client.js'));
const { createLogger } = await import(dist('logger.js'));
// One connection per lane, and one for the run's own bookkeeping.
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', poolMax: Number(lanes) + 1 });
const logger = createLogger('error');
let result;
const { createPostgresEventBus } = await import(dist('events/postgres-bus.js'));
const { CloseOfBusiness } = await import(dist('modules/system/close-of-business.js'));
const started = performance.now();
if (mode === 'set') {
  const events = await createPostgresEventBus(database, logger);
  result = await new CloseOfBusiness(database.db, events).run(businessDate, { batchSize: Number(batchSize), lanes: Number(lanes) });
  await events.close();
} else {
  result = await legacyLoop(database.db, businessDate);
}
const ms = performance.now() - started;
const pgCpuS = await backendCpuSeconds();
await database.close();
process.stdout.write(`${JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, pgCpuS, result })}\n`);

/**
 * CPU seconds the PostgreSQL backends of this run's connections used (from /proc, when the server is local): on a
 * shared machine the wall time depends on the load, this does not. Null where /proc cannot be read.
 */
async function backendCpuSeconds() {
  try {
    const fs = await import('node:fs');
    const answer = await database.query('select pid from pg_stat_activity where datname = current_database() and backend_type = $1', ['client backend']);
    const rows = Array.isArray(answer) ? answer : answer.rows;
    let ticks = 0;
    for (const { pid } of rows) {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

async function legacyLoop(db, asOf) {
  const { and, eq, inArray, sql } = await import('drizzle-orm');
  const finance = await import(dist('finance/index.js'));
  const { withTransaction } = await import(dist('db/transaction.js'));
  const { summarize } = await import(dist('modules/loans/loan.balance.js'));
  const { instalmentBalances, readServicingPolicy } = await import(dist('modules/loans/loan.servicing.js'));
  const { ledgerEntry, loan } = await import(dist('modules/loans/loan.table.js'));
  return withTransaction(db, async (tx) => {
    const result = { loansChecked: 0, penaltiesWritten: 0, penaltyTotal: 0, inArrears: 0 };
    const loanIds = (await tx.select({ id: loan.id }).from(loan).where(inArray(loan.status, ['active', 'in_arrears'])).orderBy(loan.createdAt, loan.id)).map((row) => row.id);
    const lastAccruals = await tx
      .select({ loanId: ledgerEntry.loanId, last: sql`max(${ledgerEntry.accrualDate})::text` })
      .from(ledgerEntry)
      .where(and(inArray(ledgerEntry.loanId, loanIds), eq(ledgerEntry.kind, 'penalty')))
      .groupBy(ledgerEntry.loanId);
    const lastByLoan = new Map(lastAccruals.map((row) => [row.loanId, row.last]));
    for (const loanId of loanIds) {
      const [current] = await tx.select().from(loan).where(eq(loan.id, loanId)).for('update');
      // Each loan's product version's late-payment terms (kept for life).
      const { penaltyRateAnnualBp, graceDays, penaltyCapBp } = await readServicingPolicy(tx, current);
      let instalments = (await instalmentBalances(tx, [loanId])).get(loanId);
      const last = lastByLoan.get(loanId) ?? null;
      result.loansChecked += 1;
      const unbilledDays = last ? finance.daysBetween(last, asOf) : Number.MAX_SAFE_INTEGER;
      if (unbilledDays > 0) {
        const parts = [];
        const cap = finance.percentOf(current.principal, penaltyCapBp);
        let charged = instalments.reduce((sum, inst) => sum + inst.penaltyDue, 0);
        for (const inst of instalments) {
          const overdueAmount = inst.principalDue + inst.interestDue + inst.feeDue - (inst.principalPaid + inst.interestPaid + inst.feePaid);
          if (overdueAmount <= 0 || !finance.isOverdue(inst.dueDate, asOf, graceDays)) continue;
          const toDays = finance.penaltyDays(inst.dueDate, asOf, graceDays);
          const fromDays = Math.max(0, toDays - unbilledDays);
          const penalty = finance.capPenalty(finance.penaltyBetween({ overdueAmount, penaltyRateAnnualBp, fromDays, toDays }), charged, cap);
          charged += penalty;
          if (penalty > 0) parts.push({ number: inst.number, penalty, fee: 0, interest: 0, principal: 0 });
        }
        const total = parts.reduce((sum, part) => sum + part.penalty, 0);
        if (total > 0) {
          await tx.insert(ledgerEntry).values({ loanId, userId: current.userId, kind: 'penalty', amount: total, allocation: parts, accrualDate: asOf, effectiveOn: asOf });
          instalments = finance.withCharges(instalments, parts);
          result.penaltiesWritten += 1;
          result.penaltyTotal += total;
        }
      }
      const summary = summarize(instalments, asOf, graceDays);
      const next = summary.outstandingBalance === 0 ? 'paid_off' : summary.amountOverdue > 0 ? 'in_arrears' : 'active';
      if (next !== current.status) await tx.update(loan).set({ status: next, updatedAt: new Date() }).where(eq(loan.id, current.id));
      if (next === 'in_arrears') result.inArrears += 1;
    }
    return result;
  });
}
