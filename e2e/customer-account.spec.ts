import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { customerPage, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot } from './browser';

let browser: Browser;

/** The Notifications entry's accessible name carries the unread count ('Notifications, 3 unread'). */
const sidebarLink = (label: string) => ({ name: label === 'Notifications' ? /Notifications/ : label, exact: true });

const SIDEBAR_LABELS = [
  'Dashboard', 'My Application', 'Buy Now Pay Later', 'Payment History', 'Documents', 'Shop',
  'Create Ticket', 'View Tickets', 'Help Center', 'Profile Settings', 'Notifications',
];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The dashboard has loaded its figures once its status badge stops loading. */
async function dashboardLoaded(page: Page) {
  await expect.poll(() => page.locator('main').getByText('Loading status…').count(), { timeout: 15_000 }).toBe(0);
}

/** Waits for the sidebar badge to finish loading (first fetch is delayed 1 s) and returns its text. */
async function sidebarStatus(page: Page): Promise<string> {
  const status = page.getByRole('navigation', { name: 'Account navigation' }).getByRole('status');
  await expect.poll(async () => (await status.textContent()) ?? '', { timeout: 15_000 }).not.toMatch(/Loading status/);
  return (await status.textContent()) ?? '';
}

describe('the customer account area', () => {
  it('loads /dashboard with its screen preloaded from the HTML and asks for the session and its figures once', async () => {
    const page = await customerPage(browser, 360, 'light', 'block');
    const sessionChecks: string[] = [];
    // The operation of each POST /graphql (one per request: index.html's early queries are plain POSTs).
    const operations: string[] = [];
    // Counted until the dashboard is on screen: after that a live update (another spec paying this customer's loan)
    // rightly asks for the figures again.
    let shown = false;
    page.on('request', (request) => {
      if (shown) return;
      if (request.url().endsWith('/api/auth/get-session')) sessionChecks.push(request.url());
      if (request.url().endsWith('/graphql') && request.method() === 'POST') {
        operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
      }
    });
    // A first visit: nothing cached, so index.html's early requests go out before the app's JavaScript arrives (with
    // the JavaScript cached, the app boots first and asks itself, one request per query).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { htmlPreloads: string[] }).htmlPreloads = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
      });
    });
    await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Ama' }));
    await expectVisible(page.getByRole('region', { name: 'Loan summary' }));
    shown = true;
    // What the page preloads while its HTML is parsed (later dynamic imports, e.g. the service worker's registration
    // and the phone menu, add their own links after load).
    const preloads = await page.evaluate(() => (window as unknown as { htmlPreloads: string[] }).htmlPreloads);
    // The dashboard ships in the signed-in chunk (web/first-screen-chunks.ts): besides the entry's own files, its first
    // visit preloads only that chunk's pieces.
    expect(preloads.some((href) => /\/assets\/signed-in-[\w-]+\.js$/.test(href)), preloads.join(' ')).toBe(true);
    expect(preloads.filter((href) => !/\/assets\/(rolldown-runtime|vendor|web|signed-in)-[\w-]+\.js$/.test(href)), preloads.join(' ')).toEqual([]);
    // index.html's early requests are the app's first session check and its first figures: none is asked twice.
    expect(sessionChecks).toHaveLength(1);
    const early = ['DashboardOverview', 'PublicSettings', 'SidebarUnreadNotificationCount'];
    for (const name of early) {
      expect(operations.filter((operation) => operation === name), operations.join(' ')).toHaveLength(1);
    }
    await page.context().close();
  });

  it('shows the sidebar, edits the profile, reads a notification and searches the FAQ on desktop', async () => {
    const page = await customerPage(browser, 1280);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Ama' }));

    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    for (const label of SIDEBAR_LABELS) await expectVisible(nav.getByRole('link', sidebarLink(label)));
    for (const section of ['Main', 'Support', 'Account']) await expectVisible(nav.getByRole('heading', { name: section }));
    expect(await nav.getByRole('link', { name: 'Upload Document' }).getAttribute('href')).toBe('/documents');
    // The demo customer has an application: having one counts as eligible, so the link goes straight to it.
    expect(await nav.getByRole('link', { name: 'My Application' }).getAttribute('href')).toBe('/application');
    const status = await sidebarStatus(page);
    expect(status).not.toContain('Error loading status');
    expect(status.trim().length).toBeGreaterThan(0);
    await expectVisible(page.getByRole('region', { name: 'Loan summary' }));
    await dashboardLoaded(page);
    await expectNoSeriousA11yViolations(page, '/dashboard');
    await screenshot(page, 'account-dashboard');

    // Profile: the Ghana Card number was checked with Ama's application, so it is read-only here (a correction request
    // changes it); a malformed GhanaPost GPS address is refused under its field; a good one saves.
    await nav.getByRole('link', { name: 'Profile Settings' }).click();
    await page.waitForURL('**/profile');
    const card = page.getByRole('textbox', { name: 'Ghana Card number' });
    await expectVisible(card);
    expect(await card.getAttribute('readonly')).not.toBeNull();
    await expectVisible(page.getByText('Checked with your application. To change it, ask for a correction under Privacy below.').first());
    const gps = page.getByRole('textbox', { name: 'GhanaPost GPS digital address' });
    await gps.fill('GA-18-8164');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Enter the GhanaPost GPS address like GA-183-8164.'));
    expect(await gps.getAttribute('aria-invalid')).toBe('true');
    const code = `GA-${String(Date.now()).slice(-3)}-${String(Date.now()).slice(-7, -3)}`;
    await gps.fill(code);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Profile updated successfully'));
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'GhanaPost GPS digital address' }).inputValue(), { timeout: 10_000 }).toBe(code);
    await expectNoSeriousA11yViolations(page, '/profile');
    await screenshot(page, 'account-profile');

    // Notifications: mark one read; the unread count falls by one.
    await nav.getByRole('link', { name: /Notifications/ }).click();
    await page.waitForURL('**/notifications');
    await expectVisible(page.getByRole('list', { name: 'Your notifications' }));
    const markButtons = page.getByRole('button', { name: /^Mark as read/ });
    const before = await markButtons.count();
    expect(before, 'the demo customer has unread notifications').toBeGreaterThan(0);
    await markButtons.first().click();
    await expect.poll(() => markButtons.count(), { timeout: 10_000 }).toBe(before - 1);
    await expectNoSeriousA11yViolations(page, '/notifications');
    await screenshot(page, 'account-notifications');

    // Help: the search filters the questions as you type; an answer opens.
    await nav.getByRole('link', { name: 'Help Center' }).click();
    await page.waitForURL('**/help');
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('mobile money');
    await expectVisible(page.getByRole('button', { name: /Can I pay with mobile money\?/ }));
    expect(await page.getByRole('button', { name: /Why do you need my Ghana Card\?/ }).count()).toBe(0);
    await page.getByRole('button', { name: /Can I pay with mobile money\?/ }).click();
    await expectVisible(page.getByText(/MTN Mobile Money, Telecel Cash or AirtelTigo Money/));
    await expectNoSeriousA11yViolations(page, '/help');
    await screenshot(page, 'account-help');
    await page.context().close();
  });

  it('fits a 360 px phone, with the sidebar inside the menu drawer', async () => {
    const page = await customerPage(browser, 360);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Ama' }));
    // On a phone the account navigation lives in the menu drawer, not beside the page.
    expect(await page.getByRole('navigation', { name: 'Account navigation' }).isVisible()).toBe(false);
    await dashboardLoaded(page);
    await expectNoSidewaysScroll(page, '/dashboard at 360px');
    await screenshot(page, 'account-dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawerNav = page.getByRole('navigation', { name: 'Account navigation' }).last();
    for (const label of SIDEBAR_LABELS) await expectVisible(drawerNav.getByRole('link', sidebarLink(label)));
    await sidebarStatus(page);
    await expectNoSeriousA11yViolations(page, 'the phone menu drawer');
    await screenshot(page, 'account-drawer');
    await drawerNav.getByRole('link', { name: 'Help Center' }).click();
    await page.waitForURL('**/help');
    // The drawer closes on navigation (after its slide-out transition).
    const drawerClosed = await page
      .getByRole('navigation', { name: 'Account navigation' })
      .last()
      .waitFor({ state: 'hidden', timeout: 5_000 })
      .then(() => true, () => false);
    expect(drawerClosed, 'the menu drawer closes after choosing Help Center').toBe(true);

    for (const [route, heading] of [['/help', 'Help Center'], ['/profile', 'Profile settings'], ['/notifications', 'Notifications'], ['/admin-test', 'Admin test']] as const) {
      await page.goto(route);
      await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
      await expectNoSidewaysScroll(page, `${route} at 360px`);
      await expectNoSeriousA11yViolations(page, `${route} at 360px`);
      await screenshot(page, `account-${route.slice(1)}`);
    }
    await page.context().close();
  });

  it('passes axe on the signed-in screens in dark mode', async () => {
    const page = await customerPage(browser, 1280, 'dark');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Ama' }));
    await dashboardLoaded(page);
    await sidebarStatus(page);
    await expectNoSeriousA11yViolations(page, '/dashboard (dark)');
    await screenshot(page, 'account-dashboard-dark');
    const routes = [
      ['/application', /application/i],
      ['/payments', 'Payment History'],
      ['/documents', 'Documents'],
      ['/shop', 'Shop'],
      ['/tickets', /tickets/i],
      ['/notifications', 'Notifications'],
      ['/profile', 'Profile settings'],
      ['/help', 'Help Center'],
    ] as const;
    for (const [route, heading] of routes) {
      await page.goto(route);
      await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
      await expectNoSeriousA11yViolations(page, `${route} (dark)`);
      await screenshot(page, `account-${route.slice(1)}-dark`);
    }
    await page.context().close();
  });
});
