// The demo customer services their rent loan: pays the next instalment through the test checkout, then the one after
// it early (the pay screen says which instalment it covers first), and the dashboard moves on each time; previews
// paying off principal early; pays off the loan at the settlement
// quote, sees it closed and downloads the loan statement PDF.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { customerPage, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, payOnTestCheckout, screenshot } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function graphql<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query }, headers: { origin: inject('baseUrl') } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, `GraphQL errors for ${query}`).toBeUndefined();
  return body.data as T;
}

/** The number of the instalment the dashboard's loan card shows as next. */
async function nextInstalmentOnDashboard(page: Page): Promise<number> {
  await page.goto('/dashboard');
  const label = page.getByRole('region', { name: 'Loan summary' }).getByText(/^Next instalment \(no\. \d+, due /);
  await expectVisible(label);
  return Number(/no\. (\d+)/.exec((await label.textContent()) ?? '')?.[1]);
}

async function openPayments(page: Page): Promise<void> {
  await page.goto('/payments');
  await page.getByRole('heading', { level: 1, name: 'Payment history' }).waitFor();
  await expectVisible(page.getByRole('radio', { name: /^Next instalment: GH₵/ }));
}


describe('servicing a running loan', () => {
  it('pays the next instalment, then the one after it early (covered on the dashboard), then pays the loan off at the quote and downloads the statement', async () => {
    const page = await customerPage(browser, 1280);

    // 1. The next instalment, early: the dashboard then shows the following one.
    const before = await nextInstalmentOnDashboard(page);
    expect(before).toBeGreaterThan(1);
    await screenshot(page, 'servicing-dashboard');
    await openPayments(page);
    expect(await page.getByRole('radio', { name: /^Next instalment: GH₵/ }).isChecked()).toBe(true);
    expect(await page.getByText(/Full outstanding balance/).count()).toBe(0);
    await expectVisible(page.getByText(new RegExp(`^This payment covers instalment ${before}, due \\d{1,2} \\w{3} \\d{4}\\.$`)));
    await screenshot(page, 'servicing-pay-next');
    await payOnTestCheckout(page);
    expect(await nextInstalmentOnDashboard(page)).toBe(before + 1);

    // 1b. The instalment after it, early: the pay screen says it covers that one, and the dashboard moves on again
    // (the money fills instalment before + 1; nothing is prepaid, the schedule is not re-drawn).
    await openPayments(page);
    await expectVisible(page.getByText(new RegExp(`^This payment covers instalment ${before + 1}, due \\d{1,2} \\w{3} \\d{4}\\.$`)));
    await payOnTestCheckout(page);
    expect(await nextInstalmentOnDashboard(page)).toBe(before + 2);
    await openPayments(page);
    await page.getByRole('button', { name: 'Your schedule' }).click();
    const rows = page.getByRole('list', { name: 'Your schedule: paid and left per instalment' }).getByRole('listitem');
    await expectVisible(rows.nth(before));
    expect(await rows.nth(before).textContent()).toMatch(/ left GH₵0\.00Paid$/);

    // 2. A larger amount: the shorten / lower choice and the new schedule before confirming (not paid).
    await openPayments(page);
    await page.getByRole('radio', { name: 'Other amount' }).check();
    const next = await page.getByText(/^Next instalment: GH₵/).textContent();
    const nextPesewas = Number((next ?? '').replace(/[^\d]/g, ''));
    expect(nextPesewas).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Other amount (GH₵)' }).fill(String(Math.ceil((nextPesewas * 1.5) / 100)));
    // Without a choice the money covers instalments in order: no re-drawn schedule is offered.
    await expectVisible(page.getByText(new RegExp(`^This payment covers instalment ${before + 2}, due .* and pays GH₵[\\d,.]+ towards instalment ${before + 3}, due `)));
    expect(await page.getByRole('radio', { name: /Shorten my loan/ }).count()).toBe(0);
    await page.getByRole('checkbox', { name: /Pay off principal early/ }).check();
    await expectVisible(page.getByRole('radio', { name: /Shorten my loan/ }));
    expect(await page.getByRole('radio', { name: /Shorten my loan/ }).isChecked()).toBe(true);
    const preview = page.getByRole('region', { name: 'Your schedule after this payment' });
    await expectVisible(preview);
    await expectVisible(preview.getByText('Instalments left'));
    // The new schedule starts at the instalment now next (the paid ones are not listed).
    const firstRow = preview.getByRole('region', { name: 'New repayment schedule' }).getByRole('row').nth(1);
    await expectVisible(firstRow);
    // (before + 2 when its period has not started yet: then all of it goes to principal; before + 3 when it is running.)
    expect(Number(await firstRow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(before + 2);
    await page.getByRole('radio', { name: /Lower my instalments/ }).check();
    await expectVisible(preview.getByText('New instalment'));
    await expectNoSeriousA11yViolations(page, '/payments with a payment preview');
    await screenshot(page, 'servicing-preview');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectVisible(preview);
    await expectNoSidewaysScroll(page, '/payments with a payment preview');
    await screenshot(page, 'servicing-preview');
    await page.setViewportSize({ width: 1280, height: 800 });

    // 3. Pay off: the quote with its breakdown and validity, paid with settle.
    await page.getByRole('radio', { name: /^Pay off my loan: GH₵/ }).check();
    const quote = page.getByRole('region', { name: /^Pay off today: GH₵/ });
    await expectVisible(quote);
    for (const label of ['Principal', 'Interest to date', 'Fees', 'Penalties']) await expectVisible(quote.getByText(label, { exact: true }));
    await expectVisible(quote.getByText(/^GH₵[\d,.]+ is valid until \d{1,2} \w{3} \d{4}\.$/));
    await expectVisible(quote.getByText(/^After that date, each further day adds GH₵[\d,.]+ of interest, counted from today\.$/));
    await page.getByRole('button', { name: 'Loan terms' }).click();
    await expectVisible(page.getByText('Effective annual rate (APR)', { exact: true }));
    await expectNoSeriousA11yViolations(page, '/payments with the payoff quote');
    await screenshot(page, 'servicing-payoff');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/payments with the payoff quote');
    await screenshot(page, 'servicing-payoff');
    await page.setViewportSize({ width: 1280, height: 800 });
    await payOnTestCheckout(page);

    // 4. Closed: the dashboard and payments page say so, and the statement downloads as a PDF.
    await expectVisible(page.getByText(/loan LN-\w+ is paid off/));
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Loan summary' });
    await expectVisible(card.getByText('This loan is paid off. Your statement is on the Payments page.'));
    await expectVisible(card.getByText(/Paid Off/));
    await screenshot(page, 'servicing-paid-off');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/dashboard with a paid-off loan');
    await screenshot(page, 'servicing-paid-off');

    const { myLoans } = await graphql<{ myLoans: { nodes: Array<{ id: string; status: string; source: string }> } }>(page, '{ myLoans(first: 20) { nodes { id status source } } }');
    const paidOff = myLoans.nodes.find((loan) => loan.source === 'rent' && loan.status === 'paid_off');
    expect(paidOff, 'the rent loan is paid off').toBeDefined();
    const statement = await page.request.get(`/api/files/loans/${paidOff!.id}/statement.pdf`);
    expect(statement.status()).toBe(200);
    expect(statement.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await statement.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.context().close();
  });
});
