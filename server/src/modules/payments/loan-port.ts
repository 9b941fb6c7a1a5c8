import type { Tx } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';

// What payments needs from the loans module (services.loans implements it); kept narrow so either side can change inside.

export interface AllocationLine {
  number: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

export interface AppliedPayment {
  allocation: AllocationLine[];
  unallocated: number;
  balanceAfter: number;
  loanStatus: string;
}

export interface LoanAmountDue {
  nextInstalment: number;
  overdue: number;
  outstanding: number;
}

export interface LoanPayments {
  /** Locks the loan row; CONFLICT on a paid-off loan, NOT_FOUND when not the user's. */
  applyPayment(tx: Tx, input: { loanId: string; userId: string; paymentId: string; amount: number; receivedAt: Date }): Promise<AppliedPayment>;
  reversePayment(tx: Tx, input: { paymentId: string }): Promise<void>;
  amountDue(loanId: string, viewer: Viewer): Promise<LoanAmountDue>;
  /** A loan the viewer may read (owner or staff); NOT_FOUND otherwise. Payments use its owner and status. */
  get(viewer: Viewer, loanId: string): Promise<{ userId: string; status: string }>;
}
