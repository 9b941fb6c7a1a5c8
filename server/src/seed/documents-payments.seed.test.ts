import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../auth/permissions.js';
import { createFileStorage } from '../storage/storage.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { seedDocuments } from './documents.seed.js';
import { seedPayments } from './payments.seed.js';
import type { SeedContext } from './context.js';

let app: TestApp;
let dataDir: string;
let customers: Array<{ id: string; email: string; cookie: string }>;
let verifierCookie: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-seed-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  customers = [];
  for (let index = 0; index < 6; index += 1) customers.push(await app.signUp());
  const users: Partial<SeedContext['users']> = { user: customers[0] };
  for (const role of STAFF_ROLES) {
    const account = await app.signInAs(role);
    users[role] = account;
    if (role === 'inspection_and_verification') verifierCookie = account.cookie;
  }
  const context: SeedContext = {
    db: app.database.db,
    users: users as SeedContext['users'],
    customers,
    now: new Date(),
    storage: createFileStorage({ DATA_DIR: dataDir }),
    loans: app.services.loans,
  };
  await seedDocuments(context);
  await seedPayments(context);
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('document and payment demo data', () => {
  it('holds the successful payments recorded without a loan in suspense, with a reason, and the books agree', async () => {
    const queue = await app.services.suspense.list();
    expect(queue.items.map((item) => item.amount).sort((a, b) => a - b)).toEqual([30_000, 250_000]);
    expect(queue.items.every((item) => item.reason === 'Recorded without a loan.')).toBe(true);
    const line = (await app.services.accounting.reconciliation()).find((entry) => entry.check === 'suspense')!;
    expect(line).toMatchObject({ books: 280_000, subledger: 280_000, difference: 0 });
  });

  it('gives the demo customer a document in each status, each downloadable', async () => {
    const result = await app.graphql<{ myDocuments: { nodes: Array<{ id: string; status: string; url: string; mimeType: string }> } }>(
      '{ myDocuments { nodes { id status url mimeType } } }',
      {},
      customers[0].cookie,
    );
    const nodes = result.data!.myDocuments.nodes;
    expect(new Set(nodes.map((node) => node.status))).toEqual(new Set(['pending', 'verified', 'rejected']));
    for (const node of nodes) {
      const response = await fetch(`${app.url}${node.url}`, { headers: { cookie: verifierCookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(node.mimeType);
    }
  });

  it('covers every payment status and method, with a linked reversal', async () => {
    const rows = await app.database.query<{ kind: string; method: string; status: string; reversal_of: string | null }>(
      'SELECT kind, method, status, reversal_of FROM payment',
    );
    const payments = rows.filter((row) => row.kind === 'payment');
    expect(new Set(payments.map((row) => row.status))).toEqual(new Set(['pending', 'successful', 'failed', 'abandoned', 'reversed']));
    expect(new Set(payments.map((row) => row.method))).toEqual(new Set(['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card', 'bank_transfer', 'cash']));
    expect(rows.filter((row) => row.kind === 'reversal')).toHaveLength(payments.filter((row) => row.status === 'reversed').length);
  });
});
