import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let viewer: { cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  viewer = await app.signInAs('sales_executive');
  const customers = [await app.signUp(), await app.signUp(), await app.signUp()];
  // [customer, status, monthly rent, advance months, created at, decided at]
  const rows: Array<[number, string, number, number, string, string | null]> = [
    [0, 'approved', 100_000, 6, '2026-03-01T08:00:00Z', '2026-03-02T08:00:00Z'],
    [0, 'rejected', 50_000, 2, '2026-03-01T09:00:00Z', '2026-03-01T21:00:00Z'],
    [0, 'pending', 80_000, 3, '2026-03-03T10:00:00Z', null],
    [1, 'approved', 200_000, 12, '2026-03-03T23:59:59Z', '2026-03-05T00:00:00Z'],
    [1, 'cancelled', 70_000, 1, '2026-02-28T23:59:59Z', null],
    [2, 'under_review', 60_000, 4, '2026-03-02T12:00:00Z', null],
    [2, 'approved', 90_000, 6, '2026-02-20T00:00:00Z', '2026-03-02T00:00:00Z'],
  ];
  for (const [customer, status, rent, months, createdAt, decidedAt] of rows) {
    await app.database.query(
      `INSERT INTO application (user_id, status, monthly_rent, advance_months, repayment_months, property_address,
         property_digital_address, landlord_name, landlord_phone, created_at, decided_at)
       VALUES ($1, $2, $3, $4, 12, '1 Test Street, Accra', 'GA-100-1000', 'Landlord', '+233244000000', $5, $6)`,
      [customers[customer].id, status, rent, months, createdAt, decidedAt],
    );
  }
});
afterAll(async () => {
  await app?.stop();
});

const STATS = `query Stats($from: DateTimeISO!, $to: DateTimeISO!) {
  applicationStats(from: $from, to: $to) {
    totalApplications totalAmount
    byStatus { status count amount }
    perDay { date count }
    approvedDecisions rejectedDecisions approvalRateBp averageDecisionSeconds
  }
}`;

describe('applicationStats', () => {
  it('adds up counts, amounts, days and decisions of a known range', async () => {
    const result = await app.graphql(STATS, { from: '2026-03-01T00:00:00Z', to: '2026-03-04T00:00:00Z' }, viewer.cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      applicationStats: {
        totalApplications: 5,
        totalAmount: 3_580_000,
        byStatus: [
          { status: 'pending', count: 1, amount: 240_000 },
          { status: 'under_review', count: 1, amount: 240_000 },
          { status: 'approved', count: 2, amount: 3_000_000 },
          { status: 'rejected', count: 1, amount: 100_000 },
          { status: 'cancelled', count: 0, amount: 0 },
        ],
        perDay: [
          { date: '2026-03-01', count: 2 },
          { date: '2026-03-02', count: 1 },
          { date: '2026-03-03', count: 2 },
        ],
        // Decided in range: two approvals (1 day and 10 days) and one rejection (12 hours).
        approvedDecisions: 2,
        rejectedDecisions: 1,
        approvalRateBp: 6667,
        averageDecisionSeconds: 331_200,
      },
    });
  });

  it('returns zeros and nulls for an empty range', async () => {
    const result = await app.graphql<{ applicationStats: Record<string, unknown> }>(STATS, { from: '2025-01-01T00:00:00Z', to: '2025-01-02T00:00:00Z' }, viewer.cookie);
    expect(result.data?.applicationStats).toMatchObject({
      totalApplications: 0,
      totalAmount: 0,
      perDay: [{ date: '2025-01-01', count: 0 }],
      approvalRateBp: null,
      averageDecisionSeconds: null,
    });
  });

  it('refuses a backwards or over-long range', async () => {
    const backwards = await app.graphql(STATS, { from: '2026-03-04T00:00:00Z', to: '2026-03-01T00:00:00Z' }, viewer.cookie);
    expect(backwards.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'to' });
    const tooLong = await app.graphql(STATS, { from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, viewer.cookie);
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'The range may cover at most 366 days.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('overviewStats', () => {
  it('counts users and applications', async () => {
    const result = await app.graphql('{ overviewStats { totalUsers totalCustomers totalApplications openApplications } }', {}, viewer.cookie);
    expect(result.data).toEqual({ overviewStats: { totalUsers: 4, totalCustomers: 3, totalApplications: 7, openApplications: 2 } });
  });

  it('counts people only: an API key’s service account is not a user (the Users list hides it too)', async () => {
    const admin = await app.signInAs('admin');
    const before = await app.graphql<{ overviewStats: { totalUsers: number; totalCustomers: number } }>('{ overviewStats { totalUsers totalCustomers } }', {}, admin.cookie);
    const created = await app.graphql(
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } } }',
      { input: { name: 'Hubtel reconciliation', role: 'finance', expiresInDays: 30 } },
      admin.cookie,
    );
    expect(created.errors).toBeUndefined();
    const after = await app.graphql<{ overviewStats: { totalUsers: number; totalCustomers: number } }>('{ overviewStats { totalUsers totalCustomers } }', {}, admin.cookie);
    expect(after.data?.overviewStats).toEqual(before.data?.overviewStats);
    const listed = await app.graphql<{ users: { nodes: unknown[] } }>('{ users(first: 100) { nodes { id } } }', {}, admin.cookie);
    expect(listed.data?.users.nodes).toHaveLength(after.data!.overviewStats.totalUsers);
  });
});

describe('who may see analytics', () => {
  it('needs viewAnalytics', async () => {
    const customer = await app.signUp();
    const inspector = await app.signInAs('inspection_and_verification');
    for (const cookie of [customer.cookie, inspector.cookie]) {
      expect((await app.graphql('{ overviewStats { totalUsers } }', {}, cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const stats = await app.graphql(STATS, { from: '2026-03-01T00:00:00Z', to: '2026-03-04T00:00:00Z' }, cookie);
      expect(stats.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await app.graphql('{ overviewStats { totalUsers } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
