// Money, system and support work pages: finance records a payment, an admin changes a credit setting (rates are
// set on the credit products), an admin creates a partner API key and sees its secret once; axe and screenshots on every ops page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn } from './browser';
import { formatDate } from '../server/src/shared/dates.js';
import { pdfText } from '../server/src/test/pdf-text.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { origin: baseUrl } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, `GraphQL errors for ${query}`).toBeUndefined();
  return body.data as T;
}

/** Toasts are checked where they appear; the page under them is checked once they have gone (3-4 s). */
async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('#notistack-snackbar').length === 0, undefined, { timeout: 10_000 });
}

/** Both widths, light theme: axe on the wide layout, screenshots at 1280 and 360, no sideways scroll at 360. */
async function checkLayouts(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready();
  await toastsGone(page);
  await expectNoSeriousA11yViolations(page, `${name} at 1280`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
  await ready();
  await screenshot(page, name);
  await expectNoSidewaysScroll(page, name);
  await expectNoSeriousA11yViolations(page, `${name} at 360`);
}

describe('admin work pages for money, system and support', () => {
  it('finance finds a borrower’s loan, records a manual payment on it and sees it in the list with its receipt', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'finance@ghanahomes.example', '/admin');
    await page.goto('/admin/payments');
    await expectVisible(page.getByRole('heading', { name: 'Payments', level: 1 }));

    const reference = `E2E-MOMO-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog');
    // Kwabena Osei's BNPL loan (demo data); the demo customer's own loan is paid off by the servicing spec.
    await dialog.getByLabel('Loan').fill('Kwabena Osei');
    await page.getByRole('option', { name: /Kwabena Osei/ }).first().click();
    await dialog.getByLabel('Amount (GH₵)').fill('123.45');
    await dialog.getByLabel('Reference').fill(reference);
    await dialog.getByLabel('Note').fill('Paid at the Ridge office');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expectVisible(dialog.getByText('GH₵123.45'));
    await screenshot(page, 'admin-ops-payment-confirm');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectVisible(page.getByText(/Receipt RCP-\d{4}-\d{6}: GH₵123\.45 recorded/));
    await expectVisible(page.getByRole('grid', { name: 'Payments' }).getByText(reference));

    const { payments } = await graphql<{ payments: { nodes: Array<{ amount: number; providerReference: string; loanNumber: string | null; receipt: { prepaid: number } | null; customer: { lastName: string } }> } }>(
      page,
      '{ payments(first: 5) { nodes { amount providerReference loanNumber receipt { prepaid } customer { lastName } } } }',
    );
    const recorded = payments.nodes.find((node) => node.providerReference === reference);
    expect(recorded).toMatchObject({ amount: 12_345, customer: { lastName: 'Osei' }, receipt: { prepaid: 0 } });
    expect(recorded?.loanNumber).toMatch(/^LN-[0-9A-F]{8}$/);

    // At 1280 px the row's Reverse action is on screen: the list leaves out columns rather than push it off.
    const reverse = page.getByRole('button', { name: `Reverse payment ${reference}` });
    await reverse.scrollIntoViewIfNeeded();
    const box = await reverse.boundingBox();
    expect(box, 'the Reverse button is laid out').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    // …and inside the grid's own visible area, not in a part reached by scrolling it sideways.
    const grid = await page.getByRole('grid', { name: 'Payments' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(grid!.x + grid!.width);
    // The list's own search finds the payment by its reference on the server.
    await page.getByRole('searchbox', { name: 'Find payments' }).fill(reference);
    await page.getByRole('search', { name: 'Search payments' }).getByRole('button', { name: 'Search' }).click();
    await expectVisible(page.getByRole('grid', { name: 'Payments' }).getByText(reference));
    await expect(page.getByRole('link', { name: 'Download CSV of payments' }).getAttribute('href')).resolves.toBe(`/api/files/lists/payments.csv?search=${encodeURIComponent(reference)}`);

    // At 360 px the reference column steps aside; the row's Reverse action (named by the reference) stays.
    await checkLayouts(page, 'admin-ops-payments', () => expectVisible(page.getByRole('grid', { name: 'Payments' }).getByRole('button', { name: `Reverse payment ${reference}` })));
    await context.close();
  });

  it('finance records cash taken yesterday at a branch; a second finance officer approves it in Approvals; it is applied as of that day and the receipt shows the teller, branch and day', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'finance@ghanahomes.example', '/admin');
    await page.goto('/admin/payments');
    await expectVisible(page.getByRole('heading', { name: 'Payments', level: 1 }));
    const { me } = await graphql<{ me: { firstName: string; lastName: string } }>(page, '{ me { firstName lastName } }');
    const teller = `${me.firstName} ${me.lastName}`;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

    const reference = `E2E-CASH-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Loan').fill('Kwabena Osei');
    await page.getByRole('option', { name: /Kwabena Osei/ }).first().click();
    await dialog.getByLabel('Amount (GH₵)').fill('50');
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'Cash', exact: true }).click();
    await expectVisible(dialog.getByText(`Received by ${teller} (you)`));
    await dialog.getByLabel('Reference').fill(reference);
    // Cash names its branch: refused in the form until one is chosen.
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expectVisible(dialog.getByText('Cash is taken at a branch: choose the branch'));
    await dialog.getByLabel('Received on').fill(yesterday);
    await dialog.getByRole('combobox', { name: /Branch/ }).click();
    await page.getByRole('option', { name: 'Kumasi Adum' }).click();
    await dialog.getByLabel('Depositor’s name').fill('Yaw Osei');
    await dialog.getByLabel('Depositor’s phone').fill('024 123 4567');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expectVisible(dialog.getByText(/It is applied as of that day/));
    await expectVisible(dialog.getByText(/at Kumasi Adum, paid in by Yaw Osei/));
    await screenshot(page, 'admin-ops-backdated-cash-confirm');

    // Dated in the past, it always waits for a second person: nothing is applied yet, no receipt.
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectVisible(page.getByText(/Payment of GH₵50\.00 on .*Kwabena Osei sent for a second person’s approval/));
    const row = page.getByRole('grid', { name: 'Payments' }).getByRole('row').filter({ hasText: reference });
    await expectVisible(row.getByText('Waiting for approval'));
    const waiting = await graphql<{ payments: { nodes: Array<{ id: string; loanId: string; providerReference: string; receipt: unknown; pendingApprovals: Array<{ id: string }> }> } }>(
      page,
      '{ payments(first: 10, status: awaiting_approval) { nodes { id loanId providerReference receipt { number } pendingApprovals { id } } } }',
    );
    const held = waiting.payments.nodes.find((node) => node.providerReference === reference)!;
    expect(held.receipt).toBeNull();

    const loanBalance = async (on: Page) => (await graphql<{ loan: { outstandingBalance: number } }>(on, 'query ($id: ID!) { loan(id: $id) { outstandingBalance } }', { id: held.loanId })).loan.outstandingBalance;
    const before = await loanBalance(page);
    // The maker cannot approve it (the API refuses; the inbox lists it under My requests without Approve).
    const own = await page.request.post('/graphql', { data: { query: 'mutation ($id: ID!) { approveRequest(id: $id) { status } }', variables: { id: held.pendingApprovals[0].id } }, headers: { origin: baseUrl } });
    expect(((await own.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('SECOND_APPROVER_REQUIRED');
    await context.close();

    // The second finance officer reads the effect in Approvals and approves it.
    const second = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const checker = await second.newPage();
    await signIn(checker, 'finance.checker@ghanahomes.example', '/admin');
    await checker.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Approvals' }).click();
    const card = checker.getByTestId('approval-request').filter({ hasText: reference });
    await expectVisible(card.getByText('Manual payment', { exact: true }), 30_000);
    await expectVisible(card.getByText(/^Record GH₵50\.00 paid by cash on /));
    await expectVisible(card.getByText(/dated back: interest, penalties and days late are re-worked as of that day/));
    await expectVisible(card.getByText(`${teller}, Kumasi Adum`));
    // The checker sees what the engine would do with it (as of the day received): "Instalment 2: interest GH₵39.06,
    // principal GH₵10.94". The allocation applied on approval must be exactly that (the engine's rule is checked against
    // hand-computed tables in manual-payment.test.ts; demo loans are paid into by other specs today).
    const appliedTo = (await card.locator('dt', { hasText: 'Applied to' }).locator('xpath=following-sibling::dd[1]').textContent())!;
    const expected = appliedTo.split('; ').map((part) => {
      const [, number, list] = /^[Ii]nstalment (\d+): (.*)$/.exec(part)!;
      const line = { number: Number(number), penalty: 0, fee: 0, interest: 0, principal: 0 };
      for (const [, name, cedis] of list.matchAll(/(penalty|fees|interest|principal) GH₵([\d,]+\.\d{2})/g)) {
        line[name === 'fees' ? 'fee' : (name as 'penalty' | 'interest' | 'principal')] = Math.round(Number(cedis.replaceAll(',', '')) * 100);
      }
      return line;
    });
    expect(expected.reduce((sum, line) => sum + line.penalty + line.fee + line.interest + line.principal, 0)).toBe(5_000);
    await screenshot(checker, 'admin-approvals-manual-payment');
    // The inbox in the dark theme on a phone.
    await checker.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectVisible(checker.getByRole('button', { name: 'Switch to light theme' }));
    await checker.setViewportSize({ width: 360, height: 780 });
    await expectVisible(card);
    await expectNoSidewaysScroll(checker, '/admin/approvals dark at 360');
    await expectNoSeriousA11yViolations(checker, '/admin/approvals dark at 360');
    await screenshot(checker, 'admin-approvals-manual-payment-dark-360');
    await checker.setViewportSize({ width: 1280, height: 900 });
    await card.getByRole('button', { name: 'Approve' }).click();
    const approve = checker.getByRole('dialog');
    await approve.getByLabel('Note').fill('Counted the cash in the Adum safe.');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(checker.getByText('Approved and applied'));

    // Applied as of yesterday, with the allocation the rule gives; the receipt names the teller who took it.
    const { payments } = await graphql<{
      payments: { nodes: Array<{ id: string; status: string; providerReference: string; receivedOn: string; branch: string; receipt: { receivedOn: string; receivedBy: string; branch: string; depositorName: string; allocation: unknown } }> };
    }>(checker, '{ payments(first: 10) { nodes { id status providerReference receivedOn branch receipt { receivedOn receivedBy branch depositorName allocation { number penalty fee interest principal } } } } }');
    const recorded = payments.nodes.find((node) => node.providerReference === reference)!;
    expect(recorded).toMatchObject({ id: held.id, status: 'successful', receivedOn: yesterday, branch: 'Kumasi Adum', receipt: { receivedOn: yesterday, receivedBy: teller, branch: 'Kumasi Adum', depositorName: 'Yaw Osei' } });
    expect(recorded.receipt.allocation).toEqual(expected);
    expect(await loanBalance(checker)).toBe(before - 5_000);
    const pdf = await checker.request.get(`/api/files/receipts/${recorded.id}.pdf`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    expect(text).toContain(`Received on ${formatDate(yesterday)}`);
    expect(text).toContain(`Received by ${teller}`);
    expect(text).toContain('Branch Kumasi Adum');
    expect(text).toContain('Paid in by Yaw Osei, 024 123 4567');
    await second.close();
  });

  it('an admin changes a credit setting with a before → after confirmation; interest rates are set on the credit products', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@ghanahomes.example', '/admin');
    await page.goto('/admin/configuration');
    await expectVisible(page.getByRole('heading', { name: 'Credit' }));
    // Quotes are priced by the product's active version (four eyes), so the rate settings are not offered here.
    expect(await page.getByLabel('BNPL interest (% per month)', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Rent assistance interest (% per month)', { exact: true }).count()).toBe(0);
    const link = page.getByRole('link', { name: 'Rates, fees and terms are set on each credit product' });
    await expectVisible(link);
    expect(await link.getAttribute('href')).toBe('/admin/credit-products');

    const income = page.getByLabel('Smallest monthly net income (GH₵)', { exact: true });
    await expectVisible(income);
    expect(await income.inputValue()).toBe('1000');
    await income.fill('1200');
    await page.getByRole('button', { name: 'Save Smallest monthly net income (GH₵)' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('GH₵1,000.00'));
    await expectVisible(dialog.getByText('GH₵1,200.00'));
    await screenshot(page, 'admin-ops-configuration-confirm');
    await dialog.getByRole('button', { name: 'Save change' }).click();
    // A credit setting waits for a second admin (maker-checker): the row says so and links to the request.
    await expectVisible(page.getByText('Smallest monthly net income (GH₵): change to GH₵1,200.00 sent for a second admin’s approval'));
    await expectVisible(page.getByText(/Waiting for a second admin: Change credit\.min_monthly_income from 100000 to 120000/));

    // A refused value stays typed and is shown under its own setting.
    // (Grace days, penalty terms and four eyes are the credit products' now: the screen no longer offers them.)
    expect(await page.getByLabel('Grace period (days)', { exact: true }).count()).toBe(0);
    const attempts = page.getByLabel('Connectivity check attempts', { exact: true });
    await attempts.fill('90');
    await page.getByRole('button', { name: 'Save Connectivity check attempts' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save change' }).click();
    await expectVisible(page.getByText(/client\.connectivity_attempts must be a whole number, from 1 to 10/).first());
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await attempts.inputValue()).toBe('90');

    await checkLayouts(page, 'admin-ops-configuration', () => expectVisible(page.getByRole('heading', { name: 'Credit' })));
    // The request is withdrawn so the setting stays as the seed left it for the other specs.
    const { settings } = await graphql<{ settings: Array<{ key: string; pendingApprovals: Array<{ id: string }> }> }>(page, '{ settings { key pendingApprovals { id } } }');
    const waiting = settings.find((setting) => setting.key === 'credit.min_monthly_income')!.pendingApprovals;
    expect(waiting).toHaveLength(1);
    await graphql(page, 'mutation($id: ID!) { cancelApprovalRequest(id: $id) { status } }', { id: waiting[0].id });
    await context.close();
  });

  it('an admin creates a partner API key and sees its secret once, then registers a webhook for it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@ghanahomes.example', '/admin');
    await page.goto('/admin/security?tab=keys');
    const name = `Hubtel reconciliation ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create key' }).click();

    const secretDialog = page.getByRole('dialog', { name: /API key created/ });
    await expectVisible(secretDialog.getByText(/shown only once/));
    const secret = (await secretDialog.getByLabel('API key secret').innerText()).trim();
    expect(secret).toMatch(/^ghc_live_/);
    await screenshot(page, 'admin-ops-api-key-secret');
    await toastsGone(page);
    await expectNoSeriousA11yViolations(page, 'API key secret dialog');
    await secretDialog.getByRole('button', { name: 'I have stored it' }).click();

    await expectVisible(page.getByRole('grid', { name: 'API keys' }).getByText(name));
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await expectVisible(page.getByRole('grid', { name: 'API keys' }).getByText(name));
    expect(await page.content()).not.toContain(secret);

    // The key works for its role, as a partner would call it.
    // (a partner sends no session cookie: a request with both is refused as ambiguous)
    const partnerContext = await browser.newContext({ baseURL: baseUrl });
    const partner = await partnerContext.request.post('/graphql', { data: { query: '{ me { role } }' }, headers: { 'x-api-key': secret } });
    expect(((await partner.json()) as { data?: { me?: { role: string } | null } }).data?.me?.role).toBe('finance');
    await partnerContext.close();

    await checkLayouts(page, 'admin-ops-security-keys', () => expectVisible(page.getByRole('grid', { name: 'API keys' }).getByText(name)));

    // A webhook for the key: only what its role may read is accepted, the signing secret is shown once.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/security?tab=webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const webhookForm = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await webhookForm.getByLabel('API key').click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await webhookForm.getByLabel('URL').fill('https://partner.example/hooks');
    await webhookForm.getByLabel(/loan\.disbursed/).check();
    await webhookForm.getByRole('button', { name: 'Add endpoint' }).click();
    const webhookSecret = page.getByRole('dialog', { name: /Webhook added/ });
    expect((await webhookSecret.getByLabel('Webhook signing secret').innerText()).trim()).toMatch(/^whsec_/);
    await toastsGone(page);
    await expectNoSeriousA11yViolations(page, 'webhook secret dialog');
    await webhookSecret.getByRole('button', { name: 'I have stored it' }).click();
    const endpoints = page.getByRole('grid', { name: 'Webhook endpoints' });
    await expectVisible(endpoints.getByText('payment.succeeded, loan.disbursed'));
    await page.getByRole('button', { name: 'Deliveries to https://partner.example/hooks' }).first().click();
    await expectVisible(page.getByRole('dialog', { name: /Deliveries to/ }).getByText('Nothing sent yet'));
    await page.getByRole('dialog', { name: /Deliveries to/ }).getByRole('button', { name: 'Close' }).click();
    await checkLayouts(page, 'admin-ops-security-webhooks', () => expectVisible(endpoints.getByText(name).first()));
    await context.close();
  });

  it('the other ops pages pass axe and fit 360px: audit log, support, notifications, settings, help', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@ghanahomes.example', '/admin');
    const pages: Array<{ path: string; name: string; heading: string }> = [
      { path: '/admin/security', name: 'admin-ops-security-audit', heading: 'Security' },
      { path: '/admin/security?tab=sessions', name: 'admin-ops-security-sessions', heading: 'Security' },
      { path: '/admin/support', name: 'admin-ops-support', heading: 'Support' },
      { path: '/admin/support?tab=contact', name: 'admin-ops-support-contact', heading: 'Support' },
      { path: '/admin/notifications', name: 'admin-ops-notifications', heading: 'Notifications' },
      { path: '/admin/settings', name: 'admin-ops-settings', heading: 'Settings' },
      { path: '/admin/help', name: 'admin-ops-help', heading: 'Staff guide' },
    ];
    for (const entry of pages) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(entry.path);
      await checkLayouts(page, entry.name, async () => {
        await expectVisible(page.getByRole('heading', { name: entry.heading, level: 1 }));
        await page.waitForFunction(() => document.querySelectorAll('.MuiDataGrid-overlay .MuiCircularProgress-root, .MuiLinearProgress-root').length === 0, undefined, { timeout: 10_000 });
      });
    }
    await context.close();
  });
});
