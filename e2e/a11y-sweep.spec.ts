// Every screen of the web app, at 360 and 1280 px, in the light and the dark theme: axe finds nothing serious or
// critical, and no screen scrolls sideways on a phone. Public screens are checked signed out, the customer's as the
// demo customer, the staff area as the superadmin (every staff route is on that role's menu). Each account signs in
// once and moves between screens inside the app, as a person clicking links would, so the sweep stays quick.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
const started = Date.now();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  console.log(`a11y sweep: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

type Pass = { width: 360 | 1280; theme: 'light' | 'dark' };
// One theme switch per pass: light at 1280, dark at 1280, dark at 360, light at 360.
const PASSES: Pass[] = [
  { width: 1280, theme: 'light' },
  { width: 1280, theme: 'dark' },
  { width: 360, theme: 'dark' },
  { width: 360, theme: 'light' },
];

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { Origin: baseUrl } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, `GraphQL errors for ${query}`).toBeUndefined();
  return body.data as T;
}

/** Moves to `path` inside the app (react-router listens for popstate), without reloading the page. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return;
    // The heading on screen now is marked, so the wait below sees the next screen's, not this one's.
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-sweep-seen', ''));
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Requests the app has in flight (its GraphQL calls and lazy chunks), counted per page. */
const inFlight = new WeakMap<Page, number>();
function countRequests(page: Page): void {
  inFlight.set(page, 0);
  const counted = (type: string) => type === 'fetch' || type === 'xhr' || type === 'script';
  page.on('request', (request) => {
    if (counted(request.resourceType())) inFlight.set(page, (inFlight.get(page) ?? 0) + 1);
  });
  const done = (request: { resourceType(): string }) => {
    if (counted(request.resourceType())) inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 0) - 1));
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits for the screen's level-1 heading and for its data to arrive (nothing in flight, no spinners, no skeletons). */
async function settle(page: Page, path: string): Promise<void> {
  const ready = () =>
    page.waitForFunction(
      (expected) => {
        const here = window.location.pathname + window.location.search;
        const heading = [...document.querySelectorAll('h1')].find((h) => !h.hasAttribute('data-sweep-seen') && h.getClientRects().length > 0);
        return here === expected && heading !== undefined && !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-indeterminate');
      },
      path,
      { timeout: 15_000 },
    );
  await ready();
  // The screen's queries may start only once its heading is up: wait for 200 ms without a request in flight.
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 200) {
    if ((inFlight.get(page) ?? 0) > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
  await ready();
}

async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  // The toggle names what it would switch to: in the dark theme it offers the light one.
  const inTheme = page.getByRole('button', { name: theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme' });
  if (await inTheme.isVisible()) return;
  await page.getByRole('button', { name: theme === 'dark' ? 'Switch to dark theme' : 'Switch to light theme' }).click();
  await inTheme.waitFor();
  // The choice is kept for the next visit.
  expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe(theme);
  // MUI animates colour changes (~250 ms): contrast is checked once the new colours have settled.
  await page.waitForTimeout(400);
}

/** Checks every route in each pass, collecting every failure so one run names them all. */
async function sweep(page: Page, routes: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const pass of PASSES) {
    await page.setViewportSize({ width: pass.width, height: pass.width === 360 ? 780 : 900 });
    // The theme is switched on the pass's first screen (the last one of a pass may be a page without the bar, a 404).
    await navigate(page, routes[0]);
    await settle(page, routes[0]);
    await switchTheme(page, pass.theme);
    for (const route of routes) {
      const label = `${route} (${pass.theme}, ${pass.width})`;
      try {
        await navigate(page, route);
        await settle(page, route);
        if (pass.width === 360) await expectNoSidewaysScroll(page, label);
        await expectNoSeriousA11yViolations(page, label);
      } catch (error) {
        const { message, actual } = error as Error & { actual?: unknown };
        const failure = `${label}: ${message.split('\n')[0]}${actual === undefined ? '' : ` ${JSON.stringify(actual)}`}`;
        // Printed as found as well, so a run names every failure even when it is cut short.
        console.log(failure);
        failures.push(failure);
      }
    }
  }
  return failures;
}

const PUBLIC_ROUTES = ['/', '/login', '/register', '/forgot-password', '/reset-password', '/eligibility', '/bnpl', '/about', '/contact', '/privacy', '/terms', '/no-such-page'];

describe('accessibility of every screen, light and dark, 360 and 1280 px', () => {
  it('public screens, signed out', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    countRequests(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await sweep(page, PUBLIC_ROUTES)).toEqual([]);
    await context.close();
  });

  it("the demo customer's screens", { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    countRequests(page);
    await signIn(page, 'user@ghanahomes.example');
    const { myOrders } = await graphql<{ myOrders: { nodes: Array<{ id: string }> } }>(page, 'query { myOrders(first: 1) { nodes { id } } }');
    const { myTickets } = await graphql<{ myTickets: { nodes: Array<{ id: string }> } }>(page, 'query { myTickets(first: 1) { nodes { id } } }');
    const { myLoans } = await graphql<{ myLoans: { nodes: Array<{ id: string }> } }>(page, 'query { myLoans(first: 1) { nodes { id } } }');
    expect(myOrders.nodes.length * myTickets.nodes.length * myLoans.nodes.length, 'the demo customer has an order, a ticket and a loan').toBeGreaterThan(0);
    const routes = [
      '/dashboard',
      '/application',
      '/documents',
      '/profile',
      '/notifications',
      '/help',
      '/shop',
      '/checkout',
      '/orders',
      `/orders/${myOrders.nodes[0]!.id}`,
      `/loans/${myLoans.nodes[0]!.id}/agreement`,
      '/payments',
      '/tickets',
      '/tickets/create',
      `/tickets/${myTickets.nodes[0]!.id}`,
      '/admin-test',
    ];
    expect(await sweep(page, routes)).toEqual([]);
    await context.close();
  });

  it('the staff area, as the superadmin', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    countRequests(page);
    await signIn(page, 'superadmin@ghanahomes.example', '/admin');
    const ids = await graphql<{
      applications: { nodes: Array<{ id: string }> };
      loans: { nodes: Array<{ id: string }> };
      orders: { nodes: Array<{ id: string }> };
      ticketQueue: { nodes: Array<{ id: string }> };
      creditProducts: Array<{ id: string }>;
      privacyRequests: { nodes: Array<{ id: string }> };
    }>(
      page,
      'query { applications(first: 1) { nodes { id } } loans(first: 1) { nodes { id } } orders(first: 1) { nodes { id } } ticketQueue(first: 1) { nodes { id } } creditProducts { id } privacyRequests(first: 1) { nodes { id } } }',
    );
    const adminMenu = page.getByRole('navigation', { name: 'Admin menu' });
    await adminMenu.getByRole('link', { name: 'Approvals' }).waitFor();
    const menu = await adminMenu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    // The demo data has an application, a loan, an order, a ticket and credit products; a privacy request only once a
    // customer has asked for one, so its screen is checked when there is one.
    const first = (nodes: Array<{ id: string }>, what: string) => {
      expect(nodes.length, `the demo data has ${what}`).toBeGreaterThan(0);
      return nodes[0]!.id;
    };
    const product = first(ids.creditProducts, 'a credit product');
    const privacyRequest = ids.privacyRequests.nodes[0]?.id;
    const details = [
      `/admin/applications/${first(ids.applications.nodes, 'an application')}`,
      `/admin/loans/${first(ids.loans.nodes, 'a loan')}`,
      `/admin/orders/${first(ids.orders.nodes, 'an order')}`,
      `/admin/support/tickets/${first(ids.ticketQueue.nodes, 'a ticket')}`,
      '/admin/credit-products/new',
      `/admin/credit-products/${product}`,
      `/admin/credit-products/${product}/edit`,
      ...(privacyRequest ? [`/admin/privacy/${privacyRequest}`] : []),
      '/admin/no-such-page',
    ];
    expect(menu.length).toBeGreaterThan(20);
    const routes = [...menu, ...details];
    console.log(`staff screens checked: ${routes.join(' ')}`);
    expect(await sweep(page, routes)).toEqual([]);
    await context.close();
  });
});
