import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { seedApplications } from './applications.seed.js';
import { seedLoans } from './loans.seed.js';
import type { SeedContext } from './context.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('seedApplications', () => {
  it('gives the demo every application status, with contacts, employers and inspected properties', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => app.signUp()));
    const analyst = await app.signInAs('credit_analyst');
    const inspector = await app.signInAs('inspection_and_verification');
    const users = { credit_analyst: analyst, inspection_and_verification: inspector } as unknown as SeedContext['users'];
    // This seed writes no files, so it gets no file storage.
    await seedApplications({ db: app.database.db, users, customers, now: new Date(), storage: {} as SeedContext['storage'], loans: app.services.loans });

    type Node = {
      status: string;
      reviewer: { id: string } | null;
      decisionReason: string | null;
      emergencyContacts: Array<{ phone: string }>;
      employerInformation: { monthlyNetIncome: number };
      property: { inspectionStatus: string } | null;
    };
    const result = await app.graphql<{ applications: { nodes: Node[] } }>(
      '{ applications(first: 100) { nodes { status reviewer { id } decisionReason emergencyContacts { phone } employerInformation { monthlyNetIncome } property { inspectionStatus } } } }',
      {},
      analyst.cookie,
    );
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.applications.nodes;
    expect(new Set(nodes.map((node) => node.status))).toEqual(new Set(['pending', 'under_review', 'approved', 'rejected', 'cancelled']));
    for (const node of nodes) {
      expect(node.emergencyContacts.length).toBeGreaterThanOrEqual(1);
      expect(node.emergencyContacts.every((contact) => /^\+233\d{9}$/.test(contact.phone))).toBe(true);
      expect(node.employerInformation.monthlyNetIncome).toBeGreaterThan(0);
      if (node.status === 'approved' || node.status === 'rejected') {
        expect(node.reviewer?.id).toBe(analyst.id);
        expect(node.decisionReason?.length).toBeGreaterThanOrEqual(5);
      }
    }
    expect(nodes.some((node) => node.property?.inspectionStatus === 'passed')).toBe(true);

    const properties = await app.graphql<{ properties: { nodes: Array<{ inspectionStatus: string; inspectorId: string | null }> } }>(
      '{ properties { nodes { inspectionStatus inspectorId } } }',
      {},
      inspector.cookie,
    );
    const statuses = properties.data!.properties.nodes.map((node) => node.inspectionStatus).sort();
    expect(statuses).toEqual(['failed', 'passed', 'passed', 'pending']);

    // The demo customer (first) sees their newest application: the approved one.
    const latest = await app.graphql<{ myLatestApplication: { status: string } }>('{ myLatestApplication { status } }', {}, customers[0].cookie);
    expect(latest.data?.myLatestApplication.status).toBe('approved');
  });

  it('books a loan for each approved application through LoanService: disbursed to the landlord, first instalment paid and receipted', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => app.signUp()));
    const analyst = await app.signInAs('credit_analyst');
    const finance = await app.signInAs('finance');
    const users = { credit_analyst: analyst, inspection_and_verification: await app.signInAs('inspection_and_verification'), finance, user: customers[0] };
    const context: SeedContext = { db: app.database.db, users: users as unknown as SeedContext['users'], customers, now: new Date(), storage: {} as SeedContext['storage'], loans: app.services.loans };
    await seedApplications(context);
    await seedLoans(context);

    type Node = { status: string; source: string; paidInstalments: number; outstandingBalance: number; daysPastDue: number; principal: number; customer: { id: string } };
    const result = await app.graphql<{ loans: { nodes: Node[] } }>(
      `{ loans(first: 100) { nodes { status source paidInstalments outstandingBalance daysPastDue principal customer { id } } } }`,
      {},
      finance.cookie,
    );
    expect(result.errors).toBeUndefined();
    const mine = result.data!.loans.nodes.filter((node) => customers.some((customer) => customer.id === node.customer.id));
    expect(mine.length).toBeGreaterThanOrEqual(1);
    for (const node of mine) {
      expect(node).toMatchObject({ status: 'active', source: 'rent', paidInstalments: 1, daysPastDue: 0 });
      expect(node.outstandingBalance).toBeGreaterThan(0);
    }
    const receipts = await app.database.query<{ balance_after: number; amount: number }>(
      `SELECT r.balance_after, r.amount FROM receipt r JOIN payment p ON p.id = r.payment_id WHERE p.user_id = ANY($1)`,
      [customers.map((customer) => customer.id)],
    );
    expect(receipts).toHaveLength(mine.length);
  });
});
