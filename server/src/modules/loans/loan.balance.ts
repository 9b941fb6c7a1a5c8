// What a loan's schedule plus its ledger say is owed: the one derivation every screen and the job use.
import { arrearsBucket, daysPastDue, isOverdue, type ArrearsBucket, type InstalmentBalance } from '../../finance/index.js';

export type InstalmentStatus = 'paid' | 'overdue' | 'due' | 'upcoming';

export interface InstalmentView extends InstalmentBalance {
  totalDue: number;
  paid: number;
  outstanding: number;
  status: InstalmentStatus;
}

export interface LoanSummary {
  outstandingBalance: number;
  amountOverdue: number;
  daysPastDue: number;
  arrearsBucket: ArrearsBucket | null;
  paidInstalments: number;
  nextInstalment: { number: number; dueDate: string; amountDue: number } | null;
  schedule: InstalmentView[];
}

export function outstandingOf(inst: InstalmentBalance): number {
  return (
    inst.principalDue + inst.interestDue + inst.feeDue + inst.penaltyDue -
    (inst.principalPaid + inst.interestPaid + inst.feePaid + inst.penaltyPaid)
  );
}

/** Summarises a loan as of a calendar day; "overdue" means past due beyond the grace days. */
export function summarize(instalments: InstalmentBalance[], asOf: string, graceDays: number): LoanSummary {
  const ordered = [...instalments].sort((a, b) => a.number - b.number);
  const schedule: InstalmentView[] = ordered.map((inst) => {
    const outstanding = outstandingOf(inst);
    const totalDue = inst.principalDue + inst.interestDue + inst.feeDue + inst.penaltyDue;
    const status: InstalmentStatus =
      outstanding === 0 ? 'paid' : isOverdue(inst.dueDate, asOf, graceDays) ? 'overdue' : inst.dueDate <= asOf ? 'due' : 'upcoming';
    return { ...inst, totalDue, paid: totalDue - outstanding, outstanding, status };
  });
  const unpaid = schedule.filter((inst) => inst.outstanding > 0);
  const overdue = unpaid.filter((inst) => inst.status === 'overdue');
  const oldest = unpaid[0];
  const days = oldest ? daysPastDue(oldest.dueDate, asOf, graceDays) : 0;
  return {
    outstandingBalance: unpaid.reduce((sum, inst) => sum + inst.outstanding, 0),
    amountOverdue: overdue.reduce((sum, inst) => sum + inst.outstanding, 0),
    daysPastDue: days,
    arrearsBucket: arrearsBucket(days),
    paidInstalments: schedule.length - unpaid.length,
    nextInstalment: oldest ? { number: oldest.number, dueDate: oldest.dueDate, amountDue: oldest.outstanding } : null,
    schedule,
  };
}
