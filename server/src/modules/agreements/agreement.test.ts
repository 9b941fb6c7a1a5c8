import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCedis } from '../../finance/money.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { bnplLoan, errorOf } from '../loans/loan.fixtures.js';
import { loanNumber } from '../loans/loan.statement.js';
import { AGREEMENT_MESSAGES, MAX_CODE_ATTEMPTS } from './agreement.service.js';
import { ORDER_MESSAGES } from '../orders/order.service.js';
import { AGREEMENT_FIELDS, REQUEST_CODE, SIGN, approvedRentLoan, givePhone, signAgreement } from './agreement.fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

type Account = { id: string; cookie: string; email: string };
let app: TestApp;
let analyst: Account;
let finance: Account;

beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
});
afterAll(async () => {
  await app?.stop();
});

const AGREEMENT = `query G($loanId: ID!) { creditAgreement(loanId: $loanId) { ${AGREEMENT_FIELDS} } }`;
const STAFF_AGREEMENT = `query G($loanId: ID!) { creditAgreement(loanId: $loanId) { ${AGREEMENT_FIELDS} signedIp signedUserAgent } }`;
const DISBURSE = 'mutation D($loanId: ID!, $input: DisbursementInput!) { recordDisbursement(loanId: $loanId, input: $input) { status agreementSignedAt } }';
const PAYOUT = { method: 'bank_transfer', reference: 'GCB-2026-7781', paidTo: 'Nana Yeboah', note: null };

type AgreementData = { loanId: string; status: string; documentSha256: string; documentUrl: string; signedAt: string | null; signedIp?: string | null; signedUserAgent?: string | null };

async function agreementOf(loanId: string, account: Account, query = AGREEMENT): Promise<AgreementData> {
  const result = await app.graphql<{ creditAgreement: AgreementData }>(query, { loanId }, account.cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.creditAgreement;
}

async function requestCode(loanId: string, account: Account) {
  return app.graphql<{ requestAgreementCode: { sentTo: string; expiresAt: string; developmentCode: string | null } }>(REQUEST_CODE, { loanId }, account.cookie);
}

describe('the credit agreement', () => {
  it('is prepared from the approved terms, kept with its fingerprint, and the money waits for the signature', async () => {
    const customer = await app.signUp({ firstName: 'Abena', lastName: 'Owusu' });
    const stranger = await app.signUp();
    const loanId = await approvedRentLoan(app, customer, analyst.cookie);

    expect(errorOf(await app.graphql(DISBURSE, { loanId, input: PAYOUT }, finance.cookie))).toMatchObject({
      code: 'AGREEMENT_NOT_SIGNED',
      message: 'The borrower has not signed the credit agreement yet; the money is paid out once they have.',
    });

    const agreement = await agreementOf(loanId, customer);
    expect(agreement).toMatchObject({ loanId, status: 'awaiting_signature', signedAt: null, documentUrl: `/api/files/loans/${loanId}/agreement.pdf` });
    expect(agreement.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const download = await fetch(`${app.url}${agreement.documentUrl}`, { headers: { cookie: customer.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(agreement.documentSha256);
    const [terms] = await app.database.query<{ principal: number; total: number }>("SELECT (disclosure->>'principal')::int AS principal, (disclosure->>'totalRepayable')::int AS total FROM loan WHERE id = $1", [loanId]);
    const text = await pdfText(bytes, 'credit-agreement.pdf');
    for (const expected of ['Credit agreement', loanNumber(loanId), 'Abena Owusu', 'Rent assistance', formatCedis(terms.principal), formatCedis(terms.total), 'Act 1052', 'Act 772', 'Repayment schedule']) {
      expect(text).toContain(expected);
    }
    // The same document on every later view: prepared once.
    expect((await agreementOf(loanId, finance)).documentSha256).toBe(agreement.documentSha256);

    expect(errorOf(await app.graphql(AGREEMENT, { loanId }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${app.url}${agreement.documentUrl}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
  });

  it('is signed by the borrower alone with the code sent by SMS; wrong codes are counted, and then the money can go', async () => {
    const customer = await app.signUp();
    const loanId = await approvedRentLoan(app, customer, analyst.cookie);

    expect(errorOf(await requestCode(loanId, customer))).toMatchObject({ code: 'BAD_USER_INPUT', message: AGREEMENT_MESSAGES.noPhone });
    await givePhone(app, customer.id, '+233244123456');
    const sent = await requestCode(loanId, customer);
    expect(sent.errors).toBeUndefined();
    const { sentTo, developmentCode } = sent.data!.requestAgreementCode;
    expect(sentTo).toBe('024 *** 3456');
    expect(developmentCode).toMatch(/^\d{6}$/);
    const [sms] = await app.database.query<{ recipient: string; body: string; sensitive: boolean }>(
      "SELECT recipient, body, sensitive FROM outbound_message WHERE user_id = $1 AND kind = 'agreement.code'",
      [customer.id],
    );
    expect(sms).toMatchObject({ recipient: '+233244123456', sensitive: true });
    expect(sms.body).toContain(developmentCode!);
    expect(sms.body.length).toBeLessThanOrEqual(160);
    expect(errorOf(await requestCode(loanId, customer))).toMatchObject({ code: 'RATE_LIMITED' });
    expect(errorOf(await requestCode(loanId, finance))).toMatchObject({ code: 'CONFLICT', message: AGREEMENT_MESSAGES.notOwner });
    expect(errorOf(await app.graphql(SIGN, { loanId, code: developmentCode }, finance.cookie))).toMatchObject({ code: 'CONFLICT', message: AGREEMENT_MESSAGES.notOwner });

    const wrong = developmentCode === '000000' ? '111111' : '000000';
    expect(errorOf(await app.graphql(SIGN, { loanId, code: wrong }, customer.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', message: AGREEMENT_MESSAGES.wrong });
    expect(errorOf(await app.graphql(SIGN, { loanId, code: '12ab' }, customer.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Enter the 6-digit code from the SMS.' });
    const [{ attempts }] = await app.database.query<{ attempts: number }>('SELECT code_attempts AS attempts FROM credit_agreement WHERE loan_id = $1', [loanId]);
    expect(attempts).toBe(1);

    const signed = await app.graphql<{ signCreditAgreement: AgreementData }>(SIGN, { loanId, code: developmentCode }, customer.cookie);
    expect(signed.errors).toBeUndefined();
    expect(signed.data!.signCreditAgreement).toMatchObject({ status: 'signed' });
    expect(signed.data!.signCreditAgreement.signedAt).not.toBeNull();
    const seenByStaff = await agreementOf(loanId, finance, STAFF_AGREEMENT);
    expect(seenByStaff.signedIp).toBeTruthy();
    expect(seenByStaff.signedUserAgent).not.toBeUndefined();
    expect(errorOf(await app.graphql(STAFF_AGREEMENT, { loanId }, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(SIGN, { loanId, code: developmentCode }, customer.cookie))).toMatchObject({ code: 'CONFLICT', message: AGREEMENT_MESSAGES.notWaiting });
    const [audit] = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_event WHERE action = 'credit_agreement.signed' AND entity_id = $1", [loanId]);
    expect(audit.n).toBe(1);

    // What was signed stays as it was signed.
    await expect(app.database.query("UPDATE credit_agreement SET signed_ip = '10.0.0.1' WHERE loan_id = $1", [loanId])).rejects.toThrow(/signed and cannot change/);

    const paidOut = await app.graphql<{ recordDisbursement: { status: string; agreementSignedAt: string } }>(DISBURSE, { loanId, input: PAYOUT }, finance.cookie);
    expect(paidOut.errors).toBeUndefined();
    expect(paidOut.data!.recordDisbursement).toEqual({ status: 'awaiting_disbursement', agreementSignedAt: signed.data!.signCreditAgreement.signedAt });
    await secondPersonApproves(app, loanId, 'finance');
    const LOAN_STATUS = 'query L($id: ID!) { loan(id: $id) { status } }';
    expect((await app.graphql<{ loan: { status: string } }>(LOAN_STATUS, { id: loanId }, finance.cookie)).data!.loan.status).toBe('active');
  });

  it('refuses an expired code and, after too many wrong ones, even the right code until a new one is sent', async () => {
    const customer = await app.signUp();
    const loanId = await approvedRentLoan(app, customer, analyst.cookie);
    await givePhone(app, customer.id);
    const first = (await requestCode(loanId, customer)).data!.requestAgreementCode.developmentCode!;
    const later = new Date(Date.now() + 11 * 60_000);
    app.services.clock.set(later);
    try {
      expect(errorOf(await app.graphql(SIGN, { loanId, code: first }, customer.cookie))).toMatchObject({ message: AGREEMENT_MESSAGES.expired });
      const second = (await requestCode(loanId, customer)).data!.requestAgreementCode.developmentCode!;
      const wrong = second === '999999' ? '888888' : '999999';
      for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
        const refused = errorOf(await app.graphql(SIGN, { loanId, code: wrong }, customer.cookie));
        expect(refused?.message).toBe(attempt === MAX_CODE_ATTEMPTS ? AGREEMENT_MESSAGES.tooMany : AGREEMENT_MESSAGES.wrong);
      }
      expect(errorOf(await app.graphql(SIGN, { loanId, code: second }, customer.cookie))).toMatchObject({ message: AGREEMENT_MESSAGES.tooMany });
      app.services.clock.set(new Date(later.getTime() + 2 * 60_000));
      const third = (await requestCode(loanId, customer)).data!.requestAgreementCode.developmentCode!;
      expect((await app.graphql(SIGN, { loanId, code: third }, customer.cookie)).errors).toBeUndefined();
    } finally {
      app.services.clock.set(null);
    }
  });

  it('is signed for a Buy Now Pay Later order too: the plan starts at the signature and the goods go only then', async () => {
    const customer = await app.signUp();
    const sales = await app.signInAs('sales_executive');
    app.services.clock.set(new Date('2026-03-02T09:00:00Z'));
    try {
      const loanId = await bnplLoan(app, customer, analyst.cookie, 500_000, 6, { signed: false });
      const LOAN = `query L($id: ID!) { loan(id: $id) { status startDate agreementSignedAt orderId schedule { number dueDate } } }`;
      const waiting = await app.graphql<{ loan: { status: string; startDate: string | null; orderId: string; schedule: unknown[] } }>(LOAN, { id: loanId }, customer.cookie);
      expect(waiting.data!.loan).toMatchObject({ status: 'awaiting_disbursement', startDate: null, schedule: [] });
      expect((await agreementOf(loanId, customer)).status).toBe('awaiting_signature');
      const orderId = waiting.data!.loan.orderId;
      // Nothing is owed and nothing leaves the warehouse before the customer signs.
      const [{ count }] = await app.database.query<{ count: string }>('SELECT count(*)::text AS count FROM ledger_entry WHERE loan_id = $1', [loanId]);
      expect(count).toBe('0');
      const early = await app.graphql('mutation D($id: ID!) { dispatchOrder(id: $id) { status } }', { id: orderId }, sales.cookie);
      expect(errorOf(early)).toMatchObject({ code: 'CONFLICT', message: ORDER_MESSAGES.unsigned });

      // Signed three days after approval: the first instalment falls due a month after the signature.
      app.services.clock.set(new Date('2026-03-05T10:00:00Z'));
      await signAgreement(app, loanId, customer);
      const started = await app.graphql<{ loan: { status: string; startDate: string; agreementSignedAt: string; schedule: Array<{ number: number; dueDate: string }> } }>(LOAN, { id: loanId }, customer.cookie);
      expect(started.data!.loan).toMatchObject({ status: 'active', startDate: '2026-04-05', agreementSignedAt: '2026-03-05T10:00:00.000Z' });
      expect(started.data!.loan.schedule.map((row) => row.dueDate)).toEqual(['2026-04-05', '2026-05-05', '2026-06-05', '2026-07-05', '2026-08-05', '2026-09-05']);
      const [notice] = await app.database.query<{ body: string }>("SELECT body FROM notification WHERE user_id = $1 AND title = 'Credit agreement signed'", [customer.id]);
      expect(notice.body).toContain('Your plan has started: the first instalment is due on 5 Apr 2026.');
      const dispatched = await app.graphql<{ dispatchOrder: { status: string } }>('mutation D($id: ID!) { dispatchOrder(id: $id) { status } }', { id: orderId }, sales.cookie);
      expect(dispatched.errors).toBeUndefined();
      expect(dispatched.data!.dispatchOrder.status).toBe('dispatched');
    } finally {
      app.services.clock.set(null);
    }
  });

  it('lets staff cancel an approved order whose agreement was never signed: the loan is cancelled with nothing booked', async () => {
    const customer = await app.signUp();
    const sales = await app.signInAs('sales_executive');
    const loanId = await bnplLoan(app, customer, analyst.cookie, 500_000, 6, { signed: false });
    const [{ order_id: orderId }] = await app.database.query<{ order_id: string }>('SELECT order_id FROM loan WHERE id = $1', [loanId]);
    const cancelled = await app.graphql('mutation S($id: ID!, $reason: String!) { staffCancelOrder(id: $id, reason: $reason) { status } }', { id: orderId, reason: 'Customer chose not to sign.' }, sales.cookie);
    expect(cancelled.errors).toBeUndefined();
    const [row] = await app.database.query<{ status: string; entries: string }>(
      'SELECT status, (SELECT count(*)::text FROM ledger_entry WHERE loan_id = loan.id) AS entries FROM loan WHERE id = $1',
      [loanId],
    );
    expect(row).toEqual({ status: 'cancelled', entries: '0' });
  });
});
