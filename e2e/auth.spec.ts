import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectVisible, launchBrowser, screenshot, uniqueEmail } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new customer', () => {
  it('registers in the browser, lands on the dashboard and is a customer whatever the form sent', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('First name').fill('Akua');
    await page.getByLabel('Last name').fill('Nyarko');
    await page.getByLabel('Email').fill(uniqueEmail('akua'));
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!2026');
    await page.getByLabel('Confirm password').fill('Passw0rd!2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Akua' }));
    await expectVisible(page.getByText('Registration successful! You are now logged in.'));
    await expectVisible(page.getByText('Role: Customer'));
    await screenshot(page, 'dashboard');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the dashboard scrolls sideways at 360px').toBeLessThanOrEqual(0);

    const me = await page.request.post('/graphql', { data: { query: '{ me { role firstName } }' } });
    expect(await me.json()).toEqual({ data: { me: { role: 'user', firstName: 'Akua' } } });
    await context.close();
  });

  it('sees the SPEC message for a wrong password and returns to the protected page after signing in', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('user@ghanahomes.example');
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    await screenshot(page, 'login-error');

    await page.getByLabel('Password').fill(inject('demoPassword'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Logged in successfully').waitFor();
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Ama' }));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await expectVisible(page.getByText('Not Authenticated'));
    await context.close();
  });

  it('shows the public pages at phone and desktop widths', async () => {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const [route, heading] of [['/', /Your rent paid upfront/], ['/login', 'Sign in'], ['/register', 'Create your account']] as const) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${route} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
        await screenshot(page, route === '/' ? 'landing' : route.slice(1));
      }
      await context.close();
    }
  });
});
