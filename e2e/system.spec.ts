// The System page: a superadmin runs close of business for a date and sees the run finish in the list,
// with the portfolio snapshot it wrote; axe and the 360 px layout.
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

describe('System page', () => {
  it('a superadmin runs close of business for a date and sees the run finish in the list', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await signIn(page, 'superadmin@ghanahomes.example', '/admin');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'System' }).click();
    await page.getByRole('heading', { name: 'System', level: 1 }).waitFor({ timeout: 30_000 }).catch(async () => {
      throw new Error(`the System page did not show: ${problems.join(' | ')} — ${(await page.locator('body').innerText()).slice(0, 800)}`);
    });
    await expectVisible(page.getByRole('grid', { name: 'Job queues' }).getByText('Close of business'));

    // Today in Accra (UTC): the date the nightly run would close.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Run close of business for date…' }).click();
    const ask = page.getByRole('dialog', { name: 'Run close of business for date…' });
    await ask.getByLabel('Business date').fill(today);
    await ask.getByRole('button', { name: 'Review' }).click();
    const confirm = page.getByRole('dialog', { name: 'Run close of business' });
    await expectVisible(confirm.getByText(today));
    await confirm.getByRole('button', { name: 'Run close of business' }).click();
    await expectVisible(page.getByText(`Close of business for ${today} queued`));

    // The page polls while the job waits or runs: the run appears and finishes without a reload.
    const runs = page.getByRole('grid', { name: 'Close of business runs' });
    const row = runs.getByRole('row').filter({ hasText: today });
    await expectVisible(row.getByText('Completed'), 60_000);
    await expectVisible(page.getByRole('heading', { name: `Portfolio at the close of ${today}` }), 15_000);
    expect(await row.innerText()).toMatch(/\d+ \/ \d+/);
    await screenshot(page, 'admin-system');
    await expectNoSeriousA11yViolations(page, 'system at 1280');

    await page.setViewportSize({ width: 360, height: 780 });
    await expectVisible(page.getByRole('button', { name: 'Run close of business for date…' }));
    await screenshot(page, 'admin-system');
    await expectNoSidewaysScroll(page, 'system');
    await context.close();
  });
});
