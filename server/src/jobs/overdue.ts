// The daily overdue run: penalty interest on overdue instalments and arrears status, by one instance at a time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import { capPenalty, daysBetween, isIsoDate, isOverdue, penaltyBetween, penaltyDays, percentOf, withCharges } from '../finance/index.js';
import type { Logger } from '../logger.js';
import { summarize } from '../modules/loans/loan.balance.js';
import { readServicingPolicy } from '../modules/loans/loan.servicing.js';
import type { LoanService } from '../modules/loans/loan.service.js';
import { ledgerEntry, type AllocationPart } from '../modules/loans/loan.table.js';
import type { QuoteService } from '../modules/quotes/quote.service.js';

/** Advisory lock key of the overdue job ("ovdu"): only the instance holding it does the work. */
export const OVERDUE_JOB_LOCK_KEY = 0x6f766475;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OverdueJobDependencies {
  db: AppDatabase;
  loans: LoanService;
  quotes: QuoteService;
}

export interface OverdueRunResult {
  /** False when another runner held the lock, so this one did nothing. */
  ran: boolean;
  loansChecked: number;
  penaltiesWritten: number;
  penaltyTotal: number;
  inArrears: number;
}

/**
 * Charges each overdue instalment penalty interest on its overdue amount (penalties excluded, so nothing
 * compounds) for the days since the last run, at most once per loan per day, and moves loans between active
 * and in_arrears. The transaction-level advisory lock lets exactly one concurrent runner do the work.
 */
export async function runOverdueJob(deps: OverdueJobDependencies, asOf: string): Promise<OverdueRunResult> {
  if (!isIsoDate(asOf)) throw new RangeError(`asOf must be 'YYYY-MM-DD', got "${asOf}"`);
  const terms = await deps.quotes.terms();
  const { penaltyRateAnnualBp, graceDays } = terms.latePolicy;
  const { penaltyCapBp } = await readServicingPolicy(deps.db);
  return withTransaction(deps.db, async (tx, afterCommit) => {
    const [lock] = (await tx.execute(sql`select pg_try_advisory_xact_lock(${OVERDUE_JOB_LOCK_KEY}) as "locked"`) as unknown as {
      rows: Array<{ locked: boolean }>;
    }).rows;
    const result: OverdueRunResult = { ran: Boolean(lock?.locked), loansChecked: 0, penaltiesWritten: 0, penaltyTotal: 0, inArrears: 0 };
    if (!result.ran) return result;

    const loanIds = await deps.loans.openLoanIds(tx);
    if (loanIds.length === 0) return result;
    const lastAccruals = await tx
      .select({ loanId: ledgerEntry.loanId, last: sql<string>`max(${ledgerEntry.accrualDate})::text` })
      .from(ledgerEntry)
      .where(and(inArray(ledgerEntry.loanId, loanIds), eq(ledgerEntry.kind, 'penalty')))
      .groupBy(ledgerEntry.loanId);
    const lastByLoan = new Map(lastAccruals.map((row) => [row.loanId, row.last]));

    for (const loanId of loanIds) {
      const current = await deps.loans.lock(tx, loanId);
      let instalments = (await deps.loans.instalmentBalances(tx, [loanId])).get(loanId)!;
      const last = lastByLoan.get(loanId) ?? null;
      result.loansChecked += 1;
      // Already charged through today (a second run the same day): only the status is refreshed.
      const unbilledDays = last ? daysBetween(last, asOf) : Number.MAX_SAFE_INTEGER;
      if (unbilledDays > 0) {
        const parts: AllocationPart[] = [];
        const cap = percentOf(current.principal, penaltyCapBp);
        let charged = instalments.reduce((sum, inst) => sum + inst.penaltyDue, 0);
        for (const inst of instalments) {
          const overdueAmount =
            inst.principalDue + inst.interestDue + inst.feeDue - (inst.principalPaid + inst.interestPaid + inst.feePaid);
          if (overdueAmount <= 0 || !isOverdue(inst.dueDate, asOf, graceDays)) continue;
          const toDays = penaltyDays(inst.dueDate, asOf, graceDays);
          const fromDays = Math.max(0, toDays - unbilledDays);
          const penalty = capPenalty(penaltyBetween({ overdueAmount, penaltyRateAnnualBp, fromDays, toDays }), charged, cap);
          charged += penalty;
          if (penalty > 0) parts.push({ number: inst.number, penalty, fee: 0, interest: 0, principal: 0 });
        }
        const total = parts.reduce((sum, part) => sum + part.penalty, 0);
        if (total > 0) {
          await tx.insert(ledgerEntry).values({
            loanId,
            userId: current.userId,
            kind: 'penalty',
            amount: total,
            allocation: parts,
            accrualDate: asOf,
            effectiveOn: asOf,
          });
          instalments = withCharges(instalments, parts);
          result.penaltiesWritten += 1;
          result.penaltyTotal += total;
        }
      }
      const status = await deps.loans.settleStatus(tx, current, summarize(instalments, asOf, graceDays));
      if (status === 'in_arrears') result.inArrears += 1;
      if (status !== current.status || unbilledDays > 0) {
        afterCommit(() => deps.loans.publishChanged(current.id, current.userId));
      }
    }
    return result;
  });
}

/** Runs the job once a day (and shortly after start); returns a stop function for shutdown. */
export function scheduleOverdueJob(deps: OverdueJobDependencies, logger: Logger): () => void {
  const run = () => {
    runOverdueJob(deps, deps.quotes.clock.today())
      .then((result) => {
        if (result.ran) logger.info('overdue job finished', { ...result });
      })
      .catch((error: unknown) => logger.error('overdue job failed', { error: String(error) }));
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
