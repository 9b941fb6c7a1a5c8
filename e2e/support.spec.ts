// Support: a customer raises a ticket and finds it in the list and thread; the contact form gives a reference; the offline banner.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseOption, customerPage, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('support', () => {
  it('raises a ticket, sees it in the list and its thread, replies and closes it', async () => {
    for (const width of [1280, 360]) {
      const page = await customerPage(browser, width);
      const subject = `MoMo payment not showing ${width}`;
      await page.goto('/tickets/create');
      await page.getByRole('heading', { level: 1, name: 'Create a support ticket' }).waitFor();
      await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await chooseOption(page, 'Category', 'Payment');
      await page.getByRole('textbox', { name: 'Message' }).fill('I paid my instalment by MTN MoMo yesterday but it is not on my account.');
      if (width === 360) await expectNoSidewaysScroll(page, '/tickets/create');
      await expectNoSeriousA11yViolations(page, `/tickets/create at ${width}`);
      await screenshot(page, 'ticket-create');
      await page.getByRole('button', { name: 'Create ticket' }).click();

      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      await expectVisible(page.getByText('I paid my instalment by MTN MoMo yesterday'));
      await expectVisible(page.getByText('Open', { exact: true }));
      await page.getByRole('textbox', { name: 'Your reply' }).fill('The transaction id is 1234567.');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expectVisible(page.getByRole('list', { name: 'Messages' }).getByText('The transaction id is 1234567.'));
      if (width === 360) await expectNoSidewaysScroll(page, '/tickets/:id');
      await expectNoSeriousA11yViolations(page, `/tickets/:id at ${width}`);
      await screenshot(page, 'ticket-thread');

      await page.getByRole('link', { name: 'All tickets' }).click();
      await page.getByRole('heading', { level: 1, name: 'My support tickets' }).waitFor();
      const item = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem').filter({ hasText: subject });
      await expectVisible(item);
      await expectVisible(item.getByText('Open'));
      if (width === 360) await expectNoSidewaysScroll(page, '/tickets');
      await expectNoSeriousA11yViolations(page, `/tickets at ${width}`);
      await screenshot(page, 'tickets');

      await item.getByRole('link').click();
      await page.getByRole('button', { name: 'Close ticket' }).click();
      await expectVisible(page.getByText(/This ticket is closed/));
      await page.context().close();
    }
  });

  it('the contact form gives a reference', async () => {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
      await page.getByRole('textbox', { name: /full name/i }).fill('Kofi Boateng');
      await page.getByRole('textbox', { name: /email address/i }).fill(`kofi-${width}@example.com`);
      await page.getByRole('textbox', { name: /phone number/i }).fill('024 123 4567');
      await page.getByRole('textbox', { name: /subject/i }).fill('Rent assistance in Madina');
      await page.getByRole('textbox', { name: /message/i }).fill('Can you pay two years of rent for a flat in Madina?');
      if (width === 360) await expectNoSidewaysScroll(page, '/contact');
      await expectNoSeriousA11yViolations(page, `/contact at ${width}`);
      await page.getByRole('button', { name: 'Send message' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Your reference is' });
      await expectVisible(status);
      expect(await status.textContent()).toMatch(/Your reference is \S+/);
      await screenshot(page, 'contact-sent');
      await context.close();
    }
  });

  it('shows the offline banner when the browser goes offline and clears it when back', async () => {
    const page = await customerPage(browser, 360);
    await page.goto('/payments');
    await page.getByRole('heading', { level: 1, name: 'Payment history' }).waitFor();
    await page.getByRole('link', { name: 'Download statement', exact: true }).click();
    await expectVisible(page.getByRole('link', { name: 'Download statement PDF' }));
    await expectNoSidewaysScroll(page, '/payments');
    await expectNoSeriousA11yViolations(page, '/payments');
    await screenshot(page, 'payments');

    const banner = page.getByText('You are currently offline. Some features may be unavailable.');
    await page.context().setOffline(true);
    await expectVisible(banner);
    await expectVisible(page.getByText('Offline mode'));
    await expectVisible(page.getByText('Network connection lost. Some features may be unavailable.'));
    await screenshot(page, 'offline');
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('Network connection restored'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'payments');
    await page.context().close();
  });
});
