import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from './loan.fixtures.js';

let app: TestApp;
let analyst: { cookie: string };
let customers: Array<{ cookie: string; id: string; email: string }>;
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
  customers = [await app.signUp({ firstName: 'Ama', lastName: 'Owusu' }), await app.signUp({ firstName: 'Kofi', lastName: 'Mensah' }), await app.signUp()];
  await app.database.query("INSERT INTO profile (user_id, phone) VALUES ($1, '+233244123456')", [customers[0].id]);
  for (const customer of customers) await bnplLoan(app, customer, analyst.cookie, 200_000, 6);
});
afterAll(async () => {
  await app?.stop();
});

const LIST = 'query L($first: Int) { loans(first: $first) { nodes { id customer { id firstName lastName email phone } } } }';

describe('Loan.customer', () => {
  it('shows staff the borrower of every loan, loaded for the whole page in one statement', async () => {
    const result = await app.graphql<{ loans: { nodes: Array<{ customer: { id: string; firstName: string; lastName: string; email: string; phone: string | null } }> } }>(
      LIST,
      { first: 10 },
      analyst.cookie,
    );
    expect(result.errors).toBeUndefined();
    const byId = new Map(result.data!.loans.nodes.map((node) => [node.customer.id, node.customer]));
    expect(byId.get(customers[0].id)).toEqual({ id: customers[0].id, firstName: 'Ama', lastName: 'Owusu', email: customers[0].email, phone: '+233244123456' });
    expect(byId.get(customers[1].id)).toMatchObject({ firstName: 'Kofi', lastName: 'Mensah', email: customers[1].email, phone: null });
    expect(byId.size).toBe(3);

    app.statements.reset();
    await app.graphql(LIST, { first: 1 }, analyst.cookie);
    const one = app.statements.count;
    app.statements.reset();
    await app.graphql(LIST, { first: 3 }, analyst.cookie);
    expect(app.statements.count).toBe(one);
  });

  it('shows a borrower their own details and keeps other loans hidden', async () => {
    const mine = await app.graphql<{ myLoans: { nodes: Array<{ customer: { id: string } }> } }>('{ myLoans { nodes { customer { id email } } } }', {}, customers[1].cookie);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myLoans.nodes).toEqual([{ customer: { id: customers[1].id, email: customers[1].email } }]);
    expect((await app.graphql(LIST, {}, customers[1].cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
