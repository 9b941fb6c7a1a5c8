// Payments read the app's clock, as quotes and close of business do: with the clock moved to a day ahead of the real
// one, a manual payment and an online one are dated that day, and an online payment started "now" is not mistaken
// for one left pending for days.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../finance/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { realToday } from '../quotes/clock.js';

type Account = { cookie: string; id: string; email: string };

let app: TestApp;
let customer: Account;
let finance: Account;
let analyst: Account;

// A day well after the real today, so a wall-clock date cannot pass for the clock's.
const day = addDays(realToday(), 75);
const at = (time: string) => new Date(`${day}T${time}Z`);

beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(at('09:00:00'));
  customer = await app.signUp({ firstName: 'Efua', lastName: 'Boateng' });
  finance = await app.signInAs('finance');
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

const PAYMENT = `id status createdAt settledAt receivedOn receipt { number issuedAt }`;
type Paid = { id: string; status: string; createdAt: string; settledAt: string | null; receivedOn: string | null; receipt: { number: string; issuedAt: string } | null };
const RECORD = `mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { ${PAYMENT} } }`;
const PAY = `mutation ($input: PayInstalmentInput!, $key: String!) { payInstalment(input: $input, idempotencyKey: $key) { payment { id providerReference } } }`;
const ON_LOAN = `query ($loanId: ID!) { payments(first: 20, loanId: $loanId) { nodes { ${PAYMENT} } } }`;
const RECHECK = `mutation ($id: ID!) { recheckPayment(id: $id) { id status } }`;

async function startOnline(loanId: string): Promise<{ id: string; providerReference: string }> {
  const started = await app.graphql<{ payInstalment: { payment: { id: string; providerReference: string } } }>(
    PAY,
    { input: { loanId, method: 'mtn_momo', phone: '+233241234567', amount: 10_000 }, key: randomUUID() },
    customer.cookie,
  );
  expect(started.errors).toBeUndefined();
  return started.data!.payInstalment.payment;
}

async function readPayment(loanId: string, id: string): Promise<Paid> {
  const read = await app.graphql<{ payments: { nodes: Paid[] } }>(ON_LOAN, { loanId }, finance.cookie);
  expect(read.errors).toBeUndefined();
  return read.data!.payments.nodes.find((node) => node.id === id)!;
}

describe('payments on the app clock', () => {
  it('dates a manual payment, its settlement and its receipt by the clock', async () => {
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    app.services.clock.set(at('10:15:00'));
    const recorded = await app.graphql<{ recordManualPayment: Paid }>(
      RECORD,
      { input: { loanId, amount: 20_000, method: 'cash', branch: 'Accra Ridge', reference: `CASH-CLOCK-${randomUUID().slice(0, 8)}` } },
      finance.cookie,
    );
    expect(recorded.errors).toBeUndefined();
    const payment = recorded.data!.recordManualPayment;
    expect(payment.status).toBe('successful');
    expect(payment.receivedOn).toBe(day);
    expect(payment.createdAt).toBe(at('10:15:00').toISOString());
    expect(payment.settledAt).toBe(at('10:15:00').toISOString());
    expect(payment.receipt!.issuedAt).toBe(at('10:15:00').toISOString());
    expect(payment.receipt!.number).toMatch(new RegExp(`^RCP-${day.slice(0, 4)}-`));
  });

  it('starts, re-checks and settles an online payment by the clock', async () => {
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    app.services.clock.set(at('11:00:00'));
    const started = await startOnline(loanId);
    expect((await readPayment(loanId, started.id)).createdAt).toBe(at('11:00:00').toISOString());

    // Five minutes later by the clock the provider has no answer yet: still pending, not given up as days old.
    app.services.clock.set(at('11:05:00'));
    const rechecked = await app.graphql<{ recheckPayment: { status: string } }>(RECHECK, { id: started.id }, finance.cookie);
    expect(rechecked.errors).toBeUndefined();
    expect(rechecked.data!.recheckPayment.status).toBe('pending');
    // Nor has reconciliation anything to do: the payment is younger than its wait.
    expect((await app.services.onlinePayments.reconcilePendingPayments()).checked).toBe(0);

    app.services.clock.set(at('11:07:30'));
    const checkout = await app.services.onlinePayments.openSimulatorCheckout(started.providerReference);
    expect(await app.services.onlinePayments.decideSimulated(started.providerReference, checkout!.token!, true)).toBe('credited');
    const settled = await readPayment(loanId, started.id);
    expect(settled.status).toBe('successful');
    expect(settled.settledAt).toBe(at('11:07:30').toISOString());
    expect(settled.receipt!.issuedAt).toBe(at('11:07:30').toISOString());
  });
});
