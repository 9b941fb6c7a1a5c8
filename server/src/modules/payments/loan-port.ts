import type { Tx } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import type { PrepaymentChoice, QuotedSettlement } from './payment.table.js';

// What payments needs from the loans module (services.loans implements it); kept narrow so either side can change inside.

export interface AllocationLine {
  number: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

export interface AppliedPayment {
  /** What each instalment received, oldest first. */
  allocation: AllocationLine[];
  /** Principal paid ahead of the schedule (a new schedule version was written). */
  prepaid: number;
  /** Money the loan could not take (already settled, or more than owed): kept as the borrower's credit balance. */
  unallocated: number;
  balanceAfter: number;
  loanStatus: string;
}

export interface LoanAmountDue {
  nextInstalment: number;
  overdue: number;
  /** Today's early-settlement amount: what closes the loan today (never future interest). */
  outstanding: number;
}

export interface SettlementFigures {
  on: string;
  amount: number;
  principal: number;
  interest: number;
  fee: number;
  penalty: number;
  overdue: number;
  dailyInterest: number;
  /** Interest paid ahead beyond everything still owed: given back as the borrower's credit balance when the loan settles. */
  creditDue: number;
  validUntil: string;
}

export interface ApplyPaymentRequest {
  loanId: string;
  userId: string;
  paymentId: string;
  amount: number;
  receivedAt: Date;
  /** Null (default): money beyond what is due fills the next instalments; a choice pays off principal early that way. */
  prepayment?: PrepaymentChoice | null;
  /** The early-settlement quote the borrower paid against; honoured until its validUntil. */
  quote?: QuotedSettlement | null;
  /**
   * True (staff recording money received on an earlier day): applied as of `receivedAt`'s day, later payments re-applied
   * on their days and the penalties charged since re-computed, as if it had been recorded on its day.
   */
  asOfReceived?: boolean;
}

export interface LoanPayments {
  /**
   * Applies a successful payment inside the caller's transaction (locks the loan row). On a loan that is already
   * paid off or written off, the whole amount becomes credit balance (the money has arrived). NOT_FOUND when the
   * loan is not the user's; CONFLICT before disbursement.
   */
  applyPayment(tx: Tx, input: ApplyPaymentRequest): Promise<AppliedPayment>;
  /** Undoes an applied payment and re-applies every later payment of the loan exactly (same tx). */
  reversePayment(tx: Tx, input: { paymentId: string }): Promise<void>;
  amountDue(loanId: string, viewer: Viewer): Promise<LoanAmountDue>;
  /** A loan the viewer may read (owner or staff); NOT_FOUND otherwise. Payments use its owner and status. */
  get(viewer: Viewer, loanId: string): Promise<{ userId: string; status: string }>;
  /**
   * Locks the loan row inside the caller's transaction (so concurrent initiations queue) and answers its owner,
   * status and today's settlement figures (amount 0 when nothing is owed).
   */
  lockForPayment(tx: Tx, loanId: string, on: string): Promise<{ userId: string; status: string; settlement: SettlementFigures }>;
}
