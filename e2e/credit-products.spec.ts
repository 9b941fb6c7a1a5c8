// Credit products on the staff screen: an admin creates "School fees" through the editor and sees its live
// preview, but cannot activate what they wrote (four eyes, decided by the server); the superadmin activates it
// and the list shows it active. The list and the editor fit 360 px; axe in light and dark.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { priceCredit } from '../server/src/finance/index.js';
import { formatCedis } from '../web/src/lib/money';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function staffPage(email: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, '/admin');
  return { context, page };
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { origin: baseUrl } });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** Toasts fade in and out: axe and the overflow check look at the page once they have gone. */
async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('#notistack-snackbar').length === 0, undefined, { timeout: 10_000 });
}

/** The figures the engine gives for a sample: what the preview must print (the server prices with the same engine). */
function expectedQuote(principal: number, months: number) {
  return priceCredit({ principal, months, monthlyRateBp: 350, method: 'reducing_balance', fees: { processingFeeBp: 0, processingFeeFlat: 0, financed: false }, firstDueDate: '2027-01-01' });
}

async function expectPreview(page: Page, principal: number, months: number): Promise<void> {
  const expected = expectedQuote(principal, months);
  await expectVisible(page.getByRole('heading', { name: `Repayment schedule (${months} months)` }));
  await expect.poll(() => page.getByTestId('disclosure-Monthly instalment').textContent()).toBe(formatCedis(expected.instalmentAmount));
  expect(await page.getByTestId('disclosure-Total repayable').textContent()).toBe(formatCedis(expected.totalRepayable));
  expect(await page.getByTestId('disclosure-Amount financed (principal)').textContent()).toBe(formatCedis(principal));
  expect(await page.getByTestId('disclosure-Monthly interest rate').textContent()).toBe('3.5% per month');
  expect(await page.getByTestId('disclosure-Who receives the money').textContent()).toBe('The school, on the day we pay the fees');
  expect(await page.getByLabel('Repayment schedule', { exact: true }).locator('tbody tr').count()).toBe(months);
}

describe('credit products', () => {
  it('an admin creates School fees, previews it and cannot activate it; the superadmin activates it', async () => {
    const { context, page } = await staffPage('admin@ghanahomes.example');
    await page.goto('/admin/credit-products');
    await expectVisible(page.getByRole('heading', { name: 'Credit products', level: 1 }));
    // The seeded products are listed with their terms.
    await expectVisible(page.getByRole('grid', { name: 'Credit products' }).getByText('Rent assistance', { exact: false }).first());

    await page.getByRole('button', { name: 'New product' }).click();
    const form = page.getByRole('form', { name: 'New credit product' });
    await expectVisible(form);
    await form.getByLabel(/^Code/).fill('school-fees');
    await form.getByLabel(/^Name/).fill('School fees');
    await form.getByRole('combobox', { name: /Payee kind/ }).click();
    await page.getByRole('option', { name: 'School', exact: true }).click();
    await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
    await form.getByLabel(/^Purpose/).fill('School fees for one term');
    await form.getByLabel(/^Description/).fill('We pay the school directly; you repay in equal monthly instalments.');
    await form.getByLabel(/^Smallest amount/).fill('500');
    await form.getByLabel(/^Largest amount/).fill('20,000');
    await form.getByLabel(/^Allowed terms/).fill('3–10');
    await expectVisible(form.getByRole('list', { name: 'Allowed terms' }).getByText('10 mo'));
    await form.getByLabel(/^Monthly interest rate/).fill('3.5');
    await expectVisible(form.getByText(/42% p\.a\. nominal/));
    await form.getByLabel(/^Document 1 kind/).fill('ghana_card');
    await form.getByLabel(/^Document 1 text/).fill('Your Ghana Card (front and back)');
    await form.getByRole('button', { name: 'Add document' }).click();
    await form.getByLabel(/^Document 2 kind/).fill('admission_letter');
    await form.getByLabel(/^Document 2 text/).fill('The admission letter from the school');
    await form.getByLabel(/^Who is paid and when/).fill('The school, on the day we pay the fees');
    await screenshot(page, 'credit-products-new');
    await form.getByRole('button', { name: 'Save draft' }).click();

    await expectVisible(page.getByRole('heading', { name: 'School fees', level: 1 }));
    await expectVisible(page.getByText('School fees saved as a draft. A second admin must activate it.'));
    const productUrl = new URL(page.url()).pathname;
    expect(productUrl).toMatch(/^\/admin\/credit-products\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { name: 'Draft version 1: waiting for a second admin' }));
    await expectVisible(page.getByText('Your Ghana Card (front and back) (ghana_card); The admission letter from the school (admission_letter)'));

    // The live preview: GH₵5,000 over 3 months at first, then 10 months.
    await expectPreview(page, 500_000, 3);
    await page.getByRole('combobox', { name: 'Sample term (months)' }).click();
    await page.getByRole('option', { name: '10 months', exact: true }).click();
    await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
    await expectPreview(page, 500_000, 10);
    await page.getByLabel('Sample amount (GH₵)').fill('12,000');
    await expectPreview(page, 1_200_000, 10);

    // Whoever wrote the version cannot activate it: the button says why, and the server refuses it anyway.
    const activate = page.getByRole('button', { name: 'Activate version 1' });
    await expectVisible(activate);
    expect(await activate.isDisabled()).toBe(true);
    await expectVisible(page.getByText('You created or edited this version, so a second admin must activate it (four eyes).'));
    const { data } = await graphql<{ creditProduct: { draftVersion: { id: string } } }>(page, 'query ($id: ID!) { creditProduct(id: $id) { draftVersion { id } } }', { id: productUrl.split('/').pop() });
    const refused = await graphql(page, 'mutation ($id: ID!) { activateCreditProductVersion(versionId: $id) { status } }', { id: data?.creditProduct.draftVersion.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('SECOND_APPROVER_REQUIRED');

    await toastsGone(page);
    await expectNoSeriousA11yViolations(page, 'credit product draft at 1280');
    await screenshot(page, 'credit-products-draft');
    await context.close();

    const second = await staffPage('superadmin@ghanahomes.example');
    await second.page.goto(productUrl);
    const activateAsSecond = second.page.getByRole('button', { name: 'Activate version 1' });
    await expectVisible(activateAsSecond);
    expect(await activateAsSecond.isEnabled()).toBe(true);
    await activateAsSecond.click();
    await expectVisible(second.page.getByText('Version 1 of School fees is active: new quotes and applications use it.'));
    await expectVisible(second.page.getByRole('heading', { name: 'Version 1 in force' }));
    await expectVisible(second.page.getByRole('heading', { name: 'Version history' }));
    // Its accounts in the books start as rent assistance's; each role offers the chart's active accounts.
    await expectVisible(second.page.getByRole('heading', { name: 'Accounts in the books' }));
    const receivable = second.page.getByRole('combobox', { name: 'Loans receivable (principal lent)' });
    await expectVisible(receivable);
    expect(await receivable.textContent()).toContain('1100 Loans receivable: rent assistance');
    expect(await second.page.getByRole('button', { name: 'Save accounts' }).isDisabled()).toBe(true);
    await receivable.click();
    await expectVisible(second.page.getByRole('option', { name: '1101 Loans receivable: BNPL' }));
    await second.page.keyboard.press('Escape');

    await second.page.goto('/admin/credit-products');
    const row = second.page.getByRole('grid', { name: 'Credit products' }).getByRole('row').filter({ hasText: 'school-fees' });
    await expectVisible(row);
    await expectVisible(row.getByText('Active', { exact: true }));
    await expectVisible(row.getByText('3.5% a month'));
    await expectVisible(row.getByText('3–10'));
    await expectVisible(row.getByText('GH₵500.00 – GH₵20,000.00'));
    await second.context.close();
  });

  it('the list, a product and the editor fit 360 px and pass axe in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 }, colorScheme });
      const page = await context.newPage();
      await signIn(page, 'admin@ghanahomes.example', '/admin');
      const suffix = colorScheme === 'dark' ? '-dark' : '';

      await page.goto('/admin/credit-products');
      const grid = page.getByRole('grid', { name: 'Credit products' });
      await expectVisible(grid.getByRole('button', { name: /^Open / }).first());
      await expectNoSidewaysScroll(page, `credit products list at 360 (${colorScheme})`);
      await expectNoSeriousA11yViolations(page, `credit products list at 360 (${colorScheme})`);
      await screenshot(page, `credit-products-list${suffix}`);

      await grid.getByRole('button', { name: /^Open / }).first().click();
      await expectVisible(page.getByRole('heading', { name: 'Version history' }));
      await expectVisible(page.getByRole('heading', { name: /Repayment schedule/ }));
      await expectNoSidewaysScroll(page, `credit product at 360 (${colorScheme})`);
      await expectNoSeriousA11yViolations(page, `credit product at 360 (${colorScheme})`);

      await page.goto('/admin/credit-products/new');
      const form = page.getByRole('form', { name: 'New credit product' });
      await expectVisible(form);
      // Submitting empty shows the reasons at the fields, still within the width.
      await form.getByLabel(/^Code/).fill('Bad Code');
      await form.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(form.getByText('The code must be 2–32 lower-case letters, digits or dashes, starting with a letter.'));
      await expectNoSidewaysScroll(page, `credit product editor at 360 (${colorScheme})`);
      await expectNoSeriousA11yViolations(page, `credit product editor at 360 (${colorScheme})`);
      await screenshot(page, `credit-products-editor${suffix}`);
      await context.close();
    }
  });
});
