import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { totpCode } from '../server/src/auth/totp.js';
import { answerTwoFactor, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signIn, uniqueEmail } from './browser';

// Issue 20, finding 9: a staff member an admin just created signs in with the temporary password, must choose their
// own, must set up two-factor sign-in, and only then reaches the admin area.

const baseUrl = inject('baseUrl');
let browser: Browser;
let adminCookies: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['cookies']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  // The demo admin signs in with the code from the demo key (e2e/browser.ts answers the two-factor step).
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin@ghanahomes.example', '/admin');
  adminCookies = await context.cookies();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

/** The admin creates a credit analyst with a temporary password (the Users screen's createStaffUser). */
async function createAnalyst(email: string, temporaryPassword: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies(adminCookies);
  const response = await context.request.post('/graphql', {
    headers: { Origin: baseUrl },
    data: {
      query: 'mutation($input: CreateStaffUserInput!) { createStaffUser(input: $input) { id mustChangePassword twoFactorEnabled } }',
      variables: { input: { email, firstName: 'Efua', lastName: 'Mensah', role: 'credit_analyst', temporaryPassword } },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data.createStaffUser).toMatchObject({ mustChangePassword: true, twoFactorEnabled: false });
  await context.close();
}

describe('a new staff member', () => {
  for (const [width, colorScheme] of [
    [360, 'dark'],
    [1280, 'light'],
  ] as const) {
    it(`changes the temporary password, sets up TOTP and reaches /admin (${width} px, ${colorScheme})`, async () => {
      const email = uniqueEmail('efua');
      await createAnalyst(email, 'Temp-Cassava-Field-2026');
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 }, colorScheme });
      const page = await context.newPage();
      const label = `${width}-${colorScheme}`;

      // Straight to the admin area: first the password step, remembering where they were going.
      await page.goto('/admin');
      await page.waitForURL('**/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Temp-Cassava-Field-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/account/change-password');
      await expectVisible(page.getByRole('heading', { name: 'Choose your own password' }));
      await expectNoSidewaysScroll(page, `change password ${label}`);
      await expectNoSeriousA11yViolations(page, `change password ${label}`);
      await screenshot(page, `staff-change-password-${colorScheme}`);

      // A common password is refused by the server's policy; a strong one is taken.
      await page.getByLabel('Temporary password').fill('Temp-Cassava-Field-2026');
      await page.getByLabel('New password', { exact: true }).fill('password1234');
      await page.getByLabel('Confirm new password').fill('password1234');
      // The meter says so as it is typed (the server's rules over the common lists), and the server refuses it.
      await expectVisible(page.getByText(/^Strength: (Very weak|Weak)\./));
      await page.getByRole('button', { name: 'Change password' }).click();
      await expectVisible(page.getByText('Password does not meet requirements. Please use a stronger password.'));
      await page.getByLabel('New password', { exact: true }).fill('Kente-Weaver-2027');
      await page.getByLabel('Confirm new password').fill('Kente-Weaver-2027');
      await page.getByRole('button', { name: 'Change password' }).click();

      // Then two-factor setup: the password again, the key, a code from it.
      await page.waitForURL('**/account/two-factor');
      await expectVisible(page.getByRole('heading', { name: 'Set up two-factor sign-in' }));
      await page.getByLabel('Your password').fill('Kente-Weaver-2027');
      await page.getByRole('button', { name: 'Continue' }).click();
      const keyBox = page.getByLabel('Authenticator key');
      await expectVisible(keyBox);
      await expectVisible(page.getByRole('link', { name: 'Open the key in your authenticator app' }));
      // A QR code to scan, in the staff frame: none of the customer's navigation.
      await expectVisible(page.getByRole('img', { name: 'QR code of your authenticator key' }));
      await expect(page.getByRole('link', { name: 'Eligibility Check' }).count()).resolves.toBe(0);
      await expectVisible(page.getByRole('button', { name: 'Sign out' }));
      await expectNoSidewaysScroll(page, `two-factor setup ${label}`);
      await expectNoSeriousA11yViolations(page, `two-factor setup ${label}`);
      await screenshot(page, `staff-two-factor-setup-${colorScheme}`);
      const key = (await keyBox.textContent())!.replace(/\s+/g, '');
      expect(key).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('Authentication code').fill('000000' === (await totpCode(key)) ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(page.getByText('That code is not correct.', { exact: false }));
      await page.getByLabel('Authentication code').fill(await totpCode(key));
      await page.getByRole('button', { name: 'Verify' }).click();

      // The backup codes, once; then the admin area.
      await expectVisible(page.getByRole('heading', { name: 'Save your backup codes' }));
      await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').count()).resolves.toBe(10);
      await expectNoSidewaysScroll(page, `backup codes ${label}`);
      await screenshot(page, `staff-backup-codes-${colorScheme}`);
      await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Credit dashboard' }));

      // Next sign-in: password, then the code step.
      await context.clearCookies();
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Kente-Weaver-2027');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Two-factor sign-in' }));
      await expectNoSeriousA11yViolations(page, `two-factor code ${label}`);
      await screenshot(page, `staff-two-factor-code-${colorScheme}`);
      // The code that enrolled is spent: answerTwoFactor takes the next step's when the form refuses it.
      await answerTwoFactor(page, '/admin', key, email);
      // Staff land on their admin dashboard once the code is accepted.
      await page.waitForURL((url) => url.pathname === '/admin');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Credit dashboard' }));
      await context.close();
    }, 240_000); // Four screens, each checked with axe, at two sign-ins: longer than one screen's default.
  }
});
