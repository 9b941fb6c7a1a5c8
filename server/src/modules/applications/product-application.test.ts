// An application for a product staff added (school fees), end to end on the real database: the customer finds it,
// is quoted on its active version, applies with the amount, term and payee, uploads the two documents the product
// requires (an unknown kind refused), an analyst requests one again, the application is approved on the product's
// own checklist, finance pays the school and an instalment is paid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT_DIR } from '../../config.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { SUBMIT_PRODUCT_APPLICATION, validProductApplicationInput } from '../../test/application-fixtures.js';
import { giveGhanaCard } from '../../test/approval-fixtures.js';
import { createActiveProduct } from '../credit-products/credit-product.fixtures.js';
import { applyPayment, errorOf } from '../loans/loan.fixtures.js';
import { signAgreement } from '../agreements/agreement.fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

vi.setConfig({ testTimeout: 120_000 });

const PNG = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-ghana-card.png'));
const PDF = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-payslip.pdf'));

let app: TestApp;
let dataDir: string;
let versionId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-product-application-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  versionId = await createActiveProduct(app, 'school-fees');
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const PRODUCTS = `{ creditProductsToApply { code name description payeeKind minAmount maxAmount termMonths monthlyRateBp requiredDocuments { kind text } } }`;
const QUOTE = `query Q($code: String!, $amount: SafeInt!, $months: Int!) { productQuote(code: $code, amount: $amount, months: $months) {
  principal months monthlyRateBp totalRepayable aprBp instalmentAmount payee productCode product schedule { number total } } }`;
const REQUIREMENTS = 'documentRequirements { kind text label state documentId note } documentsSummary';
const MY_APPLICATION = `{ myLatestApplication { id status amountRequested repaymentMonths monthlyRent advanceMonths landlordName payeeName payeePhone payeeReference
  creditProduct { code name payeeKind versionId version } disclosure { payee productCode totalRepayable } ${REQUIREMENTS} } }`;
const STAFF_APPLICATION = `query A($id: ID!) { application(id: $id) { id status approvalChecks { key passed detail } ${REQUIREMENTS} } }`;
const CREATE_DOCUMENT = 'mutation D($input: CreateDocumentInput!) { createDocument(input: $input) { id type status } }';
const VERIFY = 'mutation V($id: ID!) { verifyDocument(id: $id) { id status } }';
const REQUEST = 'mutation R($applicationId: ID!, $kind: DocumentType!, $reason: String!) { requestDocument(applicationId: $applicationId, kind: $kind, reason: $reason) { kind state note } }';
const APPROVE = 'mutation A($id: ID!) { approveApplication(id: $id, reason: "Income and admission verified.") { id status } }';
const DISBURSE = `mutation D($loanId: ID!, $input: DisbursementInput!) { recordDisbursement(loanId: $loanId, input: $input) { id status startDate } }`;
const MY_LOANS = '{ myLoans { nodes { id source status principal months product { code name payeeKind } disclosure { payee } outstandingBalance paidInstalments nextInstalment { number amountDue } } } }';
const NOTIFICATIONS = '{ myNotifications(first: 5) { nodes { kind title body target { kind id } } } }';

interface LoanRow { id: string; status: string; outstandingBalance: number; paidInstalments: number; nextInstalment: { number: number; amountDue: number } | null }
interface Requirement { kind: string; text: string; label: string; state: string; documentId: string | null; note: string | null }

async function fileDocument(cookie: string, type: string, content: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(`${app.url}/api/files`, { method: 'POST', headers: { cookie, origin: app.origin }, body: form });
  expect(response.status).toBe(201);
  const { upload } = (await response.json()) as { upload: { id: string } };
  return app.graphql<{ createDocument: { id: string; type: string; status: string } }>(CREATE_DOCUMENT, { input: { uploadId: upload.id, type } }, cookie);
}

describe('applying for a product other than rent (school fees)', () => {
  it('lists it, quotes it on its version, and takes it from application to a paid instalment', async () => {
    const customer = await app.signUp({ firstName: 'Ama', lastName: 'Mensah' });
    const analyst = await app.signInAs('credit_analyst');
    const finance = await app.signInAs('finance');

    // The customer sees school fees (and rent) to apply for; BNPL stays at the shop's checkout.
    const listed = await app.graphql<{ creditProductsToApply: Array<{ code: string; payeeKind: string; termMonths: number[]; requiredDocuments: Array<{ kind: string; text: string }> }> }>(PRODUCTS, {}, customer.cookie);
    expect(listed.errors).toBeUndefined();
    const codes = listed.data!.creditProductsToApply.map((product) => product.code);
    expect(codes).toContain('school-fees');
    expect(codes).toContain('rent');
    expect(codes).not.toContain('bnpl');
    const schoolFees = listed.data!.creditProductsToApply.find((product) => product.code === 'school-fees')!;
    expect(schoolFees).toMatchObject({ name: 'School fees', payeeKind: 'school', minAmount: 50_000, maxAmount: 2_000_000, termMonths: [3, 4, 5, 6, 7, 8, 9, 10], monthlyRateBp: 350 });
    expect(schoolFees.requiredDocuments).toEqual([
      { kind: 'ghana_card', text: 'Your Ghana Card (front and back)' },
      { kind: 'admission_letter', text: 'The admission letter from the school' },
    ]);

    // The quote is priced on the active version: GH₵5,000 over 6 months at 3.5%, paid to the school.
    const quoted = await app.graphql<{ productQuote: { totalRepayable: number; aprBp: number; monthlyRateBp: number; instalmentAmount: number; payee: string; productCode: string; product: string | null; schedule: unknown[] } }>(
      QUOTE, { code: 'school-fees', amount: 500_000, months: 6 }, customer.cookie);
    expect(quoted.errors).toBeUndefined();
    const quote = quoted.data!.productQuote;
    expect(quote).toMatchObject({ monthlyRateBp: 350, payee: 'The school, on the day we pay the fees', productCode: 'school-fees', product: null });
    expect(quote.schedule).toHaveLength(6);
    // A term the product does not offer is refused with its terms.
    expect(errorOf(await app.graphql(QUOTE, { code: 'school-fees', amount: 500_000, months: 12 }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'months', message: 'Months must be one of 3, 4, 5, 6, 7, 8, 9, 10.' });

    // Figures other than the server's are refused; BNPL and rent are not applied for this way.
    const accepted = { totalRepayable: quote.totalRepayable, aprBp: quote.aprBp };
    expect(errorOf(await app.graphql(SUBMIT_PRODUCT_APPLICATION, { input: validProductApplicationInput({ ...accepted, totalRepayable: accepted.totalRepayable - 1 }) }, customer.cookie)).code).toBe('CONFLICT');
    expect(errorOf(await app.graphql(SUBMIT_PRODUCT_APPLICATION, { input: validProductApplicationInput(accepted, { productCode: 'bnpl' }) }, customer.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'productCode' });
    expect(errorOf(await app.graphql(SUBMIT_PRODUCT_APPLICATION, { input: validProductApplicationInput(accepted, { productCode: 'car-loans' }) }, customer.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'productCode' });

    // The form uploads before the application exists: a kind an active product requires may be declared, another not.
    const declared = async (type: string) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', new Blob([PNG]), 'letter.png');
      return (await fetch(`${app.url}/api/files`, { method: 'POST', headers: { cookie: customer.cookie, origin: app.origin }, body: form })).status;
    };
    expect(await declared('admission_letter')).toBe(201);
    expect(await declared('passport_photo')).toBe(400);

    const submitted = await app.graphql<{ submitProductApplication: { id: string; status: string } }>(SUBMIT_PRODUCT_APPLICATION, { input: validProductApplicationInput(accepted) }, customer.cookie);
    expect(submitted.errors).toBeUndefined();
    const applicationId = submitted.data!.submitProductApplication.id;

    const mine = await app.graphql<{ myLatestApplication: Record<string, unknown> & { documentRequirements: Requirement[]; documentsSummary: string } }>(MY_APPLICATION, {}, customer.cookie);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myLatestApplication).toMatchObject({
      id: applicationId,
      status: 'pending',
      amountRequested: 500_000,
      repaymentMonths: 6,
      monthlyRent: null,
      advanceMonths: null,
      landlordName: null,
      payeeName: 'Achimota School',
      payeePhone: '+233302400100',
      payeeReference: 'Ama Mensah, Form 1 (student no. 2026-0142)',
      creditProduct: { code: 'school-fees', name: 'School fees', payeeKind: 'school', versionId, version: 1 },
      disclosure: { payee: 'The school, on the day we pay the fees', productCode: 'school-fees', totalRepayable: quote.totalRepayable },
      documentsSummary: '0 of 2 documents: a Ghana Card is missing and an admission letter is missing',
    });
    expect(mine.data!.myLatestApplication.documentRequirements.map(({ kind, text, state }) => ({ kind, text, state }))).toEqual([
      { kind: 'ghana_card', text: 'Your Ghana Card (front and back)', state: 'missing' },
      { kind: 'admission_letter', text: 'The admission letter from the school', state: 'missing' },
    ]);

    // A kind neither generic nor required by the product is refused, typed, before anything is filed.
    const unknown = errorOf(await fileDocument(customer.cookie, 'passport_photo', PNG, 'photo.png'));
    expect(unknown).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.type' });
    expect(unknown.message).toContain('The document type "passport_photo" is not one your application asks for.');
    const [{ count }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM document WHERE user_id = $1', [customer.id]);
    expect(count).toBe(0);

    // The two required documents: the admission letter is a kind only this product has.
    const card = await fileDocument(customer.cookie, 'ghana_card', PNG, 'ghana-card.png');
    expect(card.errors).toBeUndefined();
    const letter = await fileDocument(customer.cookie, 'admission_letter', PDF, 'admission-letter.pdf');
    expect(letter.errors).toBeUndefined();
    expect(letter.data!.createDocument).toMatchObject({ type: 'admission_letter', status: 'pending' });
    const staffView = async () => {
      const read = await app.graphql<{ application: { status: string; approvalChecks: Array<{ key: string; passed: boolean; detail: string }>; documentRequirements: Requirement[]; documentsSummary: string } }>(
        STAFF_APPLICATION, { id: applicationId }, analyst.cookie);
      expect(read.errors).toBeUndefined();
      return read.data!.application;
    };
    expect((await staffView()).documentsSummary).toBe('2 of 2 documents provided.');

    // The analyst finds the letter unreadable and requests it again: the customer is told why, the letter shows "requested".
    const requested = await app.graphql<{ requestDocument: Requirement[] }>(REQUEST, { applicationId, kind: 'admission_letter', reason: 'The scan is unreadable; please photograph it in daylight' }, analyst.cookie);
    expect(requested.errors).toBeUndefined();
    expect(requested.data!.requestDocument[1]).toEqual({ kind: 'admission_letter', state: 'requested', note: 'The scan is unreadable; please photograph it in daylight' });
    const told = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string; title: string; body: string; target: { kind: string; id: string } }> } }>(NOTIFICATIONS, {}, customer.cookie);
    expect(told.data!.myNotifications.nodes[0]).toEqual({
      kind: 'document_review',
      title: 'A document is needed',
      body: 'Please upload your admission letter for your school fees application. Reason: The scan is unreadable; please photograph it in daylight.',
      target: { kind: 'APPLICATION', id: applicationId },
    });
    expect((await staffView()).documentsSummary).toBe('1 of 2 documents: an admission letter is requested');
    // A kind the product does not require and that is not generic cannot be requested; a customer cannot request at all.
    expect(errorOf(await app.graphql(REQUEST, { applicationId, kind: 'passport_photo', reason: 'We need a photo.' }, analyst.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'kind' });
    expect(errorOf(await app.graphql(REQUEST, { applicationId, kind: 'ghana_card', reason: 'Please send it again.' }, customer.cookie)).code).toBe('FORBIDDEN');

    const again = await fileDocument(customer.cookie, 'admission_letter', PDF, 'admission-letter-daylight.pdf');
    expect(again.errors).toBeUndefined();
    expect((await staffView()).documentRequirements.map((item) => item.state)).toEqual(['pending', 'pending']);

    // The product's own checklist: documents, affordability and identity; no property check for school fees.
    let checks = (await staffView()).approvalChecks;
    expect(checks.map((check) => check.key)).toEqual(['documents', 'affordability', 'identity']);
    expect(checks[0]).toMatchObject({ passed: false, detail: 'Not verified: Ghana Card (waiting for review) and admission letter (waiting for review).' });
    expect(errorOf(await app.graphql(APPROVE, { id: applicationId }, analyst.cookie)).code).toBe('APPROVAL_CHECKS_FAILED');

    for (const id of [card.data!.createDocument.id, again.data!.createDocument.id]) {
      expect((await app.graphql(VERIFY, { id }, analyst.cookie)).errors).toBeUndefined();
    }
    await giveGhanaCard(app, customer.id);
    const staff = await staffView();
    checks = staff.approvalChecks;
    expect(checks.every((check) => check.passed), JSON.stringify(checks)).toBe(true);
    expect(checks[0].detail).toBe('Ghana Card and admission letter verified.');
    expect(staff.documentRequirements.map((item) => item.state)).toEqual(['verified', 'verified']);

    const approved = await app.graphql<{ approveApplication: { status: string } }>(APPROVE, { id: applicationId }, analyst.cookie);
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveApplication.status).toBe('approved');
    const decided = await app.graphql<{ myNotifications: { nodes: Array<{ body: string }> } }>(NOTIFICATIONS, {}, customer.cookie);
    expect(decided.data!.myNotifications.nodes[0].body).toBe('Your school fees application for GH₵5,000.00 has been approved. Income and admission verified.');

    // The loan is on the school-fees version, waiting for finance to pay the school.
    let loans = await app.graphql<{ myLoans: { nodes: LoanRow[] } }>(MY_LOANS, {}, customer.cookie);
    const [loan] = loans.data!.myLoans.nodes;
    expect(loan).toMatchObject({ status: 'awaiting_disbursement', principal: 500_000, months: 6, product: { code: 'school-fees', name: 'School fees', payeeKind: 'school' }, disclosure: { payee: 'The school, on the day we pay the fees' } });
    const [stored] = await app.database.query<{ credit_product_version_id: string }>('SELECT credit_product_version_id FROM loan WHERE id = $1', [loan.id]);
    expect(stored.credit_product_version_id).toBe(versionId);

    // Finance records paying the school; the texts name the school, not a landlord.
    const unnamed = errorOf(await app.graphql(DISBURSE, { loanId: loan.id, input: { method: 'bank_transfer', reference: 'GCB-55120', paidTo: '   ' } }, finance.cookie));
    expect(unnamed).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Give the name of the school who was paid.' });
    // The money waits for the signed agreement, prepared from the school-fees version.
    const agreement = await fetch(`${app.url}/api/files/loans/${loan.id}/agreement.pdf`, { headers: { cookie: customer.cookie } });
    expect(await pdfText(await agreement.arrayBuffer())).toContain('School fees (version');
    await signAgreement(app, loan.id, customer);
    const disbursed = await app.graphql<{ recordDisbursement: { status: string; startDate: string } }>(
      DISBURSE, { loanId: loan.id, input: { method: 'bank_transfer', reference: 'GCB-55120', paidTo: 'Achimota School' } }, finance.cookie);
    expect(disbursed.errors).toBeUndefined();
    expect(disbursed.data!.recordDisbursement.status).toBe('awaiting_disbursement');
    await secondPersonApproves(app, loan.id, 'finance');
    const paid = await app.graphql<{ myNotifications: { nodes: Array<{ title: string; body: string }> } }>(NOTIFICATIONS, {}, customer.cookie);
    expect(paid.data!.myNotifications.nodes[0]).toMatchObject({ title: 'We paid the school' });
    expect(paid.data!.myNotifications.nodes[0].body).toMatch(/^We paid GH₵5,000\.00 to Achimota School\. Your first instalment is due on /);

    // The customer pays the first instalment: the loan is serviced like any other.
    loans = await app.graphql(MY_LOANS, {}, customer.cookie);
    const active = loans.data!.myLoans.nodes[0];
    if (!active.nextInstalment) throw new Error('the active loan has no next instalment');
    expect(active.nextInstalment.number).toBe(1);
    expect(active.nextInstalment.amountDue).toBe(quote.instalmentAmount);
    await applyPayment(app, { loanId: loan.id, userId: customer.id, amount: active.nextInstalment.amountDue, receivedAt: new Date() });
    loans = await app.graphql(MY_LOANS, {}, customer.cookie);
    expect(loans.data!.myLoans.nodes[0]).toMatchObject({ status: 'active', paidInstalments: 1, nextInstalment: { number: 2 } });
    expect(loans.data!.myLoans.nodes[0].outstandingBalance).toBe(active.outstandingBalance - active.nextInstalment.amountDue);
  });
});
