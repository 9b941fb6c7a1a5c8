// Notifications broadcast: an admin sends a message to all customers after a "Send to N recipients?" check, the
// history lists it, and a signed-in customer finds it in /notifications. axe and 360px on both screens.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectVisible, launchBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectFits360(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready();
  await page.waitForFunction(() => document.querySelectorAll('#notistack-snackbar').length === 0, undefined, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, `${name} at 1280`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
  await ready();
  await screenshot(page, name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 360px`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, `${name} at 360`);
}

describe('notification broadcast', () => {
  it('an admin broadcasts to all customers and the demo customer sees it in /notifications', async () => {
    const title = `Office closed ${Date.now().toString(36)}`;
    const body = 'Our Accra office is closed on Friday for the public holiday. Mobile-money payments still work.';

    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@ghanahomes.example', '/admin');
    await page.goto('/admin/notifications');
    await expectVisible(page.getByRole('heading', { name: 'Notifications', level: 1 }));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill(body);
    await page.getByLabel('Link (optional)').fill('/payments');
    await page.getByRole('button', { name: 'Send broadcast' }).click();

    const confirm = page.getByRole('dialog', { name: /^Send to \d+ recipients?\?$/ });
    await expectVisible(confirm);
    const recipients = Number(/Send to (\d+)/.exec((await confirm.getByRole('heading').innerText()).trim())?.[1]);
    expect(recipients).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'admin-broadcast-confirm');
    await expectNoSeriousA11yViolations(page, 'broadcast confirmation');
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expectVisible(page.getByText(`Broadcast sent to ${recipients} recipient${recipients === 1 ? '' : 's'}.`));
    const history = page.getByRole('grid', { name: 'Broadcasts sent' });
    await expectVisible(history.getByText(title));
    await expectVisible(history.getByText('All customers').first());

    await expectFits360(page, 'admin-broadcast-history', () => expectVisible(page.getByRole('grid', { name: 'Broadcasts sent' }).getByText(title)));
    await context.close();

    const customerContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const customer = await customerContext.newPage();
    await signIn(customer, 'user@ghanahomes.example');
    await customer.goto('/notifications');
    await expectVisible(customer.getByRole('heading', { name: title }));
    await expectVisible(customer.getByText(body));
    await expectFits360(customer, 'customer-broadcast-received', () => expectVisible(customer.getByRole('heading', { name: title })));
    await customerContext.close();
  });
});
