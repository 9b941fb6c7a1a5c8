import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { seedApplications } from './applications.seed.js';
import type { SeedContext } from './context.js';
import { seedLoans } from './loans.seed.js';
import { seedCatalogue } from './catalogue.seed.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('seedLoans', () => {
  it('gives one customer a rent loan and a BNPL loan, each running with its first instalment paid', { timeout: 120_000 }, async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => app.signUp()));
    const users = {
      credit_analyst: await app.signInAs('credit_analyst'),
      inspection_and_verification: await app.signInAs('inspection_and_verification'),
      finance: await app.signInAs('finance'),
      user: customers[0],
    } as unknown as SeedContext['users'];
    // These seeds write no files, so they get no file storage.
    const context: SeedContext = { db: app.database.db, users, customers, now: new Date(), storage: {} as SeedContext['storage'], loans: app.services.loans };
    await seedApplications(context);
    await seedCatalogue(context);
    await seedLoans(context);

    type Mine = { myLoans: { nodes: Array<{ source: string; status: string; paidInstalments: number; outstandingBalance: number }> } };
    const both = await app.graphql<Mine>('{ myLoans(first: 20) { nodes { source status paidInstalments outstandingBalance } } }', {}, customers[3].cookie);
    expect(both.errors).toBeUndefined();
    const loans = both.data!.myLoans.nodes;
    expect(loans.map((loan) => loan.source).sort()).toEqual(['bnpl', 'rent']);
    for (const loan of loans) {
      expect(loan).toMatchObject({ status: 'active', paidInstalments: 1 });
      expect(loan.outstandingBalance).toBeGreaterThan(0);
    }
  });
});
