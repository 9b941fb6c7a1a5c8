import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerTwoFactor, expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectVisible, launchBrowser, screenshot, signCreditAgreement, signInStaffByApi, uniqueEmail } from './browser';
import { DEMO_TOTP_KEY } from '../server/src/seed/demo-two-factor.js';
import { makeApplicationApprovable } from './credit-checks';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAt(page: Page, path: string, email: string, secret = password): Promise<void> {
  await page.goto(path);
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answerTwoFactor(page, path, DEMO_TOTP_KEY, email);
  await page.waitForURL(`**${path}`);
}

/** A fresh customer with a pending application, so this spec never depends on what other specs did to the seed. */
async function customerWithPendingApplication(
  options: { approvable?: boolean; terms?: { monthlyRent: number; advanceMonths: number; repaymentMonths: number }; monthlyNetIncome?: number } = {},
): Promise<{ email: string; secret: string; lastName: string; id: string }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const email = uniqueEmail('kojo');
  const secret = 'Kente-Loom-Harmattan-47';
  const lastName = `Boadu${Date.now().toString(36)}`;
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: { Origin: baseUrl },
    data: { email, password: secret, firstName: 'Kojo', lastName, name: `Kojo ${lastName}`, acceptTerms: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const terms = options.terms ?? { monthlyRent: 120_000, advanceMonths: 8, repaymentMonths: 6 };
  // The applicant accepts the server's quote (annual rate, APR, total cost) before submitting.
  const quoted = await context.request.post('/graphql', {
    headers: { Origin: baseUrl },
    data: {
      query: 'query($monthlyRent: Int!, $advanceMonths: Int!, $repaymentMonths: Int!) { rentQuote(monthlyRent: $monthlyRent, advanceMonths: $advanceMonths, repaymentMonths: $repaymentMonths) { aprBp totalRepayable } }',
      variables: terms,
    },
  });
  const quote = (await quoted.json()).data?.rentQuote;
  expect(quote, 'rentQuote answered').toBeTruthy();
  const submitted = await context.request.post('/graphql', {
    headers: { Origin: baseUrl },
    data: {
      query: 'mutation($input: ApplicationInput!) { submitApplication(input: $input) { id status } }',
      variables: {
        input: {
          ...terms,
          acceptedDisclosure: { aprBp: quote.aprBp, totalRepayable: quote.totalRepayable },
          propertyAddress: 'House 9, Dansoman Last Stop, Accra',
          propertyDigitalAddress: 'GA-512-7788',
          landlordName: 'Mrs Comfort Addo',
          landlordPhone: '+233244778899',
          emergencyContacts: [{ name: 'Efua Boadu', phone: '+233209998877', relationship: 'sister' }],
          employer: {
            employerName: 'Ghana Revenue Authority',
            employerAddress: 'Starlets 91 Road, Accra',
            employerPhone: '+233302675701',
            employmentType: 'full_time',
            jobTitle: 'Tax Officer',
            monthlyNetIncome: options.monthlyNetIncome ?? 700_000,
            startDate: '2018-02-01',
          },
        },
      },
    },
  });
  const body = await submitted.json();
  expect(body.data?.submitApplication?.status, JSON.stringify(body)).toBe('pending');
  // Issue 18: the approval checklist passes (documents verified, property inspected and linked, Ghana Card on file).
  if (options.approvable) await makeApplicationApprovable(browser, context, body.data.submitApplication.id);
  await context.close();
  return { email, secret, lastName, id: body.data.submitApplication.id };
}

describe('credit and verification staff', () => {
  it('a credit analyst approves a pending application with a reason and the applicant sees Approved', async () => {
    const applicant = await customerWithPendingApplication({ approvable: true });

    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAt(page, '/admin/applications', 'credit.analyst@ghanahomes.example');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Applications' }));
    await expectVisible(page.getByRole('gridcell', { name: /Kwabena Osei/ }));
    await expectNoSeriousA11yViolations(page, '/admin/applications');
    await screenshot(page, 'admin-applications');

    const search = page.getByRole('search', { name: 'Search applications' });
    await search.getByLabel('Search', { exact: true }).fill(applicant.lastName);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('gridcell', { name: `Kojo ${applicant.lastName}` }).click();
    await page.waitForURL('**/admin/applications/*');
    await expectVisible(page.getByRole('heading', { level: 1, name: `Application from Kojo ${applicant.lastName}` }));
    // 8 months' advance is over the Rent Act's 6: staff see the warning on review.
    await expectVisible(page.getByText('Rent Act:'));
    await expectVisible(page.getByText('GH₵7,000.00'));
    await expectVisible(page.getByRole('heading', { name: 'Accepted disclosure' }));
    // The checklist the server enforces: every check passed, so Approve is enabled.
    await expectVisible(page.getByRole('region', { name: 'Approval checks' }).getByText('Every check has passed.'));
    await expectNoSeriousA11yViolations(page, '/admin/applications/:id');
    await screenshot(page, 'admin-application-detail');

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(dialog.getByText('Reason is required.'));
    await dialog.getByLabel('Reason').fill('Income confirmed with the employer; the landlord agreed to six months.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(page.getByText('Application approved'));
    // Each step of the decision with its own person and reason.
    await expectVisible(page.getByRole('list', { name: 'Decision steps' }).getByText(/^Approved by .*: Income confirmed with the employer/));
    await context.close();

    const applicantContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const applicantPage = await applicantContext.newPage();
    await signInAt(applicantPage, '/dashboard', applicant.email, applicant.secret);
    await expectVisible(applicantPage.getByRole('main').getByText('Approved', { exact: true }).first());
    await screenshot(applicantPage, 'applicant-approved-dashboard');

    // The money waits for the credit agreement: the applicant reads it and signs with the code sent by SMS.
    const profile = await applicantContext.request.post('/graphql', {
      headers: { Origin: baseUrl },
      data: { query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { phone } }', variables: { input: { phone: '024 455 6677' } } },
    });
    expect((await profile.json()).errors).toBeUndefined();
    await applicantPage.getByRole('link', { name: 'Read and sign' }).click();
    await applicantPage.waitForURL('**/loans/*/agreement');
    const loanId = new URL(applicantPage.url()).pathname.split('/')[2];
    await expectVisible(applicantPage.getByRole('heading', { level: 1, name: 'Credit agreement' }));
    const pdf = await applicantContext.request.get(`/api/files/loans/${loanId}/agreement.pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await signCreditAgreement(applicantPage, async () => {
      await expectVisible(applicantPage.getByRole('status').filter({ hasText: 'We sent a 6-digit code by SMS to 024 *** 6677' }));
      await expectNoSidewaysScroll(applicantPage, '/loans/:id/agreement');
      await expectNoSeriousA11yViolations(applicantPage, '/loans/:id/agreement');
      await screenshot(applicantPage, 'credit-agreement');
    });
    await applicantContext.close();

    // Finance can now pay the landlord, but not alone (maker-checker): the payout waits for a second person.
    const finance = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    await signInStaffByApi(finance, 'finance@ghanahomes.example');
    const post = async (context: typeof finance, query: string, variables: Record<string, unknown>) =>
      (await (await context.request.post('/graphql', { headers: { Origin: baseUrl }, data: { query, variables } })).json()) as {
        data?: Record<string, { status: string; agreementSignedAt?: string | null; pendingApprovals?: Array<{ id: string }> }>;
        errors?: Array<{ message: string; extensions: { code: string } }>;
      };
    const asked = await post(
      finance,
      'mutation($loanId: ID!, $input: DisbursementInput!) { recordDisbursement(loanId: $loanId, input: $input) { status agreementSignedAt pendingApprovals { id } } }',
      { loanId, input: { method: 'bank_transfer', reference: `GCB-${Date.now()}`, paidTo: 'Mrs Comfort Addo', note: null } },
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.recordDisbursement.status).toBe('awaiting_disbursement');
    expect(asked.data!.recordDisbursement.agreementSignedAt).toBeTruthy();
    const [request] = asked.data!.recordDisbursement.pendingApprovals!;
    // The maker cannot approve their own: the API refuses it, and their screen offers no Approve.
    const own = await post(finance, 'mutation($id: ID!) { approveRequest(id: $id) { status } }', { id: request.id });
    expect(own.errors?.[0]).toMatchObject({ message: 'You made this request: a second person must approve it.', extensions: { code: 'SECOND_APPROVER_REQUIRED' } });
    const makerPage = await finance.newPage();
    await makerPage.goto(`/admin/approvals?view=mine`);
    const mine = makerPage.getByTestId('approval-request').filter({ hasText: 'Mrs Comfort Addo' });
    await expectVisible(mine.getByText('A second person must approve your request.'));
    expect(await mine.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await finance.close();

    // A second person with the same power (collections may move money) sees the effect and approves it.
    const checker = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const checkerPage = await checker.newPage();
    await signInAt(checkerPage, '/admin/approvals', 'recovery.and.collections@ghanahomes.example');
    const card = checkerPage.getByTestId('approval-request').filter({ hasText: 'Mrs Comfort Addo' });
    await expectVisible(card.getByText('Disbursement', { exact: true }));
    await expectVisible(card.getByText(/^Disburse GH₵/));
    await expectNoSidewaysScroll(checkerPage, '/admin/approvals at 360');
    await expectNoSeriousA11yViolations(checkerPage, '/admin/approvals');
    await screenshot(checkerPage, 'admin-approvals-inbox-360');
    await card.getByRole('button', { name: 'Approve' }).click();
    const approveDialog = checkerPage.getByRole('dialog');
    await approveDialog.getByLabel('Note').fill('Transfer seen on the GCB statement.');
    await approveDialog.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(checkerPage.getByText('Approved and applied'));
    const loan = await post(checker, 'query($id: ID!) { loan(id: $id) { status pendingApprovals { id } } }', { id: loanId });
    expect(loan.data!.loan).toEqual({ status: 'active', pendingApprovals: [] });
    await checker.close();
  });

  it('four eyes: the analyst’s first approval waits in the admin’s Approvals inbox; each approval sits under its own name, role and reason', async () => {
    // GH₵2,000 × 6 months = GH₵12,000 financed: above the GH₵10,000 four-eyes threshold of the rent product.
    const applicant = await customerWithPendingApplication({ approvable: true, terms: { monthlyRent: 200_000, advanceMonths: 6, repaymentMonths: 6 }, monthlyNetIncome: 1_000_000 });
    const path = `/admin/applications/${applicant.id}`;
    const approveWith = async (page: Page, reason: string) => {
      await page.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      // The dialog closes once the server recorded the approval (an error would keep it open, with the message).
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 }).catch(async (error: unknown) => {
        throw new Error(`The approve dialog stayed open: ${await dialog.innerText().catch(() => '')}`, { cause: error });
      });
    };

    const analystContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const analystPage = await analystContext.newPage();
    await signInAt(analystPage, path, 'credit.analyst@ghanahomes.example');
    await expectVisible(analystPage.getByRole('heading', { level: 1, name: `Application from Kojo ${applicant.lastName}` }));
    await approveWith(analystPage, 'Income verified with the employer.');
    await expectVisible(analystPage.getByText(/Awaiting second approval \(approved by Akosua Darko/));
    await analystContext.close();

    // The first approval waits in the admin's Approvals inbox, with what it would approve; the admin approves it there.
    const adminContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    await signInAt(adminPage, path, 'admin@ghanahomes.example');
    await expectVisible(adminPage.getByText(/Awaiting second approval \(approved by Akosua Darko/));
    await adminPage.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Approvals' }).click();
    const card = adminPage.getByTestId('approval-request').filter({ hasText: `Kojo ${applicant.lastName}` });
    await expectVisible(card.getByText('Application approval', { exact: true }), 30_000);
    await expectVisible(card.getByText(`Approve the rent assistance application of Kojo ${applicant.lastName} for GH₵12,000.00`));
    await expectVisible(card.getByText('Income verified with the employer.'));
    await expectNoSeriousA11yViolations(adminPage, '/admin/approvals (application approval)');
    await card.getByRole('button', { name: 'Approve' }).click();
    const inboxDialog = adminPage.getByRole('dialog');
    await inboxDialog.getByLabel('Note').fill('Second approval: file reviewed, arrears cleared.');
    await inboxDialog.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(adminPage.getByText('Approved and applied'));
    // Decided, it leaves the waiting list; the application shows the decision.
    await expect.poll(() => card.count()).toBe(0);
    await adminPage.goto(path);
    const steps = adminPage.getByRole('list', { name: 'Decision steps' });
    await expectVisible(steps);
    // The server's steps, in order: the admin's words beside the admin's name, never under the analyst's.
    const items = steps.getByRole('listitem');
    await expect.poll(() => items.allTextContents()).toEqual([
      expect.stringMatching(/^First approval by Akosua Darko \(Credit Analyst\) on .+: Income verified with the employer\.$/),
      expect.stringMatching(/^Second approval by Kwame Asante \(Admin\) on .+: Second approval: file reviewed, arrears cleared\.$/),
    ]);
    await expectNoSeriousA11yViolations(adminPage, '/admin/applications/:id (four eyes decided)');
    await screenshot(adminPage, 'admin-application-four-eyes-decision');
    await adminContext.close();
  });

  it('the applicant sees the review start on their open application page, live, without a reload', async () => {
    const applicant = await customerWithPendingApplication();
    const applicantContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const applicantPage = await applicantContext.newPage();
    // The page's Content-Security-Policy must not block any of the app's own scripts, styles or connections.
    const refusals: string[] = [];
    const watch = (page: Page) => page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    watch(applicantPage);
    await signInAt(applicantPage, '/dashboard', applicant.email, applicant.secret);
    const sent: string[] = [];
    applicantPage.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
    await applicantPage.goto('/application');
    await expectVisible(applicantPage.getByText('We have received your application.', { exact: false }));
    // The live subscriptions start shortly after the signed-in layout mounts: wait until the application's is sent.
    await expect.poll(() => sent.some((payload) => payload.includes('LiveApplicationChanged')), { timeout: 10_000 }).toBe(true);
    let loads = 0;
    applicantPage.on('load', () => (loads += 1));

    const staffContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const staffPage = await staffContext.newPage();
    watch(staffPage);
    await signInAt(staffPage, '/admin/applications', 'credit.analyst@ghanahomes.example');
    const search = staffPage.getByRole('search', { name: 'Search applications' });
    await search.getByLabel('Search', { exact: true }).fill(applicant.lastName);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await staffPage.getByRole('gridcell', { name: `Kojo ${applicant.lastName}` }).click();
    await staffPage.waitForURL('**/admin/applications/*');
    await staffPage.getByRole('button', { name: 'Start review' }).click();
    await staffPage.getByRole('dialog').getByRole('button', { name: 'Start review' }).click();
    await expectVisible(staffPage.getByText('Application taken into review'));
    await staffContext.close();

    // The new status and the notification arrive over the socket: same page, no navigation.
    await expectVisible(applicantPage.getByText('A credit analyst is reviewing your application.'));
    await expectVisible(applicantPage.getByText('New notification: Your application is under review'));
    expect(loads).toBe(0);
    expect(new URL(applicantPage.url()).pathname).toBe('/application');
    expect(refusals).toEqual([]);
    await screenshot(applicantPage, 'applicant-live-review');
    await applicantContext.close();
  });

  it('shows the credit pages at phone width without sideways scroll', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signInAt(page, '/admin/applications', 'credit.analyst@ghanahomes.example');
    await expectVisible(page.getByRole('gridcell', { name: /Kwabena Osei/ }));
    await expectNoSideWaysAndShoot(page, 'admin-applications');
    await page.getByRole('gridcell', { name: /Adwoa Sarpong/ }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Application from Adwoa Sarpong' }));
    await expectNoSideWaysAndShoot(page, 'admin-application-detail');
    await context.close();
  });

  it('a verifier verifies a pending document from the queue', async () => {
    for (const width of [1280, 360]) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInAt(page, '/admin/documents', 'inspection.and.verification@ghanahomes.example');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Documents' }));
      await expectVisible(page.getByRole('row').nth(1));
      await expectNoSeriousA11yViolations(page, '/admin/documents');
      await expectNoSideWaysAndShoot(page, 'admin-documents');
      if (width === 360) {
        await context.close();
        continue;
      }
      const firstRow = page.getByRole('row').nth(1);
      const customer = (await firstRow.getByRole('gridcell').first().textContent()) ?? '';
      await firstRow.getByRole('gridcell').first().click();
      const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { level: 2 }) });
      await expectVisible(drawer.getByText(/Open .* in a new tab/));
      await screenshot(page, 'admin-document-preview');
      await drawer.getByRole('button', { name: 'Verify' }).click();
      const dialog = page.getByRole('dialog', { name: 'Verify this document?' });
      await expectVisible(dialog.getByText(customer));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(page.getByText('Document verified'));
      await context.close();
    }
  });

  it('an inspector links an application to the inspected property from its detail, and the analyst sees the result', async () => {
    const applicant = await customerWithPendingApplication();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signInAt(page, '/admin/applications', 'inspection.and.verification@ghanahomes.example');
    const search = page.getByRole('search', { name: 'Search applications' });
    await search.getByLabel('Search', { exact: true }).fill(applicant.lastName);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('gridcell', { name: `Kojo ${applicant.lastName}` }).click();
    await page.waitForURL('**/admin/applications/*');
    const detailPath = new URL(page.url()).pathname;
    await expectVisible(page.getByText('Not linked to an inspected property'));
    await page.getByRole('button', { name: 'Link to property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to an inspected property' });
    // The search starts from the application's GhanaPost GPS code; the inspector looks the house up by its street.
    await dialog.getByLabel('Property').fill('Kofi Annan');
    // MUI renders the options in a popup outside the dialog.
    await page.getByRole('option', { name: /Kofi Annan Street/ }).click();
    await expectNoSeriousA11yViolations(page, 'link property dialog (360)');
    await screenshot(page, 'admin-link-property');
    await dialog.getByRole('button', { name: 'Link property' }).click();
    await expectVisible(page.getByText('Application linked to the property.'));
    await expectVisible(page.getByRole('button', { name: 'Change property' }));
    await expectNoSidewaysScroll(page, 'application detail at 360px');
    await context.close();

    const analystContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const analystPage = await analystContext.newPage();
    await signInAt(analystPage, detailPath, 'credit.analyst@ghanahomes.example');
    const propertySection = analystPage.getByRole('region', { name: 'Property and rent' });
    await expectVisible(propertySection.getByText('Passed', { exact: true }));
    // Analysts read the inspection result here; they cannot list properties or link them.
    expect(await propertySection.getByRole('button', { name: /property/ }).count()).toBe(0);
    await analystContext.close();
  });

  it('admin and verifier pages for users and properties pass axe at both widths', async () => {
    for (const width of [1280, 360]) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInAt(page, '/admin/users', 'admin@ghanahomes.example');
      // The list keeps the columns that fit: at 360 px the name and the actions, so the demo customer is found by email.
      const search = page.getByRole('search', { name: /^Search/ });
      await search.getByRole('searchbox').fill('user@ghanahomes.example');
      await search.getByRole('button', { name: 'Search' }).click();
      const customer = page.getByRole('gridcell', { name: 'Ama Mensah', exact: true });
      await expect.poll(() => customer.count(), { timeout: 30_000 }).toBe(1);
      if (width >= 1280) await expectVisible(page.getByRole('gridcell', { name: 'user@ghanahomes.example' }));
      await expectNoSeriousA11yViolations(page, '/admin/users');
      await expectNoSideWaysAndShoot(page, 'admin-users');
      await customer.click();
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Ama Mensah' }));
      await expectVisible(page.getByText('Ghana Card'));
      await screenshot(page, 'admin-user-drawer');
      await context.close();

      const verifier = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
      const verifierPage = await verifier.newPage();
      await signInAt(verifierPage, '/admin/properties', 'inspection.and.verification@ghanahomes.example');
      await expectVisible(verifierPage.getByRole('gridcell', { name: /Nima Highway/ }));
      await expectNoSeriousA11yViolations(verifierPage, '/admin/properties');
      await expectNoSideWaysAndShoot(verifierPage, 'admin-properties');
      await verifier.close();
    }
  });
});

async function expectNoSideWaysAndShoot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, `${name} at ${page.viewportSize()?.width}px`);
  await screenshot(page, name);
}
