// The facts a loan statement shows (PDF and screen): built by LoanService.statement, rendered by the statements module.
import type { LedgerKind, LoanSource, LoanStatus, ScheduleVersionReason } from './loan.table.js';
import { formatCedis } from '../../finance/money.js';

export interface StatementInstalment {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
  penalty: number;
  total: number;
  paid: number;
  outstanding: number;
  /** Principal still owed after this instalment, as scheduled. */
  balanceAfter: number;
  status: 'paid' | 'overdue' | 'due' | 'upcoming' | 'written_off';
}

export interface StatementScheduleVersion {
  version: number;
  reason: ScheduleVersionReason;
  effectiveOn: string;
  instalments: StatementInstalment[];
}

export interface StatementEntry {
  id: string;
  /** The day the entry takes effect (payment received, penalty accrued, disbursement). */
  date: string;
  kind: LedgerKind;
  /** One line a borrower understands ("Payment RCP-2026-000012", "Penalty interest through 2026-11-20"). */
  description: string;
  /** Signed pesewas: positive adds to what the borrower owes, negative reduces it. */
  amount: number;
  /** What the borrower owes (less any credit balance) after this entry. */
  balanceAfter: number;
  reference: string | null;
}

export interface LoanStatement {
  loan: {
    id: string;
    /** Short loan number shown to people: the first 8 characters of the id, upper case (LN-1A2B3C4D). */
    number: string;
    source: LoanSource;
    status: LoanStatus;
    principal: number;
    months: number;
    monthlyRateBp: number;
    nominalAnnualRateBp: number;
    effectiveAnnualRateBp: number;
    aprBp: number;
    method: 'reducing_balance' | 'flat';
    processingFee: number;
    totalRepayable: number;
    totalInterest: number;
    disbursedAt: string | null;
    firstDueDate: string | null;
    /** Who received the money: the landlord (rent) or the merchant (BNPL). */
    paidTo: string | null;
  };
  borrower: { name: string; email: string; phone: string | null };
  from: string;
  /** The last day covered: the end asked for, or the day it was generated when that end is still to come. */
  to: string;
  /** The end asked for when the period is still running (after `to`); null otherwise. */
  runsTo?: string | null;
  generatedAt: Date;
  /** Balance before the first entry in the range. */
  openingBalance: number;
  closingBalance: number;
  creditBalance: number;
  entries: StatementEntry[];
  scheduleVersions: StatementScheduleVersion[];
}

/**
 * A ledger note as a person reads it. Entries are never edited (the ledger is append-only), and notes written before
 * they were worded in cedis say "49743 pesewas of interest no longer due": those amounts are shown in GH₵ here.
 */
export function readableLedgerNote(note: string): string {
  return note.replace(/(-?)\b(\d+) pesewas\b/g, (_, sign: string, digits: string) => formatCedis(Number(sign + digits)));
}

export function loanNumber(id: string): string {
  return `LN-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
