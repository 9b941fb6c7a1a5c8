// What a loan's schedule plus its ledger say is owed: the one derivation every screen and the job use.
import { arrearsBucket, daysPastDue, isOverdue, type ArrearsBucket, type InstalmentAllocation, type InstalmentBalance } from '../../finance/index.js';

export type InstalmentStatus = 'paid' | 'overdue' | 'due' | 'upcoming' | 'written_off';

export interface InstalmentView extends InstalmentBalance {
  totalDue: number;
  paid: number;
  outstanding: number;
  /** Still written off on this instalment (0 unless the loan was written off). */
  writtenOff: number;
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

/**
 * Summarises a loan as of a calendar day; "overdue" means past due beyond the grace days. `writtenOff` (a
 * written-off loan) gives what each instalment still has written off: such a row shows its dues before the
 * write-off, what was really paid and the status written_off, never "paid".
 */
export function summarize(instalments: InstalmentBalance[], asOf: string, graceDays: number, writtenOff?: Map<number, InstalmentAllocation>): LoanSummary {
  const ordered = [...instalments].sort((a, b) => a.number - b.number);
  const schedule: InstalmentView[] = ordered.map((original) => {
    const off = writtenOff?.get(original.number);
    const offTotal = off ? off.principal + off.interest + off.fee + off.penalty : 0;
    if (off && offTotal > 0) {
      const inst = { ...original, principalDue: original.principalDue + off.principal, interestDue: original.interestDue + off.interest, feeDue: original.feeDue + off.fee, penaltyDue: original.penaltyDue + off.penalty };
      const totalDue = inst.principalDue + inst.interestDue + inst.feeDue + inst.penaltyDue;
      const paid = inst.principalPaid + inst.interestPaid + inst.feePaid + inst.penaltyPaid;
      return { ...inst, totalDue, paid, outstanding: outstandingOf(original), writtenOff: offTotal, status: 'written_off' as const };
    }
    const inst = original;
    const outstanding = outstandingOf(inst);
    const totalDue = inst.principalDue + inst.interestDue + inst.feeDue + inst.penaltyDue;
    const status: InstalmentStatus =
      outstanding === 0 ? 'paid' : isOverdue(inst.dueDate, asOf, graceDays) ? 'overdue' : inst.dueDate <= asOf ? 'due' : 'upcoming';
    return { ...inst, totalDue, paid: totalDue - outstanding, outstanding, writtenOff: 0, status };
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
    paidInstalments: schedule.filter((inst) => inst.status === 'paid').length,
    nextInstalment: oldest ? { number: oldest.number, dueDate: oldest.dueDate, amountDue: oldest.outstanding } : null,
    schedule,
  };
}
