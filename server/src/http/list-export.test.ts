// GET /api/files/lists/:list.csv against the real server: the payments list's filters (customer search, days) select
// the rows of the file; the audit trail filtered by a person's name names its records; each list answers only to the
// permission its own query needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bnplLoan } from '../modules/loans/loan.fixtures.js';
import { parseCsv } from '../test/csv.js';
import { startTestApp, type TestApp } from '../test/harness.js';

let app: TestApp;
let finance: { cookie: string };
let admin: { cookie: string };
let sales: { cookie: string };
let analyst: { cookie: string; id: string; email: string };
let customer: { id: string; cookie: string };
let other: { id: string; cookie: string };
let loanId: string;

const download = (path: string, cookie?: string) => fetch(`${app.url}/api/files/lists/${path}`, { headers: cookie ? { cookie } : {} });
const csvOf = async (response: Response) => parseCsv((await response.text()).replace(/^\uFEFF/, ''));

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  finance = await app.signInAs('finance');
  sales = await app.signInAs('sales_executive');
  analyst = await app.signInAs('credit_analyst');
  customer = await app.signUp({ firstName: 'Esi', lastName: 'Exportson' });
  other = await app.signUp({ firstName: 'Kwame', lastName: 'Elsewhere' });
  loanId = await bnplLoan(app, customer, analyst.cookie);
  const insert = `INSERT INTO payment (user_id, loan_id, amount, method, status, provider_reference, note, created_at) VALUES ($1, $2, $3, 'mtn_momo', 'failed', $4, $5, $6)`;
  await app.database.query(insert, [customer.id, loanId, 45_000, 'MOMO-EXP-1', 'First, "quoted", note', '2026-03-02T10:00:00Z']);
  await app.database.query(insert, [customer.id, loanId, 12_345, 'MOMO-EXP-2', null, '2026-03-20T10:00:00Z']);
  await app.database.query(insert, [other.id, null, 99_900, 'MOMO-EXP-3', null, '2026-03-03T10:00:00Z']);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('staff list exports', () => {
  it('downloads the payments the filters select: the customer’s, in the days asked for, newest first, money in cedis', async () => {
    const response = await download('payments.csv?search=Exportson&from=2026-03-01&to=2026-03-31', finance.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = await csvOf(response);
    expect(rows[0]).toEqual(['Date', 'Customer', 'Email', 'Amount (GHS)', 'Kind', 'Loan', 'Method', 'Status', 'Reference', 'Note']);
    const number = `LN-${loanId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[5], row[8], row[9]])).toEqual([
      ['2026-03-20 10:00:00', 'Esi Exportson', '123.45', number, 'MOMO-EXP-2', ''],
      ['2026-03-02 10:00:00', 'Esi Exportson', '450.00', number, 'MOMO-EXP-1', 'First, "quoted", note'],
    ]);
  });

  it('narrows by day range alone and by reference, as the list does', async () => {
    const early = await csvOf(await download('payments.csv?from=2026-03-02&to=2026-03-03', finance.cookie));
    expect(early.slice(1).map((row) => row[8])).toEqual(['MOMO-EXP-3', 'MOMO-EXP-1']);
    const byReference = await csvOf(await download('payments.csv?search=exp-3', finance.cookie));
    expect(byReference.slice(1).map((row) => [row[1], row[8]])).toEqual([['Kwame Elsewhere', 'MOMO-EXP-3']]);
  });

  it('the payments list itself takes the same filters', async () => {
    const result = await app.graphql<{ payments: { nodes: Array<{ providerReference: string }> } }>(
      `{ payments(first: 10, search: "Exportson", from: "2026-03-01", to: "2026-03-10") { nodes { providerReference } } }`,
      {},
      finance.cookie,
    );
    expect(result.data?.payments.nodes.map((node) => node.providerReference)).toEqual(['MOMO-EXP-1']);
    const backwards = await app.graphql(`{ payments(first: 10, from: "2026-03-10", to: "2026-03-01") { nodes { id } } }`, {}, finance.cookie);
    expect(backwards.errors?.[0]).toMatchObject({ message: 'The first day must not be after the last day.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers only to the list’s permission: 401 signed out, 403 for a customer and for sales (no payments), 400 for an unknown filter value', async () => {
    expect((await download('payments.csv')).status).toBe(401);
    expect((await download('payments.csv', customer.cookie)).status).toBe(403);
    const refused = await download('payments.csv', sales.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have permission to download this list.' } });
    // Sales reads applications, so the loans list (and its file) is open to it.
    expect((await download('loans.csv', sales.cookie)).status).toBe(200);
    expect((await download('audit.csv', finance.cookie)).status).toBe(403);
    const bad = await download('payments.csv?status=lost', finance.cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Unknown status "lost".');
    expect((await download('nothing.csv', admin.cookie)).status).toBe(404);
  });

  it('downloads the loans list with its search and arrears filters', async () => {
    const rows = await csvOf(await download('loans.csv?search=Exportson', finance.cookie));
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([[`LN-${loanId.replaceAll('-', '').slice(0, 8).toUpperCase()}`, 'Esi Exportson']]);
    // The new loan is not late: it is in the current loans, in no arrears bucket.
    expect((await csvOf(await download('loans.csv?search=Exportson&current=true', finance.cookie))).length).toBe(2);
    expect((await csvOf(await download('loans.csv?search=Exportson&arrearsBucket=days_31_60', finance.cookie))).length).toBe(1);
  });

  it('filters the audit trail by the actor’s name and names the records it changed', async () => {
    const analystName = await app.database.query<{ name: string }>(`SELECT first_name || ' ' || last_name AS name FROM "user" WHERE id = $1`, [analyst.id]);
    const lastName = analystName[0].name.split(' ').at(-1)!;
    const response = await download(`audit.csv?actor=${encodeURIComponent(lastName)}`, admin.cookie);
    expect(response.status).toBe(200);
    const rows = await csvOf(response);
    expect(rows[0]).toEqual(['When', 'Action', 'Entity', 'Record', 'Record id', 'Actor', 'Actor email', 'Actor role', 'Via API key', 'IP', 'Request']);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((row) => row[6]))).toEqual(new Set([analyst.email]));
    // The analyst approved the customer's order: the record is named, not only its id.
    const order = rows.slice(1).find((row) => row[2] === 'bnpl_order');
    expect(order?.[3]).toBe('Esi Exportson');
  });
});
