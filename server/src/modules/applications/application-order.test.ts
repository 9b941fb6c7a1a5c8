// The review queue: oldest first, with keyset pages that neither skip nor repeat; and page reads that join the
// reviewer and property only when the operation selects them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
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

describe('joins by selection', () => {
  /** Runs `query` and returns its data and the application page statement it sent (PostgreSQL runs only). */
  async function readWithStatement<T>(query: string, variables: Record<string, unknown>) {
    const texts: string[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function query(this: pg.Client, config: unknown, ...rest: unknown[]) {
      const text = typeof config === 'object' && config ? (config as { text?: string }).text : undefined;
      if (text?.includes('json_build_object')) texts.push(text);
      return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof original;
    try {
      const result = await app.graphql<T>(query, variables, analyst.cookie);
      expect(result.errors).toBeUndefined();
      return { data: result.data!, statement: texts[0] };
    } finally {
      pg.Client.prototype.query = original;
    }
  }

  it('returns the reviewer when selected, under an alias or in a fragment, and leaves both joins out when not', async () => {
    await app.database.query('UPDATE application SET reviewer_id = $1 WHERE id = $2', [analyst.id, created.r1]);
    const onPg = Boolean(process.env.TEST_DATABASE_URL);

    const bare = await readWithStatement<{ application: { id: string } }>('query B($id: ID!) { application(id: $id) { id status } }', { id: created.r1 });
    expect(bare.data.application.id).toBe(created.r1);
    if (onPg) expect(bare.statement).not.toMatch(/"reviewer"|LEFT JOIN "property"/i);

    const aliased = await readWithStatement<{ application: { who: { id: string } | null } }>(
      'query A($id: ID!) { application(id: $id) { id who: reviewer { id } } }',
      { id: created.r1 },
    );
    expect(aliased.data.application.who).toEqual({ id: analyst.id });
    if (onPg) expect(aliased.statement).toMatch(/LEFT JOIN "user" "reviewer"|LEFT JOIN "user" AS "reviewer"/i);
    if (onPg) expect(aliased.statement).not.toMatch(/LEFT JOIN "property"/i);

    const viaFragment = await readWithStatement<{ applications: { nodes: Array<{ id: string; reviewer: { id: string } | null; property: null }> } }>(
      'query F { applications(status: under_review, first: 5) { nodes { ...Row } } } fragment Row on Application { id ... on Application { reviewer { id } property { id } } }',
      {},
    );
    expect(viaFragment.data.applications.nodes.find((node) => node.id === created.r1)).toEqual({ id: created.r1, reviewer: { id: analyst.id }, property: null });
    if (onPg) expect(viaFragment.statement).toMatch(/LEFT JOIN "property"/i);
  });
});
