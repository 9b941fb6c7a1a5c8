// Configuration › Public holidays on a phone: an admin sees this year's holidays with Republic Day (1 July, from the
// statute), adds a day and removes it again; axe and no sideways scroll at 360.
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
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

describe('public holidays', () => {
  it('an admin keeps the year’s public holidays at 360 px', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, 'admin@ghanahomes.example', '/admin');
    await page.goto('/admin/configuration');
    const year = new Date().getUTCFullYear();
    const section = page.getByRole('region', { name: 'Public holidays' });
    const grid = section.getByRole('grid', { name: `Public holidays in ${year}` });
    await expectVisible(grid.getByText('Republic Day'));
    await section.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, 'public holidays at 360');
    await expectNoSeriousA11yViolations(page, 'public holidays at 360');
    await screenshot(page, 'configuration-public-holidays');

    await section.getByLabel('Date').fill(`${year}-11-20`);
    await section.getByLabel('Holiday name').fill('Browser Test Day');
    await section.getByRole('button', { name: 'Add holiday' }).click();
    await expectVisible(grid.getByText('Browser Test Day'));
    await expectVisible(grid.getByText('Added by staff'));
    await expectNoSidewaysScroll(page, 'public holidays after adding at 360');

    await grid.getByRole('button', { name: /^Remove Browser Test Day on 20 Nov / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove holiday' }).click();
    await expectVisible(page.getByText(/Browser Test Day on 20 Nov \d{4} removed: it is a working day again/));
    await grid.getByText('Browser Test Day').waitFor({ state: 'detached' });
    await context.close();
  }, 120_000);
});
