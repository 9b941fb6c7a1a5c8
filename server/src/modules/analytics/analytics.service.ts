import { sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import { isPerson } from '../users/people.js';
import type { AppDatabase } from '../../db/client.js';
import { badInput } from '../../graphql/errors.js';
import { APPLICATION_STATUSES, type ApplicationService } from '../applications/application.service.js';
import type { LoanService } from '../loans/loan.service.js';
import type { OrderService } from '../orders/order.service.js';
import type { ApplicationStats, CollectionStats, FinanceStats, OrderStats, OverviewStats } from './analytics.type.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year and a day: enough for any yearly report, small enough that the per-day list stays short. */
export const MAX_RANGE_DAYS = 366;

/** Every UTC calendar day touched by [from, to), as YYYY-MM-DD. */
function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()); day < to.getTime(); day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

function checkRange(from: Date, to: Date): void {
  if (!(to.getTime() > from.getTime())) throw badInput('The end of the range must be after its start.', 'to');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw badInput(`The range may cover at most ${MAX_RANGE_DAYS} days.`, 'to');
  }
}

export class AnalyticsService {
  constructor(
    private readonly db: AppDatabase,
    private readonly applications: ApplicationService,
    private readonly loans: LoanService,
    private readonly orders: OrderService,
  ) {}

  /** Three grouped statements whatever the number of applications; gaps are filled in memory (at most 366 days). */
  async applicationStats(from: Date, to: Date): Promise<ApplicationStats> {
    checkRange(from, to);
    const [totals, daily, decisions] = await Promise.all([
      this.applications.statusTotals(from, to),
      this.applications.dailyCounts(from, to),
      this.applications.decisionSummary(from, to),
    ]);
    const byStatus = APPLICATION_STATUSES.map((status) => {
      const found = totals.find((total) => total.status === status);
      return { status, count: found?.count ?? 0, amount: found?.amount ?? 0 };
    });
    const countByDay = new Map(daily.map((day) => [day.date, day.count]));
    const decided = decisions.approved + decisions.rejected;
    return {
      from,
      to,
      totalApplications: byStatus.reduce((sum, figure) => sum + figure.count, 0),
      totalAmount: byStatus.reduce((sum, figure) => sum + figure.amount, 0),
      byStatus,
      perDay: daysOf(from, to).map((date) => ({ date, count: countByDay.get(date) ?? 0 })),
      approvedDecisions: decisions.approved,
      rejectedDecisions: decisions.rejected,
      approvalRateBp: decided === 0 ? null : Math.round((decisions.approved * 10_000) / decided),
      averageDecisionSeconds: decisions.averageDecisionSeconds,
    };
  }

  async overviewStats(): Promise<OverviewStats> {
    const [[users], applications] = await Promise.all([
      this.db
        .select({
          totalUsers: sql<number>`count(*)::int`,
          totalCustomers: sql<number>`count(*) filter (where ${user.role} = 'user')::int`,
        })
        .from(user)
        // API keys' service accounts are not users anyone counts.
        .where(isPerson()),
      this.applications.totals(),
    ]);
    return {
      totalUsers: users.totalUsers,
      totalCustomers: users.totalCustomers,
      totalApplications: applications.total,
      openApplications: applications.open,
    };
  }

  /** BNPL orders per day: one grouped statement, gaps filled in memory. */
  async orderStats(from: Date, to: Date): Promise<OrderStats> {
    checkRange(from, to);
    const daily = await this.orders.dailyCounts(from, to);
    const byDay = new Map(daily.map((day) => [day.date, day]));
    return {
      from,
      to,
      totalOrders: daily.reduce((sum, day) => sum + day.count, 0),
      totalAmount: daily.reduce((sum, day) => sum + day.amount, 0),
      perDay: daysOf(from, to).map((date) => ({ date, count: byDay.get(date)?.count ?? 0, amount: byDay.get(date)?.amount ?? 0 })),
    };
  }

  /** Disbursements, what payments applied to loans and the income in it, from the loan ledger (two statements). */
  async financeStats(from: Date, to: Date): Promise<FinanceStats> {
    checkRange(from, to);
    const { disbursements, collected } = await this.loans.portfolioFigures(from, to);
    return {
      from,
      to,
      disbursements,
      disbursedLoans: disbursements.reduce((sum, figure) => sum + figure.loans, 0),
      disbursedAmount: disbursements.reduce((sum, figure) => sum + figure.principal, 0),
      appliedToLoans: collected.total,
      collectedAmount: collected.total,
      principalCollected: collected.principal,
      interestEarned: collected.interest,
      feesEarned: collected.fees,
      penaltiesEarned: collected.penalties,
    };
  }

  /** Arrears buckets and what falls due, over every running loan (two statements). */
  async collectionStats(): Promise<CollectionStats> {
    const figures = await this.loans.collectionFigures();
    return {
      asOf: figures.today,
      arrears: figures.buckets,
      loansInArrears: figures.buckets.reduce((sum, bucket) => sum + bucket.loans, 0),
      amountOverdue: figures.buckets.reduce((sum, bucket) => sum + bucket.amountOverdue, 0),
      dueToday: figures.dueToday,
      dueThisWeek: figures.dueThisWeek,
    };
  }
}
