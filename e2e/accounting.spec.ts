// The books as finance sees them: the Accounting page from the menu, the trial balance balancing on screen, and its
// XLSX download read back with exceljs (debits = credits); the chart, the loan tape and the periods on a phone; axe and
// no sideways scroll at 1280 and 360.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accounting', () => {
  it('finance opens the trial balance, sees it balance, and downloads it as XLSX with debits = credits', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, 'finance@ghanahomes.example', '/admin');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Accounting' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Accounting', level: 1 }));
    // The chart of accounts first: the demo loans' receivables are there.
    await expectVisible(page.getByRole('grid', { name: 'Chart of accounts' }).getByText('Loans receivable: BNPL'));

    await page.getByRole('tab', { name: 'Trial balance' }).click();
    const status = page.getByRole('status').filter({ hasText: /Balanced at/ });
    await expectVisible(status);
    const text = (await status.innerText()).replace(/\s+/g, ' ');
    const shown = /debits (GH₵[\d,]+\.\d{2}) = credits (GH₵[\d,]+\.\d{2})/.exec(text);
    expect(shown, text).not.toBeNull();
    expect(shown![1]).toBe(shown![2]);
    await expectNoSeriousA11yViolations(page, 'trial balance at 1280');
    await screenshot(page, 'accounting-trial-balance');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the trial balance as XLSX' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^trial-balance-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = (workbook.worksheets[0].getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(rows[0]).toEqual(['Code', 'Account', 'Type', 'Debit', 'Credit']);
    const cents = (value: unknown) => Math.round(Number(value) * 100);
    const accounts = rows.slice(1, -1);
    const debits = accounts.reduce((sum, row) => sum + cents(row[3]), 0);
    const credits = accounts.reduce((sum, row) => sum + cents(row[4]), 0);
    expect(debits).toBeGreaterThan(0);
    expect(debits).toBe(credits);
    const total = rows.at(-1)!;
    expect([total[1], cents(total[3]), cents(total[4])]).toEqual(['Total', debits, credits]);
    // The screen's figure is the file's.
    expect(Number(shown![1].replace(/\D/g, ''))).toBe(debits);

    await page.getByRole('tab', { name: 'Chart of accounts' }).click();
    await expectVisible(page.getByRole('button', { name: 'Add account' }));
    await screenshot(page, 'accounting-chart');
    await page.getByRole('tab', { name: 'Trial balance' }).click();

    // Phones: the tabs scroll, the table scrolls inside its frame, the page itself never sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await expectVisible(status);
    await expectNoSidewaysScroll(page, 'trial balance at 360');
    await expectNoSeriousA11yViolations(page, 'trial balance at 360');
    await screenshot(page, 'accounting-trial-balance');
    await page.getByRole('tab', { name: 'Reconciliation' }).click();
    await expectVisible(page.getByRole('grid', { name: 'Reconciliation' }));
    await expectNoSidewaysScroll(page, 'reconciliation at 360');

    // Finance keeps the chart (Add account), downloads the loan tape and closes months, on a phone too.
    await page.getByRole('tab', { name: 'Chart of accounts' }).click();
    await expectVisible(page.getByRole('button', { name: 'Add account' }));
    await expectNoSidewaysScroll(page, 'chart at 360');
    await expectNoSeriousA11yViolations(page, 'chart at 360');
    await page.getByRole('tab', { name: 'Classification' }).click();
    await expectVisible(page.getByRole('link', { name: 'Download the loan tape as XLSX' }));
    await expectNoSidewaysScroll(page, 'classification at 360');
    const tape = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the loan tape as CSV' }).click();
    const tapeFile = await (await tape).path();
    const tapeRows = (await readFile(tapeFile, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(tapeRows[0]).toMatch(/^Loan,Loan id,Product,Status,/);
    // The demo book has running loans, each on the tape.
    expect(tapeRows.length).toBeGreaterThan(1);
    await page.getByRole('tab', { name: 'Periods' }).click();
    await expectVisible(page.getByText(/A closed month takes no postings/));
    await expectNoSidewaysScroll(page, 'periods at 360');
    await expectNoSeriousA11yViolations(page, 'periods at 360');
    await screenshot(page, 'accounting-periods');
    await context.close();
  });
});
