// The collections workspace: the collector opens /admin/collections (PAR, queues, 360 px), opens a running
// loan, logs a contact and records a promise to pay in the loan view's Collections panel and sees them listed.
// Then the promised date passes unpaid: the app's clock is moved past it (TEST_CLOCK_CONTROL, http/test-clock.ts), a
// superadmin runs close of business for that day, and the promise shows as broken, in the Broken promises queue.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn, signInStaffByApi } from './browser';

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
    await page.setViewportSize({ width: 1280, height: 900 });

    // A promise that was due yesterday and went unpaid: recorded two days ago (the app's clock moved back for it, then
    // put back), so tonight's close of business, run now by a superadmin, decides it is broken.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const businessDate = day(0);
    const system = await browser.newContext({ baseURL: baseUrl });
    try {
      const moved = await system.request.post('/__test__/clock', { data: { at: `${day(-2)}T09:00:00Z` } });
      expect(moved.ok(), await moved.text()).toBe(true);
      const promise = await page.request.post('/graphql', {
        headers: { Origin: baseUrl },
        data: {
          query: 'mutation($input: PromiseToPayInput!) { recordPromiseToPay(input: $input) { __typename } }',
          variables: { input: { loanId, amount: 1_000, promisedOn: day(-1), note: 'Will pay tomorrow' } },
        },
      });
      expect(((await promise.json()) as { errors?: unknown }).errors).toBeUndefined();
      await system.request.post('/__test__/clock', { data: { at: null } });
      await signInStaffByApi(system, 'superadmin@ghanahomes.example');
      const ask = async (query: string, variables: Record<string, unknown> = {}) => {
        const answer = await system.request.post('/graphql', { headers: { Origin: baseUrl }, data: { query, variables } });
        const json = (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown };
        expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
        return json.data!;
      };
      await ask('mutation($d: String!) { runCloseOfBusiness(businessDate: $d) }', { d: businessDate });
      await expect
        .poll(
          async () => {
            const { closeOfBusinessRuns } = (await ask('{ closeOfBusinessRuns(first: 5) { businessDate state } }')) as { closeOfBusinessRuns: Array<{ businessDate: string; state: string }> };
            return closeOfBusinessRuns.find((run) => run.businessDate === businessDate)?.state;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe('completed');

      await page.reload();
      await expectVisible(panel.getByRole('list', { name: 'Promises to pay' }).getByText('Broken'), SLOW);
      await page.goto('/admin/collections');
      await page.getByRole('tab', { name: 'Broken promises' }).click();
      await expectVisible(page.getByRole('grid').getByRole('link', { name: `LN-${loanId!.replaceAll('-', '').slice(0, 8).toUpperCase()}` }), SLOW);
      await screenshot(page, 'collections-broken-promise');
    } finally {
      await system.request.post('/__test__/clock', { data: { at: null } });
      await system.close();
    }
    await context.close();
  });
});
