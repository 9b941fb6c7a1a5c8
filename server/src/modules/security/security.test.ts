import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type GraphQLResult, type TestApp } from '../../test/harness.js';

let app: TestApp;
let admin: { cookie: string; id: string; email: string };
beforeAll(async () => {
  // Each sign-in names its device's address in X-Forwarded-For, as a loopback proxy would.
  app = await startTestApp({ TRUST_PROXY: 'loopback' });
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.stop();
});

const errorOf = (result: GraphQLResult) => result.errors?.[0];

const AUDIT_EVENTS = `query ($first: Int, $after: String, $entity: String, $entityId: String, $actorId: ID, $action: String) {
  auditEvents(first: $first, after: $after, entity: $entity, entityId: $entityId, actorId: $actorId, action: $action) {
    nodes { id actorId actorEmail actorRole apiKeyId action entity entityId before after requestId ip at }
    pageInfo { hasNextPage endCursor }
  }
}`;
type AuditNode = {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string;
  at: string;
};
type AuditPage = { auditEvents: { nodes: AuditNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

const ACTIVE_SESSIONS = `query ($first: Int, $after: String, $userId: ID) {
  activeSessions(first: $first, after: $after, userId: $userId) {
    nodes { id userId userEmail ipAddress userAgent createdAt expiresAt }
    pageInfo { hasNextPage endCursor }
  }
}`;
type SessionNode = { id: string; userId: string; userEmail: string; ipAddress: string | null; userAgent: string | null; createdAt: string; expiresAt: string };
type SessionsPage = { activeSessions: { nodes: SessionNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

const CHANGE_ROLE = 'mutation ($userId: ID!, $role: Role!) { changeUserRole(userId: $userId, role: $role) { id } }';
const REVOKE = 'mutation ($id: ID!) { revokeSession(id: $id) }';

/** Signs in from a named device, as the security page would show it. */
async function signInFrom(email: string, device: { ip: string; userAgent: string }): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin, 'x-forwarded-for': device.ip, 'user-agent': device.userAgent },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('who may open the security page', () => {
  it('asks a visitor to sign in and refuses everyone without manageSystem', async () => {
    const customer = await app.signUp();
    for (const query of [AUDIT_EVENTS, ACTIVE_SESSIONS]) {
      expect(errorOf(await app.graphql(query, {}))?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(errorOf(await app.graphql(query, {}, customer.cookie))?.extensions?.code).toBe('FORBIDDEN');
      for (const role of ['credit_analyst', 'finance', 'inspection_and_verification']) {
        const staff = await app.signInAs(role);
        expect(errorOf(await app.graphql(query, {}, staff.cookie))?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const finance = await app.signInAs('finance');
    const [session] = await app.database.query<{ id: string }>('SELECT id FROM session WHERE user_id = $1', [customer.id]);
    expect(errorOf(await app.graphql(REVOKE, { id: session.id }, finance.cookie))?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql<{ me: { id: string } }>('{ me { id } }', {}, customer.cookie)).data?.me.id).toBe(customer.id);
  });
});

describe('auditEvents', () => {
  it('shows a role change with the actor, their role and the before and after values', async () => {
    const customer = await app.signUp();
    await app.graphql(CHANGE_ROLE, { userId: customer.id, role: 'finance' }, admin.cookie);
    const result = await app.graphql<AuditPage>(AUDIT_EVENTS, { entity: 'user', entityId: customer.id }, admin.cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data?.auditEvents.nodes).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        actorRole: 'admin',
        apiKeyId: null,
        action: 'user.role_changed',
        entity: 'user',
        entityId: customer.id,
        before: { role: 'user' },
        after: { role: 'finance' },
        requestId: expect.any(String),
        at: expect.any(String),
      }),
    ]);
  });

  it('writes no event when the change is refused', async () => {
    const customer = await app.signUp();
    const refused = await app.graphql(CHANGE_ROLE, { userId: customer.id, role: 'superadmin' }, admin.cookie);
    expect(errorOf(refused)?.extensions?.code).toBe('FORBIDDEN');
    const result = await app.graphql<AuditPage>(AUDIT_EVENTS, { entityId: customer.id }, admin.cookie);
    expect(result.data?.auditEvents.nodes).toEqual([]);
  });

  it('filters by actor and action and pages newest first without repeats', async () => {
    const superadmin = await app.signInAs('superadmin');
    const people = await Promise.all([app.signUp(), app.signUp(), app.signUp(), app.signUp(), app.signUp()]);
    for (const person of people) await app.graphql(CHANGE_ROLE, { userId: person.id, role: 'sales_executive' }, superadmin.cookie);

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const result: GraphQLResult<AuditPage> = await app.graphql<AuditPage>(
        AUDIT_EVENTS,
        { first: 2, after, actorId: superadmin.id, action: 'user.role_changed' },
        admin.cookie,
      );
      expect(result.errors).toBeUndefined();
      const page = result.data!.auditEvents;
      for (const node of page.nodes) expect(node).toMatchObject({ actorId: superadmin.id, actorRole: 'superadmin', action: 'user.role_changed' });
      seen.push(...page.nodes.map((node) => node.entityId));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(people.map((person) => person.id).reverse());

    const otherAction = await app.graphql<AuditPage>(AUDIT_EVENTS, { actorId: superadmin.id, action: 'user.banned' }, admin.cookie);
    expect(otherAction.data?.auditEvents.nodes).toEqual([]);
  });

  it('refuses a page larger than 100', async () => {
    const result = await app.graphql(AUDIT_EVENTS, { first: 101 }, admin.cookie);
    expect(errorOf(result)?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

describe('activeSessions and revokeSession', () => {
  it('lists a person’s live sessions with device details, never the token, and not the expired ones', async () => {
    const customer = await app.signUp();
    await app.database.query('DELETE FROM session WHERE user_id = $1', [customer.id]);
    await signInFrom(customer.email, { ip: '41.66.200.10', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile' });
    await signInFrom(customer.email, { ip: '154.160.1.20', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/140' });
    await signInFrom(customer.email, { ip: '102.176.0.5', userAgent: 'Old laptop' });
    await app.database.query(`UPDATE session SET expires_at = now() - interval '1 minute' WHERE user_agent = 'Old laptop' AND user_id = $1`, [customer.id]);

    const result = await app.graphql<SessionsPage>(ACTIVE_SESSIONS, { userId: customer.id }, admin.cookie);
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.activeSessions.nodes;
    expect(nodes.map((node) => [node.userEmail, node.ipAddress, node.userAgent])).toEqual([
      [customer.email, '154.160.1.20', 'Mozilla/5.0 (Windows NT 10.0) Firefox/140'],
      [customer.email, '41.66.200.10', 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile'],
    ]);
    expect(new Date(nodes[0].expiresAt).getTime()).toBeGreaterThan(Date.now());
    const tokens = await app.database.query<{ token: string }>('SELECT token FROM session WHERE user_id = $1', [customer.id]);
    for (const { token } of tokens) expect(JSON.stringify(result)).not.toContain(token);

    const askForToken = await app.graphql('{ activeSessions { nodes { token } } }', {}, admin.cookie);
    expect(errorOf(askForToken)?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('pages through every live session without repeats', async () => {
    const seen = new Set<string>();
    let after: string | null = null;
    let total = 0;
    do {
      const result: GraphQLResult<SessionsPage> = await app.graphql<SessionsPage>(ACTIVE_SESSIONS, { first: 3, after }, admin.cookie);
      const page = result.data!.activeSessions;
      for (const node of page.nodes) seen.add(node.id);
      total += page.nodes.length;
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const [{ count }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM session WHERE expires_at > now()');
    expect(total).toBe(count);
    expect(seen.size).toBe(count);
  });

  it('revokes one session at once, leaves the others signed in, and audits it', async () => {
    const customer = await app.signUp();
    const phone = await signInFrom(customer.email, { ip: '41.66.200.11', userAgent: 'Phone' });
    const listed = await app.graphql<SessionsPage>(ACTIVE_SESSIONS, { userId: customer.id }, admin.cookie);
    const phoneSession = listed.data!.activeSessions.nodes.find((node) => node.userAgent === 'Phone')!;

    const result = await app.graphql<{ revokeSession: boolean }>(REVOKE, { id: phoneSession.id }, admin.cookie);
    expect(result.data?.revokeSession).toBe(true);
    expect((await app.graphql('{ me { id } }', {}, phone)).data).toEqual({ me: null });
    expect((await app.graphql<{ me: { id: string } }>('{ me { id } }', {}, customer.cookie)).data?.me.id).toBe(customer.id);

    const audit = await app.graphql<AuditPage>(AUDIT_EVENTS, { entity: 'session', entityId: phoneSession.id }, admin.cookie);
    expect(audit.data?.auditEvents.nodes).toEqual([
      expect.objectContaining({
        action: 'session.revoked',
        actorId: admin.id,
        actorRole: 'admin',
        before: expect.objectContaining({ userId: customer.id, ipAddress: '41.66.200.11', userAgent: 'Phone' }),
        after: null,
      }),
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/token/i);
  });

  it('answers NOT_FOUND for a session that does not exist, writing nothing', async () => {
    const result = await app.graphql(REVOKE, { id: 'no-such-session' }, admin.cookie);
    expect(errorOf(result)?.extensions?.code).toBe('NOT_FOUND');
    const audit = await app.graphql<AuditPage>(AUDIT_EVENTS, { entityId: 'no-such-session' }, admin.cookie);
    expect(audit.data?.auditEvents.nodes).toEqual([]);
  });
});
