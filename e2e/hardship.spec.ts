// Hardship restructuring: a new customer with a BNPL loan says "I'm having trouble paying", asks for a
// payment holiday and sees the new schedule before sending; the credit analyst approves it in /admin/hardship; the
// customer accepts and sees the new schedule. Both pages are checked at 360 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeCustomerApprovableForBnpl } from './credit-checks';
import { chooseOption, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn, signInStaffByApi, signUpOnDashboard } from './browser';

const baseUrl = inject('baseUrl');
const SECRET = 'Kente-Loom-Harmattan-47';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newCustomer(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
  return (await signUpOnDashboard(context, 'Kofi', 'Boateng', SECRET)).page;
}

async function analystPage(width: number, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForURL('**/login');
  await signIn(page, 'credit.analyst@ghanahomes.example', path);
  return page;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { origin: baseUrl } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, `GraphQL errors for ${query}`).toBeUndefined();
  return body.data as T;
}

/** A new customer at this width with a signed BNPL loan (sofa, 5 months), and the analyst who approved it. */
async function customerWithBnplLoan(width: number, analystPath: string): Promise<{ customer: Page; analyst: Page; loanId: string; outstanding: number }> {
  const customer = await newCustomer(width);
  // A BNPL loan: checkout in the shop, the analyst approves the order.
  await customer.goto('/shop');
  await customer.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
  await customer.getByRole('searchbox', { name: 'Search products' }).fill('Sofa');
  await customer.getByRole('button', { name: 'Add to cart: 3-Seater Fabric Sofa' }).click();
  await customer.goto('/checkout');
  await customer.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  // The region's delivery fee is part of what the plan finances: the terms can be accepted once it is chosen.
  await customer.getByLabel('Delivery region').selectOption('greater_accra');
  await customer.getByRole('checkbox', { name: /accept the 5-month plan/ }).check();
  await customer.getByLabel('Delivery address').fill('House 7, Oxford Street, Osu, Accra');
  await customer.getByLabel('Phone for delivery').fill('024 123 4567');
  await customer.getByRole('button', { name: 'Place order' }).click();
  await customer.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
  const { myOrders } = await graphql<{ myOrders: { nodes: Array<{ id: string }> } }>(customer, '{ myOrders(first: 1) { nodes { id } } }');
  // The approval checks: documents verified, a Ghana Card number, a declared income.
  await makeCustomerApprovableForBnpl(browser, customer.context());
  const analyst = await analystPage(width, analystPath);
  const { approveOrder } = await graphql<{ approveOrder: { loanId: string } }>(analyst, 'mutation A($id: ID!) { approveOrder(id: $id) { loanId } }', { id: myOrders.nodes[0].id });
  // The customer signs the credit agreement with the SMS code: the plan starts.
  await graphql(customer, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { phone } }', { input: { phone: '024 123 4567' } });
  const { requestAgreementCode } = await graphql<{ requestAgreementCode: { developmentCode: string } }>(
    customer,
    'mutation R($loanId: ID!) { requestAgreementCode(loanId: $loanId) { developmentCode } }',
    { loanId: approveOrder.loanId },
  );
  await graphql(customer, 'mutation S($loanId: ID!, $code: String!) { signCreditAgreement(loanId: $loanId, code: $code) { status } }', {
    loanId: approveOrder.loanId,
    code: requestAgreementCode.developmentCode,
  });
  const { myLoans } = await graphql<{ myLoans: { nodes: Array<{ id: string; outstandingBalance: number }> } }>(customer, '{ myLoans(first: 1) { nodes { id outstandingBalance } } }');
  return { customer, analyst, loanId: myLoans.nodes[0].id, outstanding: myLoans.nodes[0].outstandingBalance };
}

describe('hardship restructuring', () => {
  it('customer asks with a payment holiday and previews, the analyst approves, the customer accepts (360 px)', async () => {
    const { customer, analyst, loanId, outstanding } = await customerWithBnplLoan(360, '/admin/hardship');
    const affordable = Math.ceil(outstanding / 8 / 100);

    // 1. The customer: reason, what they can afford, a one-month holiday, the preview with its disclosure, send.
    await customer.goto('/payments');
    await customer.getByRole('heading', { level: 1, name: 'Payment history' }).waitFor();
    await customer.getByRole('button', { name: 'I’m having trouble paying' }).click();
    await chooseOption(customer, 'Reason', 'My income went down');
    await customer.getByRole('textbox', { name: 'What happened' }).fill('My shop lost a big customer.');
    await customer.getByRole('textbox', { name: 'What you can pay per month (GH₵)' }).fill(String(affordable));
    await chooseOption(customer, 'Payment holiday', '1 month');
    await customer.getByRole('button', { name: 'Preview new schedule' }).click();
    const preview = customer.getByTestId('hardship-preview');
    await expectVisible(preview.getByText('New total interest'));
    await expectVisible(preview.getByText('APR'));
    await expectVisible(preview.getByText('End date'));
    await expectVisible(preview.getByText('Difference'));
    await expectNoSidewaysScroll(customer, '/payments hardship preview at 360');
    await screenshot(customer, 'hardship-customer-preview-360');
    await customer.getByRole('button', { name: 'Send request' }).click();
    await expectVisible(customer.getByText(/We are reviewing your request/));

    // 2. The analyst approves it as asked in /admin/hardship.
    await analyst.goto('/admin/hardship');
    await analyst.getByRole('heading', { level: 1, name: 'Hardship requests' }).waitFor();
    const card = analyst.getByTestId('hardship-request').filter({ hasText: 'My shop lost a big customer.' });
    await expectVisible(card);
    await expectVisible(card.getByRole('link', { name: /^Loan / }));
    await expectNoSidewaysScroll(analyst, '/admin/hardship at 360');
    await screenshot(analyst, 'hardship-admin-queue-360');
    await card.getByRole('button', { name: 'Approve as asked' }).click();
    await expectVisible(card.getByText('Approved: awaiting the customer'));

    // 3. The customer sees the approved schedule again and accepts it.
    await customer.goto('/payments');
    await expectVisible(customer.getByText(/New terms are ready for your loan/));
    await expectVisible(customer.getByTestId('hardship-preview').getByText('New total interest'));
    await customer.getByRole('button', { name: 'Accept the new schedule' }).click();
    await expectVisible(customer.getByText('Your loan was restructured. The schedule above is your new schedule.'));
    await expectNoSidewaysScroll(customer, '/payments after restructure at 360');
    await screenshot(customer, 'hardship-customer-accepted-360');
    const { loan } = await graphql<{ loan: { scheduleVersion: number } }>(customer, 'query L($id: ID!) { loan(id: $id) { scheduleVersion } }', { id: loanId });
    expect(loan.scheduleVersion).toBe(2);
  }, 240_000);
  it('after an early payment, an analyst proposes new terms, an admin approves them in Approvals, the customer accepts', async () => {
    const { customer, analyst, loanId, outstanding } = await customerWithBnplLoan(360, '/admin/loans');
    // An early payment before the first due date (money taken at the counter by finance).
    const finance = await browser.newContext({ baseURL: baseUrl });
    await signInStaffByApi(finance, 'finance@ghanahomes.example');
    const early = await finance.request.post('/graphql', {
      headers: { origin: baseUrl },
      data: {
        query: 'mutation($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }',
        variables: { input: { loanId, amount: 10_000, method: 'mtn_momo', reference: `EARLY-${Date.now()}` } },
      },
    });
    expect(((await early.json()) as { errors?: unknown }).errors).toBeUndefined();
    await finance.close();

    // 1. The analyst tries terms on the loan view, previews them and sends them for approval.
    await analyst.goto(`/admin/loans/${loanId}`);
    const panel = analyst.getByTestId('restructure-panel');
    await panel.getByRole('button', { name: 'Propose a restructure' }).click();
    await panel.getByLabel('Monthly instalment (GH₵)').fill(String(Math.ceil((outstanding - 10_000) / 8 / 100)));
    await panel.getByLabel('Why (shown to the borrower)').fill('Lower instalments over a longer term after the early payment.');
    await panel.getByRole('button', { name: 'Preview new schedule' }).click();
    await expectVisible(panel.getByTestId('hardship-preview').getByText('New total interest'));
    await expectNoSidewaysScroll(analyst, '/admin/loans/:id restructure at 360');
    await panel.getByRole('button', { name: 'Send for approval' }).click();
    await expectVisible(panel.getByText(/Terms sent for a second person’s approval/));
    await expectVisible(analyst.getByTestId('pending-approval').getByText(/Waiting for a second person: Offer new terms on loan/));

    // 2. An admin approves them in the inbox: only then does the borrower see them.
    const adminContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.goto('/admin/approvals');
    await admin.waitForURL('**/login');
    await signIn(admin, 'admin@ghanahomes.example', '/admin/approvals');
    const request = admin.getByTestId('approval-request').filter({ hasText: 'Lower instalments over a longer term after the early payment.' });
    await expectVisible(request.getByText('Restructure', { exact: true }));
    await expectVisible(request.getByText('Total repayable'));
    await screenshot(admin, 'admin-approvals-restructure');
    await request.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expectVisible(admin.getByText('Approved and applied'));
    await adminContext.close();

    // 3. The customer sees the new terms and accepts them.
    await customer.goto('/payments');
    await expectVisible(customer.getByText(/New terms are ready for your loan/));
    await customer.getByRole('button', { name: 'Accept the new schedule' }).click();
    await expectVisible(customer.getByText('Your loan was restructured. The schedule above is your new schedule.'));
    const { loan } = await graphql<{ loan: { scheduleVersion: number } }>(customer, 'query L($id: ID!) { loan(id: $id) { scheduleVersion } }', { id: loanId });
    expect(loan.scheduleVersion).toBe(2);
  }, 240_000);
});
