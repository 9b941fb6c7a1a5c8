import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { withTotpCode } from '../server/src/auth/totp.js';
import { DEMO_TOTP_KEY } from '../server/src/seed/demo-two-factor.js';

export const ARTIFACTS_DIR = path.resolve('e2e/artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Screenshots for a reviewer (not committed): e2e/artifacts/<name>-<width>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${width}.png`), fullPage: true });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Waits (up to 10 s) for a locator to be visible: the assertion fails with what was expected if it never is. */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  const visible = await locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true, () => false);
  expect(visible, `expected ${locator.toString()} to be visible`).toBe(true);
}

/** axe-core's source, read once. */
let axeSource: string | undefined;

/**
 * Runs axe-core on the page and fails on any serious or critical violation, naming the rule and the elements. It
 * checks the settled page: React has replaced index.html's static shell, and no finite animation (a fade-in, a
 * menu closing) is running, since text mid-fade has a contrast it never keeps.
 * `enable` turns on rules axe leaves off by default (its experimental ones, e.g. label-content-name-mismatch).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, { enable = [] }: { enable?: readonly string[] } = {}): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('#root > .sh') &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  // Evaluated through DevTools, not added as a <script>: the app's Content-Security-Policy rightly refuses inline scripts.
  axeSource ??= fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
  // Once per document: an in-app navigation keeps the axe already there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (enabled) => {
    const rules = Object.fromEntries(enabled.map((id) => [id, { enabled: true }]));
    // Only the violations are read: axe skips detailing the checks that passed.
    const result = await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown }> }> }> } }).axe.run(document, { rules, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? null, targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5) }));
  }, [...enable]);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, `axe serious/critical violations on ${label}`).toEqual([]);
}

/** The page does not scroll sideways (every screen must fit 360 px). */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Signs a demo staff member in through the API (password, then the TOTP step every staff sign-in has), in `context`:
 * for specs that make a staff decision as the admin screen would, without driving the admin screens.
 */
export async function signInStaffByApi(context: BrowserContext, email: string, password: string = inject('demoPassword')): Promise<void> {
  const origin = inject('baseUrl');
  const signedIn = await context.request.post('/api/auth/sign-in/email', { headers: { Origin: origin }, data: { email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  // Each code is accepted once: another sign-in of the same person within 30 s takes the next step's code.
  let verified: Awaited<ReturnType<typeof context.request.post>> | undefined;
  await withTotpCode(DEMO_TOTP_KEY, email, async (code) => (verified = await context.request.post('/api/auth/two-factor/verify-totp', { headers: { Origin: origin }, data: { code } })).ok());
  expect(verified?.ok(), await verified?.text()).toBe(true);
}

/** Signs in on the login form (opening it unless the page is already there) and waits to land on `landing`. */
export async function signIn(page: Page, address: string, landing = '/dashboard', password: string = inject('demoPassword')): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answerTwoFactor(page, landing, DEMO_TOTP_KEY, address);
  await page.waitForURL((url) => url.pathname === landing);
}

/**
 * After the password: staff are asked for a code from their authenticator app. Answers it with `key` (the demo staff
 * are enrolled with the published demo key) and returns true; returns false once `landing` is reached without one.
 */
export async function answerTwoFactor(page: Page, landing: string, key: string = DEMO_TOTP_KEY, account = ''): Promise<boolean> {
  const codeField = page.getByLabel('Authentication code');
  const asked = await Promise.race([
    codeField.waitFor({ state: 'visible', timeout: 30_000 }).then(() => true, () => false),
    page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 }).then(() => false, () => false),
  ]);
  if (!asked) return false;
  // A code is accepted once; when this person signed in moments ago, the form says so and the next step's code works.
  const accepted = await withTotpCode(key, account, async (code) => {
    await codeField.fill(code);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/two-factor/verify-totp'));
    await page.getByRole('button', { name: 'Verify' }).click();
    return (await answered).ok();
  });
  expect(accepted, 'the two-factor step accepted none of the codes').toBe(true);
  return true;
}

/** A new browser context `width` px wide, signed in as the demo customer and on /dashboard. */
export async function customerPage(
  browser: Browser,
  width: number,
  colorScheme: 'light' | 'dark' = 'light',
  // 'block' for a first visit: no service worker has precached anything yet.
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width, height: 800 }, colorScheme, serviceWorkers });
  const page = await context.newPage();
  await signIn(page, 'user@ghanahomes.example');
  return page;
}

/** Picks an option from an MUI select and waits for its menu to finish fading out, so axe and screenshots see the page. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
}

/**
 * A new customer signed up by API (terms accepted) in `context`, on /dashboard: signing up signs the context in
 * (better-auth's session cookie); the form is used only if it did not. Answers the page and the unique last name.
 */
export async function signUpOnDashboard(context: BrowserContext, firstName: string, lastNamePrefix: string, password: string): Promise<{ page: Page; lastName: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const lastName = `${lastNamePrefix}${Date.now().toString(36)}`;
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: { Origin: inject('baseUrl') },
    data: { email, password, firstName, lastName, name: `${firstName} ${lastName}`, acceptTerms: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/login');
  if (new URL(page.url()).pathname === '/login') await signIn(page, email, '/dashboard', password);
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  return { page, lastName };
}

/** Pays what the pay panel shows on the simulated provider's test checkout (Approve), then returns to the payments page. */
export async function payOnTestCheckout(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Mobile money number' }).fill('024 123 4567');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/pay/simulate/'));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(page.getByText('Payment approved. Your receipt is ready.'));
  await page.getByRole('link', { name: 'Back to your payments' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment history' }).waitFor();
}

/**
 * On /loans/:id/agreement: ticks "I have read", asks for the SMS code, reads it off the simulated SMS notice (given
 * outside production only) and signs. `beforeSigning` runs while the code is on screen (checks, screenshots).
 */
export async function signCreditAgreement(page: Page, beforeSigning?: () => Promise<void>): Promise<void> {
  await page.getByRole('checkbox', { name: 'I have read the credit agreement and agree to its terms.' }).check();
  await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'We sent a 6-digit code by SMS' });
  await expectVisible(sent);
  const code = /Test SMS \(not sent in this environment\): (\d{6})/.exec((await sent.textContent()) ?? '')?.[1];
  expect(code, 'the simulated SMS gives the code outside production').toBeTruthy();
  await beforeSigning?.();
  await page.getByLabel('Code from the SMS').fill(code!);
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expectVisible(page.getByText(/^You signed this agreement on /));
}
