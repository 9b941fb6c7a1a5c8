import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let admin: { cookie: string; id: string };
let customers: Array<{ cookie: string; id: string }>;
let bannedCustomer: { cookie: string; id: string };
let finance: { cookie: string; id: string };
let analyst: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  customers = [await app.signUp(), await app.signUp(), await app.signUp()];
  bannedCustomer = await app.signUp();
  await app.database.query('UPDATE "user" SET banned = true WHERE id = $1', [bannedCustomer.id]);
  finance = await app.signInAs('finance');
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

const BROADCAST = `mutation B($input: BroadcastInput!) {
  broadcastNotification(input: $input) { id audience title body link recipientCount createdAt sentBy { id email } }
}`;
const HISTORY = `query H($first: Int, $after: String) {
  broadcasts(first: $first, after: $after) { nodes { id audience title recipientCount sentBy { id } } pageInfo { hasNextPage endCursor } }
}`;
const MINE = '{ myNotifications { nodes { kind title body link } } myUnreadNotificationCount }';

type Sent = { id: string; audience: string; title: string; body: string; link: string | null; recipientCount: number; sentBy: { id: string; email: string } };

async function inbox(cookie: string) {
  const result = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string; title: string; body: string; link: string | null }> } }>(MINE, {}, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.myNotifications.nodes;
}

describe('broadcastNotification', () => {
  it('reaches every customer (one row each, in one INSERT … SELECT) and nobody else, audit-logged', async () => {
    const before = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM notification');
    const size = await app.graphql<{ broadcastRecipientCount: number }>('{ broadcastRecipientCount(audience: all_customers) }', {}, admin.cookie);
    expect(size.data).toEqual({ broadcastRecipientCount: 3 });
    const result = await app.graphql<{ broadcastNotification: Sent }>(
      BROADCAST,
      { input: { audience: 'all_customers', title: '  Office closed on Friday ', body: 'Our Accra office is closed on Friday for the holiday.', link: '/help' } },
      admin.cookie,
    );
    expect(result.errors).toBeUndefined();
    const sent = result.data!.broadcastNotification;
    expect(sent).toMatchObject({ audience: 'all_customers', title: 'Office closed on Friday', link: '/help', recipientCount: 3, sentBy: { id: admin.id } });

    for (const customer of customers) {
      expect(await inbox(customer.cookie)).toContainEqual({
        kind: 'broadcast',
        title: 'Office closed on Friday',
        body: 'Our Accra office is closed on Friday for the holiday.',
        link: '/help',
      });
    }
    for (const other of [bannedCustomer, admin, finance, analyst]) {
      const [row] = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND kind = 'broadcast'", [other.id]);
      expect(row.n).toBe(0);
    }
    const after = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM notification');
    expect(after[0].n - before[0].n).toBe(3);
    const [stored] = await app.database.query<{ recipient_count: number; sender_id: string }>('SELECT recipient_count, sender_id FROM broadcast WHERE id = $1', [sent.id]);
    expect(stored).toEqual({ recipient_count: 3, sender_id: admin.id });
    const [audit] = await app.database.query<{ actor_id: string; after: { recipientCount: number; audience: string } }>(
      "SELECT actor_id, after FROM audit_event WHERE action = 'notification.broadcast' AND entity_id = $1",
      [sent.id],
    );
    expect(audit).toMatchObject({ actor_id: admin.id, after: { recipientCount: 3, audience: 'all_customers' } });
  });

  it('reaches only the members of a staff role', async () => {
    const secondFinance = await app.signInAs('finance');
    const result = await app.graphql<{ broadcastNotification: Sent }>(
      BROADCAST,
      { input: { audience: 'finance', title: 'Month-end close', body: 'Please reconcile disbursements by Thursday.' } },
      admin.cookie,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.broadcastNotification).toMatchObject({ recipientCount: 2, link: null });
    for (const member of [finance, secondFinance]) expect((await inbox(member.cookie)).map((n) => n.title)).toContain('Month-end close');
    for (const other of [analyst, ...customers]) expect((await inbox(other.cookie)).map((n) => n.title)).not.toContain('Month-end close');
  });

  it('is refused to customers and staff without manageSystem, and to anonymous callers', async () => {
    const input = { audience: 'all_customers', title: 'Hello', body: 'Not allowed.' };
    for (const cookie of [customers[0].cookie, finance.cookie, analyst.cookie]) {
      const result = await app.graphql(BROADCAST, { input }, cookie);
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.graphql(HISTORY, {}, cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.graphql('{ broadcastRecipientCount(audience: finance) }', {}, cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await app.graphql(BROADCAST, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const [row] = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM broadcast WHERE body = 'Not allowed.'");
    expect(row.n).toBe(0);
  });

  it('validates the title, body, link and audience, and writes nothing on a refusal', async () => {
    const superadmin = await app.signInAs('superadmin');
    const valid = { audience: 'all_customers', title: 'A title', body: 'A body' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ body: 'y'.repeat(2001) }, 'body'],
      [{ body: '  ' }, 'body'],
      [{ link: 'https://evil.example/phish' }, 'link'],
      [{ link: '//evil.example' }, 'link'],
      [{ link: '/\\evil.example' }, 'link'],
      [{ link: 'payments' }, 'link'],
    ];
    const [before] = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM broadcast');
    for (const [change, field] of cases) {
      const result = await app.graphql(BROADCAST, { input: { ...valid, ...change } }, superadmin.cookie);
      expect(result.errors?.[0].extensions, JSON.stringify(change)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const unknownAudience = await app.graphql(BROADCAST, { input: { ...valid, audience: 'user' } }, superadmin.cookie);
    expect(unknownAudience.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const [after] = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM broadcast');
    expect(after.n).toBe(before.n);
    // The limits themselves are allowed.
    const longest = await app.graphql<{ broadcastNotification: Sent }>(
      BROADCAST,
      { input: { audience: 'superadmin', title: 't'.repeat(120), body: 'b'.repeat(2000), link: '/payments?tab=history' } },
      superadmin.cookie,
    );
    expect(longest.errors).toBeUndefined();
    expect(longest.data!.broadcastNotification.recipientCount).toBe(1);
  });

  it('lists the history newest first with sender and recipient count, page by page', async () => {
    const first = await app.graphql<{ broadcasts: { nodes: Array<{ audience: string; title: string; recipientCount: number; sentBy: { id: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
      HISTORY,
      { first: 2 },
      admin.cookie,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.broadcasts.nodes.map((node) => [node.audience, node.recipientCount])).toEqual([
      ['superadmin', 1],
      ['finance', 2],
    ]);
    expect(first.data!.broadcasts.pageInfo.hasNextPage).toBe(true);
    const second = await app.graphql<{ broadcasts: { nodes: Array<{ title: string; recipientCount: number; sentBy: { id: string } }>; pageInfo: { hasNextPage: boolean } } }>(
      HISTORY,
      { first: 2, after: first.data!.broadcasts.pageInfo.endCursor },
      admin.cookie,
    );
    expect(second.data!.broadcasts).toEqual({
      nodes: [{ id: expect.any(String), audience: 'all_customers', title: 'Office closed on Friday', recipientCount: 3, sentBy: { id: admin.id } }],
      pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
    });
  });
});
