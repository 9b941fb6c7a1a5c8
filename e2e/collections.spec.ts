// The collections workspace (issue 18): the collector opens /admin/collections (PAR, queues, 360 px), opens a running
// loan, logs a contact and records a promise to pay in the loan view's Collections panel and sees them listed.
// Not covered here: the promise turning broken at close of business — the e2e server runs without background jobs and
// refuses a close of business for a future date, so that step is covered by server/src/modules/collections/collections.test.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
const SLOW = 30_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('collections', { timeout: 240_000 }, () => {
  it('a collector logs a contact and a promise on a running loan, and the page fits 360 px', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'recovery.and.collections@ghanahomes.example', '/admin');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Collections' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Collections', level: 1 }), SLOW);
    await expectVisible(page.getByRole('tab', { name: 'Broken promises' }));
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page, '/admin/collections');
    await screenshot(page, 'collections-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    const response = await page.request.post('/graphql', {
      data: { query: '{ loans(first: 5, status: active) { nodes { id } } }' },
      headers: { origin: baseUrl },
    });
    const body = (await response.json()) as { data?: { loans: { nodes: Array<{ id: string }> } } };
    const loanId = body.data?.loans.nodes[0]?.id;
    expect(loanId).toBeTruthy();
    await page.goto(`/admin/loans/${loanId}`);
    const panel = page.getByTestId('collections-panel');
    await expectVisible(panel, SLOW);
    await panel.getByRole('textbox', { name: 'Note' }).fill('Called, will pay next week');
    await panel.getByRole('button', { name: 'Log contact' }).click();
    await expectVisible(panel.getByText('Called, will pay next week'), SLOW);
    const promised = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await panel.getByRole('textbox', { name: 'Amount (GH₵)' }).fill('10');
    await panel.getByLabel('Promised date').fill(promised);
    await panel.getByRole('button', { name: 'Record promise' }).click();
    await expectVisible(panel.getByRole('list', { name: 'Promises to pay' }).getByText('Open'), SLOW);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page, '/admin/loans/:id collections');
    await context.close();
  });
});
