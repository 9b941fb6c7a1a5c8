import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

type Account = { cookie: string; id: string; email: string };
let app: TestApp;
let dataDir: string;
let customer: Account;
let other: Account;
let verifier: Account;
let admin: Account;
const PNG = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-ghana-card.png'));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-document-access-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  customer = await app.signUp({ firstName: 'Ama' });
  other = await app.signUp({ firstName: 'Kofi' });
  verifier = await app.signInAs('inspection_and_verification');
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const CREATE = `mutation ($input: CreateDocumentInput!) { createDocument(input: $input) { id } }`;
const LOG = `query L($customerId: ID) { documentAccessLog(first: 20, customerId: $customerId) {
  nodes { documentId fileName customerId customerEmail staffId staffEmail staffRole ip requestId at } } }`;

type Entry = { documentId: string; fileName: string; customerId: string; customerEmail: string; staffId: string; staffRole: string; ip: string | null; at: string };

async function storedDocument(cookie: string, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG]), fileName);
  const uploaded = await fetch(`${app.url}/api/files`, { method: 'POST', headers: { cookie, origin: app.origin }, body: form });
  expect(uploaded.status).toBe(201);
  const { upload } = (await uploaded.json()) as { upload: { id: string } };
  const created = await app.graphql<{ createDocument: { id: string } }>(CREATE, { input: { uploadId: upload.id, type: 'ghana_card' } }, cookie);
  expect(created.errors).toBeUndefined();
  return created.data!.createDocument.id;
}

const download = (id: string, cookie: string) => fetch(`${app.url}/api/files/${id}`, { headers: { cookie } });

describe('staff access to customers’ document files', () => {
  it('logs a staff download, not the customer’s own, and shows the trail to admins only, by customer', { timeout: 90_000 }, async () => {
    const documentId = await storedDocument(customer.cookie, 'ghana-card.png');
    const otherDocumentId = await storedDocument(other.cookie, 'other-card.png');

    const own = await download(documentId, customer.cookie);
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    const [{ n: afterOwn }] = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM document_access');
    expect(afterOwn).toBe(0);

    // Another customer cannot read it (404) and nothing is logged either.
    const stranger = await download(documentId, other.cookie);
    expect(stranger.status).toBe(404);
    await stranger.arrayBuffer();

    const staff = await download(documentId, verifier.cookie);
    expect(staff.status).toBe(200);
    await staff.arrayBuffer();
    const staffOther = await download(otherDocumentId, verifier.cookie);
    await staffOther.arrayBuffer();

    const trail = await app.graphql<{ documentAccessLog: { nodes: Entry[] } }>(LOG, { customerId: customer.id }, admin.cookie);
    expect(trail.errors).toBeUndefined();
    expect(trail.data!.documentAccessLog.nodes).toEqual([
      expect.objectContaining({
        documentId,
        fileName: 'ghana-card.png',
        customerId: customer.id,
        customerEmail: customer.email,
        staffId: verifier.id,
        staffRole: 'inspection_and_verification',
      }),
    ]);
    expect(trail.data!.documentAccessLog.nodes[0].ip).not.toBeNull();
    const all = await app.graphql<{ documentAccessLog: { nodes: Entry[] } }>(LOG, {}, admin.cookie);
    expect(all.data!.documentAccessLog.nodes.map((entry) => entry.documentId)).toEqual([otherDocumentId, documentId]);

    for (const account of [verifier, customer]) {
      const refused = await app.graphql(LOG, { customerId: customer.id }, account.cookie);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
