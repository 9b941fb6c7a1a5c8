// BNPL orders end to end: a new customer checks out with delivery details, a credit analyst approves the
// order in /admin/orders, the customer finds it in My orders with its loan, and the notification opens the order.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signCreditAgreement, signIn, signUpOnDashboard } from './browser';
import { makeCustomerApprovableForBnpl } from './credit-checks';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SECRET = 'Kente-Loom-Harmattan-47';

async function newCustomer(width: number, colorScheme: 'light' | 'dark'): Promise<{ page: Page; lastName: string }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 }, colorScheme });
  return signUpOnDashboard(context, 'Ama', 'Mensah', SECRET);
}

async function staffPage(width: number, colorScheme: 'light' | 'dark', path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForURL('**/login');
  await signIn(page, 'credit.analyst@ghanahomes.example', path);
  return page;
}

describe('BNPL orders', () => {
  it('checkout with delivery details → analyst approves in /admin/orders → My orders shows the loan; the notification opens the order', async () => {
    const { page: customer, lastName } = await newCustomer(1280, 'light');
    // Issue 18: the approval checklist passes (Ghana Card, verified documents, a declared income).
    await makeCustomerApprovableForBnpl(browser, customer.context());
    await customer.goto('/shop');
    await customer.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await customer.getByRole('searchbox', { name: 'Search products' }).fill('Sofa');
    await customer.getByRole('button', { name: 'Add to cart: 3-Seater Fabric Sofa' }).click();
    await customer.goto('/checkout');
    await customer.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await expectVisible(customer.getByText('Repayment schedule (5 months)'));
    // The region's delivery fee is part of what the plan finances: the terms can be accepted once it is chosen.
    await customer.getByLabel('Delivery region').selectOption('greater_accra');
    await customer.getByRole('checkbox', { name: /accept the 5-month plan/ }).check();
    // Delivery details are checked before anything is sent.
    await customer.getByLabel('Phone for delivery').fill('12345');
    await customer.getByRole('button', { name: 'Place order' }).click();
    await expectVisible(customer.getByText('Enter the delivery address (house, street, area and town).'));
    // The one Ghana phone parser every phone field uses says what is wrong with the number.
    await expectVisible(customer.getByText('A Ghana phone number has 10 digits starting with 0, like 024 412 3456 or +233 24 412 3456.'));
    await customer.getByLabel('Delivery address').fill('House 7, Oxford Street, Osu, Accra');
    await customer.getByLabel('GhanaPost GPS code (optional)').fill('ga-123-4567');
    await customer.getByLabel('Phone for delivery').fill('024 123 4567');
    await expectNoSeriousA11yViolations(customer, '/checkout with delivery details');
    await screenshot(customer, 'orders-checkout-delivery');
    await customer.getByRole('button', { name: 'Place order' }).click();
    await customer.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
    await customer.getByRole('link', { name: 'View my order' }).click();
    await customer.getByRole('heading', { level: 1, name: 'Order' }).waitFor();
    await expectVisible(customer.getByText('Waiting for approval').first());
    await expectVisible(customer.getByText('GPS: GA-123-4567'));
    await expectVisible(customer.getByText('Phone: 024 123 4567'));

    // The credit analyst finds it in the queue (oldest first, waiting for approval) and approves it.
    const analyst = await staffPage(1280, 'dark', '/admin/orders');
    await analyst.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const row = analyst.getByRole('row', { name: new RegExp(lastName) });
    await expectVisible(row);
    await expectNoSeriousA11yViolations(analyst, '/admin/orders');
    await screenshot(analyst, 'orders-admin-queue-dark');
    await row.click();
    await analyst.getByRole('heading', { level: 1, name: `Order of Ama ${lastName}` }).waitFor();
    await expectVisible(analyst.getByText('House 7, Oxford Street, Osu, Accra'));
    await expectVisible(analyst.getByRole('link', { name: '024 123 4567' }));
    // A credit analyst decides; dispatching is not theirs.
    expect(await analyst.getByRole('button', { name: 'Mark dispatched' }).count()).toBe(0);
    await expectVisible(analyst.getByRole('region', { name: 'Approval checks' }).getByText('Every check has passed.'));
    await expectNoSeriousA11yViolations(analyst, '/admin/orders/:id');
    await screenshot(analyst, 'orders-admin-detail-dark');
    await analyst.getByRole('button', { name: 'Approve' }).click();
    await analyst.getByRole('dialog', { name: 'Approve this order?' }).getByRole('button', { name: 'Approve' }).click();
    await expectVisible(analyst.getByRole('link', { name: 'Open the loan' }));
    expect(await analyst.getByRole('link', { name: 'Open the loan' }).getAttribute('href')).toMatch(/^\/admin\/loans\/[0-9a-f-]{36}$/);
    // Nothing leaves the warehouse before the customer signs the credit agreement.
    await expectVisible(analyst.getByText('Waiting for the customer to sign the credit agreement: the order can be dispatched once they have.'));

    // The customer: My orders (from the user menu) shows it approved, with its loan waiting for the signature.
    await customer.goto('/dashboard');
    await customer.getByRole('button', { name: /account/i }).first().click();
    await customer.getByRole('menuitem', { name: 'My orders' }).click();
    await customer.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await expectVisible(customer.getByText('Approved').first());
    await screenshot(customer, 'orders-my-orders');
    // Each order card's link is named by the text it shows (voice control users say what they see).
    await expectNoSeriousA11yViolations(customer, '/orders', { enable: ['label-content-name-mismatch'] });
    await customer.getByRole('link', { name: /3-Seater Fabric Sofa/ }).first().click();
    await expectVisible(customer.getByRole('heading', { name: 'Your loan for this order' }));
    await expectVisible(customer.getByText('Status: Waiting for your signature'));
    const orderPath = new URL(customer.url()).pathname;
    // The signing code goes to the mobile number on the profile.
    const profile = await customer.context().request.post('/graphql', {
      headers: { Origin: baseUrl },
      data: { query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { phone } }', variables: { input: { phone: '024 123 4567' } } },
    });
    expect((await profile.json()).errors).toBeUndefined();
    await customer.getByRole('link', { name: 'Read and sign' }).click();
    await customer.waitForURL('**/loans/*/agreement');
    await expectVisible(customer.getByText(/Your plan starts when you sign, and we then prepare your order for delivery\./));
    await signCreditAgreement(customer);
    await expectVisible(customer.getByText(/Your plan has started: your first instalment is due a month from the day you signed/));
    await screenshot(customer, 'orders-agreement-signed');
    await customer.goto(orderPath);
    await expectVisible(customer.getByText('Status: Active'));
    await expectVisible(customer.getByText(/^Next instalment: GH₵/));
    await expectNoSeriousA11yViolations(customer, '/orders/:id');
    await screenshot(customer, 'orders-detail');
    const orderUrl = new URL(customer.url()).pathname;

    // The approval notification opens that order (not a 404).
    await customer.goto('/notifications');
    const note = customer.getByRole('listitem').filter({ hasText: 'Your order has been approved' });
    await note.getByRole('link', { name: /Open/ }).click();
    await customer.waitForURL((url) => url.pathname === orderUrl);
    await expectVisible(customer.getByRole('heading', { name: 'Your loan for this order' }));
    expect(await customer.getByText('Page not found').count()).toBe(0);

    // Phone widths, dark: the customer's order and the staff screens fit 360 px.
    for (const [page, path, name] of [
      [customer, orderUrl, 'orders-detail'],
      [customer, '/orders', 'orders-my-orders'],
      [analyst, '/admin/orders', 'orders-admin-queue-dark'],
    ] as const) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      await expectNoSidewaysScroll(page, `${path} at 360`);
      await screenshot(page, name);
    }
    await customer.context().close();
    await analyst.context().close();
  }, 240_000);

  it('fits a phone in dark mode: checkout delivery fields and the products screen', async () => {
    const { page } = await newCustomer(360, 'dark');
    await page.goto('/shop');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Fan');
    await page.getByRole('button', { name: 'Add to cart: 16-inch Standing Fan' }).click();
    await page.goto('/checkout');
    await page.getByLabel('Delivery address').waitFor();
    await expectNoSidewaysScroll(page, '/checkout at 360');
    await screenshot(page, 'orders-checkout-delivery-dark');
    await page.context().close();

    const admin = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/catalogue');
    await adminPage.waitForURL('**/login');
    await signIn(adminPage, 'admin@ghanahomes.example', '/admin/catalogue');
    await adminPage.getByRole('heading', { level: 1, name: 'Shop catalogue' }).waitFor();
    await expectVisible(adminPage.getByRole('row', { name: /3-Seater Fabric Sofa/ }));
    await expectNoSeriousA11yViolations(adminPage, '/admin/catalogue');
    await screenshot(adminPage, 'orders-admin-products');
    await adminPage.getByRole('row', { name: /3-Seater Fabric Sofa/ }).getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Adjust stock' });
    await dialog.getByLabel('Change in units').fill('3');
    await dialog.getByLabel('Reason').fill('Delivery from the supplier');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await adminPage.setViewportSize({ width: 360, height: 800 });
    await adminPage.emulateMedia({ colorScheme: 'dark' });
    await adminPage.waitForTimeout(300);
    await expectNoSidewaysScroll(adminPage, '/admin/catalogue at 360');
    await screenshot(adminPage, 'orders-admin-products-dark');
    await admin.close();
  }, 240_000);
});
