// GET /api/files/receipts/:paymentId.pdf and /api/files/loans/:loanId/statement.pdf against the real server.
import { randomUUID } from 'node:crypto';
import { pdfText } from '../test/pdf-text.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanNumber } from '../modules/loans/loan.statement.js';
import { formatDay } from '../modules/statements/pdf-format.js';
import { bnplLoan } from '../modules/loans/loan.fixtures.js';
import { startTestApp, type TestApp } from '../test/harness.js';

type Account = { cookie: string; id: string; email: string };

let app: TestApp;
let customer: Account;
let otherCustomer: Account;
let finance: Account;
let loanId: string;
let paymentId: string;
let receiptNumber: string;

const PAY = `mutation ($input: PayInstalmentInput!, $key: String!) { payInstalment(input: $input, idempotencyKey: $key) {
  payment { id } nextAction { url } } }`;

/** Answers the test-mode checkout page as the payer would. */
async function approveCheckout(url: string): Promise<void> {
  const path = new URL(url).pathname;
  const html = await (await fetch(`${app.url}${path}`)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  const answered = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url },
    body: new URLSearchParams({ token: token!, decision: 'approve' }).toString(),
  });
  expect(answered.status).toBe(200);
}

/** A plain GET as a download link sends it: the session cookie, no Origin header. */
const download = (path: string, account?: Account) => fetch(`${app.url}${path}`, { headers: account ? { cookie: account.cookie } : {} });


async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
}

beforeAll(async () => {
  app = await startTestApp();
  customer = await app.signUp({ firstName: 'Ama', lastName: 'Mensah' });
  otherCustomer = await app.signUp({ firstName: 'Kwabena', lastName: 'Osei' });
  finance = await app.signInAs('finance');
  const analyst = await app.signInAs('credit_analyst');
  loanId = await bnplLoan(app, customer, analyst.cookie);
  const started = await app.graphql<{ payInstalment: { payment: { id: string }; nextAction: { url: string } } }>(
    PAY,
    { input: { loanId, method: 'mtn_momo', phone: '+233241234567', amount: 15_000 }, key: randomUUID() },
    customer.cookie,
  );
  expect(started.errors).toBeUndefined();
  paymentId = started.data!.payInstalment.payment.id;
  await approveCheckout(started.data!.payInstalment.nextAction.url);
  const receipt = await app.graphql<{ receipt: { number: string } }>(`query ($id: ID!) { receipt(paymentId: $id) { number } }`, { id: paymentId }, customer.cookie);
  receiptNumber = receipt.data!.receipt.number;
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /api/files/receipts/:paymentId.pdf', () => {
  it('gives the owner the receipt as a PDF attachment, never cached', async () => {
    const response = await download(`/api/files/receipts/${paymentId}.pdf`, customer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${receiptNumber}.pdf"`);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes, 'server-receipt.pdf');
    expect(text).toContain(`Receipt number ${receiptNumber}`);
    expect(text).toContain('Received from Ama Mensah');
    expect(text).toContain('Amount received GH₵150.00');
    expect(text).toContain('Payment method MTN Mobile Money');
    expect(text).toContain(`Loan ${loanNumber(loanId)}`);
    expect(text).toContain('Ghana Homes Credit');
  });

  it('gives it to staff with viewAllPayments too', async () => {
    const response = await download(`/api/files/receipts/${paymentId}.pdf`, finance);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers another customer, an unknown payment and a malformed id with the same 404', async () => {
    await expectNotFound(await download(`/api/files/receipts/${paymentId}.pdf`, otherCustomer));
    await expectNotFound(await download(`/api/files/receipts/${randomUUID()}.pdf`, customer));
    await expectNotFound(await download(`/api/files/receipts/not-a-payment.pdf`, customer));
  });

  it('gives it to a partner’s API key whose role may read payments, and a bad key or a key with a cookie 401', async () => {
    const admin = await app.signInAs('admin');
    const keyOf = async (role: string) =>
      (await app.graphql<{ createApiKey: { secret: string } }>('mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', { input: { name: `Receipts ${role}`, role, expiresInDays: 30 } }, admin.cookie))
        .data!.createApiKey.secret;
    const financeKey = await keyOf('finance');
    const withKey = (key: string, extra: Record<string, string> = {}) => fetch(`${app.url}/api/files/receipts/${paymentId}.pdf`, { headers: { 'x-api-key': key, ...extra } });
    const receipt = await withKey(financeKey);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const statement = await fetch(`${app.url}/api/files/loans/${loanId}/statement.pdf`, { headers: { 'x-api-key': financeKey } });
    expect(statement.status).toBe(200);
    // A role that cannot read payments sees nothing there, as in the API.
    await expectNotFound(await withKey(await keyOf('inspection_and_verification')));
    const bad = await withKey('ghc_live_not-a-key');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid or expired API key.' } });
    expect((await withKey(financeKey, { cookie: customer.cookie })).status).toBe(401);
  });

  it('asks anonymous callers to sign in, as the other file downloads do', async () => {
    const response = await download(`/api/files/receipts/${paymentId}.pdf`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'You need to log in to access this feature.' } });
  });
});

describe('GET /api/files/loans/:loanId/statement.pdf', () => {
  const path = (query = '') => `/api/files/loans/${loanId}/statement.pdf${query}`;

  it('refuses dates that are not YYYY-MM-DD, or a start after the end, with 400', async () => {
    for (const query of ['?from=2026-13-01', '?to=yesterday', '?from=2026-02-30', '?from=2026-01-01&from=2026-02-01', '?from=2026-05-01&to=2026-04-01', '?from=2999-01-01']) {
      const response = await download(path(query), customer);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await download(path())).status).toBe(401);
  });

  it('gives the borrower and staff the statement, and anyone else a 404', async () => {
    const response = await download(path('?from=2020-01-01'), customer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="statement-${loanNumber(loanId)}-2020-01-01-to-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await pdfText(await response.arrayBuffer(), 'server-statement.pdf');
    expect(text).toContain('Loan statement');
    expect(text).toContain(loanNumber(loanId));
    expect(text).toContain('Ama Mensah');
    expect(text).toContain('-GH₵150.00');

    // This month's statement, asked for to the month's end, closes today: no balance is given for a day to come.
    const today = new Date().toISOString().slice(0, 10);
    const monthly = await download(path('?from=2020-01-01&to=2999-12-31'), customer);
    expect(monthly.status).toBe(200);
    expect(monthly.headers.get('content-disposition')).toContain(`-2020-01-01-to-${today}.pdf`);
    const monthlyText = await pdfText(await monthly.arrayBuffer(), 'server-statement-running.pdf');
    expect(monthlyText).toContain(`Closing balance (${formatDay(today)})`);
    expect(monthlyText).toContain(`The period runs to 31 Dec 2999 and is still running: this statement closes on ${formatDay(today)}, the day it was generated`);
    expect(monthlyText).not.toContain('Closing balance (31 Dec 2999)');

    expect((await download(path(), finance)).status).toBe(200);
    await expectNotFound(await download(path(), otherCustomer));
    await expectNotFound(await download(`/api/files/loans/${randomUUID()}/statement.pdf`, customer));
  });
});
