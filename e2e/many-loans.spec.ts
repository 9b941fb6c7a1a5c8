// A customer with two loans (demo data: Yaa Amponsah repays a rent loan and a BNPL order): the dashboard lists both;
// she pays the rent loan from its card and then the BNPL loan chosen on the payments screen, and each loan's balance
// falls by exactly what was paid on it while the other stays as it was.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, payOnTestCheckout, screenshot, signIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface LoanFigures {
  id: string;
  number: string;
  source: string;
  outstandingBalance: number;
  paidInstalments: number;
}

async function myLoans(page: Page): Promise<Map<string, LoanFigures>> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ myLoans(first: 20) { nodes { id number source outstandingBalance paidInstalments } } }' },
    headers: { origin: inject('baseUrl') },
  });
  const body = (await response.json()) as { data?: { myLoans: { nodes: LoanFigures[] } }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return new Map(body.data!.myLoans.nodes.map((loan) => [loan.source, loan]));
}

const pesewas = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Pays the default amount ("Next instalment") of the loan on the pay panel through the simulated provider's test checkout; returns what was paid. */
async function payNextInstalment(page: Page, loanTitle: string): Promise<number> {
  const pay = page.getByRole('region', { name: 'Pay an instalment' });
  await expectVisible(pay.getByText(new RegExp(`^${loanTitle} · `)));
  const next = pay.getByRole('radio', { name: /^Next instalment: GH₵/ });
  await expectVisible(next);
  expect(await next.isChecked()).toBe(true);
  const amount = pesewas(await pay.getByText(/^Next instalment: GH₵/).textContent());
  expect(amount).toBeGreaterThan(0);
  await payOnTestCheckout(page);
  return amount;
}

describe('a customer with a rent loan and a BNPL loan', () => {
  // Two checkouts, two accessibility scans and eight screenshots: longer than the default test time.
  it('sees both on the dashboard and pays each: every balance falls by exactly what was paid on it', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'yaa.amponsah@ghanahomes.example');
    const before = await myLoans(page);
    const rent = before.get('rent')!;
    const bnpl = before.get('bnpl')!;
    expect(rent && bnpl, 'the demo customer has a rent loan and a BNPL loan').toBeTruthy();

    // The dashboard lists both, each with its number, balance and its own pay link.
    const summary = page.getByRole('region', { name: 'Loan summary' });
    // The first screen after signing in can be slow on a loaded machine.
    await expectVisible(summary.getByText(/^2 open loans · GH₵[\d,.]+ outstanding in all/), 30_000);
    const rentCard = summary.getByRole('article', { name: `Rent assistance ${rent.number}` });
    const bnplCard = summary.getByRole('article', { name: `Buy Now Pay Later ${bnpl.number}` });
    await expectVisible(rentCard);
    await expectVisible(bnplCard);
    expect(pesewas(await rentCard.getByText('Outstanding balance').locator('xpath=following-sibling::*[1]').textContent())).toBe(rent.outstandingBalance);
    expect(pesewas(await bnplCard.getByText('Outstanding balance').locator('xpath=following-sibling::*[1]').textContent())).toBe(bnpl.outstandingBalance);
    await expectNoSeriousA11yViolations(page, '/dashboard with two loans');
    await screenshot(page, 'many-loans-dashboard');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectVisible(rentCard);
    await expectNoSidewaysScroll(page, '/dashboard with two loans');
    await screenshot(page, 'many-loans-dashboard');
    await page.setViewportSize({ width: 1280, height: 800 });

    // 1. The rent loan, from its card.
    await rentCard.getByRole('link', { name: `Pay this loan: Rent assistance ${rent.number}` }).click();
    await page.waitForURL((url) => url.pathname === '/payments' && url.searchParams.get('loan') === rent.id);
    const picker = page.getByRole('radiogroup', { name: 'Loan to pay' });
    await expectVisible(picker);
    expect(await picker.getByRole('radio', { name: new RegExp(`^Rent assistance loan ${rent.number}`) }).isChecked()).toBe(true);
    await expectVisible(page.getByRole('note', { name: 'Everything due now' }));
    await expectNoSeriousA11yViolations(page, '/payments with two loans');
    await screenshot(page, 'many-loans-payments');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/payments with two loans');
    await screenshot(page, 'many-loans-payments');
    await page.setViewportSize({ width: 1280, height: 800 });
    const paidOnRent = await payNextInstalment(page, `Rent assistance loan ${rent.number}`);
    const afterRent = await myLoans(page);
    expect(afterRent.get('rent')!.outstandingBalance).toBe(rent.outstandingBalance - paidOnRent);
    expect(afterRent.get('bnpl')!.outstandingBalance).toBe(bnpl.outstandingBalance);

    // 2. The BNPL loan, chosen on the payments screen.
    await page.getByRole('radiogroup', { name: 'Loan to pay' }).getByRole('radio', { name: new RegExp(`^Buy Now Pay Later loan ${bnpl.number}`) }).check();
    const paidOnBnpl = await payNextInstalment(page, `Buy Now Pay Later loan ${bnpl.number}`);
    const afterBoth = await myLoans(page);
    expect(afterBoth.get('bnpl')!.outstandingBalance).toBe(bnpl.outstandingBalance - paidOnBnpl);
    expect(afterBoth.get('rent')!.outstandingBalance).toBe(rent.outstandingBalance - paidOnRent);

    // Each receipt names its loan.
    const receipts = page.getByRole('list', { name: 'Receipts' });
    await expectVisible(receipts.getByText(`Rent assistance loan ${rent.number}`).first());
    await expectVisible(receipts.getByText(`Buy Now Pay Later loan ${bnpl.number}`).first());
    await context.close();
  });
});
