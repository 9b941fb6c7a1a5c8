// A product staff add is applied for with no code change: two admins create and activate "School fees" (3–10
// months at 3.5%, paid to the school, a Ghana Card and an admission letter required); a new customer picks it on the
// application page, gives the amount, term and school, uploads the two documents the product lists, accepts the
// server's disclosure and sees the application pending with its documents provided; staff verify and approve, the
// customer signs the credit agreement with the SMS code, finance pays the school and the customer pays instalment 1.
// Screenshots at 360 and 1280 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { chooseOption, expectNoSeriousA11yViolations, expectVisible, launchBrowser, payOnTestCheckout, signCreditAgreement, signInStaffByApi, signUpOnDashboard } from './browser';
import { captureBothWidths, nextStep } from './application-steps';
import { SCHOOL_FEES_TERMS } from '../server/src/test/credit-product-samples.js';

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

async function graphql<T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.request.post('/graphql', { data: { query, variables }, headers: { origin: baseUrl } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Creates the product as one admin and activates it as another (four eyes), through the API the admin screen uses. */
async function createSchoolFees(code: string, name: string): Promise<void> {
  const terms = { ...SCHOOL_FEES_TERMS, name, description: 'We pay the school fees directly to the school; you repay monthly.' };
  const creator = await browser.newContext({ baseURL: baseUrl });
  await signInStaffByApi(creator, 'admin@ghanahomes.example');
  const created = await graphql<{ createCreditProduct: { draftVersion: { id: string } } }>(
    creator,
    'mutation C($code: String!, $terms: CreditProductTermsInput!) { createCreditProduct(code: $code, terms: $terms) { draftVersion { id } } }',
    { code, terms },
  );
  await creator.close();
  const approver = await browser.newContext({ baseURL: baseUrl });
  await signInStaffByApi(approver, 'superadmin@ghanahomes.example');
  await graphql(approver, 'mutation A($id: ID!) { activateCreditProductVersion(versionId: $id) { status } }', { id: created.createCreditProduct.draftVersion.id });
  await approver.close();
}

describe('applying for a product staff added', () => {
  it('picks School fees, gives the amount and the school, uploads the two documents it lists, is approved, signs the agreement, is paid out and pays instalment 1', async () => {
    const suffix = Date.now().toString(36);
    const name = `School fees ${suffix}`;
    await createSchoolFees(`school-fees-${suffix}`, name);

    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const { page } = await signUpOnDashboard(context, 'Abena', 'Mensah', 'Kente-Loom-Harmattan-47');
    await page.goto('/application');
    await chooseOption(page, 'What do you need credit for?', name);
    await expectVisible(page.getByText('We pay the school fees directly to the school; you repay monthly.'));

    await page.getByLabel('Phone number').fill('+233241234567');
    const ghanaCard = `GHA-${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}-${Math.floor(Math.random() * 10)}`;
    await page.getByLabel('Ghana Card number').fill(ghanaCard);
    await page.getByLabel('Date of birth').fill('1988-03-02');
    await page.getByLabel('Home GhanaPost GPS address').fill('GA-183-8164');
    await page.getByLabel('Residential address').fill('12 Oxford Street, Osu');
    await page.getByLabel('City or town').fill('Accra');
    await chooseOption(page, 'Region', 'Greater Accra');
    await nextStep(page, 'Step 2 of 6: Amount and payee', 'school-fees-failure');

    await page.getByLabel('Amount (GH₵)').fill('5,000');
    await chooseOption(page, 'Repayment months', '6 months');
    await page.getByLabel('Name of the school').fill('Achimota School');
    await page.getByLabel('Phone number of the school').fill('+233302400100');
    await page.getByLabel('Reference').fill('Kwame Mensah, Form 1');
    await expectNoSeriousA11yViolations(page, '/application amount and payee');
    await captureBothWidths(page, 'school-fees-2-amount');
    await nextStep(page, 'Step 3 of 6: Employer information', 'school-fees-failure');

    await page.getByLabel('Employer name').fill('Accra Logistics Ltd');
    await page.getByLabel('Job title').fill('Accountant');
    await page.getByLabel('Employer address').fill('5 Liberation Road, Airport City');
    await page.getByLabel('Employer phone number').fill('+233302123456');
    await chooseOption(page, 'Employment type', 'Full-time employee');
    await page.getByLabel('Monthly net income (GH₵)').fill('8,000');
    await page.getByLabel('Start date').fill('2021-02-01');
    await nextStep(page, 'Step 4 of 6: Emergency contacts', 'school-fees-failure');

    await page.getByLabel('Contact 1 name').fill('Ama Mensah');
    await page.getByLabel('Contact 1 phone').fill('+233244556677');
    await page.getByLabel('Contact 1 relationship').fill('sister');
    await nextStep(page, 'Step 5 of 6: Documents', 'school-fees-failure');

    // The step lists what the product asks for, in its own words; the admission letter is a kind only it has.
    const required = page.getByRole('list', { name: 'Required documents' });
    await expectVisible(required.getByText('The admission letter from the school'));
    expect(await required.getByText('Not uploaded yet').count()).toBe(2);
    await chooseOption(page, 'Document type', 'Ghana Card');
    await page.getByLabel('Document file').setInputFiles({ name: 'ghana-card.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByRole('list', { name: 'Documents to attach' }).getByText('ghana-card.png'));
    await chooseOption(page, 'Document type', 'Admission letter');
    await page.getByLabel('Document file').setInputFiles({ name: 'admission-letter.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByRole('list', { name: 'Documents to attach' }).getByText('admission-letter.png'));
    expect(await required.getByText('Attached').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, '/application documents');
    await captureBothWidths(page, 'school-fees-5-documents');
    await nextStep(page, 'Step 6 of 6: Review', 'school-fees-failure');

    // The disclosure is the server's quote on the product's active version: 6 instalments, paid to the school.
    await expectVisible(page.getByRole('heading', { name: 'Cost of credit disclosure' }));
    await expectVisible(page.getByText('The school, on the day we pay the fees'));
    expect(await page.getByRole('row').count()).toBe(1 + 6);
    await page.getByRole('checkbox', { name: /I accept these terms/ }).check();
    await captureBothWidths(page, 'school-fees-6-review');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Application status' }), 20_000);
    await expectVisible(page.getByRole('main').getByText('Pending', { exact: true }));
    await expectVisible(page.getByRole('heading', { name }));
    await expectVisible(page.getByText('Achimota School (030 240 0100)'));
    await expectVisible(page.getByText('2 of 2 documents provided.'));
    await expectNoSeriousA11yViolations(page, '/application status');
    await captureBothWidths(page, 'school-fees-7-status');

    // Staff do their part as their screens would: the verifier verifies both documents, the analyst approves.
    const { myLatestApplication, myDocuments } = await graphql<{ myLatestApplication: { id: string }; myDocuments: { nodes: Array<{ id: string }> } }>(
      context,
      '{ myLatestApplication { id } myDocuments(first: 10) { nodes { id } } }',
    );
    const verifier = await browser.newContext({ baseURL: baseUrl });
    await signInStaffByApi(verifier, 'inspection.and.verification@ghanahomes.example');
    for (const { id } of myDocuments.nodes) await graphql(verifier, 'mutation($id: ID!) { verifyDocument(id: $id, note: "Checked.") { id } }', { id });
    await verifier.close();
    const analyst = await browser.newContext({ baseURL: baseUrl });
    await signInStaffByApi(analyst, 'credit.analyst@ghanahomes.example');
    await graphql(analyst, 'mutation($id: ID!) { approveApplication(id: $id, reason: "Admission and income confirmed.") { status } }', { id: myLatestApplication.id });
    await analyst.close();

    // The customer reads and signs the agreement with the SMS code; then finance pays the school.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Read and sign' }).click();
    await page.waitForURL('**/loans/*/agreement');
    const loanId = new URL(page.url()).pathname.split('/')[2];
    await signCreditAgreement(page);
    const finance = await browser.newContext({ baseURL: baseUrl });
    await signInStaffByApi(finance, 'finance@ghanahomes.example');
    const asked = await graphql<{ recordDisbursement: { status: string; pendingApprovals: Array<{ id: string }> } }>(
      finance,
      'mutation($loanId: ID!, $input: DisbursementInput!) { recordDisbursement(loanId: $loanId, input: $input) { status pendingApprovals { id } } }',
      { loanId, input: { method: 'bank_transfer', reference: `GCB-${suffix}`, paidTo: 'Achimota School', note: null } },
    );
    expect(asked.recordDisbursement.status).toBe('awaiting_disbursement');
    await finance.close();
    // A second person approves the payout (maker-checker); the schedule starts then.
    const checker = await browser.newContext({ baseURL: baseUrl });
    await signInStaffByApi(checker, 'recovery.and.collections@ghanahomes.example');
    const approved = await graphql<{ approveRequest: { status: string } }>(checker, 'mutation($id: ID!) { approveRequest(id: $id) { status } }', { id: asked.recordDisbursement.pendingApprovals[0].id });
    expect(approved.approveRequest.status).toBe('approved');
    await checker.close();

    // The customer pays the first instalment of the school-fees loan.
    await page.goto(`/payments?loan=${loanId}`);
    await expectVisible(page.getByRole('radio', { name: /^Next instalment: GH₵/ }));
    await payOnTestCheckout(page);
    const { loan } = await graphql<{ loan: { paidInstalments: number; product: { name: string } } }>(context, 'query($id: ID!) { loan(id: $id) { paidInstalments product { name } } }', { id: loanId });
    expect(loan).toEqual({ paidInstalments: 1, product: { name } });
    await context.close();
  });
});
