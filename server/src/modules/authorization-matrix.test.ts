import 'reflect-metadata';
import { HARDSHIP_REASONS } from './hardship/hardship.table.js';
import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, hasPermission, type Permission, type Role } from '../auth/permissions.js';
import { buildAppSchema } from '../graphql/build-schema.js';
import { validApplicationInput, validProductApplicationInput } from '../test/application-fixtures.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { resolvers } from './index.js';
import { LIST_EXPORTS } from '../http/list-export.js';
import { searchableKinds } from './search/search.service.js';

// Every root query and mutation × anonymous and each role, with the expected answer derived from the SPEC §6
// catalogue and the rule declared on the field; then, for customer operations on one record, the caller's own
// record against someone else's.

type Actor = 'anonymous' | Role;
const ACTORS: Actor[] = ['anonymous', ...ROLES];
const DENIED = ['UNAUTHENTICATED', 'FORBIDDEN'];

/** Customer operations that take one record's id, and the table that record lives in. */
/** Arguments must be valid, since input validation answers before ownership is looked at. */
const OWNED_RECORD_OPERATIONS: Record<string, { table: string; argument: string; valid?: () => Record<string, unknown> }> = {
  ticket: { table: 'ticket', argument: 'id' },
  replyToTicket: { table: 'ticket', argument: 'id', valid: () => ({ body: 'Any update on this, please?' }) },
  closeTicket: { table: 'ticket', argument: 'id' },
  updateApplication: { table: 'application', argument: 'id', valid: () => ({ input: validApplicationInput() }) },
  updateProductApplication: { table: 'application', argument: 'id', valid: () => ({ input: validProductApplicationInput({ totalRepayable: 1, aprBp: 1 }) }) },
  cancelApplication: { table: 'application', argument: 'id' },
  deleteDocument: { table: 'document', argument: 'id' },
  markNotificationRead: { table: 'notification', argument: 'id' },
  loan: { table: 'loan', argument: 'id' },
  order: { table: 'bnpl_order', argument: 'id' },
  cancelOrder: { table: 'bnpl_order', argument: 'id' },
  hardshipRequest: { table: 'hardship_request', argument: 'id' },
  cancelHardshipRequest: { table: 'hardship_request', argument: 'id' },
  acceptHardshipTerms: { table: 'hardship_request', argument: 'id' },
};

function dummyValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) return [dummyValue(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, dummyValue(field.type)]),
    );
  }
  switch (named.name) {
    case 'ID':
      return randomUUID();
    case 'Int':
    case 'SafeInt':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTimeISO':
      return new Date().toISOString();
    case 'JSON':
      return {};
    case 'DocumentType':
      return 'other';
    default:
      return 'x';
  }
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, overrides: Record<string, unknown> = {}) {
  const required = field.args.filter((argument) => isNonNullType(argument.type) && argument.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((argument) => [argument.name, overrides[argument.name] ?? dummyValue(argument.type)]));
  const declarations = required.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const callArguments = required.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${declarations ? `(${declarations})` : ''} { ${field.name}${callArguments ? `(${callArguments})` : ''}${selection} }`;
  return { query, variables };
}

function expectedAllowed(field: GraphQLField<unknown, unknown>, actor: Actor): boolean {
  const rule = field.extensions?.auth as string;
  if (rule === 'public') return true;
  if (actor === 'anonymous') return false;
  if (rule === 'signedIn' || rule === 'ownerOr') return true;
  const permissions = (field.extensions?.permissions ?? []) as Permission[];
  return permissions.some((permission) => hasPermission(actor, permission));
}

let app: TestApp;
const cookies = new Map<Actor, string | undefined>();
let customerId: string;

beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO_DATA: 'true' });
  const password = 'Demo!2026pass';
  cookies.set('anonymous', undefined);
  for (const role of ROLES) {
    const email = `${role.replaceAll('_', '.')}@ghanahomes.example`;
    cookies.set(role, await app.signIn(email, password));
  }
  const [customer] = await app.database.query<{ id: string }>(`SELECT id FROM "user" WHERE email = 'user@ghanahomes.example'`);
  customerId = customer.id;
  // The seed has no hardship requests: one pending request on each borrower's running loan, for the ownership check.
  await app.database.query(
    `INSERT INTO hardship_request (loan_id, user_id, reason, details, affordable)
     SELECT DISTINCT ON (user_id) id, user_id, $1, 'Asked for the ownership check.', 10000 FROM loan
     WHERE status IN ('active', 'in_arrears') ORDER BY user_id, created_at`,
    [HARDSHIP_REASONS[0]],
  );
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('authorization matrix', () => {
  it('allows and denies every root operation exactly as the catalogue says', async () => {
    const schema = await buildAppSchema(resolvers);
    const roots: Array<['query' | 'mutation', GraphQLObjectType]> = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ];
    const surprises: string[] = [];
    let cases = 0;
    for (const [kind, root] of roots) {
      for (const field of Object.values(root.getFields())) {
        for (const actor of ACTORS) {
          const { query, variables } = operationFor(kind, field);
          const result = await app.graphql(query, variables, cookies.get(actor));
          const code = result.errors?.[0]?.extensions?.code;
          const allowed = !code || !DENIED.includes(code);
          const expected = expectedAllowed(field, actor);
          cases += 1;
          if (allowed !== expected) {
            surprises.push(`${kind} ${field.name} as ${actor}: expected ${expected ? 'allow' : 'deny'}, got ${code ?? 'data'}`);
          } else if (!expected && code !== (actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN')) {
            surprises.push(`${kind} ${field.name} as ${actor}: denied with ${code}`);
          }
        }
      }
    }
    console.log(`authorization matrix: ${cases} cases (${ACTORS.length} callers × root operations)`);
    expect(surprises).toEqual([]);
    expect(cases).toBeGreaterThan(500);
  }, 240_000);

  it('lets each list download (GET /api/files/lists/<list>.csv) exactly as the list’s own permission says', async () => {
    const surprises: string[] = [];
    for (const [list, { permissions }] of Object.entries(LIST_EXPORTS)) {
      for (const actor of ACTORS) {
        const cookie = cookies.get(actor);
        const response = await fetch(`${app.url}/api/files/lists/${list}.csv`, { headers: cookie ? { cookie } : {} });
        await response.arrayBuffer();
        const expected = actor === 'anonymous' ? 401 : permissions.some((permission: Permission) => hasPermission(actor, permission)) ? 200 : 403;
        if (response.status !== expected) surprises.push(`${list}.csv as ${actor}: expected ${expected}, got ${response.status}`);
      }
    }
    expect(surprises).toEqual([]);
  }, 120_000);

  it('answers the staff search with only the kinds of record each role may open', async () => {
    const surprises: string[] = [];
    for (const role of ROLES.filter((role) => role !== 'user')) {
      // The demo data has people, applications, orders and loans named Mensah, Osei…: "e" finds something of most kinds.
      const result = await app.graphql<{ staffSearch: Array<{ kind: string }> }>(`{ staffSearch(text: "ah") { kind } }`, {}, cookies.get(role));
      const allowed = new Set<string>(searchableKinds(role));
      for (const hit of result.data?.staffSearch ?? []) if (!allowed.has(hit.kind)) surprises.push(`${role} was given a ${hit.kind}`);
    }
    expect(surprises).toEqual([]);
  }, 60_000);

  it('lets a customer act on their own record and answers NOT_FOUND for someone else’s', async () => {
    const schema = await buildAppSchema(resolvers);
    const fields = { ...schema.getQueryType()!.getFields(), ...schema.getMutationType()!.getFields() };
    const queryNames = new Set(Object.keys(schema.getQueryType()!.getFields()));
    // Every customer operation on one record must be listed above, so none escapes this check.
    const unlisted = Object.values(fields)
      .filter((field) => field.extensions?.auth === 'signedIn' && field.args.some((argument) => argument.name === 'id'))
      .map((field) => field.name)
      .filter((name) => !(name in OWNED_RECORD_OPERATIONS));
    expect(unlisted).toEqual([]);

    const surprises: string[] = [];
    let cases = 0;
    for (const [name, { table, argument, valid = () => ({}) }] of Object.entries(OWNED_RECORD_OPERATIONS)) {
      const field = fields[name];
      const kind = queryNames.has(name) ? 'query' : 'mutation';
      const [own] = await app.database.query<{ id: string }>(`SELECT id FROM ${table} WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [customerId]);
      const [others] = await app.database.query<{ id: string }>(`SELECT id FROM ${table} WHERE user_id <> $1 ORDER BY created_at DESC LIMIT 1`, [customerId]);
      expect(own, `the seed gives the demo customer a ${table}`).toBeDefined();
      expect(others, `the seed gives another customer a ${table}`).toBeDefined();

      const theirs = operationFor(kind, field, { ...valid(), [argument]: others.id });
      const theirResult = await app.graphql(theirs.query, theirs.variables, cookies.get('user'));
      cases += 1;
      if (theirResult.errors?.[0]?.extensions?.code !== 'NOT_FOUND') surprises.push(`${name} on someone else's ${table}: ${JSON.stringify(theirResult.errors ?? theirResult.data)}`);

      const mine = operationFor(kind, field, { ...valid(), [argument]: own.id });
      const myResult = await app.graphql(mine.query, mine.variables, cookies.get('user'));
      cases += 1;
      const code = myResult.errors?.[0]?.extensions?.code;
      if (code && [...DENIED, 'NOT_FOUND'].includes(code)) surprises.push(`${name} on own ${table}: ${code}`);
    }
    console.log(`ownership matrix: ${cases} cases`);
    expect(surprises).toEqual([]);
  }, 120_000);
});
