import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { checkout, createCatalogueItem } from '../loans/loan.fixtures.js';

let app: TestApp;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  // One trusted proxy hop: the client address is the one X-Forwarded-For names (as behind nginx).
  app = await startTestApp({ TRUST_PROXY: 'loopback' });
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.stop();
});

const MY_CONSENT = `{ myConsent { upToDate documents { document acceptedVersion upToDate current { version summary } } } }`;
const ACCEPT = `mutation { acceptLegalDocuments { upToDate documents { document acceptedVersion upToDate } } }`;
const PUBLISH = `mutation P($input: PublishLegalVersionInput!) { publishLegalDocumentVersion(input: $input) { id document version summary } }`;
const CURRENT = `{ currentLegalVersions { document version summary } }`;

type ConsentStatus = { upToDate: boolean; documents: Array<{ document: string; acceptedVersion: string | null; upToDate: boolean; current: { version: string; summary: string } }> };

function errorOf(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result.data)).toBeDefined();
  return { message: result.errors![0].message, ...result.errors![0].extensions };
}

async function signUpRaw(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const email = `consent-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:4000', ...headers },
    body: JSON.stringify({ email, password: 'Correct-Horse-42', firstName: 'Yaa', lastName: 'Asantewaa', ...body }),
  });
  const json = (await response.json()) as { user?: { id: string } };
  expect(response.status, JSON.stringify(json)).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { id: json.user!.id, cookie };
}

async function consentRows(userId: string) {
  return app.database.query<{ document: string; version: string; ip: string | null; user_agent: string | null; accepted_at: Date }>(
    'SELECT document, version, ip, user_agent, accepted_at FROM consent WHERE user_id = $1 ORDER BY accepted_at, document',
    [userId],
  );
}

async function submitApplication(cookie: string) {
  return app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, cookie);
}

describe('consent at sign-up', () => {
  it('records the versions in force of both documents, with time, the client IP (TRUST_PROXY) and the browser', async () => {
    const current = await app.graphql<{ currentLegalVersions: Array<{ document: string; version: string }> }>(CURRENT);
    expect(current.data!.currentLegalVersions.map((entry) => entry.document).sort()).toEqual(['privacy', 'terms']);
    const customer = await signUpRaw({ acceptTerms: true }, { 'x-forwarded-for': '41.66.10.20', 'user-agent': 'ConsentTest/1.0' });
    const rows = await consentRows(customer.id);
    expect(rows.map((row) => row.document).sort()).toEqual(['privacy', 'terms']);
    for (const row of rows) {
      expect(row.version).toBe(current.data!.currentLegalVersions.find((entry) => entry.document === row.document)!.version);
      expect(row.ip).toBe('41.66.10.20');
      expect(row.user_agent).toBe('ConsentTest/1.0');
      expect(row.accepted_at).toBeInstanceOf(Date);
    }
    const status = await app.graphql<{ myConsent: ConsentStatus }>(MY_CONSENT, {}, customer.cookie);
    expect(status.data!.myConsent.upToDate).toBe(true);
  });

  it('still signs up a client that sends no acceptance, and records none', async () => {
    const customer = await signUpRaw({});
    expect(await consentRows(customer.id)).toEqual([]);
    const status = await app.graphql<{ myConsent: ConsentStatus }>(MY_CONSENT, {}, customer.cookie);
    expect(status.data!.myConsent).toMatchObject({ upToDate: false });
    expect(status.data!.myConsent.documents.every((entry) => entry.acceptedVersion === null && entry.current.summary.length > 0)).toBe(true);
  });
});

describe('new credit waits for acceptance', () => {
  it('refuses an application and a BNPL checkout with CONSENT_REQUIRED, then takes them once accepted', async () => {
    const customer = await app.signUp({ acceptTerms: false });
    const refused = await submitApplication(customer.cookie);
    expect(errorOf(refused)).toMatchObject({ code: 'CONSENT_REQUIRED', message: expect.stringContaining('Terms of Service and Privacy Policy') });
    const productId = await createCatalogueItem(app, { price: 300_000 });
    const refusedOrder = await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 300_000, 6);
    expect(errorOf(refusedOrder)).toMatchObject({ code: 'CONSENT_REQUIRED' });
    const [{ n }] = await app.database.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM application WHERE user_id = $1)::int + (SELECT count(*) FROM bnpl_order WHERE user_id = $1)::int AS n',
      [customer.id],
    );
    expect(n).toBe(0);

    const accepted = await app.graphql<{ acceptLegalDocuments: ConsentStatus }>(ACCEPT, {}, customer.cookie);
    expect(accepted.data!.acceptLegalDocuments.upToDate).toBe(true);
    expect((await consentRows(customer.id)).every((row) => row.ip !== null)).toBe(true);
    expect((await submitApplication(customer.cookie)).errors).toBeUndefined();
    expect((await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 300_000, 6)).errors).toBeUndefined();
  });
});

describe('a new version', () => {
  it('is published by an admin only, asks customers to accept it again, and keeps the history of acceptances', async () => {
    const customer = await app.signUp();
    expect((await app.graphql<{ myConsent: ConsentStatus }>(MY_CONSENT, {}, customer.cookie)).data!.myConsent.upToDate).toBe(true);

    const analyst = await app.signInAs('credit_analyst');
    const input = { document: 'privacy', version: '2026-12-01', summary: 'We now explain how to ask for a human review of a decision.' };
    expect(errorOf(await app.graphql(PUBLISH, { input }, analyst.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(PUBLISH, { input: { ...input, summary: ' ' } }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });

    const published = await app.graphql<{ publishLegalDocumentVersion: { id: string; version: string } }>(PUBLISH, { input }, admin.cookie);
    expect(published.errors).toBeUndefined();
    expect(errorOf(await app.graphql(PUBLISH, { input }, admin.cookie))).toMatchObject({ code: 'CONFLICT' });
    const [audit] = await app.database.query<{ action: string }>('SELECT action FROM audit_event WHERE entity_id = $1', [published.data!.publishLegalDocumentVersion.id]);
    expect(audit.action).toBe('legal_document.publish');

    const status = (await app.graphql<{ myConsent: ConsentStatus }>(MY_CONSENT, {}, customer.cookie)).data!.myConsent;
    expect(status.upToDate).toBe(false);
    expect(status.documents.find((entry) => entry.document === 'privacy')).toMatchObject({
      upToDate: false,
      acceptedVersion: '2026-11-01',
      current: { version: '2026-12-01', summary: input.summary },
    });
    expect(status.documents.find((entry) => entry.document === 'terms')).toMatchObject({ upToDate: true });
    expect(errorOf(await submitApplication(customer.cookie))).toMatchObject({ code: 'CONSENT_REQUIRED' });

    expect((await app.graphql<{ acceptLegalDocuments: ConsentStatus }>(ACCEPT, {}, customer.cookie)).data!.acceptLegalDocuments.upToDate).toBe(true);
    expect((await consentRows(customer.id)).map((row) => `${row.document}@${row.version}`).sort()).toEqual([
      'privacy@2026-11-01',
      'privacy@2026-12-01',
      'terms@2026-11-01',
    ]);
    expect((await submitApplication(customer.cookie)).errors).toBeUndefined();
  });
});
