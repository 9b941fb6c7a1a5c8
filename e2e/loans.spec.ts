// The staff loans list and loan view: finance finds a customer by phone, opens the loan, records a manual
// payment and sees the ledger and balance update without a reload; the pages at 1280 and 360 px, light and dark.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Pesewas from a GH₵ figure as the page prints it ("GH₵1,234.50" → 123450). */
function pesewas(text: string | null): number {
  const match = /(-?)GH₵([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no GH₵ amount in "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2].replaceAll(',', '')) * 100 + Number(match[3]));
}

async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('#notistack-snackbar').length === 0, undefined, { timeout: 10_000 });
}

// Generous waits: the admin chunks load lazily and this shared machine is often busy.
const SLOW = 30_000;

describe('staff loan view', { timeout: 240_000 }, () => {
  it('finance finds a customer by phone, opens the loan, records a manual payment and sees the ledger and balance update without a reload', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'finance@ghanahomes.example', '/admin');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Loans' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Loans', level: 1 }), SLOW);

    // Kwabena Osei (demo data) by his phone as people say it; the demo customer's own loan is paid off by another spec.
    await page.getByLabel('Find a loan').fill('020 198 7654');
    const grid = page.getByRole('grid', { name: 'Loans' });
    await expectVisible(grid.getByText('Kwabena Osei').first(), SLOW);
    await expect.poll(async () => grid.getByText('Ama Mensah').count()).toBe(0);
    await toastsGone(page);
    await expectNoSeriousA11yViolations(page, '/admin/loans');
    await screenshot(page, 'loans-list');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page, '/admin/loans');
    await screenshot(page, 'loans-list');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A running loan of his (the first one that takes money).
    const rows = grid.getByRole('row').filter({ hasText: /Active|In Arrears/ });
    await rows.first().getByRole('link', { name: /^LN-/ }).click();
    await page.waitForURL((url) => /^\/admin\/loans\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectVisible(page.getByRole('heading', { name: /^Loan LN-/, level: 1 }), SLOW);
    await page.evaluate(() => {
      (window as unknown as { loanViewMarker: boolean }).loanViewMarker = true;
    });

    const balance = page.getByTestId('figure-Total owed');
    const ledger = page.getByRole('region', { name: 'Ledger entries with running balance' });
    await expectVisible(ledger, SLOW);
    const before = pesewas(await balance.textContent());
    const entriesBefore = await ledger.getByRole('row').count();
    await expectVisible(page.getByRole('heading', { name: 'Settlement quote' }));
    await expectVisible(page.getByText(/^020 198 7654$/));

    const reference = `E2E-LOAN-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(/^LN-\w{8} · Kwabena Osei$/));
    await dialog.getByLabel('Amount (GH₵)').fill('50.00');
    await dialog.getByLabel('Reference').fill(reference);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expectVisible(dialog.getByText('GH₵50.00'));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectVisible(page.getByText(/Receipt RCP-\d{4}-\d{6}: GH₵50\.00 recorded/), SLOW);

    // The figures and the ledger moved on this same page (no reload: the marker survives).
    await expect.poll(async () => pesewas(await balance.textContent())).toBe(before - 5_000);
    await expect.poll(async () => ledger.getByRole('row').count()).toBe(entriesBefore + 1);
    // The newest entry is the payment, and its running balance is the figure above (nothing else is owed or held).
    const paymentRow = ledger.getByRole('row').last();
    await expectVisible(paymentRow.getByText('Payment received'));
    expect(pesewas(await paymentRow.getByRole('cell').nth(2).textContent())).toBe(-5_000);
    const credit = pesewas(await page.getByTestId('figure-Credit balance').textContent());
    expect(pesewas(await paymentRow.getByRole('cell').nth(3).textContent())).toBe(before - 5_000 - credit);
    await expectVisible(page.getByRole('region', { name: 'Payments of this loan' }).getByText(reference));
    expect(await page.evaluate(() => (window as unknown as { loanViewMarker?: boolean }).loanViewMarker)).toBe(true);

    await toastsGone(page);
    await expectNoSeriousA11yViolations(page, '/admin/loans/:id');
    await screenshot(page, 'loan-view');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectVisible(balance);
    await expectNoSidewaysScroll(page, '/admin/loans/:id');
    // Key figures stack one under the other on a phone, each fully inside the screen.
    const box = await balance.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await screenshot(page, 'loan-view');
    await context.close();
  });

  it('shows the loan view in the dark theme at 1280 and 360 px', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'recovery.and.collections@ghanahomes.example', '/admin');
    await page.goto('/admin/loans');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
    await page.waitForTimeout(400);
    const grid = page.getByRole('grid', { name: 'Loans' });
    await expectVisible(grid.getByRole('link', { name: /^LN-/ }).first(), SLOW);
    // Sorted on the server: the most overdue first.
    await grid.getByRole('columnheader', { name: 'Days late' }).click();
    await grid.getByRole('columnheader', { name: 'Days late' }).click();
    await expectVisible(grid.getByRole('link', { name: /^LN-/ }).first());
    await screenshot(page, 'loans-list-dark');
    await grid.getByRole('link', { name: /^LN-/ }).first().click();
    await expectVisible(page.getByRole('heading', { name: /^Loan LN-/, level: 1 }), SLOW);
    await expectVisible(page.getByTestId('figure-Total owed'));
    await expectNoSeriousA11yViolations(page, '/admin/loans/:id dark');
    await screenshot(page, 'loan-view-dark');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page, '/admin/loans/:id dark');
    await screenshot(page, 'loan-view-dark');
    await context.close();
  });
});
