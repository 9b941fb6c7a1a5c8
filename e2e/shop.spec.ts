// The demo customer shops, uses the cart slide-over (+ / − / Remove) and checks out on a 6-month plan after the disclosure.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { customerPage, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signInStaffByApi, signUpOnDashboard } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function addBySearch(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(search);
  const add = page.getByRole('button', { name: `Add to cart: ${name}` });
  await add.waitFor();
  await add.click();
  await expectVisible(page.getByText(`${name} added to your cart`));
}

describe('shopping on Buy Now Pay Later', () => {
  it('adds two products, uses + / − / Remove in the cart and checks out on a 6-month plan after the disclosure', async () => {
    const page = await customerPage(browser, 1280);
    await page.goto('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByRole('button', { name: 'Furniture', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: '3-Seater Fabric Sofa' }));
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expectNoSeriousA11yViolations(page, '/shop');
    await screenshot(page, 'shop');

    await addBySearch(page, 'Sofa', '3-Seater Fabric Sofa');
    await addBySearch(page, 'Fan', '16-inch Standing Fan');
    await addBySearch(page, 'TV Stand', 'Wooden TV Stand');

    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await cart.waitFor();
    await cart.getByRole('button', { name: 'Increase quantity of 16-inch Standing Fan' }).click();
    await expectVisible(cart.getByLabel('Line total for 16-inch Standing Fan').getByText('GH₵960.00'));
    await cart.getByRole('button', { name: 'Decrease quantity of 16-inch Standing Fan' }).click();
    await expectVisible(cart.getByLabel('Line total for 16-inch Standing Fan').getByText('GH₵480.00'));
    await cart.getByRole('button', { name: 'Remove Wooden TV Stand' }).click();
    await cart.getByText('Wooden TV Stand').waitFor({ state: 'detached' });
    await expectVisible(cart.getByText('Shipping and taxes calculated at checkout.'));
    await expectVisible(cart.getByTestId('cart-subtotal').getByText('GH₵4,980.00'));
    await expectNoSeriousA11yViolations(page, 'cart slide-over');
    await screenshot(page, 'cart');
    await cart.getByRole('button', { name: 'Continue Shopping' }).click();
    await cart.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await cart.getByRole('link', { name: 'Checkout' }).click();

    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('radio', { name: '6 months' }).check();
    await expectVisible(page.getByText('Repayment schedule (6 months)'));
    for (const label of ['Monthly interest rate', 'Nominal annual rate', 'Effective annual rate (APR)', 'Total interest', 'Total repayable', 'Late payment']) {
      await expectVisible(page.getByText(label, { exact: true }));
    }
    await expectVisible(page.getByRole('region', { name: 'Repayment schedule' }).getByRole('row').nth(6));
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    expect(await placeOrder.isDisabled(), 'ordering needs the acceptance tick').toBe(true);
    await expectNoSeriousA11yViolations(page, '/checkout');
    await screenshot(page, 'checkout');
    // The region's delivery fee is part of what the plan finances: the terms can be accepted once it is chosen.
    await page.getByLabel('Delivery region').selectOption('greater_accra');
    await page.getByRole('checkbox', { name: /accept the 6-month plan/ }).check();
    await page.getByLabel('Delivery address').fill('House 12, Osu Badu Street, Accra');
    await page.getByLabel('Phone for delivery').fill('+233 24 123 4567');
    await placeOrder.click();

    await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
    await expectVisible(page.getByText('Order status: pending credit approval.'));
    expect(await page.getByRole('button', { name: 'Cart, 0 items' }).count()).toBe(1);
    await screenshot(page, 'checkout-confirmation');
    await page.context().close();
  });

  it('a price raised after the item went into the cart is shown at checkout, and the order goes through on the new terms', async () => {
    const staff = await browser.newContext({ baseURL: inject('baseUrl') });
    await signInStaffByApi(staff, 'admin@ghanahomes.example');
    const staffGraphql = async <T,>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await staff.request.post('/graphql', { data: { query, variables }, headers: { origin: inject('baseUrl') } });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data as T;
    };
    const { product } = await staffGraphql<{ product: { id: string; price: number } }>('query ($slug: String) { product(slug: $slug) { id price } }', { slug: 'microwave-oven-25l' });
    const setPrice = (price: number) => staffGraphql('mutation ($id: ID!, $input: UpdateCatalogueItemInput!) { updateCatalogueItem(id: $id, input: $input) { id } }', { id: product.id, input: { price } });

    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 360, height: 800 } });
    const { page } = await signUpOnDashboard(context, 'Efua', 'Reprice', 'Kente-Loom-Harmattan-47');
    try {
      await page.goto('/shop');
      await addBySearch(page, 'Microwave', 'Microwave Oven (25 L)');
      await setPrice(product.price + 14_000);
      await page.goto('/checkout');
      const changed = page.getByTestId('price-changes');
      await expectVisible(changed.getByText(/Microwave Oven \(25 L\): GH₵1,150\.00 → GH₵1,290\.00/));
      await expectVisible(page.getByText('GH₵1,290.00').first());
      // The region's delivery fee is part of what the plan finances: the terms can be accepted once it is chosen.
      await page.getByLabel('Delivery region').selectOption('greater_accra');
      await page.getByRole('checkbox', { name: /accept the 5-month plan/ }).check();
      await page.getByLabel('Delivery address').fill('House 4, Kanda Estates Road, Accra');
      await page.getByLabel('Phone for delivery').fill('024 555 0101');
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
      await expectVisible(page.getByText(/^GH₵1,290\.00 over 5 months/));
    } finally {
      await setPrice(product.price);
      await context.close();
      await staff.close();
    }
  });

  it('a price raised while checkout is already open: Place order shows the new price and disclosure once, and the order goes through on them', async () => {
    const staff = await browser.newContext({ baseURL: inject('baseUrl') });
    await signInStaffByApi(staff, 'admin@ghanahomes.example');
    const staffGraphql = async <T,>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await staff.request.post('/graphql', { data: { query, variables }, headers: { origin: inject('baseUrl') } });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data as T;
    };
    const { product } = await staffGraphql<{ product: { id: string; price: number } }>('query ($slug: String) { product(slug: $slug) { id price } }', { slug: 'bluetooth-sound-bar' });
    const setPrice = (price: number) => staffGraphql('mutation ($id: ID!, $input: UpdateCatalogueItemInput!) { updateCatalogueItem(id: $id, input: $input) { id } }', { id: product.id, input: { price } });

    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 360, height: 800 } });
    const { page } = await signUpOnDashboard(context, 'Kojo', 'Openpage', 'Kente-Loom-Harmattan-48');
    try {
      await page.goto('/shop');
      await addBySearch(page, 'Sound Bar', 'Bluetooth Sound Bar');
      await page.goto('/checkout');
      // The region's delivery fee is part of what the plan finances: the terms can be accepted once it is chosen.
      await page.getByLabel('Delivery region').selectOption('greater_accra');
      const accept = page.getByRole('checkbox', { name: /accept the 5-month plan/ });
      await accept.check();
      await page.getByLabel('Delivery address').fill('House 9, Dzorwulu Lane, Accra');
      await page.getByLabel('Phone for delivery').fill('024 555 0102');
      const before = await page.getByTestId('disclosure-Total repayable').innerText();
      await setPrice(product.price + 5_000);
      await page.getByRole('button', { name: 'Place order' }).click();

      await expectVisible(page.getByRole('alert').getByText(/The terms changed since you saw them/));
      await expectVisible(page.getByTestId('price-changes').getByText(/Bluetooth Sound Bar: GH₵[\d,.]+ → GH₵[\d,.]+/));
      await expect.poll(() => page.getByTestId('disclosure-Total repayable').innerText()).not.toBe(before);
      const after = await page.getByTestId('disclosure-Total repayable').innerText();
      // What changed, against the terms just refused.
      await expectVisible(page.getByRole('list', { name: 'What changed' }).getByText(`Total repayable: ${before.trim()} → ${after.trim()}`));
      await expectNoSeriousA11yViolations(page, '/checkout after the terms changed');
      expect(await accept.isChecked(), 'the new terms need a new tick').toBe(false);
      await accept.check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
    } finally {
      await setPrice(product.price);
      await context.close();
      await staff.close();
    }
  });

  it('fits a phone: shop, cart, checkout and the public BNPL calculator at 360px', async () => {
    const page = await customerPage(browser, 360);
    await page.goto('/shop');
    await addBySearch(page, 'Sofa', '3-Seater Fabric Sofa');
    await expectNoSidewaysScroll(page, '/shop');
    await screenshot(page, 'shop');
    await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await page.waitForTimeout(500); // let the slide-in finish before the picture
    await screenshot(page, 'cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await expectVisible(page.getByText('Repayment schedule (5 months)'));
    await expectNoSidewaysScroll(page, '/checkout');
    await screenshot(page, 'checkout');

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/bnpl');
      await page.getByRole('heading', { level: 1, name: 'Buy Now Pay Later' }).waitFor();
      await page.getByLabel('Amount').fill('2,000');
      await expectVisible(page.getByText('Repayment schedule (6 months)'));
      await expectVisible(page.getByText('Effective annual rate (APR)'));
      await page.getByRole('radio', { name: '5 months' }).check();
      await expectVisible(page.getByText('Repayment schedule (5 months)'));
      if (width === 360) await expectNoSidewaysScroll(page, '/bnpl');
      await expectNoSeriousA11yViolations(page, `/bnpl at ${width}`);
      await screenshot(page, 'bnpl');
    }
    await page.context().close();
  });
});
