// The staff header search against the real server: each role finds only the kinds of record it may open, the loan by
// its number, the payment by its reference, the ticket by its subject; a customer may not search at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
const cookies: Record<string, string> = {};
let customer: { id: string; cookie: string };
let loanId: string;
let paymentId: string;
let ticketId: string;

const SEARCH = `query Search($text: String!) { staffSearch(text: $text) { kind id title subtitle loanId } }`;

async function search(role: string, text: string) {
  const result = await app.graphql(SEARCH, { text }, cookies[role]);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return (result.data as { staffSearch: Array<{ kind: string; id: string; title: string; subtitle: string; loanId: string | null }> }).staffSearch;
}
const kinds = (hits: Array<{ kind: string }>) => [...new Set(hits.map((hit) => hit.kind))].sort();

beforeAll(async () => {
  app = await startTestApp();
  for (const role of ['admin', 'finance', 'credit_analyst', 'sales_executive', 'inspection_and_verification']) cookies[role] = (await app.signInAs(role)).cookie;
  customer = await app.signUp({ firstName: 'Adwoa', lastName: 'Quarshiefind' });
  loanId = await bnplLoan(app, customer, cookies.credit_analyst);
  [{ id: paymentId }] = await app.database.query<{ id: string }>(
    `INSERT INTO payment (user_id, loan_id, amount, method, status, provider_reference) VALUES ($1, $2, 45000, 'mtn_momo', 'failed', 'MOMO-FIND-4411') RETURNING id`,
    [customer.id, loanId],
  );
  const ticket = await app.graphql(
    `mutation { createTicket(input: { subject: "Receipt never arrived", category: payment, body: "I paid on Monday." }) { id } }`,
    {},
    customer.cookie,
  );
  expect(ticket.errors).toBeUndefined();
  ticketId = (ticket.data as { createTicket: { id: string } }).createTicket.id;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('staff search', () => {
  it('gives an admin every kind about the customer: the person, the application and order, the loan named by its number, the ticket', async () => {
    const hits = await search('admin', 'Quarshiefind');
    expect(kinds(hits)).toEqual(['application', 'loan', 'order', 'ticket', 'user']);
    const loan = hits.find((hit) => hit.kind === 'loan')!;
    expect(loan).toMatchObject({ id: loanId, loanId, title: `LN-${loanId.replaceAll('-', '').slice(0, 8).toUpperCase()} · Adwoa Quarshiefind` });
    expect(hits.find((hit) => hit.kind === 'user')).toMatchObject({ id: customer.id, title: 'Adwoa Quarshiefind' });
  });

  it('finds a loan by its number and a payment by its reference, with the loan the payment is on', async () => {
    const number = `LN-${loanId.replaceAll('-', '').slice(0, 8)}`;
    expect((await search('finance', number)).filter((hit) => hit.kind === 'loan').map((hit) => hit.id)).toEqual([loanId]);
    const [payment] = await search('finance', 'find-4411');
    expect(payment).toMatchObject({ kind: 'payment', id: paymentId, loanId, title: 'GH₵450.00 from Adwoa Quarshiefind', subtitle: 'MOMO-FIND-4411 · failed' });
  });

  it('finds a ticket by its subject for support staff only', async () => {
    expect((await search('admin', 'never arrived')).map((hit) => [hit.kind, hit.id])).toEqual([['ticket', ticketId]]);
    expect(await search('finance', 'never arrived')).toEqual([]);
  });

  it('gives finance loans and payments but no people, applications or orders (it has no page for them)', async () => {
    expect(kinds(await search('finance', 'Quarshiefind'))).toEqual(['loan']);
    expect(kinds(await search('finance', 'MOMO-FIND'))).toEqual(['payment']);
  });

  it('gives the sales executive orders and loans but not payments, which it may not read', async () => {
    expect(kinds(await search('sales_executive', 'Quarshiefind'))).toEqual(['application', 'loan', 'order']);
    expect(await search('sales_executive', 'MOMO-FIND')).toEqual([]);
  });

  it('leaves orders out for inspection, which reads applications but has no Orders page', async () => {
    expect(kinds(await search('inspection_and_verification', 'Quarshiefind'))).toEqual(['application', 'loan']);
  });

  it('refuses a customer and a one-letter search', async () => {
    const asCustomer = await app.graphql(SEARCH, { text: 'Quarshiefind' }, customer.cookie);
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const short = await app.graphql(SEARCH, { text: 'Q' }, cookies.admin);
    expect(short.errors?.[0]).toMatchObject({ message: 'Search for 2 to 100 characters.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
