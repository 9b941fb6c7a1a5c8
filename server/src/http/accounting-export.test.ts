// GET /api/files/accounting/:report.(csv|xlsx) against the real server: the trial balance parses in both formats
// and its debits equal its credits; finance may download, a customer and a sales executive may not.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bnplLoan } from '../modules/loans/loan.fixtures.js';
import { parseCsv } from '../test/csv.js';
import { startTestApp, type TestApp } from '../test/harness.js';

let app: TestApp;
let finance: { cookie: string };
let sales: { cookie: string };
let customer: { id: string; cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  const analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
  sales = await app.signInAs('sales_executive');
  customer = await app.signUp();
  // Some books to export: a disbursed GH₵5,000 loan and a close of business that accrues its first month's interest.
  await bnplLoan(app, customer, analyst.cookie);
  app.services.clock.set(new Date('2026-02-15T12:00:00Z'));
  await app.services.closeOfBusiness.run('2026-02-15');
});
afterAll(async () => {
  await app?.stop();
});

const download = (path: string, cookie?: string) => fetch(`${app.url}/api/files/accounting/${path}`, { headers: cookie ? { cookie } : {} });

/** Cedis text with two decimals back to pesewas, exactly. */
function pesewas(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  expect(match, text).not.toBeNull();
  return (match![1] ? -1 : 1) * (Number(match![2]) * 100 + Number(match![3]));
}

describe('accounting exports', () => {
  it('the trial balance as CSV: one row per account with a balance, a total row, debits = credits', async () => {
    const response = await download('trial-balance.csv?on=2026-02-15', finance.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="trial-balance-2026-02-15\.csv"/);
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Code', 'Account', 'Type', 'Debit', 'Credit']);
    const accounts = rows.slice(1, -1);
    const total = rows.at(-1)!;
    expect(total[1]).toBe('Total');
    const debits = accounts.reduce((sum, row) => sum + pesewas(row[3]), 0);
    const credits = accounts.reduce((sum, row) => sum + pesewas(row[4]), 0);
    expect(debits).toBeGreaterThan(0);
    expect(debits).toBe(credits);
    expect([pesewas(total[3]), pesewas(total[4])]).toEqual([debits, credits]);
    // The same figures the GraphQL report gives.
    const trial = await app.graphql<{ trialBalance: { totalDebit: number; accounts: Array<{ code: string; debit: number }> } }>(`{ trialBalance(on: "2026-02-15") { totalDebit accounts { code debit } } }`, {}, finance.cookie);
    expect(trial.data!.trialBalance.totalDebit).toBe(debits);
    // The loan lent and the interest earned to 2026-02-15 (20,000 pesewas), in cedis.
    expect(accounts.find((row) => row[0] === '1101')?.slice(3)).toEqual(['5000.00', '0.00']);
    expect(accounts.find((row) => row[0] === '4000')?.slice(3)).toEqual(['0.00', '200.00']);
  });

  it('the trial balance as XLSX: exceljs reads it, money in cedis, debits = credits', async () => {
    const response = await download('trial-balance.xlsx?on=2026-02-15', finance.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Trial balance at 2026-02-15');
    const values = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(values[0]).toEqual(['Code', 'Account', 'Type', 'Debit', 'Credit']);
    const accounts = values.slice(1, -1);
    const total = values.at(-1)!;
    expect(total[1]).toBe('Total');
    const cents = (value: unknown) => Math.round(Number(value) * 100);
    const debits = accounts.reduce((sum, row) => sum + cents(row[3]), 0);
    const credits = accounts.reduce((sum, row) => sum + cents(row[4]), 0);
    expect(debits).toBeGreaterThan(0);
    expect(debits).toBe(credits);
    expect([cents(total[3]), cents(total[4])]).toEqual([debits, credits]);
    expect(sheet.getColumn(4).numFmt).toBe('#,##0.00');
  });

  it('the other reports download in both formats; bad parameters are a 400', async () => {
    for (const path of ['chart.csv', 'income-statement.xlsx?from=2026-01-01&to=2026-02-28', 'balance-sheet.csv?on=2026-02-15', 'account-lines.csv?account=1101', 'reconciliation.xlsx']) {
      const response = await download(path, finance.cookie);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    const lines = parseCsv((await (await download('account-lines.csv?account=1101', finance.cookie)).text()).replace(/^\uFEFF/, ''));
    expect(lines.slice(1).map((row) => [row[1], row[4]])).toEqual([['disbursement', '5000.00']]);
    const missing = await download('income-statement.csv', finance.cookie);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    expect((await download('trial-balance.csv?on=yesterday', finance.cookie)).status).toBe(400);
    expect((await download('ledger.csv', finance.cookie)).status).toBe(404);
  });

  it('the journal of a period (daily transactions) and the aging of the book', async () => {
    const january = parseCsv((await (await download('journal.csv?from=2026-01-15&to=2026-01-15', finance.cookie)).text()).replace(/^\uFEFF/, ''));
    expect(january[0]).toEqual(['Posted on', 'Entry', 'Kind', 'Description', 'Account', 'Loan', 'Debit', 'Credit']);
    // The disbursement: loans receivable against what paid the merchant, one entry, debits = credits.
    const lines = january.slice(1);
    expect(lines.map((row) => [row[2], row[4], row[6], row[7]]).sort()).toEqual([
      ['disbursement', '1101', '5000.00', '0.00'],
      ['disbursement', '2110', '0.00', '5000.00'],
    ]);
    expect(new Set(lines.map((row) => row[1])).size).toBe(1);
    const february = parseCsv((await (await download('journal.csv?from=2026-02-15&to=2026-02-15', finance.cookie)).text()).replace(/^\uFEFF/, '')).slice(1);
    expect(february.map((row) => [row[2], row[4], row[6], row[7]]).sort()).toEqual([
      ['interest_accrual', '1200', '200.00', '0.00'],
      ['interest_accrual', '4000', '0.00', '200.00'],
    ]);
    expect((await download('journal.csv?from=2026-02-15', finance.cookie)).status).toBe(400);

    const aging = parseCsv((await (await download('aging.csv', finance.cookie)).text()).replace(/^\uFEFF/, ''));
    expect(aging[0]).toEqual(['Days past due', 'Loans', 'Principal outstanding', 'Share of principal']);
    // On 2026-02-15 the first instalment falls due today: not late.
    expect(aging[1]).toEqual(['Current', '1', '5000.00', '100.00%']);
    expect(aging.slice(2, -1).every((row) => row[1] === '0')).toBe(true);
    expect(aging.at(-1)).toEqual(['Total', '1', '5000.00', '100.00%']);
  });

  it('refuses a customer and a sales executive (403 FORBIDDEN) and anyone signed out (401)', async () => {
    for (const cookie of [customer.cookie, sales.cookie]) {
      const response = await download('trial-balance.csv', cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have permission to view the books.' } });
      expect((await download('trial-balance.xlsx', cookie)).status).toBe(403);
    }
    expect((await download('trial-balance.csv')).status).toBe(401);
  });
});
