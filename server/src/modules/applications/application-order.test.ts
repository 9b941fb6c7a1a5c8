// The review queue: oldest first, with keyset pages that neither skip nor repeat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let analyst: { cookie: string };
const created: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
  // Two share a timestamp so the id breaks the tie.
  const rows: Array<[string, string, string]> = [
    ['p1', 'pending', '2026-03-02T08:00:00Z'],
    ['p2', 'pending', '2026-03-01T08:00:00Z'],
    ['p3', 'pending', '2026-03-03T08:00:00Z'],
    ['p4', 'pending', '2026-03-01T08:00:00Z'],
    ['r1', 'under_review', '2026-02-01T08:00:00Z'],
    ['a1', 'approved', '2026-01-01T08:00:00Z'],
  ];
  for (const [name, status, createdAt] of rows) {
    // One open application per customer.
    const customer = await app.signUp();
    const [row] = await app.database.query<{ id: string }>(
      `INSERT INTO application (user_id, status, monthly_rent, advance_months, repayment_months, property_address,
         property_digital_address, landlord_name, landlord_phone, created_at)
       VALUES ($1, $2, 100000, 6, 12, '1 Test Street, Accra', 'GA-100-1000', 'Landlord', '+233244000000', $3) RETURNING id`,
      [customer.id, status, createdAt],
    );
    await app.database.query(
      `INSERT INTO employer_information (application_id, employer_name, employer_address, employer_phone, job_title, employment_type, monthly_net_income, start_date)
       VALUES ($1, 'Employer', 'Accra', '+233244000001', 'Clerk', 'full_time', 500000, '2020-01-01')`,
      [row.id],
    );
    created[name] = row.id;
  }
});
afterAll(async () => {
  await app?.stop();
});

const LIST = `query Q($status: ApplicationStatus, $order: ListOrder, $first: Int, $after: String) {
  applications(status: $status, order: $order, first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } }
}`;
type ListData = { applications: { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

async function allPages(variables: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const result: { data?: ListData; errors?: unknown } = await app.graphql<ListData>(LIST, { ...variables, first: 1, after }, analyst.cookie);
    expect(result.errors).toBeUndefined();
    ids.push(...result.data!.applications.nodes.map((node) => node.id));
    if (!result.data!.applications.pageInfo.hasNextPage) return ids;
    after = result.data!.applications.pageInfo.endCursor;
  }
}

describe('applications(order: oldest_first)', () => {
  it('lists a status oldest first, ties broken by id, across pages of one', async () => {
    const [tieLow, tieHigh] = [created.p2, created.p4].sort();
    expect(await allPages({ status: 'pending', order: 'oldest_first' })).toEqual([tieLow, tieHigh, created.p1, created.p3]);
    expect(await allPages({ status: 'pending' })).toEqual([created.p3, created.p1, tieHigh, tieLow]);
  });

  it('orders the whole list both ways and keeps newest first as the default', async () => {
    const oldest = await allPages({ order: 'oldest_first' });
    const newest = await allPages({ order: 'newest_first' });
    expect(oldest).toHaveLength(6);
    expect(oldest.slice(0, 2)).toEqual([created.a1, created.r1]);
    expect(newest).toEqual([...oldest].reverse());
  });
});
