// A new customer registers, checks eligibility, applies for rent assistance with an uploaded PNG, reads and accepts
// the disclosure, submits and sees the application pending; screenshots of every step at 360 and 1280 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseOption, expectNoSeriousA11yViolations, expectVisible, launchBrowser, uniqueEmail } from './browser';
import { captureBothWidths, nextStep } from './application-steps';

const baseUrl = inject('baseUrl');
let browser: Browser;

// A valid 1×1 PNG: the server decides the type from the content, so it must be real.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('applying for rent assistance', () => {
  it('registers, is eligible, applies with a document, accepts the disclosure and sees it pending', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();

    await page.goto('/register');
    await page.getByLabel('First name').fill('Kofi');
    await page.getByLabel('Last name').fill('Boateng');
    await page.getByLabel('Email').fill(uniqueEmail('kofi'));
    await page.getByLabel('Password', { exact: true }).fill('Kente-Loom-Harmattan-47');
    await page.getByLabel('Confirm password').fill('Kente-Loom-Harmattan-47');
    await page.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');

    // Eligibility
    await page.goto('/eligibility');
    await page.getByLabel('Monthly net income (GH₵)').fill('8,000');
    await chooseOption(page, 'Employment type', 'Full-time employee');
    await page.getByLabel('Amount you want (GH₵)').fill('6000');
    await page.getByLabel('Existing monthly debt payments (GH₵)').fill('0');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await expectVisible(page.getByRole('heading', { name: 'You are eligible' }));
    await expectVisible(page.getByText('Largest affordable monthly instalment'));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('eligibility-data') ?? 'null'));
    expect(stored.eligible).toBe(true);
    await expectNoSeriousA11yViolations(page, '/eligibility');
    await captureBothWidths(page, 'apply-eligibility');

    // Application: personal details (names prefilled from the profile)
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL('**/application');
    await expectVisible(page.getByRole('heading', { name: 'Step 1 of 6: Personal details' }));
    expect(await page.getByLabel('First name').inputValue()).toBe('Kofi');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText('Enter your phone number.'));
    await page.getByLabel('Phone number').fill('+233241234567');
    // Ghana Card numbers are unique per profile, so every run needs its own.
    const ghanaCard = `GHA-${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}-${Math.floor(Math.random() * 10)}`;
    await page.getByLabel('Ghana Card number').fill(ghanaCard);
    await page.getByLabel('Date of birth').fill('1990-05-14');
    await page.getByLabel('Home GhanaPost GPS address').fill('GA-183-8164');
    await page.getByLabel('Residential address').fill('12 Oxford Street, Osu');
    await page.getByLabel('City or town').fill('Accra');
    await chooseOption(page, 'Region', 'Greater Accra');
    await expectNoSeriousA11yViolations(page, '/application step 1');
    await captureBothWidths(page, 'apply-1-personal');
    await nextStep(page, 'Step 2 of 6: Property and rent', 'apply-failure');

    await page.getByLabel('Monthly rent (GH₵)').fill('1,500');
    await page.getByLabel('Months of advance').fill('6');
    await page.getByLabel('Property address', { exact: true }).fill('House 7, Palm Avenue, East Legon');
    await page.getByLabel('Property GhanaPost GPS address').fill('GA-492-7731');
    await page.getByLabel("Landlord's name").fill('Yaw Asante');
    await page.getByLabel("Landlord's phone number").fill('+233201112233');
    await captureBothWidths(page, 'apply-2-property');
    await nextStep(page, 'Step 3 of 6: Employer information', 'apply-failure');

    await page.getByLabel('Employer name').fill('Accra Logistics Ltd');
    await page.getByLabel('Job title').fill('Accountant');
    await page.getByLabel('Employer address').fill('5 Liberation Road, Airport City');
    await page.getByLabel('Employer phone number').fill('+233302123456');
    await chooseOption(page, 'Employment type', 'Full-time employee');
    await page.getByLabel('Monthly net income (GH₵)').fill('8,000');
    await page.getByLabel('Start date').fill('2021-02-01');
    await captureBothWidths(page, 'apply-3-employer');
    await nextStep(page, 'Step 4 of 6: Emergency contacts', 'apply-failure');

    await page.getByLabel('Contact 1 name').fill('Ama Boateng');
    await page.getByLabel('Contact 1 phone').fill('+233244556677');
    await page.getByLabel('Contact 1 relationship').fill('sister');
    await captureBothWidths(page, 'apply-4-contacts');
    await nextStep(page, 'Step 5 of 6: Documents', 'apply-failure');

    await chooseOption(page, 'Document type', 'Ghana Card');
    await page.getByLabel('Document file').setInputFiles({ name: 'ghana-card.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByRole('list', { name: 'Documents to attach' }).getByText('ghana-card.png'));
    await expectNoSeriousA11yViolations(page, '/application documents');
    await captureBothWidths(page, 'apply-5-documents');
    await nextStep(page, 'Step 6 of 6: Review', 'apply-failure');

    await expectVisible(page.getByRole('heading', { name: 'Cost of credit disclosure' }));
    await expectVisible(page.getByText('Effective annual rate (APR)'));
    await expectVisible(page.getByText('Nominal annual rate'));
    await expectVisible(page.getByText('Total repayable', { exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'Late payment' }));
    expect(await page.getByRole('row').count()).toBe(1 + 6);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectVisible(page.getByText('Tick the box to accept the terms before you submit.'));
    await page.getByRole('checkbox', { name: /I accept these terms/ }).check();
    await expectNoSeriousA11yViolations(page, '/application review');
    await captureBothWidths(page, 'apply-6-review');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Application status' }), 20_000);
    await expectVisible(page.getByRole('main').getByText('Pending', { exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'The terms you accepted' }));
    expect(await page.evaluate(() => localStorage.getItem('application-draft'))).toBeNull();
    await expectNoSeriousA11yViolations(page, '/application status');
    await captureBothWidths(page, 'apply-7-status');

    // The sidebar with the status badge is a drawer on phones; check it where it is always shown.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await expectVisible(page.getByText('Pending', { exact: true }));
    await page.setViewportSize({ width: 360, height: 780 });
    await captureBothWidths(page, 'apply-8-dashboard');

    await page.goto('/documents');
    await expectVisible(page.getByRole('list', { name: 'My documents' }).getByText('ghana-card.png'));
    await expectVisible(page.getByText('Pending review'));
    await expectNoSeriousA11yViolations(page, '/documents');
    await captureBothWidths(page, 'apply-9-documents');
    await context.close();
  });

  it('keeps a half-filled application as a draft and restores it on return', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('First name').fill('Esi');
    await page.getByLabel('Last name').fill('Owusu');
    await page.getByLabel('Email').fill(uniqueEmail('esi'));
    await page.getByLabel('Password', { exact: true }).fill('Kente-Loom-Harmattan-47');
    await page.getByLabel('Confirm password').fill('Kente-Loom-Harmattan-47');
    await page.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/application');
    await page.getByLabel('City or town').fill('Kumasi');
    await page.goto('/documents');
    await page.getByLabel('File to upload').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectVisible(page.getByText('Only PDF, JPEG and PNG files are accepted.'));
    await page.goto('/application');
    await expectVisible(page.getByText('We restored the draft you saved on this device.'));
    expect(await page.getByLabel('City or town').inputValue()).toBe('Kumasi');
    await context.close();
  });
});
