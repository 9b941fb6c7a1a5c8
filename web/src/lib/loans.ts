// A customer may hold several loans (a rent loan and BNPL orders): the one place that names a loan and orders them.

/**
 * The product a loan is on, as customers read it: the name of its product version when the screen has it (School
 * fees, …), else by its source (applications were rent before other products existed).
 */
export function loanProductName(source: string, product?: { name: string } | null): string {
  if (product?.name) return product.name;
  return source === 'bnpl' ? 'Buy Now Pay Later' : 'Rent assistance';
}

/** "Rent assistance loan LN-AB12CD34": how every screen names a loan (product + number). */
export function loanTitle(loan: { source: string; number: string; product?: { name: string } | null }): string {
  return `${loanProductName(loan.source, loan.product)} loan ${loan.number}`;
}

/** Loans still being repaid (or waiting for their money to be paid out). */
export const OPEN_LOAN_STATUSES: ReadonlySet<string> = new Set(['active', 'in_arrears', 'awaiting_disbursement']);

export function isOpenLoan(loan: { status: string }): boolean {
  return OPEN_LOAN_STATUSES.has(loan.status);
}

interface Dated {
  id: string;
  nextInstalment?: { dueDate: string } | null;
}

/** Soonest next due date first; loans with nothing due come last; ties keep the given (newest first) order. */
export function bySoonestDue<L extends Dated>(loans: readonly L[]): L[] {
  return loans
    .map((loan, index) => ({ loan, index }))
    .sort((a, b) => {
      const left = a.loan.nextInstalment?.dueDate ?? '9999-12-31';
      const right = b.loan.nextInstalment?.dueDate ?? '9999-12-31';
      return left < right ? -1 : left > right ? 1 : a.index - b.index;
    })
    .map(({ loan }) => loan);
}

/** The days-late text a customer reads ("3 days late"), or null when nothing is late. */
export function daysLateText(daysPastDue: number | null | undefined): string | null {
  if (!daysPastDue || daysPastDue <= 0) return null;
  return daysPastDue === 1 ? '1 day late' : `${daysPastDue} days late`;
}
