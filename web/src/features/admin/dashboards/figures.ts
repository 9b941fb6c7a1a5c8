// Formatting and periods shared by the dashboards and the analytics page.
import type { ApplicationStatus, LoanSource } from '../gql/graphql';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../shared/labels';

export { ARREARS_BUCKET_LABELS, BALANCE_LABELS } from '../shared/labels';
export const PAYMENT_METHOD_NAMES = PAYMENT_METHOD_LABELS;
export const PAYMENT_STATUS_NAMES = PAYMENT_STATUS_LABELS;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  /** Inclusive, ISO. */
  from: string;
  /** Exclusive, ISO. */
  to: string;
}

/** The last `days` whole days up to and including today (Ghana time is UTC). */
export function lastDays(days: number, now: Date = new Date()): Period {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return { from: new Date(tomorrow - days * DAY_MS).toISOString(), to: new Date(tomorrow).toISOString() };
}

/** A YYYY-MM-DD range (both days included) as a query period. */
export function periodFromDates(fromDate: string, toDate: string): Period {
  const from = Date.parse(`${fromDate}T00:00:00Z`);
  const to = Date.parse(`${toDate}T00:00:00Z`) + DAY_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Basis points as a percentage: 7550 → "75.5%"; null → "—". */
export function formatRate(basisPoints: number | null | undefined): string {
  if (basisPoints === null || basisPoints === undefined) return '—';
  return `${Number((basisPoints / 100).toFixed(1))}%`;
}

/** Seconds as the largest sensible units: "2 days 3 hours", "5 hours 10 min", "12 min"; null → "—". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const minutes = Math.round(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return rest > 0 ? `${plural(hours, 'hour')} ${rest} min` : plural(hours, 'hour');
  return `${rest} min`;
}

/** A count from a capped list: "100+" when the server has more. */
export function formatCount(count: number, hasMore = false): string {
  return hasMore ? `${count}+` : String(count);
}

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Pipeline order: where an application is on its way to a decision. */
export const APPLICATION_STATUS_ORDER: ApplicationStatus[] = ['pending', 'under_review', 'approved', 'rejected', 'cancelled'];

/** Pesewas to cedis for chart axes (the tooltips and tables use formatCedis). */
export function pesewasToCedis(pesewas: number): number {
  return pesewas / 100;
}

/** SafeInt money sums come through codegen as `unknown` (no scalar mapping); they are JSON numbers of pesewas. */
export function toPesewas(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** Compact cedis for chart axes: 1,250,000 pesewas → "GH₵12.5K". */
export function formatCedisCompact(pesewas: number): string {
  return `GH₵${new Intl.NumberFormat('en-GH', { notation: 'compact', maximumFractionDigits: 1 }).format(pesewas / 100)}`;
}

export const LOAN_SOURCE_NAMES: Record<LoanSource, string> = {
  rent: 'Rent advances',
  bnpl: 'Buy now, pay later',
};
