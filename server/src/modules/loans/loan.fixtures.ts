// Test helpers for the money modules: catalogue products, a checkout at the server's own quote, approval.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { withTransaction } from '../../db/transaction.js';
import type { GraphQLResult, TestApp } from '../../test/harness.js';
import { makeOrderApprovable } from '../../test/approval-fixtures.js';
import { signAgreement } from '../agreements/agreement.fixtures.js';
import type { ApplyPaymentInput } from './loan.service.js';

export const QUOTE_FIELDS = `
  principal months method processingFee upfrontFee monthlyRateBp nominalAnnualRateBp aprBp effectiveAnnualRateBp
  totalInterest totalFees totalCostOfCredit totalRepayable instalmentAmount firstDueDate latePaymentPolicy rentActWarning
  schedule { number dueDate principal interest fee total balanceAfter }`;

export const LOAN_FIELDS = `
  id source status principal months startDate outstandingBalance amountOverdue daysPastDue arrearsBucket paidInstalments
  nextInstalment { number dueDate amountDue }
  schedule { number dueDate principalDue interestDue feeDue penaltyDue totalDue paid outstanding status }`;

export const BNPL_QUOTE = `query Q($amount: Int!, $months: Int!) { bnplQuote(amount: $amount, months: $months) { ${QUOTE_FIELDS} } }`;
export const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { id status months subtotal loanId items { productId name unitPrice quantity lineTotal } disclosure { totalRepayable aprBp schedule { total } } } }`;
export const APPROVE_ORDER = `mutation A($id: ID!) { approveOrder(id: $id) { id status loanId } }`;
export const LOAN = `query L($id: ID!) { loan(id: $id) { ${LOAN_FIELDS} } }`;

export const DELIVERY = { address: 'House 4, Ring Road, Accra', gpsCode: 'GA-123-4567', phone: '024 123 4567', region: 'greater_accra' };

export function errorOf(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result.data)).toBeDefined();
  return { message: result.errors![0].message, ...result.errors![0].extensions };
}

export async function createCatalogueItem(app: TestApp, input: { price: number; stock?: number; active?: boolean; name?: string }): Promise<string> {
  const name = input.name ?? `Test sofa ${randomUUID().slice(0, 8)}`;
  const [row] = await app.database.query<{ id: string }>(
    `INSERT INTO product (slug, name, description, category, price, image_url, stock, active)
     VALUES ($1, $2, 'A test product', 'furniture', $3, '/images/test.jpg', $4, $5) RETURNING id`,
    [name.toLowerCase().replace(/\W+/g, '-'), name, input.price, input.stock ?? 10, input.active ?? true],
  );
  return row.id;
}

/** Checks out a cart accepting exactly the server's quote for it. */
export async function checkout(app: TestApp, cookie: string, items: Array<{ productId: string; quantity: number }>, amount: number, months = 6) {
  const quote = await app.graphql<{ bnplQuote: { totalRepayable: number; aprBp: number } }>(BNPL_QUOTE, { amount, months });
  expect(quote.errors).toBeUndefined();
  const { totalRepayable, aprBp } = quote.data!.bnplQuote;
  return app.graphql<{ checkout: { id: string; status: string; subtotal: number; loanId: string | null } }>(
    CHECKOUT,
    { input: { items, months, acceptedDisclosure: { totalRepayable, aprBp }, delivery: DELIVERY } },
    cookie,
  );
}

/** A customer's approved BNPL loan of `amount` (one product at that price). */
/**
 * A BNPL order of `customer` approved by `analystCookie` and its credit agreement signed: the loan is active, its
 * first instalment due a month after today. `signed: false` leaves it waiting for the signature.
 */
export async function bnplLoan(
  app: TestApp,
  customer: { id: string; cookie: string },
  analystCookie: string,
  amount = 500_000,
  months = 6,
  options: { signed?: boolean } = {},
): Promise<string> {
  const productId = await createCatalogueItem(app, { price: amount, stock: 5 });
  const ordered = await checkout(app, customer.cookie, [{ productId, quantity: 1 }], amount, months);
  expect(ordered.errors).toBeUndefined();
  // The customer passes the approval checklist (Ghana Card, verified documents, declared income).
  await makeOrderApprovable(app, ordered.data!.checkout.id);
  const approved = await app.graphql<{ approveOrder: { loanId: string } }>(APPROVE_ORDER, { id: ordered.data!.checkout.id }, analystCookie);
  expect(approved.errors).toBeUndefined();
  const loanId = approved.data!.approveOrder.loanId;
  if (options.signed !== false) await signAgreement(app, loanId, customer);
  return loanId;
}

export function applyPayment(app: TestApp, input: Omit<ApplyPaymentInput, 'paymentId'> & { paymentId?: string }) {
  return withTransaction(app.database.db, (tx) => app.services.loans.applyPayment(tx, { paymentId: randomUUID(), ...input }));
}

export async function ledgerSum(app: TestApp, loanId: string): Promise<number> {
  const [row] = await app.database.query<{ total: string }>('SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entry WHERE loan_id = $1', [loanId]);
  return Number(row.total);
}
