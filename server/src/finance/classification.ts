// Loan classification by days past due and the provision each class requires (Bank of Ghana prudential norms):
// pure, so the report, the month-end provision and the tests share one rule.
import { divRound, percentOf, toSafeNumber } from './money.js';

export const CLASSIFICATIONS = ['current', 'olem', 'substandard', 'doubtful', 'loss'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const CLASSIFICATION_LABELS: Record<Classification, string> = {
  current: 'Current',
  olem: 'Other loans especially mentioned (OLEM)',
  substandard: 'Substandard',
  doubtful: 'Doubtful',
  loss: 'Loss',
};

/** Substandard, doubtful and loss loans are non-performing (the NPL ratio's numerator). */
export const NON_PERFORMING: ReadonlySet<Classification> = new Set(['substandard', 'doubtful', 'loss']);

export interface ClassificationRules {
  /** Days past due where each class starts, ascending, the first 0 (five entries). */
  startDays: readonly number[];
  /** Provision per class in basis points of principal outstanding (five entries). */
  provisionBp: readonly number[];
}

export const DEFAULT_CLASSIFICATION_RULES: ClassificationRules = { startDays: [0, 31, 91, 181, 361], provisionBp: [100, 1_000, 2_500, 5_000, 10_000] };

function check(rules: ClassificationRules): void {
  const { startDays, provisionBp } = rules;
  if (startDays.length !== CLASSIFICATIONS.length || provisionBp.length !== CLASSIFICATIONS.length) throw new RangeError('five classes need five start days and five rates');
  if (startDays[0] !== 0 || startDays.some((day, index) => index > 0 && day <= startDays[index - 1])) throw new RangeError('start days must rise from 0');
  if (provisionBp.some((bp) => !Number.isSafeInteger(bp) || bp < 0 || bp > 10_000)) throw new RangeError('provision rates must be 0..10000 basis points');
}

/** The class of a loan `daysPastDue` days late. */
export function classify(daysPastDue: number, rules: ClassificationRules = DEFAULT_CLASSIFICATION_RULES): Classification {
  check(rules);
  if (!Number.isSafeInteger(daysPastDue) || daysPastDue < 0) throw new RangeError(`daysPastDue must be a whole number ≥ 0, got ${daysPastDue}`);
  let index = 0;
  while (index + 1 < rules.startDays.length && daysPastDue >= rules.startDays[index + 1]) index += 1;
  return CLASSIFICATIONS[index];
}

export interface ClassRow {
  classification: Classification;
  fromDays: number;
  /** Last day past due of the class; null for loss (no end). */
  toDays: number | null;
  provisionBp: number;
  loans: number;
  principal: number;
  provision: number;
}

export interface PortfolioClassification {
  rows: ClassRow[];
  loans: number;
  principal: number;
  provision: number;
  nonPerformingPrincipal: number;
  /** Non-performing principal over all principal, in basis points (0 for an empty book). */
  nplRatioBp: number;
}

/** A loan's required provision: its class's rate of its principal outstanding, half up to the pesewa. */
export function loanProvision(principal: number, classification: Classification, rules: ClassificationRules = DEFAULT_CLASSIFICATION_RULES): number {
  check(rules);
  return percentOf(principal, rules.provisionBp[CLASSIFICATIONS.indexOf(classification)]);
}

/**
 * The book by class from the principal outstanding of each class (`principalByClass[i]`, loans in `loansByClass[i]`):
 * each class's provision is `provisionByClass[i]` when given (Σ loanProvision over its loans, as the books post it),
 * else its rate of its principal (half up); the NPL ratio rounds half up to the basis point.
 */
export function classifyPortfolio(
  principalByClass: readonly number[],
  loansByClass: readonly number[],
  rules: ClassificationRules = DEFAULT_CLASSIFICATION_RULES,
  provisionByClass?: readonly number[],
): PortfolioClassification {
  check(rules);
  const rows = CLASSIFICATIONS.map((classification, index) => ({
    classification,
    fromDays: rules.startDays[index],
    toDays: index + 1 < rules.startDays.length ? rules.startDays[index + 1] - 1 : null,
    provisionBp: rules.provisionBp[index],
    loans: loansByClass[index] ?? 0,
    principal: principalByClass[index] ?? 0,
    provision: provisionByClass ? (provisionByClass[index] ?? 0) : percentOf(principalByClass[index] ?? 0, rules.provisionBp[index]),
  }));
  const principal = rows.reduce((sum, row) => sum + row.principal, 0);
  const nonPerformingPrincipal = rows.filter((row) => NON_PERFORMING.has(row.classification)).reduce((sum, row) => sum + row.principal, 0);
  return {
    rows,
    loans: rows.reduce((sum, row) => sum + row.loans, 0),
    principal,
    provision: rows.reduce((sum, row) => sum + row.provision, 0),
    nonPerformingPrincipal,
    nplRatioBp: principal === 0 ? 0 : toSafeNumber(divRound(BigInt(nonPerformingPrincipal) * 10_000n, BigInt(principal))),
  };
}
