// Collections figures from the staff loan list: arrears by days-past-due bucket and instalments falling due.
import type { ArrearsBucket } from '../../../gql/graphql';

export const ARREARS_BUCKET_LABELS: Record<ArrearsBucket, string> = {
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  days_90_plus: '90+ days',
};

const BUCKETS: ArrearsBucket[] = ['days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus'];

export interface LoanFigure {
  arrearsBucket?: ArrearsBucket | null;
  amountOverdue: number;
  nextInstalment?: { dueDate: string; amountDue: number } | null;
}

export function arrearsByBucket(loans: readonly LoanFigure[]): Array<{ bucket: ArrearsBucket; label: string; count: number; amount: number }> {
  return BUCKETS.map((bucket) => {
    const inBucket = loans.filter((loan) => loan.arrearsBucket === bucket);
    return { bucket, label: ARREARS_BUCKET_LABELS[bucket], count: inBucket.length, amount: inBucket.reduce((sum, loan) => sum + loan.amountOverdue, 0) };
  });
}

/** Next instalments due today, and within the next 7 days (today included); dates are YYYY-MM-DD in Ghana time (UTC). */
export function dueSoon(loans: readonly LoanFigure[], today: string): { today: { count: number; amount: number }; week: { count: number; amount: number } } {
  const weekEnd = new Date(Date.parse(`${today}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const sum = (predicate: (date: string) => boolean) => {
    const due = loans.filter((loan) => loan.nextInstalment && predicate(loan.nextInstalment.dueDate));
    return { count: due.length, amount: due.reduce((total, loan) => total + (loan.nextInstalment?.amountDue ?? 0), 0) };
  };
  return { today: sum((date) => date === today), week: sum((date) => date >= today && date <= weekEnd) };
}
