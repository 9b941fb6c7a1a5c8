// The demo customer shops, uses the cart slide-over (+ / − / Remove) and checks out on a 6-month plan after the disclosure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { customerPage, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot } from './browser';

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
