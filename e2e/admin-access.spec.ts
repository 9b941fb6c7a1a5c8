// The staff area's frame: each role's sidebar (SPEC §6), its dashboard, the role guard, the 404, axe and screenshots.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const email = (role: string) => `${role.replaceAll('_', '.')}@ghanahomes.example`;

const ADMIN_MENU = ['Dashboard', 'Users', 'Applications', 'Payments', 'Suspense', 'Loans', 'Collections', 'Orders', 'Shop catalogue', 'Documents', 'Configuration', 'Credit products', 'Support', 'Analytics', 'Properties', 'Security', 'Notifications', 'Settings', 'Sent messages', 'Help', 'System', 'Privacy requests', 'Hardship', 'Accounting', 'Approvals'];

/** SPEC §6 (plus Loans for every role that reads payments or applications, Orders for those who decide or fulfil them, Collections and Hardship, Sent messages and System, Privacy requests, Credit products for manageCreditProducts, Accounting for viewAccounting, Suspense for manageAllPayments, Approvals for whoever may make or check an action): each staff role's admin routes, and the dashboard its /admin index shows. */
const STAFF: Array<{ role: string; menu: string[]; dashboard: string; figure: string }> = [
  { role: 'admin', menu: ADMIN_MENU, dashboard: 'Admin dashboard', figure: 'System health' },
  { role: 'superadmin', menu: ADMIN_MENU, dashboard: 'Admin dashboard', figure: 'Open tickets' },
  { role: 'sales_executive', menu: ['Dashboard', 'Applications', 'Loans', 'Orders', 'Analytics'], dashboard: 'Sales dashboard', figure: 'Conversion funnel' },
  { role: 'credit_analyst', menu: ['Dashboard', 'Applications', 'Loans', 'Orders', 'Documents', 'Analytics', 'Hardship', 'Approvals'], dashboard: 'Credit dashboard', figure: 'Review queue' },
  { role: 'recovery_and_collections', menu: ['Dashboard', 'Applications', 'Payments', 'Suspense', 'Loans', 'Collections', 'Analytics', 'Approvals'], dashboard: 'Collections dashboard', figure: 'Loans in arrears by days past due' },
  { role: 'inspection_and_verification', menu: ['Dashboard', 'Applications', 'Loans', 'Documents', 'Properties'], dashboard: 'Verification dashboard', figure: 'Property inspections pending' },
  { role: 'finance', menu: ['Dashboard', 'Payments', 'Suspense', 'Loans', 'Analytics', 'Accounting', 'Approvals'], dashboard: 'Finance dashboard', figure: 'Collections by method' },
];

async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.waitFor();
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Waits until the dashboard's figures have loaded (no skeleton placeholders left). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.MuiSkeleton-root').length === 0, undefined, { timeout: 15_000 });
}

describe('the admin area for each staff role', () => {
  for (const staff of STAFF) {
    it(`${staff.role}: sidebar matches SPEC §6, the ${staff.dashboard} shows, axe passes in light and dark at 360 and 1280`, async () => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // Staff land on their admin dashboard straight after signing in.
      await signIn(page, email(staff.role), '/admin');
      await expectVisible(page.getByRole('heading', { level: 1, name: staff.dashboard }));
      expect(await menuLabels(page)).toEqual(staff.menu);
      await expectVisible(page.getByRole('heading', { name: staff.figure }));
      await settle(page);
      await expectNoSeriousA11yViolations(page, `${staff.role} dashboard (light, 1280)`);
      await screenshot(page, `admin-${staff.role}`);

      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
      // MUI animates colour changes (~250 ms): check contrast once the dark colours have settled.
      await page.waitForTimeout(400);
      await expectNoSeriousA11yViolations(page, `${staff.role} dashboard (dark, 1280)`);
      await screenshot(page, `admin-${staff.role}-dark`);

      // Phones: the menu is a drawer behind a button; the dark choice is remembered across a reload.
      await page.setViewportSize({ width: 360, height: 780 });
      await page.reload();
      await expectVisible(page.getByRole('heading', { level: 1, name: staff.dashboard }));
      await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
      await settle(page);
      await expectNoSidewaysScroll(page, `${staff.role} dashboard at 360px`);
      await expectNoSeriousA11yViolations(page, `${staff.role} dashboard (dark, 360)`);
      await screenshot(page, `admin-${staff.role}-dark`);
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await screenshot(page, `admin-${staff.role}`);
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      expect(await menuLabels(page)).toEqual(staff.menu);
      await screenshot(page, `admin-${staff.role}-menu`);
      await context.close();
    });
  }
});

describe('the admin role guard', () => {
  it('sends a visitor to /login and back after signing in, and finance from /admin/users back to /admin', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/admin/payments');
    await page.waitForURL('**/login');
    await signIn(page, email('finance'), '/admin/payments');
    await page.goto('/admin/users');
    await page.waitForURL((url) => url.pathname === '/admin');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Finance dashboard' }));
    await page.goto('/admin/security');
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });

  it('sends a customer on /admin to /dashboard', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, email('user'));
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    await expectVisible(page.getByRole('heading', { name: /^Welcome/ }));
    await context.close();
  });

  it('shows Page not found with Go to Home and Go Back for an unknown admin path', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, email('admin'), '/admin');
    await page.goto('/admin/nonsense');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    await expectVisible(page.getByRole('link', { name: 'Go to Home' }));
    await expectVisible(page.getByRole('button', { name: 'Go Back' }));
    await expectNoSidewaysScroll(page, '/admin/nonsense at 360px');
    await screenshot(page, 'admin-not-found');
    await context.close();
  });

  it('finds a customer from the header search and opens the analytics page with a CSV export', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, email('admin'), '/admin');
    await page.goto('/admin');
    await page.getByRole('combobox', { name: /^Search users, / }).first().fill('user@ghanahomes');
    const option = page.getByRole('option').filter({ hasText: 'user@ghanahomes.example' }).first();
    await option.waitFor();
    await screenshot(page, 'admin-search');
    await option.click();
    await page.waitForURL((url) => url.pathname === '/admin/users' && url.searchParams.has('focus'));

    await page.goto('/admin/analytics');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Analytics' }));
    await settle(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectNoSeriousA11yViolations(page, 'analytics (1280)');
    await screenshot(page, 'admin-analytics');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page, 'analytics at 360px');
    await screenshot(page, 'admin-analytics');
    await context.close();
  });
});

describe('the admin chunk', () => {
  it('is not downloaded on the landing page', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /AdminRoutes|(Sales|Credit|Collections|Verification|Finance|General|Role)Dashboard|AnalyticsRoute|BarChart|PieChart|LineChart/.test(url))).toEqual([]);
    await context.close();
  });
});
