// Issue 22 (customer items 3, 5, 7, 8, 9): Ghana phone numbers typed the usual ways on every form, the affordability
// warning before submitting, repayment over 24 months, the repayment schedule at 360 px without sideways scrolling,
// and the links a signed-in customer with an application follows. Screenshots at 360 and 1280 px, light and dark.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, uniqueEmail } from './browser';
import { nextStep } from './application-steps';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every figure of the schedule is inside the viewport: nothing hides behind a sideways scroll. */
async function expectScheduleFits(page: Page, label: string): Promise<void> {
  const region = page.getByRole('region', { name: label });
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  const cells = region.locator('tbody tr').first().locator('td');
  const labels = await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-label')));
  expect(labels).toEqual(expect.arrayContaining(['Interest', 'Instalment', 'Balance after']));
  for (let index = 0; index < (await cells.count()); index += 1) {
    const box = await cells.nth(index).boundingBox();
    expect(box, `cell ${labels[index]}`).not.toBeNull();
    expect(box!.x + box!.width, `cell ${labels[index]} ends inside the screen`).toBeLessThanOrEqual(width);
  }
}

async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
}

describe('customer journey forms', () => {
  it('takes local phone forms, warns about affordability, repays over 24 months, and fits the schedule in 360 px', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('First name').fill('Adwoa');
    await page.getByLabel('Last name').fill('Mensah');
    await page.getByLabel('Email').fill(uniqueEmail('adwoa'));
    await page.getByLabel('Password', { exact: true }).fill('Kente-Loom-Harmattan-47');
    await page.getByLabel('Confirm password').fill('Kente-Loom-Harmattan-47');
    await page.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');

    // Signed in, the landing page's call to action opens the application, not the sign-up form.
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    // The landing page renders before the session check answers; once it has, every call to action opens the application.
    const ctas = page.getByRole('link', { name: 'Apply for rent assistance' });
    await expect
      .poll(async () => [...new Set(await Promise.all((await ctas.all()).map((link) => link.getAttribute('href'))))], { timeout: 15_000 })
      .toEqual(['/application']);

    await page.goto('/application');
    await expectVisible(page.getByRole('heading', { name: 'Step 1 of 6: Personal details' }));
    await page.getByLabel('Phone number').fill('011 412 3456');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText(/011 is not a Ghana phone prefix\. Mobile numbers start with MTN 024, 025, 053, 054, 055 or 059; Telecel 020 or 050; AirtelTigo 026, 027, 056 or 057/));
    await page.getByLabel('Phone number').fill('024 412 3456');
    const ghanaCard = `GHA-${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}-${Math.floor(Math.random() * 10)}`;
    await page.getByLabel('Ghana Card number').fill(ghanaCard);
    await page.getByLabel('Date of birth').fill('1988-07-02');
    await page.getByLabel('Home GhanaPost GPS address').fill('GA-183-8164');
    await page.getByLabel('Residential address').fill('4 Ring Road East, Osu');
    await page.getByLabel('City or town').fill('Accra');
    await chooseOption(page, 'Region', 'Greater Accra');
    await nextStep(page, 'Step 2 of 6: Property and rent');

    await page.getByLabel('Monthly rent (GH₵)').fill('1,500');
    await page.getByLabel('Months of advance').fill('12');
    await chooseOption(page, 'Repayment months', '24 months');
    await page.getByLabel('Property address', { exact: true }).fill('House 9, Palm Avenue, East Legon');
    await page.getByLabel('Property GhanaPost GPS address').fill('GA-492-7731');
    await page.getByLabel("Landlord's name").fill('Yaw Asante');
    await page.getByLabel("Landlord's phone number").fill('+233 20 111 2233');
    await nextStep(page, 'Step 3 of 6: Employer information');

    await page.getByLabel('Employer name').fill('Accra Logistics Ltd');
    await page.getByLabel('Job title').fill('Clerk');
    await page.getByLabel('Employer address').fill('5 Liberation Road, Airport City');
    await page.getByLabel('Employer phone number').fill('030 212 3456');
    await chooseOption(page, 'Employment type', 'Full-time employee');
    await page.getByLabel('Monthly net income (GH₵)').fill('3,000');
    await page.getByLabel('Start date').fill('2021-02-01');
    await nextStep(page, 'Step 4 of 6: Emergency contacts');

    await page.getByLabel('Contact 1 name').fill('Kwame Mensah');
    await page.getByLabel('Contact 1 phone').fill('233244556677');
    await page.getByLabel('Contact 1 relationship').fill('brother');
    await nextStep(page, 'Step 5 of 6: Documents');
    await nextStep(page, 'Step 6 of 6: Review');

    // The share of income beside the quote, with a warning above the 30% limit, before submitting.
    await expectVisible(page.getByRole('heading', { name: 'Cost of credit disclosure' }));
    const warning = page.getByTestId('affordability');
    await expectVisible(warning);
    expect(await warning.textContent()).toMatch(/The monthly instalment of GH₵[\d,.]+ is \d+(\.\d)?% of your monthly net income of GH₵3,000\.00\. That is more than the 30% of income we can usually approve/);
    expect(await page.getByRole('region', { name: 'Repayment schedule' }).locator('tbody tr').count()).toBe(24);
    await expectScheduleFits(page, 'Repayment schedule');
    await expectNoSidewaysScroll(page, '/application review');
    await expectNoSeriousA11yViolations(page, '/application review');
    await shots(page, 'journey-review-light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectScheduleFits(page, 'Repayment schedule');
    await shots(page, 'journey-review-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    await page.getByRole('checkbox', { name: /I accept these terms/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Application status' }), 20_000);

    // Having an application counts as eligible: My Application opens it without a local eligibility result.
    await page.evaluate(() => localStorage.removeItem('eligibility-data'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const myApplication = page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'My Application' });
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Account navigation"] a[href="/application"]') !== null, undefined, { timeout: 15_000 });
    expect(await myApplication.getAttribute('href')).toBe('/application');
    await page.setViewportSize({ width: 360, height: 780 });

    // The profile shows the stored number in the local format.
    await page.goto('/profile');
    await expectVisible(page.getByLabel('Phone number'));
    await page.waitForFunction(() => (document.querySelector('input[type="tel"]') as HTMLInputElement | null)?.value === '024 412 3456', undefined, { timeout: 10_000 });
    await page.getByLabel('Phone number').fill('+233 55 123 4567');
    await page.getByRole('button', { name: /Save/ }).first().click();
    await expectVisible(page.getByText(/saved|updated/i));
    await shots(page, 'journey-profile');
    await context.close();
  });

  it('sends the contact form with a local number', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByLabel('Phone', { exact: false }).first().fill('0244 123 456x');
    await page.getByLabel(/Full name|Name/).first().fill('Kojo Visitor');
    await page.getByLabel(/Email/).first().fill(uniqueEmail('kojo'));
    await page.getByLabel(/Subject/).fill('Office hours');
    await page.getByLabel(/Message/).fill('Are you open on Saturdays in Accra?');
    await page.getByRole('button', { name: /Send/ }).click();
    await expectVisible(page.getByText(/like 024 412 3456 or \+233 24 412 3456/));
    await page.getByLabel('Phone', { exact: false }).first().fill('024 412 3456');
    await page.getByRole('button', { name: /Send/ }).click();
    await expectVisible(page.getByText(/reference/i));
    await expectNoSidewaysScroll(page, '/contact');
    await shots(page, 'journey-contact-dark');
    await context.close();
  });
});
