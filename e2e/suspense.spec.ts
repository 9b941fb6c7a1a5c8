// Suspense: a MoMo transfer with a reference we never issued (the test-mode provider's incoming transfer,
// as Paystack would report it) lands in the suspense queue with its age; finance finds the payer's loan by its number
// in the Allocate dialog and allocates it; the money is on that loan and the queue no longer holds it. The demo's
// orphan bank transfer and cash rows are in the queue too, and the page fits 360 px. The payer is Yaa Amponsah, whose two
// loans keep running through the other specs (the servicing spec pays the demo user's loan off).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
const SLOW = 30_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('suspense', { timeout: 240_000 }, () => {
  it('an unknown-reference MoMo success lands in suspense and finance allocates it to the right loan', async () => {
    const reference = `AMA-RENT-${Date.now().toString(36).toUpperCase()}`;
    const transfer = await fetch(`${baseUrl}/pay/simulate/incoming`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'yaa.amponsah@ghanahomes.example', amount: '123.45', reference, method: 'mtn_momo', phone: '024 412 3456' }).toString(),
    });
    expect(transfer.status).toBe(200);

    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'finance@ghanahomes.example', '/admin');
    // The payer's running loan, as finance would look it up.
    const found = await page.request.post('/graphql', {
      data: { query: '{ loans(first: 20, search: "yaa.amponsah@ghanahomes.example") { nodes { id number status outstandingBalance } } }' },
      headers: { origin: baseUrl },
    });
    // Running (other specs may have driven it into arrears).
    const loan = ((await found.json()) as { data?: { loans: { nodes: Array<{ id: string; number: string; status: string; outstandingBalance: number }> } } }).data?.loans.nodes.find(
      (node) => node.status === 'active' || node.status === 'in_arrears',
    );
    expect(loan).toBeTruthy();

    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Suspense' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Suspense', level: 1 }), SLOW);
    const card = page.getByRole('listitem', { name: 'GH₵123.45 from Yaa Amponsah' });
    await expectVisible(card, SLOW);
    await expectVisible(card.getByText(reference, { exact: false }));
    await expectVisible(card.getByText('Today'));
    // Today's orphan demo rows wait here too, with their age.
    await expectVisible(page.getByRole('listitem', { name: /^GH₵2,500\.00 from / }));
    await expectVisible(page.getByRole('listitem', { name: /^GH₵300\.00 from / }));
    await expectNoSeriousA11yViolations(page, 'suspense queue at 1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page, '/admin/suspense');
    await screenshot(page, 'suspense-360');

    await card.getByRole('button', { name: 'Allocate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Allocate to a loan' });
    await expectVisible(dialog);
    await dialog.getByRole('combobox', { name: 'Loan' }).fill(loan!.number);
    await page.getByRole('option', { name: new RegExp(loan!.number) }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Yaa used her own reference; confirmed by phone.');
    await expectNoSidewaysScroll(page, 'allocate dialog at 360');
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await expectVisible(page.getByText(new RegExp(`GH₵123\\.45 allocated to loan ${loan!.number}`)), SLOW);
    await expect.poll(() => card.count(), { timeout: SLOW }).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The money is on that loan now: its payments list it, and the balance went down by it.
    const after = await page.request.post('/graphql', {
      data: {
        query: `query ($id: ID!) { loan(id: $id) { outstandingBalance } payments(first: 5, loanId: $id) { nodes { providerReference status loanNumber } } }`,
        variables: { id: loan!.id },
      },
      headers: { origin: baseUrl },
    });
    const data = ((await after.json()) as { data: { loan: { outstandingBalance: number }; payments: { nodes: Array<{ providerReference: string; status: string; loanNumber: string }> } } }).data;
    expect(data.payments.nodes).toContainEqual({ providerReference: reference, status: 'successful', loanNumber: loan!.number });
    expect(data.loan.outstandingBalance).toBeLessThan(loan!.outstandingBalance);
    await context.close();
  });
});
