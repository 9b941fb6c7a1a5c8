import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectVisible, launchBrowser, screenshot, uniqueEmail } from './browser';

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
    await page.getByLabel('Password', { exact: true }).fill('Kente-Loom-Harmattan-47');
    await page.getByLabel('Confirm password').fill('Kente-Loom-Harmattan-47');
    await page.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Akua' }));
    await expectVisible(page.getByText('Registration successful! You are now logged in.'));
    await expectVisible(page.getByText('Role: Customer'));
    await screenshot(page, 'dashboard');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the dashboard scrolls sideways at 360px').toBeLessThanOrEqual(0);

    const me = await page.request.post('/graphql', { headers: { origin: baseUrl }, data: { query: '{ me { role firstName } }' } });
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

  it('shows every public page at phone and desktop widths, in light and dark, with no serious axe violation', async () => {
    const routes = [
      ['/', /Your rent paid upfront/],
      ['/login', 'Sign in'],
      ['/register', 'Create your account'],
      ['/forgot-password', 'Forgot your password?'],
      ['/reset-password', 'Choose a new password'],
      ['/about', /^About /],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/no-such-page', 'Page not found'],
    ] as const;
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 }, colorScheme });
        const page = await context.newPage();
        for (const [route, heading] of routes) {
          await page.goto(route);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${route} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
          await expectNoSeriousA11yViolations(page, `${route} at ${width}px (${colorScheme})`);
          const name = route === '/' ? 'landing' : route.slice(1);
          await screenshot(page, colorScheme === 'dark' ? `${name}-dark` : name);
        }
        await context.close();
      }
    }
  }, 240_000); // 36 screens, each checked with axe: ~1 s each on a quiet machine, past the one-screen default when busy.

  it('keeps the landing route within 200 KiB of gzipped JavaScript, asks the API only for the footer settings and does not shift', async () => {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const scripts = new Set<string>();
      const queries: string[] = [];
      page.on('request', (request) => {
        if (/\.js(\?|$)/.test(request.url())) scripts.add(request.url());
        if (request.url().endsWith('/graphql')) queries.push(request.postData() ?? '');
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await expectVisible(page.getByRole('heading', { level: 1, name: /Your rent paid upfront/ }));
      // The carousel advances after 5 s; shifts are counted over the first load only.
      const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(layoutShift, `cumulative layout shift on / at ${width}px`).toBeLessThanOrEqual(0.05);

      let gzipped = 0;
      for (const url of scripts) gzipped += zlib.gzipSync(await (await page.request.get(url)).body()).length;
      expect(scripts.size, 'the landing page loads its scripts').toBeGreaterThan(0);
      expect(gzipped, `gzipped JS on / (${scripts.size} files)`).toBeLessThanOrEqual(200 * 1024);
      // A visitor's landing page asks the API for the footer's public settings only (no Apollo Client queries).
      expect(queries.map((body) => (JSON.parse(body) as { operationName?: string }).operationName)).toEqual(['PublicSettings']);
      await context.close();
    }
  });
});
