// The partner kit's typed client (schema/partner-client) against the real server: typed answers for the guide's
// operations, and the guide's error codes as PartnerApiError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createPartnerClient, PartnerApiError } from '../../../../schema/partner-client/client.js';
import { LoansInArrearsDocument, RecentPaymentsDocument, WhoAmIDocument } from '../../../../schema/partner-client/operations.js';

let app: TestApp;
let financeKey: string;

beforeAll(async () => {
  app = await startTestApp();
  const admin = await app.signInAs('admin');
  const created = await app.graphql<{ createApiKey: { secret: string } }>(
    'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
    { input: { name: 'Typed client', role: 'finance', expiresInDays: 30 } },
    admin.cookie,
  );
  financeKey = created.data!.createApiKey.secret;
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

describe('the partner typed client', () => {
  it('answers the guide’s operations with their own types', async () => {
    const ghc = createPartnerClient({ url: `${app.url}/graphql`, apiKey: financeKey });
    const { me } = await ghc.request(WhoAmIDocument);
    expect(me?.role).toBe('finance');
    expect(me?.permissions).toContain('viewAllPayments');
    const { payments } = await ghc.request(RecentPaymentsDocument, { first: 5 });
    expect(payments.nodes.length).toBeLessThanOrEqual(5);
    expect(typeof payments.pageInfo.hasNextPage).toBe('boolean');
    const { loans } = await ghc.request(LoansInArrearsDocument, { first: 20 });
    for (const loan of loans.nodes) expect(loan.daysPastDue).toBeGreaterThan(0);
  });

  it('rejects with the guide’s error code and the request id', async () => {
    const wrong = createPartnerClient({ url: `${app.url}/graphql`, apiKey: 'ghc_live_not-a-key' });
    const error = await wrong.request(WhoAmIDocument).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PartnerApiError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, message: 'Invalid or expired API key.' });
    expect((error as PartnerApiError).requestId).toBeTruthy();
  });
});
