// Data Protection Act requests against the real database: export (rate limit, expiry), correction
// (apply/decline, audit, notification), closure (refused with an open loan, erasure) and the retention job.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { privacyExportJob } from '../../jobs/privacy.job.js';
import { CLOSURE_REFUSED_OPEN_LOAN, EXPORT_EXPIRED_MESSAGE, EXPORT_FAILED_REASON, STAFF_CLOSURE_MESSAGE } from './privacy.service.js';

let app: TestApp;
let admin: { cookie: string; id: string };
let analyst: { cookie: string; id: string };
let financeStaff: { cookie: string; id: string };

const FIELDS = `id kind status field currentValue newValue evidenceDocumentId customerReason reason dueOn overdue decidedAt expiresAt retainUntil anonymisedAt
  downloads { format url sizeBytes } customer { id email firstName lastName }`;
const EXPORT = `mutation { requestDataExport { ${FIELDS} } }`;
const MINE = `query { myPrivacyRequests { ${FIELDS} } }`;
const CORRECT = `mutation ($input: RequestCorrectionInput!) { requestDataCorrection(input: $input) { ${FIELDS} } }`;
const CLOSE = `mutation { requestAccountClosure { ${FIELDS} } }`;
const CAN_CLOSE = `query { myAccountClosureCheck { canClose reason } }`;
const QUEUE = `query ($kind: PrivacyRequestKind, $status: PrivacyRequestStatus) { privacyRequests(first: 50, kind: $kind, status: $status) { nodes { ${FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const APPLY = `mutation ($id: ID!) { applyDataCorrection(id: $id) { ${FIELDS} valueNow } }`;
const ONE = `query ($id: ID!) { privacyRequest(id: $id) { id currentValue valueNow } }`;
const DECLINE = `mutation ($id: ID!, $reason: String!) { declineDataCorrection(id: $id, reason: $reason) { ${FIELDS} } }`;
const ME = `query { myProfile { firstName dateOfBirth ghanaCardNumber } }`;

type Req = { id: string; kind: string; status: string; reason: string | null; dueOn: string; downloads: Array<{ format: string; url: string; sizeBytes: number }>; retainUntil: string | null; anonymisedAt: string | null };

async function download(url: string, cookie: string) {
  const response = await fetch(`${app.url}${url}`, { headers: { cookie } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  analyst = await app.signInAs('credit_analyst');
  financeStaff = await app.signInAs('finance');
});
afterAll(async () => {
  app.services.clock.set(null);
  await app?.stop();
});

describe('download my data', () => {
  it('builds JSON, PDF and zip with the loan and payments, emails the link, refuses a second request within 24 h and expires after 7 days', async () => {
    const send = vi.spyOn(app.mailer, 'send');
    const customer = await app.signUp({ firstName: 'Akosua', lastName: 'Mensah' });
    const loanId = await bnplLoan(app, customer, analyst.cookie, 300_000, 6);
    const paid = await app.graphql(
      'mutation R($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }',
      { input: { loanId, amount: 20_000, method: 'mtn_momo', reference: 'MOMO-PRIV-1' } },
      financeStaff.cookie,
    );
    expect(paid.errors).toBeUndefined();

    const result = await app.graphql<{ requestDataExport: Req }>(EXPORT, {}, customer.cookie);
    expect(result.errors).toBeUndefined();
    const request = result.data!.requestDataExport;
    expect(request).toMatchObject({ kind: 'export', status: 'completed' });
    expect(request.downloads.map((file) => file.format)).toEqual(['json', 'pdf', 'zip']);

    const json = await download(request.downloads[0].url, customer.cookie);
    expect(json.status).toBe(200);
    const data = JSON.parse(json.bytes.toString()) as { account: { email: string }; loans: Array<{ id: string }>; payments: Array<{ provider_reference: string }>; orders: unknown[]; schedules: unknown[] };
    expect(data.account.email).toBe(customer.email);
    expect(data.loans.map((loan) => loan.id)).toEqual([loanId]);
    expect(data.payments.map((payment) => payment.provider_reference)).toContain('MOMO-PRIV-1');
    expect(data.orders).toHaveLength(1);
    expect(data.schedules.length).toBeGreaterThan(0);
    // The consents given at sign-up and the message choices are part of what we hold.
    const more = data as unknown as { consents: Array<{ document: string; version: string }>; communicationPreferences: { marketing: boolean } | null };
    expect(more.consents.map((row) => row.document).sort()).toEqual(['privacy', 'terms']);
    const pdf = await download(request.downloads[1].url, customer.cookie);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = unzipSync(new Uint8Array((await download(request.downloads[2].url, customer.cookie)).bytes));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['my-data.json', 'my-data.pdf']));

    // Owner only: staff and other customers get the same 404.
    expect((await download(request.downloads[0].url, admin.cookie)).status).toBe(404);
    expect((await download(request.downloads[0].url, '')).status).toBe(401);

    await vi.waitFor(() => expect(send.mock.calls.some(([message]) => message.to === customer.email && /\/profile#privacy/.test(message.text))).toBe(true));

    const mine = await app.graphql<{ myPrivacyRequests: Req[] }>(MINE, {}, customer.cookie);
    expect(mine.data!.myPrivacyRequests.map((row) => row.id)).toEqual([request.id]);
    const again = await app.graphql(EXPORT, {}, customer.cookie);
    expect(again.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(again.errors?.[0].message).toMatch(/once every 24 hours/);

    // 8 days later: the link is refused with a clear message, and the daily job deletes the files.
    app.services.clock.set(new Date(Date.now() + 8 * 24 * 3600_000));
    try {
      const expired = await download(request.downloads[0].url, customer.cookie);
      expect(expired.status).toBe(410);
      expect(JSON.parse(expired.bytes.toString()).error.message).toBe(EXPORT_EXPIRED_MESSAGE);
      const run = await app.services.privacy.dailyMaintenance('test');
      expect(run.exportsExpired).toBeGreaterThanOrEqual(1);
      const [row] = await app.database.query<{ status: string; files: unknown }>("SELECT status, payload->'files' AS files FROM privacy_request WHERE id = $1", [request.id]);
      expect(row).toEqual({ status: 'expired', files: null });
      // A new request is allowed again after the interval.
      const next = await app.graphql<{ requestDataExport: Req }>(EXPORT, {}, customer.cookie);
      expect(next.errors).toBeUndefined();
    } finally {
      app.services.clock.set(null);
      send.mockRestore();
    }
  });
});

describe('an export that cannot be built', () => {
  it('is marked failed with the reason and told to the customer, who may ask again at once', async () => {
    const send = vi.spyOn(app.mailer, 'send');
    // The build fails (as when the file store is full): in-process there is no retry, so this is final.
    const build = vi.spyOn(app.services.privacy, 'generateExport').mockRejectedValueOnce(new Error('disk full'));
    try {
      const customer = await app.signUp({ firstName: 'Efua', lastName: 'Ansah' });
      const failed = await app.graphql<{ requestDataExport: Req }>(EXPORT, {}, customer.cookie);
      expect(failed.errors).toBeUndefined();
      expect(failed.data!.requestDataExport).toMatchObject({ kind: 'export', status: 'failed', reason: EXPORT_FAILED_REASON, downloads: [] });
      await vi.waitFor(() => expect(send.mock.calls.some(([message]) => message.to === customer.email && message.subject === 'We could not prepare your copy of your data')).toBe(true));
      const queue = await app.graphql<{ privacyRequests: { nodes: Req[] } }>(QUEUE, { kind: 'export', status: 'failed' }, admin.cookie);
      expect(queue.data!.privacyRequests.nodes.map((row) => row.id)).toContain(failed.data!.requestDataExport.id);

      // The failed request does not count against the once-a-day rule: the next one is built.
      const again = await app.graphql<{ requestDataExport: Req }>(EXPORT, {}, customer.cookie);
      expect(again.errors).toBeUndefined();
      expect(again.data!.requestDataExport).toMatchObject({ status: 'completed' });
      expect(again.data!.requestDataExport.downloads.map((file) => file.format)).toEqual(['json', 'pdf', 'zip']);
    } finally {
      build.mockRestore();
      send.mockRestore();
    }
  });

  it('stays open while the job has retries left, and is marked failed when its last attempt fails', async () => {
    const customer = await app.signUp({ firstName: 'Kojo', lastName: 'Asante' });
    const [{ id }] = await app.database.query<{ id: string }>(
      "INSERT INTO privacy_request (user_id, kind, due_on) VALUES ($1, 'export', current_date + 30) RETURNING id",
      [customer.id],
    );
    const job = privacyExportJob(app.services.privacy);
    const build = vi.spyOn(app.services.privacy, 'generateExport').mockRejectedValue(new Error('disk full'));
    const statusOf = async () => (await app.database.query<{ status: string }>('SELECT status FROM privacy_request WHERE id = $1', [id]))[0].status;
    const attempt = (n: number) => job.handle({ requestId: id }, { jobId: 'test', attempt: n, queuedAt: new Date(), signal: new AbortController().signal });
    try {
      await expect(attempt(1)).rejects.toThrow('disk full');
      expect(await statusOf()).toBe('pending');
      await expect(attempt(job.retryLimit + 1)).rejects.toThrow('disk full');
      expect(await statusOf()).toBe('failed');
      const mine = await app.graphql<{ myPrivacyRequests: Req[] }>(MINE, {}, customer.cookie);
      expect(mine.data!.myPrivacyRequests[0]).toMatchObject({ id, status: 'failed', reason: EXPORT_FAILED_REASON });
    } finally {
      build.mockRestore();
    }
  });
});

describe('correction requests', () => {
  it('validates the new value with the profile rules', async () => {
    const customer = await app.signUp();
    const badCard = await app.graphql(CORRECT, { input: { field: 'ghanaCardNumber', newValue: 'GHA-12', reason: 'Typo on sign-up' } }, customer.cookie);
    expect(badCard.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'newValue' } });
    const young = await app.graphql(CORRECT, { input: { field: 'dateOfBirth', newValue: `${new Date().getUTCFullYear() - 10}-01-01`, reason: 'Wrong year' } }, customer.cookie);
    expect(young.errors?.[0].message).toBe('You must be at least 18 years old.');
    const customerTriesQueue = await app.graphql(QUEUE, {}, customer.cookie);
    expect(customerTriesQueue.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const analystTriesQueue = await app.graphql(QUEUE, {}, analyst.cookie);
    expect(analystTriesQueue.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('applies a correction in one transaction with its audit entry and notifies the customer', async () => {
    const customer = await app.signUp({ firstName: 'Kofi', lastName: 'Owusu' });
    const asked = await app.graphql<{ requestDataCorrection: Req }>(
      CORRECT,
      { input: { field: 'ghanaCardNumber', newValue: 'gha-123456789-0', reason: 'The card number was typed wrong at sign-up' } },
      customer.cookie,
    );
    expect(asked.errors).toBeUndefined();
    const id = asked.data!.requestDataCorrection.id;
    expect(asked.data!.requestDataCorrection).toMatchObject({ status: 'pending', newValue: 'GHA-123456789-0', currentValue: null });
    const duplicate = await app.graphql(CORRECT, { input: { field: 'ghanaCardNumber', newValue: 'GHA-123456789-1', reason: 'Again' } }, customer.cookie);
    expect(duplicate.errors?.[0].extensions?.code).toBe('CONFLICT');

    const queue = await app.graphql<{ privacyRequests: { nodes: Req[] } }>(QUEUE, { kind: 'correction', status: 'pending' }, admin.cookie);
    expect(queue.data!.privacyRequests.nodes.map((row) => row.id)).toContain(id);

    const before = await app.graphql<{ privacyRequest: { currentValue: string | null; valueNow: string | null } }>(ONE, { id }, admin.cookie);
    expect(before.data!.privacyRequest).toMatchObject({ currentValue: null, valueNow: null });

    const applied = await app.graphql<{ applyDataCorrection: Req & { currentValue: string | null; valueNow: string | null } }>(APPLY, { id }, admin.cookie);
    expect(applied.errors).toBeUndefined();
    // The answer shows the effect: the record holds the corrected value now; what it held when asked stays recorded.
    expect(applied.data!.applyDataCorrection).toMatchObject({ status: 'completed', currentValue: null, valueNow: 'GHA-123456789-0' });
    expect((await app.graphql(ONE, { id }, analyst.cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const profile = await app.graphql<{ myProfile: { ghanaCardNumber: string } }>(ME, {}, customer.cookie);
    expect(profile.data!.myProfile.ghanaCardNumber).toBe('GHA-123456789-0');
    const audit = await app.database.query<{ action: string; actor_id: string }>(
      "SELECT action, actor_id FROM audit_event WHERE action = 'privacy.correction_applied' AND entity_id = $1",
      [customer.id],
    );
    expect(audit).toEqual([{ action: 'privacy.correction_applied', actor_id: admin.id }]);
    const notes = await app.database.query<{ title: string }>('SELECT title FROM notification WHERE user_id = $1', [customer.id]);
    expect(notes.map((note) => note.title)).toContain('Your correction was made');
    const twice = await app.graphql(APPLY, { id }, admin.cookie);
    expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('declines with a reason, audited and told to the customer; nothing changes', async () => {
    const customer = await app.signUp({ firstName: 'Ama', lastName: 'Boateng' });
    const asked = await app.graphql<{ requestDataCorrection: Req }>(CORRECT, { input: { field: 'firstName', newValue: 'Amma', reason: 'Spelling' } }, customer.cookie);
    const id = asked.data!.requestDataCorrection.id;
    const noReason = await app.graphql(DECLINE, { id, reason: '' }, admin.cookie);
    expect(noReason.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const declined = await app.graphql<{ declineDataCorrection: Req }>(DECLINE, { id, reason: 'The evidence does not show this name' }, admin.cookie);
    expect(declined.data!.declineDataCorrection).toMatchObject({ status: 'declined', reason: 'The evidence does not show this name' });
    const profile = await app.graphql<{ myProfile: { firstName: string } }>(ME, {}, customer.cookie);
    expect(profile.data!.myProfile.firstName).toBe('Ama');
    const audit = await app.database.query("SELECT 1 FROM audit_event WHERE action = 'privacy.correction_declined' AND entity_id = $1", [id]);
    expect(audit).toHaveLength(1);
    const notes = await app.database.query<{ body: string }>("SELECT body FROM notification WHERE user_id = $1 AND kind = 'privacy'", [customer.id]);
    expect(notes[0].body).toMatch(/Reason: The evidence does not show this name\./);
  });
});

describe('account closure', () => {
  it('says before any confirmation whether the account can close and why not, without recording a request', async () => {
    const customer = await app.signUp();
    const free = await app.graphql<{ myAccountClosureCheck: { canClose: boolean; reason: string | null } }>(CAN_CLOSE, {}, customer.cookie);
    expect(free.errors).toBeUndefined();
    expect(free.data!.myAccountClosureCheck).toEqual({ canClose: true, reason: null });

    await bnplLoan(app, customer, analyst.cookie, 200_000, 6);
    const held = await app.graphql<{ myAccountClosureCheck: { canClose: boolean; reason: string | null } }>(CAN_CLOSE, {}, customer.cookie);
    expect(held.data!.myAccountClosureCheck).toEqual({ canClose: false, reason: CLOSURE_REFUSED_OPEN_LOAN });
    const mine = await app.graphql<{ myPrivacyRequests: Req[] }>(MINE, {}, customer.cookie);
    expect(mine.data!.myPrivacyRequests).toEqual([]);

    const staff = await app.graphql<{ myAccountClosureCheck: { canClose: boolean; reason: string | null } }>(CAN_CLOSE, {}, analyst.cookie);
    expect(staff.data!.myAccountClosureCheck).toEqual({ canClose: false, reason: STAFF_CLOSURE_MESSAGE });
    const anonymous = await app.graphql(CAN_CLOSE, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is refused with the reason while a loan is open', async () => {
    const customer = await app.signUp();
    await bnplLoan(app, customer, analyst.cookie, 200_000, 6);
    const result = await app.graphql<{ requestAccountClosure: Req }>(CLOSE, {}, customer.cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data!.requestAccountClosure).toMatchObject({ status: 'refused', reason: CLOSURE_REFUSED_OPEN_LOAN });
    // Still signed in.
    const me = await app.graphql<{ myProfile: { firstName: string } }>(ME, {}, customer.cookie);
    expect(me.errors).toBeUndefined();
  });

  it('closes an account without loans: signed out, sign-in refused, personal data erased at once', async () => {
    const customer = await app.signUp({ firstName: 'Esi', lastName: 'Quaye' });
    await app.graphql('mutation { updateProfile(input: { phone: "0244123456", ghanaCardNumber: "GHA-987654321-0" }) { phone } }', {}, customer.cookie);
    await app.graphql('mutation ($input: CreateTicketInput!) { createTicket(input: $input) { id } }', { input: { subject: 'My landlord', category: 'other', body: 'Private details here' } }, customer.cookie);
    const marketing = await app.graphql('mutation { updateCommunicationPreferences(input: { marketing: true }) { marketing } }', {}, customer.cookie);
    expect(marketing.errors).toBeUndefined();
    const result = await app.graphql<{ requestAccountClosure: Req }>(CLOSE, {}, customer.cookie);
    expect(result.data!.requestAccountClosure).toMatchObject({ status: 'completed', retainUntil: null });
    expect(result.data!.requestAccountClosure.anonymisedAt).not.toBeNull();

    const after = await app.graphql(ME, {}, customer.cookie);
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const signIn = await app.authPost('/sign-in/email', { email: customer.email, password: 'Kente-Loom-Harmattan-47' });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    const [account] = await app.database.query<{ email: string; first_name: string; banned: boolean }>('SELECT email, first_name, banned FROM "user" WHERE id = $1', [customer.id]);
    expect(account).toEqual({ email: `erased-${customer.id}@erased.invalid`, first_name: 'Former', banned: true });
    expect(await app.database.query('SELECT 1 FROM profile WHERE user_id = $1', [customer.id])).toEqual([]);
    expect(await app.database.query('SELECT 1 FROM communication_preference WHERE user_id = $1', [customer.id])).toEqual([]);
    const messages = await app.database.query<{ body: string }>('SELECT m.body FROM ticket_message m JOIN ticket t ON t.id = m.ticket_id WHERE t.user_id = $1', [customer.id]);
    expect(messages.map((message) => message.body)).toEqual(['[erased]']);
    const audit = await app.database.query("SELECT 1 FROM audit_event WHERE action = 'privacy.account_closed' AND entity_id = $1", [customer.id]);
    expect(audit).toHaveLength(1);
  });

  it('keeps loan records of a closed account for 6 years after the loan closed, then the daily job anonymises them', async () => {
    const customer = await app.signUp({ firstName: 'Yaa', lastName: 'Asantewaa' });
    const loanId = await bnplLoan(app, customer, analyst.cookie, 200_000, 6);
    // The loan was repaid on 2026-01-10 (status set directly: only its closing day matters here).
    await app.database.query("UPDATE loan SET status = 'paid_off', updated_at = '2026-01-10T10:00:00Z' WHERE id = $1", [loanId]);
    await app.database.query("UPDATE bnpl_order SET status = 'delivered' WHERE user_id = $1", [customer.id]);
    const result = await app.graphql<{ requestAccountClosure: Req }>(CLOSE, {}, customer.cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data!.requestAccountClosure).toMatchObject({ status: 'completed', retainUntil: '2032-01-10', anonymisedAt: null });
    const [kept] = await app.database.query<{ email: string; banned: boolean }>('SELECT email, banned FROM "user" WHERE id = $1', [customer.id]);
    expect(kept).toEqual({ email: customer.email, banned: true });

    try {
      app.services.clock.set(new Date('2032-01-09T12:00:00Z'));
      await app.services.privacy.dailyMaintenance('test');
      const [before] = await app.database.query<{ email: string }>('SELECT email FROM "user" WHERE id = $1', [customer.id]);
      expect(before.email).toBe(customer.email);

      app.services.clock.set(new Date('2032-01-10T12:00:00Z'));
      const run = await app.services.privacy.dailyMaintenance('test');
      expect(run.accountsAnonymised).toBeGreaterThanOrEqual(1);
      const [gone] = await app.database.query<{ email: string; first_name: string }>('SELECT email, first_name FROM "user" WHERE id = $1', [customer.id]);
      expect(gone).toEqual({ email: `erased-${customer.id}@erased.invalid`, first_name: 'Former' });
      const [order] = await app.database.query<{ delivery_address: string | null }>('SELECT delivery_address FROM bnpl_order WHERE user_id = $1', [customer.id]);
      expect(order.delivery_address).toBeNull();
      // The loan itself stays (figures only).
      expect(await app.database.query('SELECT 1 FROM loan WHERE id = $1', [loanId])).toHaveLength(1);
      const audit = await app.database.query<{ actor_role: string }>("SELECT actor_role FROM audit_event WHERE action = 'privacy.retention_anonymised' AND entity_id = $1", [customer.id]);
      expect(audit).toEqual([{ actor_role: 'system' }]);
    } finally {
      app.services.clock.set(null);
    }
  });
});
