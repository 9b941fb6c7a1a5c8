import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type GraphQLResult, type TestApp } from '../../test/harness.js';

let app: TestApp;
let admin: { cookie: string; id: string; email: string };
let superadmin: { cookie: string; id: string; email: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  superadmin = await app.signInAs('superadmin');
});
afterAll(async () => {
  await app?.stop();
});

const errorOf = (result: GraphQLResult) => result.errors?.[0];

const USERS = `query ($first: Int, $after: String, $search: String, $role: Role) {
  users(first: $first, after: $after, search: $search, role: $role) {
    nodes { id email firstName lastName role banned createdAt profile { phone city } }
    pageInfo { hasNextPage endCursor }
  }
}`;
type UsersPage = {
  users: {
    nodes: Array<{ id: string; email: string; lastName: string; role: string; profile: { phone: string | null; city: string | null } | null }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

const ACCOUNT = 'id email firstName lastName role banned banReason';
const CREATE_STAFF = `mutation ($input: CreateStaffUserInput!) { createStaffUser(input: $input) { ${ACCOUNT} } }`;
const CHANGE_ROLE = `mutation ($userId: ID!, $role: Role!) { changeUserRole(userId: $userId, role: $role) { ${ACCOUNT} } }`;
const BAN = `mutation ($userId: ID!, $reason: String!) { banUser(userId: $userId, reason: $reason) { ${ACCOUNT} } }`;
const UNBAN = `mutation ($userId: ID!) { unbanUser(userId: $userId) { ${ACCOUNT} } }`;

async function roleOf(userId: string): Promise<string> {
  const [row] = await app.database.query<{ role: string }>('SELECT role FROM "user" WHERE id = $1', [userId]);
  return row.role;
}

async function auditCount(entityId: string): Promise<number> {
  const [row] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_event WHERE entity_id = $1', [entityId]);
  return row.count;
}

async function auditOf(entityId: string) {
  return app.database.query<{ action: string; actor_id: string; actor_role: string; before: unknown; after: unknown; request_id: string }>(
    'SELECT action, actor_id, actor_role, before, after, request_id FROM audit_event WHERE entity_id = $1 ORDER BY at, id',
    [entityId],
  );
}

/** Inserts customers with profiles straight into the tables (sign-up would hash every password); pairs share created_at. */
async function insertCustomers(prefix: string, count: number, phonePrefix: string): Promise<void> {
  await app.database.query(
    `INSERT INTO "user" (id, name, email, first_name, last_name, role, created_at, updated_at)
     SELECT $1 || '-' || n, 'Kojo ' || $2, $1 || n || '@example.com', 'Kojo', $2, 'user',
            timestamptz '2024-01-01' + (n / 2) * interval '1 minute', now()
     FROM generate_series(1, $3::int) AS n`,
    [prefix, `${prefix[0].toUpperCase()}${prefix.slice(1)}`, count],
  );
  await app.database.query(
    `INSERT INTO profile (user_id, phone, city, region)
     SELECT $1 || '-' || n, $3 || lpad(n::text, 7, '0'), 'Accra', 'greater_accra' FROM generate_series(1, $2::int) AS n`,
    [prefix, count, phonePrefix],
  );
}

describe('who may manage users', () => {
  it('asks a visitor to sign in and refuses a customer and staff without viewAllUsers', async () => {
    expect(errorOf(await app.graphql(USERS, {}))?.extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await app.signUp();
    expect(errorOf(await app.graphql(USERS, {}, customer.cookie))?.extensions?.code).toBe('FORBIDDEN');
    for (const role of ['credit_analyst', 'finance', 'sales_executive']) {
      const staff = await app.signInAs(role);
      expect(errorOf(await app.graphql(USERS, {}, staff.cookie))?.extensions?.code).toBe('FORBIDDEN');
      const user = await app.graphql('query ($id: ID!) { user(id: $id) { id } }', { id: customer.id }, staff.cookie);
      expect(errorOf(user)?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses the user-management mutations to staff without manageAllUsers', async () => {
    const customer = await app.signUp();
    const finance = await app.signInAs('finance');
    const attempts = [
      app.graphql(CHANGE_ROLE, { userId: customer.id, role: 'finance' }, finance.cookie),
      app.graphql(BAN, { userId: customer.id, reason: 'Fraud suspected' }, finance.cookie),
      app.graphql(UNBAN, { userId: customer.id }, finance.cookie),
      app.graphql(CREATE_STAFF, { input: { email: 'x@example.com', firstName: 'X', lastName: 'Y', role: 'finance', temporaryPassword: 'Temp-Okra-Stew-2026' } }, finance.cookie),
    ];
    for (const result of await Promise.all(attempts)) expect(errorOf(result)?.extensions?.code).toBe('FORBIDDEN');
    expect(await roleOf(customer.id)).toBe('user');
    expect(await auditCount(customer.id)).toBe(0);
  });

  it('answers NOT_FOUND for an unknown account', async () => {
    const result = await app.graphql('query ($id: ID!) { user(id: $id) { id } }', { id: 'nobody' }, admin.cookie);
    expect(errorOf(result)?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('users: search, filter and pagination', () => {
  beforeAll(async () => {
    await insertCustomers('walkabout', 25, '+23324');
  });

  it('walks 25 matching accounts with a cursor, newest first, each exactly once', async () => {
    const seen: string[] = [];
    const hasNext: boolean[] = [];
    let after: string | null = null;
    do {
      const result: GraphQLResult<UsersPage> = await app.graphql<UsersPage>(USERS, { first: 10, after, search: 'WALKABOUT' }, admin.cookie);
      expect(result.errors).toBeUndefined();
      seen.push(...result.data!.users.nodes.map((node) => node.id));
      hasNext.push(result.data!.users.pageInfo.hasNextPage);
      after = result.data!.users.pageInfo.hasNextPage ? result.data!.users.pageInfo.endCursor : null;
    } while (after);
    expect(hasNext).toEqual([true, true, false]);
    // created_at descending (n / 2 minutes), then id descending within a minute.
    const expected = Array.from({ length: 25 }, (_, index) => index + 1)
      .sort((a, b) => Math.floor(b / 2) - Math.floor(a / 2) || b - a)
      .map((n) => `walkabout-${n}`);
    expect(seen).toEqual(expected);
  });

  it('matches name, email and phone without regard to case, and a local 0-prefixed number', async () => {
    const search = async (text: string) => (await app.graphql<UsersPage>(USERS, { first: 100, search: text }, admin.cookie)).data!.users.nodes.map((node) => node.id);
    expect(await search('kojo walkabout')).toHaveLength(25);
    expect(await search('WALKABOUT7@EXAMPLE')).toEqual(['walkabout-7']);
    expect(await search('+233240000012')).toEqual(['walkabout-12']);
    expect(await search('0240000012')).toEqual(['walkabout-12']);
    // LIKE wildcards typed by staff are literal characters.
    expect(await search('walk%bout')).toEqual([]);
    expect(await search('walkabout_')).toEqual([]);
  });

  it('filters by role and returns the joined profile', async () => {
    const result = await app.graphql<UsersPage>(USERS, { first: 100, role: 'superadmin' }, admin.cookie);
    expect(result.data?.users.nodes.map((node) => node.id)).toEqual([superadmin.id]);
    expect(result.data?.users.nodes[0].profile).toBeNull();
    const customers = await app.graphql<UsersPage>(USERS, { first: 1, role: 'user', search: 'walkabout25@' }, admin.cookie);
    expect(customers.data?.users.nodes[0]).toMatchObject({ role: 'user', profile: { phone: '+233240000025', city: 'Accra' } });
  });

  it('refuses a page larger than 100 and a forged cursor with BAD_USER_INPUT', async () => {
    const tooMany = await app.graphql(USERS, { first: 101 }, admin.cookie);
    expect(errorOf(tooMany)?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'first' });
    const none = await app.graphql(USERS, { first: 0 }, admin.cookie);
    expect(errorOf(none)?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'first' });
    const forged = await app.graphql(USERS, { after: 'not-a-cursor' }, admin.cookie);
    expect(errorOf(forged)?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('costs the same number of SQL statements for 20 and for 100 accounts with their profiles', async () => {
    await insertCustomers('bulk', 110, '+23355');
    const count = async (first: number) => {
      app.statements.reset();
      const result = await app.graphql<UsersPage>(USERS, { first }, admin.cookie);
      expect(result.data?.users.nodes).toHaveLength(first);
      expect(result.data?.users.nodes.every((node) => node.profile !== undefined)).toBe(true);
      return app.statements.count;
    };
    const twenty = await count(20);
    const hundred = await count(100);
    expect(hundred).toBe(twenty);
  });
});

describe('createStaffUser', () => {
  it('creates a staff account that signs in with the temporary password, and audits it', async () => {
    const input = { email: 'Akua.Boakye@Example.com', firstName: 'Akua', lastName: 'Boakye', role: 'credit_analyst', temporaryPassword: 'Welcome-Baobab-Tree-26' };
    const result = await app.graphql<{ createStaffUser: { id: string; email: string; role: string } }>(CREATE_STAFF, { input }, admin.cookie);
    expect(result.errors).toBeUndefined();
    const created = result.data!.createStaffUser;
    expect(created).toMatchObject({ email: 'akua.boakye@example.com', firstName: 'Akua', lastName: 'Boakye', role: 'credit_analyst', banned: false });

    // The sign-up's own session is discarded: nobody is signed in as the new account yet.
    const [{ count }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM session WHERE user_id = $1', [created.id]);
    expect(count).toBe(0);
    const cookie = await app.signIn('akua.boakye@example.com', 'Welcome-Baobab-Tree-26');
    const me = await app.graphql<{ me: { role: string; permissions: string[] } }>('{ me { role permissions } }', {}, cookie);
    expect(me.data?.me.role).toBe('credit_analyst');

    const [event] = await auditOf(created.id);
    expect(event).toMatchObject({
      action: 'user.created',
      actor_id: admin.id,
      actor_role: 'admin',
      before: null,
      after: { email: 'akua.boakye@example.com', firstName: 'Akua', lastName: 'Boakye', role: 'credit_analyst' },
    });
  });

  it('lets only a superadmin create an admin', async () => {
    const input = { email: 'new.admin@example.com', firstName: 'Nana', lastName: 'Addo', role: 'admin', temporaryPassword: 'Welcome-Baobab-Tree-26' };
    const refused = await app.graphql(CREATE_STAFF, { input }, admin.cookie);
    expect(errorOf(refused)?.extensions?.code).toBe('FORBIDDEN');
    expect(await app.database.query('SELECT id FROM "user" WHERE email = $1', [input.email])).toEqual([]);

    const allowed = await app.graphql<{ createStaffUser: { role: string } }>(CREATE_STAFF, { input }, superadmin.cookie);
    expect(allowed.data?.createStaffUser.role).toBe('admin');
  });

  const invalid: Array<[string, string, Record<string, string>]> = [
    ['role', 'BAD_USER_INPUT', { role: 'user' }],
    ['temporaryPassword', 'BAD_USER_INPUT', { temporaryPassword: 'password' }],
    ['temporaryPassword', 'BAD_USER_INPUT', { temporaryPassword: 'Ab1' }],
    ['email', 'BAD_USER_INPUT', { email: 'not-an-email' }],
    ['firstName', 'BAD_USER_INPUT', { firstName: '   ' }],
  ];
  it.each(invalid)('refuses a bad %s with %s and creates nothing (%j)', async (field, code, change) => {
    const input = { email: `refused-${field}@example.com`, firstName: 'Yaw', lastName: 'Mensah', role: 'finance', temporaryPassword: 'Welcome-Baobab-Tree-26', ...change };
    const result = await app.graphql(CREATE_STAFF, { input }, admin.cookie);
    expect(errorOf(result)?.extensions).toEqual({ code, field });
    expect(await app.database.query('SELECT id FROM "user" WHERE email = $1', [input.email.toLowerCase()])).toEqual([]);
  });

  it('refuses an email that is already registered with CONFLICT and the SPEC message', async () => {
    const customer = await app.signUp();
    const input = { email: customer.email.toUpperCase(), firstName: 'Yaw', lastName: 'Mensah', role: 'finance', temporaryPassword: 'Welcome-Baobab-Tree-26' };
    const result = await app.graphql(CREATE_STAFF, { input }, admin.cookie);
    expect(errorOf(result)?.extensions).toEqual({ code: 'CONFLICT', field: 'email' });
    expect(errorOf(result)?.message).toBe('This email is already registered. Please use a different email or try logging in.');
    expect(await roleOf(customer.id)).toBe('user');
  });
});

describe('changeUserRole', () => {
  it('lets an admin move a customer into a non-admin staff role, audited with before and after', async () => {
    const customer = await app.signUp();
    const result = await app.graphql<{ changeUserRole: { role: string } }>(CHANGE_ROLE, { userId: customer.id, role: 'finance' }, admin.cookie);
    expect(result.data?.changeUserRole.role).toBe('finance');
    const me = await app.graphql<{ me: { role: string } }>('{ me { role } }', {}, customer.cookie);
    expect(me.data?.me.role).toBe('finance');
    const [event] = await auditOf(customer.id);
    expect(event).toMatchObject({ action: 'user.role_changed', actor_id: admin.id, actor_role: 'admin', before: { role: 'user' }, after: { role: 'finance' } });
    expect(event.request_id).toEqual(expect.any(String));
  });

  it('refuses an admin granting superadmin or admin, or demoting an admin; nothing changes or is audited', async () => {
    const customer = await app.signUp();
    const otherAdmin = await app.signInAs('admin');
    for (const [userId, role] of [
      [customer.id, 'superadmin'],
      [customer.id, 'admin'],
      [otherAdmin.id, 'finance'],
    ]) {
      const result = await app.graphql(CHANGE_ROLE, { userId, role }, admin.cookie);
      expect(errorOf(result)?.extensions?.code).toBe('FORBIDDEN');
      expect(errorOf(result)?.message).toBe('Only a superadmin can grant or remove the admin or superadmin role.');
    }
    expect(await roleOf(customer.id)).toBe('user');
    expect(await roleOf(otherAdmin.id)).toBe('admin');
    expect(await auditCount(customer.id)).toBe(0);
    expect(await auditCount(otherAdmin.id)).toBe(0);
  });

  it('lets a superadmin make a superadmin and demote an admin', async () => {
    const customer = await app.signUp();
    const promoted = await app.graphql<{ changeUserRole: { role: string } }>(CHANGE_ROLE, { userId: customer.id, role: 'superadmin' }, superadmin.cookie);
    expect(promoted.data?.changeUserRole.role).toBe('superadmin');
    const demoted = await app.graphql<{ changeUserRole: { role: string } }>(CHANGE_ROLE, { userId: customer.id, role: 'credit_analyst' }, superadmin.cookie);
    expect(demoted.data?.changeUserRole.role).toBe('credit_analyst');
    expect((await auditOf(customer.id)).map((event) => [event.before, event.after])).toEqual([
      [{ role: 'user' }, { role: 'superadmin' }],
      [{ role: 'superadmin' }, { role: 'credit_analyst' }],
    ]);
  });

  it('refuses anyone changing their own role, even a superadmin', async () => {
    for (const actor of [admin, superadmin]) {
      const result = await app.graphql(CHANGE_ROLE, { userId: actor.id, role: 'finance' }, actor.cookie);
      expect(errorOf(result)?.extensions?.code).toBe('FORBIDDEN');
      expect(errorOf(result)?.message).toBe('You cannot change your own role.');
    }
    expect(await roleOf(superadmin.id)).toBe('superadmin');
  });

  it('answers NOT_FOUND for an unknown account', async () => {
    const result = await app.graphql(CHANGE_ROLE, { userId: 'missing', role: 'finance' }, admin.cookie);
    expect(errorOf(result)?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('banUser and unbanUser', () => {
  const signInStatus = async (email: string) => {
    const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.origin },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  };

  it('signs the person out at once, refuses their sign-in, and unbanning lets them back', async () => {
    const customer = await app.signUp();
    const secondDevice = await app.signIn(customer.email);
    const banned = await app.graphql<{ banUser: { banned: boolean; banReason: string } }>(
      BAN,
      { userId: customer.id, reason: '  Repeated chargebacks on BNPL orders ' },
      admin.cookie,
    );
    expect(banned.data?.banUser).toMatchObject({ banned: true, banReason: 'Repeated chargebacks on BNPL orders' });

    for (const cookie of [customer.cookie, secondDevice]) {
      expect((await app.graphql('{ me { id } }', {}, cookie)).data).toEqual({ me: null });
    }
    expect(await signInStatus(customer.email)).toEqual({ status: 403, code: 'USER_BANNED' });
    const [event] = await auditOf(customer.id);
    expect(event).toMatchObject({
      action: 'user.banned',
      actor_id: admin.id,
      actor_role: 'admin',
      before: { banned: false, banReason: null },
      after: { banned: true, banReason: 'Repeated chargebacks on BNPL orders', sessionsRevoked: 2 },
    });

    const unbanned = await app.graphql<{ unbanUser: { banned: boolean; banReason: string | null } }>(UNBAN, { userId: customer.id }, admin.cookie);
    expect(unbanned.data?.unbanUser).toMatchObject({ banned: false, banReason: null });
    expect((await signInStatus(customer.email)).status).toBe(200);
    expect((await auditOf(customer.id)).map((entry) => entry.action)).toEqual(['user.banned', 'user.unbanned']);
  });

  it('lets only a superadmin ban an admin, and nobody ban themselves', async () => {
    const otherAdmin = await app.signInAs('admin');
    const refused = await app.graphql(BAN, { userId: otherAdmin.id, reason: 'Leaving the company' }, admin.cookie);
    expect(errorOf(refused)?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql<{ me: { id: string } }>('{ me { id } }', {}, otherAdmin.cookie)).data?.me.id).toBe(otherAdmin.id);

    const self = await app.graphql(BAN, { userId: superadmin.id, reason: 'Testing myself' }, superadmin.cookie);
    expect(errorOf(self)?.extensions?.code).toBe('FORBIDDEN');
    expect(await auditCount(superadmin.id)).toBe(0);

    const allowed = await app.graphql<{ banUser: { banned: boolean } }>(BAN, { userId: otherAdmin.id, reason: 'Leaving the company' }, superadmin.cookie);
    expect(allowed.data?.banUser.banned).toBe(true);
    const unbanByAdmin = await app.graphql(UNBAN, { userId: otherAdmin.id }, admin.cookie);
    expect(errorOf(unbanByAdmin)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('needs a reason of at least 3 characters', async () => {
    const customer = await app.signUp();
    for (const reason of ['no', '     ']) {
      const result = await app.graphql(BAN, { userId: customer.id, reason }, admin.cookie);
      expect(errorOf(result)?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'reason' });
    }
    expect((await app.graphql<{ me: { id: string } }>('{ me { id } }', {}, customer.cookie)).data?.me.id).toBe(customer.id);
  });
});
