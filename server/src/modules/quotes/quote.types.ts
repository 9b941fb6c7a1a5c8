// The shape of a quote as stored in a disclosure snapshot: pure types, so the tables that keep snapshots
// (applications, loans, orders) can name it without importing the quote service.
import type { Disclosure } from '../../finance/index.js';

/** The code of the credit product a quote is on ('rent', 'bnpl', or any product staff add, e.g. 'school-fees'). */
export type CreditProduct = string;

/**
 * The Act 1052 additions of a quote: fixed rate, who is paid and when, the right to repay early and its fee.
 * Optional because disclosures stored before they existed lack them; the GraphQL fields fill them in.
 */
export interface EarlyRepaymentTerms {
  rateType?: 'fixed';
  product?: CreditProduct;
  payee?: string;
  /** The `credit.early_settlement_fee_bp` setting when quoted (basis points of the original principal). */
  earlySettlementFeeBp?: number;
  earlySettlementFeeCapBp?: number;
  /** Pesewas: the fee on this principal. */
  earlySettlementFee?: number;
  earlyRepaymentPolicy?: string;
}

/** A quote as shown to the borrower; stored verbatim as the disclosure snapshot they accepted. */
export interface CreditQuoteView extends Disclosure, EarlyRepaymentTerms {
  firstDueDate: string;
  rentActWarning: string | null;
  /** What the principal is made of when it is more than one thing (a BNPL order: the goods and their delivery), in pesewas. */
  financedParts?: Array<{ label: string; amount: number }>;
}
