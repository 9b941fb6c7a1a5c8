// Issue 22, items 1, 2 and 6: offline navigation, one source for the application status, a revoked session.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn, signInStaffByApi, uniqueEmail } from './browser';
import { makeApplicationApprovable } from './credit-checks';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function graphql<T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.request.post('/graphql', { headers: { Origin: baseUrl }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A new context signed in (by its cookie) as a fresh customer, optionally with a pending application. */
async function freshCustomer(width: number, withApplication: boolean): Promise<{ context: BrowserContext; applicationId: string | null }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 }, serviceWorkers: 'block' });
  const email = uniqueEmail('abena');
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: { Origin: baseUrl },
    data: { email, password: 'Kente-Loom-Harmattan-47', firstName: 'Abena', lastName: 'Owusu', name: 'Abena Owusu', acceptTerms: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  if (!withApplication) return { context, applicationId: null };
  const terms = { monthlyRent: 120_000, advanceMonths: 6, repaymentMonths: 6 };
  const { rentQuote } = await graphql<{ rentQuote: { aprBp: number; totalRepayable: number } }>(
    context,
    'query($monthlyRent: Int!, $advanceMonths: Int!, $repaymentMonths: Int!) { rentQuote(monthlyRent: $monthlyRent, advanceMonths: $advanceMonths, repaymentMonths: $repaymentMonths) { aprBp totalRepayable } }',
    terms,
  );
  const { submitApplication } = await graphql<{ submitApplication: { id: string } }>(
    context,
    'mutation($input: ApplicationInput!) { submitApplication(input: $input) { id } }',
    {
      input: {
        ...terms,
        acceptedDisclosure: { aprBp: rentQuote.aprBp, totalRepayable: rentQuote.totalRepayable },
        propertyAddress: 'House 4, Kaneshie Market Road, Accra',
        propertyDigitalAddress: 'GA-183-2211',
        landlordName: 'Mr Yaw Mensah',
        landlordPhone: '+233244778899',
        emergencyContacts: [{ name: 'Akosua Owusu', phone: '+233209998877', relationship: 'sister' }],
        employer: {
          employerName: 'Ghana Revenue Authority',
          employerAddress: 'Starlets 91 Road, Accra',
          employerPhone: '+233302675701',
          employmentType: 'full_time',
          jobTitle: 'Tax Officer',
          monthlyNetIncome: 800_000,
          startDate: '2018-02-01',
        },
      },
    },
  );
  return { context, applicationId: submitApplication.id };
}

/** A credit analyst decides the application through the API, as the admin screen does. */
async function decide(applicationId: string, decision: 'approveApplication' | 'rejectApplication'): Promise<void> {
  const staff = await browser.newContext({ baseURL: baseUrl });
  await signInStaffByApi(staff, 'credit.analyst@ghanahomes.example', password);
  await graphql(staff, `mutation($id: ID!, $reason: String!) { ${decision}(id: $id, reason: $reason) { id status } }`, {
    id: applicationId,
    reason: 'Checked the employer letter and the landlord details.',
  });
  await staff.close();
}

function sidebarBadge(page: Page) {
  return page.getByRole('navigation', { name: 'Account navigation' }).first().getByRole('status');
}

async function badgeText(page: Page): Promise<string> {
  return ((await sidebarBadge(page).textContent()) ?? '').trim();
}

describe('offline navigation', () => {
  for (const [width, scheme] of [
    [1280, 'light'],
    [360, 'dark'],
  ] as const) {
    it(`a screen not visited yet shows Connection Error with Retry Connection inside the layout offline, and opens once back online (${width} px, ${scheme})`, async () => {
      // No service worker: this is the first visit's case, where nothing but the visited screens is on the device.
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 }, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      await signIn(page, 'user@ghanahomes.example');
      await page.goto('/payments');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment history' }));
      await page.waitForLoadState('networkidle');
      // The layout fetches the phone menu's chunk a second after the first screen.
      await page.waitForTimeout(1_500);

      await context.setOffline(true);
      await expectVisible(page.getByText('You are currently offline. Some features may be unavailable.'));
      if (width < 900) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Documents', exact: true }).click();
      } else {
        await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Documents', exact: true }).click();
      }
      await expectVisible(page.getByRole('heading', { name: 'Connection Error' }));
      await expectVisible(page.getByText('You are offline. Please check your internet connection and try again.'));
      await expectVisible(page.getByRole('button', { name: 'Retry Connection' }));
      expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
      // The frame stays: header, offline banner, and at 1280 px the sidebar.
      await expectVisible(page.getByRole('banner'));
      if (width >= 900) await expectVisible(page.getByRole('navigation', { name: 'Account navigation' }));
      await expectNoSidewaysScroll(page, 'offline Documents');
      await expectNoSeriousA11yViolations(page, 'offline Documents');
      await screenshot(page, `offline-route-${scheme}`);

      await page.getByRole('button', { name: 'Retry Connection' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Connection Error' }));
      await context.setOffline(false);
      // Coming back online loads the screen by itself (Retry Connection does the same).
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Documents' }), 15_000);
      expect(new URL(page.url()).pathname).toBe('/documents');
      await context.close();
    });
  }
});

describe('the service worker', () => {
  it('precaches the screens, so a screen never visited opens offline inside the layout', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'user@ghanahomes.example');
    // Installed, every file precached (112 files: slow on a busy machine), and this page taken over.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.goto('/payments');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment history' }), 30_000);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      let urls: string[] = [];
      for (const name of names) urls = urls.concat((await (await caches.open(name)).keys()).map((entry) => new URL(entry.url).pathname));
      return urls;
    });
    expect(precached.some((url) => /\/assets\/DocumentsPage-.*\.js$/.test(url)), precached.join(' ')).toBe(true);
    expect(precached.some((url) => url.startsWith('/graphql') || url.startsWith('/api/'))).toBe(false);

    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Documents', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Documents' }));
    expect(await page.getByRole('heading', { name: 'Connection Error' }).count()).toBe(0);
    await screenshot(page, 'offline-documents-from-service-worker');
    await context.close();
  });
});

describe('a full reload offline', () => {
  it('opens on the customer’s cached screens with “Using cached data...”, and signing out wipes what the device kept', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'user@ghanahomes.example');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.goto('/documents');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Documents' }), 30_000);
    await page.getByText('Loading documents…').waitFor({ state: 'hidden', timeout: 30_000 });
    const online = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(online).toContain('ghana-card-front.png');
    // The snapshot is written a second after the last answer: it holds this screen's list (first 100).
    await page.waitForFunction(() => (localStorage.getItem('offline-cache') ?? '').includes('100})'), undefined, { timeout: 10_000 });

    await context.setOffline(true);
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Documents' }), 30_000);
    await expectVisible(page.getByText('Using cached data...'));
    expect(await page.getByRole('heading', { name: 'Authentication Error' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Connection Error' }).count()).toBe(0);
    // The screen still asks the network (3 tries, 1 s and 2 s apart); when those fail the cached list stays.
    await page.waitForTimeout(4_000);
    const offline = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(offline).toBe(online);
    await screenshot(page, 'offline-reload-documents-360');
    // Another screen visited while online opens on its cached data too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Ama' }), 30_000);
    expect(await page.getByRole('heading', { name: 'Connection Error' }).count()).toBe(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    const kept = await page.evaluate(() => [localStorage.getItem('offline-session'), localStorage.getItem('offline-cache')]);
    expect(kept).toEqual([null, null]);
    await context.close();
  });
});

describe('a screen opened offline shows what was cached for it', () => {
  it('the dashboard keeps its cached status and loans after another screen was opened as a full page, never an empty answer', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'user@ghanahomes.example');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    const loans = page.getByRole('region', { name: 'Loan summary' });
    await expectVisible(loans, 30_000);
    const status = page.getByText('Application status:').locator('..');
    const onlineStatus = ((await status.textContent()) ?? '').trim();
    const onlineLoans = ((await loans.textContent()) ?? '').replace(/\s+/g, ' ');
    const snapshotTime = () => page.evaluate(() => (JSON.parse(localStorage.getItem('offline-cache') ?? '{}') as { timestamp?: number }).timestamp ?? 0);
    await page.waitForFunction(() => (localStorage.getItem('offline-cache') ?? '').includes('myLatestApplication'), undefined, { timeout: 10_000 });

    // Payments as a full page load: a fresh cache that holds only that screen's answers.
    const before = await snapshotTime();
    await page.goto('/payments');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment history' }), 30_000);
    await expect.poll(snapshotTime, { timeout: 15_000 }).toBeGreaterThan(before);

    await context.setOffline(true);
    await page.goto('/dashboard');
    await expectVisible(page.getByText('Using cached data...'), 30_000);
    await expectVisible(loans, 30_000);
    // The network is tried (3 tries) and fails; what shows is still what was cached for this screen.
    await page.waitForTimeout(4_000);
    expect(((await status.textContent()) ?? '').trim()).toBe(onlineStatus);
    expect(((await loans.textContent()) ?? '').replace(/\s+/g, ' ')).toBe(onlineLoans);
    expect(await page.getByText(/nothing to show offline/).count()).toBe(0);
    await screenshot(page, 'offline-dashboard-after-payments-360');
    await context.close();
  });
});

describe('one source for the application status', () => {
  it('after a decision made while the customer was away, the badge shows the same status as the dashboard card', async () => {
    const { context, applicationId } = await freshCustomer(1280, true);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect.poll(() => badgeText(page), { timeout: 15_000 }).toBe('Pending');
    await page.close();

    // The approval checklist: documents verified, property inspected, Ghana Card on file.
    await makeApplicationApprovable(browser, context, applicationId!);
    await decide(applicationId!, 'approveApplication');

    const again = await context.newPage();
    await again.goto('/dashboard');
    await expectVisible(again.getByRole('main').getByText('Approved'), 15_000);
    await expect.poll(() => badgeText(again), { timeout: 15_000 }).toBe('Approved');
    await screenshot(again, 'status-after-decision');
    await context.close();
  });

  it('a decision made while the customer is on another screen reaches the badge live', async () => {
    const { context, applicationId } = await freshCustomer(1280, true);
    const page = await context.newPage();
    await page.goto('/payments');
    await expect.poll(() => badgeText(page), { timeout: 15_000 }).toBe('Pending');
    // The live updates start 1.5 s after the layout mounts (lib/realtime); give the socket its handshake.
    await page.waitForTimeout(3_000);
    await decide(applicationId!, 'rejectApplication');
    await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('Rejected');
    await context.close();
  });
});

describe('a revoked session', () => {
  it('the next answer saying UNAUTHENTICATED signs out with SPEC’s message at once, not after a connection error', async () => {
    const { context } = await freshCustomer(1280, false);
    const page = await context.newPage();
    await page.goto('/payments');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment history' }));

    // The session ends on the server (signed out on another device); this browser still holds its cookie.
    const cookie = (await context.cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const elsewhere = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl, Cookie: cookie } });
    expect((await elsewhere.post('/api/auth/sign-out', { data: {} })).ok()).toBe(true);
    await elsewhere.dispose();

    const started = Date.now();
    // Opening another screen asks the server; the app may already have been told by a request of its own (the live
    // socket's subscriptions), in which case the link is gone.
    await page
      .getByRole('navigation', { name: 'Account navigation' })
      .getByRole('link', { name: 'Documents', exact: true })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await expectVisible(page.getByText(SESSION_EXPIRED), 10_000);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
    // The session check runs every 30 s; this must not be it.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await page.getByText(/Please check your connection/).count()).toBe(0);
    await screenshot(page, 'session-revoked');
    await context.close();
  });
});
