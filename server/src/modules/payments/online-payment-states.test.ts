import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTransaction } from '../../db/transaction.js';
import { formatCedis } from '../../finance/money.js';
import type { Logger } from '../../logger.js';
import type { SimulatedProvider } from '../../payments-providers/index.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';

// Overpayment refusal (alone and under 50 concurrent initiations), the borrower's choices, and the non-final states
// (abandoned, expired, even failed) that a late success still credits. Runs on the simulated provider.

type Account = { cookie: string; id: string; email: string };

let app: TestApp;
let analyst: Account;

beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PAY = `mutation ($input: PayInstalmentInput!, $key: String!) { payInstalment(input: $input, idempotencyKey: $key) {
  payment { id status amount loanId prepayment providerReference } nextAction { kind url } } }`;

interface PayData {
  payInstalment: { payment: { id: string; status: string; amount: number; loanId: string; prepayment: string; providerReference: string }; nextAction: { kind: string; url: string } };
}

const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

function pay(account: Account, input: Record<string, unknown>, key: string = randomUUID()) {
  return app.graphql<PayData>(PAY, { input: { method: 'mtn_momo', phone: '+233241234567', ...input }, key }, account.cookie);
}

async function paid(account: Account, input: Record<string, unknown>): Promise<PayData['payInstalment']['payment']> {
  const result = await pay(account, input);
  expect(result.errors).toBeUndefined();
  return result.data!.payInstalment.payment;
}

/** A new customer with a running GH₵5,000 BNPL loan. */
async function borrower(): Promise<Account & { loanId: string }> {
  const account = await app.signUp();
  return { ...account, loanId: await bnplLoan(app, account, analyst.cookie) };
}

/** Today's early-settlement amount, as the loans module quotes it to payment initiation. */
async function settlementOf(loanId: string): Promise<{ on: string; amount: number; validUntil: string }> {
  const locked = await withTransaction(app.database.db, (tx) => app.services.loans.lockForPayment(tx, loanId, app.services.clock.today()));
  return locked.settlement;
}

async function rowOf(paymentId: string) {
  const [row] = await app.database.query<{ status: string; prepayment: string | null; settlement_quote: unknown; receipts: number; unallocated: string | null }>(
    `SELECT p.status, p.prepayment, p.settlement_quote, (SELECT count(*)::int FROM receipt r WHERE r.payment_id = p.id) AS receipts,
            (SELECT r.unallocated::text FROM receipt r WHERE r.payment_id = p.id) AS unallocated
     FROM payment p WHERE p.id = $1`,
    [paymentId],
  );
  return row;
}

async function pendingSum(loanId: string): Promise<number> {
  const [row] = await app.database.query<{ total: string }>(`SELECT coalesce(sum(amount), 0)::text AS total FROM payment WHERE loan_id = $1 AND status = 'pending'`, [loanId]);
  return Number(row.total);
}

const success = (amount: number) => ({ status: 'success' as const, amount, currency: 'GHS', paidAt: new Date(), reason: null });
const settle = (reference: string, outcome: Parameters<TestApp['services']['onlinePayments']['settle']>[1]) =>
  app.services.onlinePayments.settle(reference, outcome, 'test');
const warnings = () => vi.spyOn((app.services.onlinePayments as unknown as { logger: Logger }).logger, 'warn');

describe('no overpayment', () => {
  it('refuses more than today’s settlement amount, counting what is already pending, and names the most that can be paid', async () => {
    const customer = await borrower();
    const { amount: owed } = await settlementOf(customer.loanId);
    expect(owed).toBeGreaterThan(100_000);

    const tooMuch = await pay(customer, { loanId: customer.loanId, amount: owed + 1 });
    expect(codeOf(tooMuch)).toBe('BAD_USER_INPUT');
    expect(tooMuch.errors![0].message).toBe(`The most you can pay on this loan now is ${formatCedis(owed)}.`);

    // GH₵1,000.00 waits for the provider: the rest of the balance is now the most.
    await paid(customer, { loanId: customer.loanId, amount: 100_000 });
    const over = await pay(customer, { loanId: customer.loanId, amount: owed - 100_000 + 1 });
    expect(codeOf(over)).toBe('BAD_USER_INPUT');
    expect(over.errors![0].message).toBe(
      `The most you can pay on this loan now is ${formatCedis(owed - 100_000)} (GH₵1,000.00 of payments already started is waiting for confirmation).`,
    );
    await paid(customer, { loanId: customer.loanId, amount: owed - 100_000 });
    expect(await pendingSum(customer.loanId)).toBe(owed);
    const nothingLeft = await pay(customer, { loanId: customer.loanId, amount: 100 });
    expect(nothingLeft.errors![0].message).toBe(`The most you can pay on this loan now is GH₵0.00 (${formatCedis(owed)} of payments already started is waiting for confirmation).`);
  });

  it('lets at most the settlement amount be pending when 50 initiations for the full balance arrive at once', async () => {
    const customer = await borrower();
    const { amount: owed } = await settlementOf(customer.loanId);
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(customer, { loanId: customer.loanId, amount: owed })));
    const started = results.filter((result) => result.errors === undefined);
    expect(started).toHaveLength(1);
    expect(results.filter((result) => codeOf(result) === 'BAD_USER_INPUT')).toHaveLength(49);
    expect(await pendingSum(customer.loanId)).toBe(owed);
  });

  it('lets only what fits be pending when 50 initiations of a third of the balance (plus a pesewa) arrive at once, and never collects more than owed plus credit', async () => {
    const customer = await borrower();
    const { amount: owed } = await settlementOf(customer.loanId);
    const third = Math.floor(owed / 3) + 1;
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(customer, { loanId: customer.loanId, amount: third })));
    const started = results.filter((result) => result.errors === undefined).map((result) => result.data!.payInstalment.payment);
    // Two thirds (plus two pesewas) fit under the balance; a third would not.
    expect(started).toHaveLength(2);
    expect(await pendingSum(customer.loanId)).toBe(2 * third);
    expect(2 * third).toBeLessThanOrEqual(owed);

    for (const payment of started) expect(await settle(payment.providerReference, success(third))).toBe('credited');
    const [totals] = await app.database.query<{ collected: string; credit: string }>(
      `SELECT coalesce(sum(p.amount), 0)::text AS collected, coalesce(sum(r.unallocated), 0)::text AS credit
       FROM payment p JOIN receipt r ON r.payment_id = p.id WHERE p.loan_id = $1 AND p.status = 'successful'`,
      [customer.loanId],
    );
    expect(Number(totals.collected)).toBe(2 * third);
    expect(Number(totals.collected)).toBeLessThanOrEqual(owed + Number(totals.credit));
  });
});

describe('the borrower’s choices', () => {
  it('stores the prepayment choice (none by default: the money covers instalments) and includes it in the idempotency check', async () => {
    const customer = await borrower();
    const plain = await paid(customer, { loanId: customer.loanId, amount: 10_000 });
    expect(plain.prepayment).toBeNull();
    const key = randomUUID();
    const lower = await pay(customer, { loanId: customer.loanId, amount: 10_000, prepayment: 'lower_instalment' }, key);
    expect(lower.data!.payInstalment.payment.prepayment).toBe('lower_instalment');
    expect((await rowOf(lower.data!.payInstalment.payment.id)).prepayment).toBe('lower_instalment');
    const changed = await pay(customer, { loanId: customer.loanId, amount: 10_000, prepayment: 'shorten' }, key);
    expect(codeOf(changed)).toBe('CONFLICT');
    expect(codeOf(await pay(customer, { loanId: customer.loanId, amount: 10_000, prepayment: 'sooner' }))).toBe('BAD_USER_INPUT');
  });

  it('settling: refuses less than the quote, stores the quote with the payment, and the settle flag is part of the idempotency check', async () => {
    const customer = await borrower();
    const quote = await settlementOf(customer.loanId);
    const short = await pay(customer, { loanId: customer.loanId, amount: quote.amount - 1, settle: true });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.errors![0].message).toBe(`To close the loan today, pay ${formatCedis(quote.amount)}.`);

    const key = randomUUID();
    const settling = await pay(customer, { loanId: customer.loanId, amount: quote.amount, settle: true }, key);
    expect(settling.errors).toBeUndefined();
    const payment = settling.data!.payInstalment.payment;
    expect((await rowOf(payment.id)).settlement_quote).toEqual({ on: quote.on, amount: quote.amount, validUntil: quote.validUntil });
    expect(codeOf(await pay(customer, { loanId: customer.loanId, amount: quote.amount, settle: false }, key))).toBe('CONFLICT');

    // Paid: the loan is closed and nothing more can be started on it.
    expect(await settle(payment.providerReference, success(quote.amount))).toBe('credited');
    const after = await pay(customer, { loanId: customer.loanId, amount: 10_000 });
    expect(codeOf(after)).toBe('CONFLICT');
    expect(after.errors![0].message).toBe('This loan is already paid off.');
  });
});

describe('late successes', () => {
  it('abandoned is not final: a success that arrives afterwards is credited with a receipt, and logged as a warning', async () => {
    const customer = await borrower();
    const payment = await paid(customer, { loanId: customer.loanId, amount: 50_000 });
    expect(await settle(payment.providerReference, { status: 'abandoned', amount: 50_000, currency: 'GHS', paidAt: null, reason: null })).toBe('abandoned');
    expect(await rowOf(payment.id)).toMatchObject({ status: 'abandoned', receipts: 0 });
    // An abandoned payment no longer counts as pending.
    expect(await pendingSum(customer.loanId)).toBe(0);

    const warn = warnings();
    expect(await settle(payment.providerReference, success(50_000))).toBe('credited');
    expect(await rowOf(payment.id)).toMatchObject({ status: 'successful', receipts: 1 });
    expect(warn).toHaveBeenCalledWith('late success credited', expect.objectContaining({ paymentId: payment.id, previousStatus: 'abandoned' }));
    // Exactly once: the same success again does nothing.
    expect(await settle(payment.providerReference, success(50_000))).toBe('already_settled');
    expect((await rowOf(payment.id)).receipts).toBe(1);
  });

  it('failed is final for the payer, but money the provider later reports as taken is still credited, with a warning that carries no secrets', async () => {
    const customer = await borrower();
    const payment = await paid(customer, { loanId: customer.loanId, amount: 20_000 });
    expect(await settle(payment.providerReference, { status: 'failed', amount: 20_000, currency: 'GHS', paidAt: null, reason: 'Declined by the customer' })).toBe('failed');
    expect((await rowOf(payment.id)).status).toBe('failed');
    // A second failure, an abandonment or an expiry cannot undo "failed".
    expect(await settle(payment.providerReference, { status: 'abandoned', amount: 20_000, currency: 'GHS', paidAt: null, reason: null })).toBe('already_settled');

    const warn = warnings();
    expect(await settle(payment.providerReference, success(20_000))).toBe('credited');
    expect(await rowOf(payment.id)).toMatchObject({ status: 'successful', receipts: 1 });
    const [message, fields] = warn.mock.calls.find(([text]) => text === 'late success credited')!;
    expect(message).toBe('late success credited');
    expect(fields).toMatchObject({ paymentId: payment.id, reference: payment.providerReference, previousStatus: 'failed', loanId: customer.loanId });
    expect(Object.keys(fields!).sort()).toEqual(['loanId', 'paymentId', 'previousStatus', 'reference', 'source']);
  });

  it('a success for a loan that another payment closed meanwhile is kept whole as credit on the receipt', async () => {
    const customer = await borrower();
    const early = await paid(customer, { loanId: customer.loanId, amount: 30_000 });
    expect(await settle(early.providerReference, { status: 'expired', amount: 30_000, currency: 'GHS', paidAt: null, reason: null })).toBe('expired');
    const { amount: owed } = await settlementOf(customer.loanId);
    const closing = await paid(customer, { loanId: customer.loanId, amount: owed });
    expect(await settle(closing.providerReference, success(owed))).toBe('credited');

    expect(await settle(early.providerReference, success(30_000))).toBe('credited');
    expect(await rowOf(early.id)).toMatchObject({ status: 'successful', receipts: 1, unallocated: '30000' });
  });

  it('never credits a success whose amount differs from the payment', async () => {
    const customer = await borrower();
    const payment = await paid(customer, { loanId: customer.loanId, amount: 20_000 });
    expect(await settle(payment.providerReference, success(2_000_000))).toBe('amount_mismatch');
    expect(await rowOf(payment.id)).toMatchObject({ status: 'pending', receipts: 0 });
  });
});

describe('simulated provider verify', () => {
  it('reports pending until the payer answers the test page, then what they chose', async () => {
    const customer = await borrower();
    const payment = await paid(customer, { loanId: customer.loanId, amount: 15_000 });
    const provider = (app.services.onlinePayments as unknown as { provider: SimulatedProvider }).provider;
    expect(await provider.verify(payment.providerReference)).toMatchObject({ status: 'pending', amount: 15_000 });
    provider.record(payment.providerReference, { status: 'success', amount: 15_000 });
    expect(await provider.verify(payment.providerReference)).toMatchObject({ status: 'success', amount: 15_000, currency: 'GHS' });
    // The payer approved but the page never reported back: reconciliation 31 minutes later credits it.
    const result = await app.services.onlinePayments.reconcilePendingPayments(new Date(Date.now() + 31 * 60_000));
    expect(result.credited).toBeGreaterThanOrEqual(1);
    expect(await rowOf(payment.id)).toMatchObject({ status: 'successful', receipts: 1 });
  });
});
