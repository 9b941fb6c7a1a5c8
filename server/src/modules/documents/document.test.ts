import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { blankPng, jpegHeader, openActionScript, packedPdf } from './upload-content.fixtures.js';
import { ACTIVE_PDF_MESSAGE } from './upload-content.js';

type Account = { cookie: string; id: string; email: string };

let app: TestApp;
let dataDir: string;
let customer: Account;
let otherCustomer: Account;
let verifier: Account;
let creditAnalyst: Account;
let salesExecutive: Account;

const PNG = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-ghana-card.png'));
const PDF = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-payslip.pdf'));
// The markers of a 12-megapixel phone photo: file-type recognises a JPEG, image-size reads its SOF header.
const JPEG = jpegHeader(4032, 3024);
// A Windows executable ("MZ" header) and plain text, both renamed to look acceptable.
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(512, 0)]);
const TEXT = Buffer.from('This is just text pretending to be a PDF.\n'.repeat(20));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-documents-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  customer = await app.signUp({ firstName: 'Ama', lastName: 'Mensah' });
  otherCustomer = await app.signUp({ firstName: 'Kofi', lastName: 'Boateng' });
  verifier = await app.signInAs('inspection_and_verification');
  creditAnalyst = await app.signInAs('credit_analyst');
  salesExecutive = await app.signInAs('sales_executive');
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface UploadAnswer {
  status: number;
  body: { upload?: { id: string; fileName: string; mimeType: string; size: number }; error?: { code: string; message: string } };
}

async function upload(
  cookie: string | null,
  content: Buffer,
  fileName: string,
  options: { origin?: string | null; type?: string } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  if (options.type) form.append('type', options.type);
  form.append('file', new Blob([content]), fileName);
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  const origin = options.origin === undefined ? app.origin : options.origin;
  if (origin) headers.origin = origin;
  const response = await fetch(`${app.url}/api/files`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

async function uploadId(cookie: string, content: Buffer = PNG, fileName = 'ghana-card.png'): Promise<string> {
  const answer = await upload(cookie, content, fileName);
  expect(answer.status).toBe(201);
  return answer.body.upload!.id;
}

const download = (id: string, cookie?: string) => fetch(`${app.url}/api/files/${id}`, { headers: cookie ? { cookie } : {} });

const DOCUMENT_FIELDS = 'id type fileName mimeType sizeBytes status reviewNote reviewedAt applicationId createdAt url filePath owner { id firstName lastName email }';
const CREATE = `mutation ($input: CreateDocumentInput!) { createDocument(input: $input) { ${DOCUMENT_FIELDS} } }`;
const MY_DOCUMENTS = `query ($first: Int, $after: String) { myDocuments(first: $first, after: $after) { nodes { ${DOCUMENT_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const STAFF_DOCUMENTS = `query ($first: Int, $after: String, $status: DocumentStatus, $type: DocumentType, $userId: ID, $order: ListOrder) {
  documents(first: $first, after: $after, status: $status, type: $type, userId: $userId, order: $order) { nodes { ${DOCUMENT_FIELDS} reviewerId } pageInfo { hasNextPage endCursor } } }`;
const DELETE = 'mutation ($id: ID!) { deleteDocument(id: $id) }';
const VERIFY = `mutation ($id: ID!, $note: String) { verifyDocument(id: $id, note: $note) { ${DOCUMENT_FIELDS} reviewerId } }`;
const REJECT = `mutation ($id: ID!, $note: String!) { rejectDocument(id: $id, note: $note) { ${DOCUMENT_FIELDS} reviewerId } }`;

interface DocumentData {
  id: string;
  type: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  status: string;
  reviewNote: string | null;
  reviewedAt: string | null;
  applicationId: string | null;
  url: string;
  filePath: string;
  owner: { id: string; firstName: string; lastName: string; email: string };
  reviewerId?: string | null;
}

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

async function createDocument(account: Account, type = 'ghana_card', content: Buffer = PNG, fileName = 'ghana-card.png'): Promise<DocumentData> {
  const id = await uploadId(account.cookie, content, fileName);
  const result = await app.graphql<{ createDocument: DocumentData }>(CREATE, { input: { uploadId: id, type } }, account.cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.createDocument;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await app.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`, params);
  return row.count;
}

function storedFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function withUploadLimit<T>(maxBytes: number, work: () => Promise<T>): Promise<T> {
  await app.database.query(`UPDATE system_settings SET value = $1::jsonb WHERE key = 'uploads.max_bytes'`, [JSON.stringify(maxBytes)]);
  try {
    return await work();
  } finally {
    await app.database.query(`UPDATE system_settings SET value = $1::jsonb WHERE key = 'uploads.max_bytes'`, [JSON.stringify(10 * 1024 * 1024)]);
  }
}

describe('POST /api/files', () => {
  it('accepts a real PNG, PDF and JPEG, decided by content, and answers 201 with the upload', async () => {
    const png = await upload(customer.cookie, PNG, 'ghana-card.png', { type: 'ghana_card' });
    expect(png.status).toBe(201);
    expect(png.body.upload).toEqual({ id: expect.any(String), fileName: 'ghana-card.png', mimeType: 'image/png', size: PNG.length });

    const pdf = await upload(customer.cookie, PDF, 'payslip.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body.upload).toMatchObject({ fileName: 'payslip.pdf', mimeType: 'application/pdf', size: PDF.length });

    const jpeg = await upload(customer.cookie, JPEG, 'selfie.JPG');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.upload).toMatchObject({ fileName: 'selfie.JPG', mimeType: 'image/jpeg' });
  });

  it('refuses a renamed executable or text file by its content with 415 and stores nothing', async () => {
    const uploadsBefore = await count('file_upload');
    const filesBefore = storedFiles().length;
    for (const [content, name] of [
      [EXE, 'ghana-card.png'],
      [TEXT, 'payslip.pdf'],
    ] as const) {
      const answer = await upload(customer.cookie, content, name);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PDF, JPEG and PNG files are accepted.' } });
    }
    expect(await count('file_upload')).toBe(uploadsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses an image that declares more pixels than uploads.max_pixels (a decompression bomb) and stores nothing', async () => {
    const uploadsBefore = await count('file_upload');
    const filesBefore = storedFiles().length;
    const bomb = blankPng(20_000, 20_000);
    const answer = await upload(customer.cookie, bomb, 'ghana-card.png');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The image is 20000 × 20000 pixels (400 megapixels); the largest accepted is 40 megapixels. Please upload a smaller photo or scan.',
      },
    });
    await app.database.query(`UPDATE system_settings SET value = '10000000'::jsonb WHERE key = 'uploads.max_pixels'`);
    try {
      expect((await upload(customer.cookie, JPEG, 'selfie.jpg')).status).toBe(400);
      expect((await upload(customer.cookie, jpegHeader(4000, 2500), 'selfie.jpg')).status).toBe(201);
    } finally {
      await app.database.query(`UPDATE system_settings SET value = '40000000'::jsonb WHERE key = 'uploads.max_pixels'`);
    }
    expect(await count('file_upload')).toBe(uploadsBefore + 1);
    expect(storedFiles().length).toBe(filesBefore + 1);
  });

  it('refuses a PDF that runs JavaScript when opened (even packed in an object stream) and stores nothing', async () => {
    const uploadsBefore = await count('file_upload');
    const answer = await upload(customer.cookie, await packedPdf(openActionScript), 'payslip.pdf');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'BAD_REQUEST', message: ACTIVE_PDF_MESSAGE } });
    expect(await count('file_upload')).toBe(uploadsBefore);
    expect((await upload(customer.cookie, await packedPdf(), 'payslip.pdf')).status).toBe(201);
  });

  it('refuses a file over the 10 MB default with 413 and the catalogue message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
    const answer = await upload(customer.cookie, big, 'huge.png');
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB.' } });
  });

  it('follows the uploads.max_bytes setting, both just over and far over the limit, and stores nothing', async () => {
    const uploadsBefore = await count('file_upload');
    const filesBefore = storedFiles().length;
    await withUploadLimit(2048, async () => {
      const justOver = await upload(customer.cookie, Buffer.concat([PNG, Buffer.alloc(2048 - PNG.length + 1, 0)]), 'card.png');
      expect(justOver.status).toBe(413);
      expect(justOver.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 2 KB.' } });
      const farOver = await upload(customer.cookie, Buffer.concat([PNG, Buffer.alloc(200_000, 0)]), 'card.png');
      expect(farOver.status).toBe(413);
      expect(farOver.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
      // Streamed without a Content-Length: the server stops reading once the limit is passed.
      const multipart = new Response(
        (() => {
          const form = new FormData();
          form.append('file', new Blob([PNG, Buffer.alloc(100_000, 0)]), 'card.png');
          return form;
        })(),
      );
      const bytes = Buffer.from(await multipart.arrayBuffer());
      const stream = new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 8192) controller.enqueue(bytes.subarray(offset, offset + 8192));
          controller.close();
        },
      });
      const chunked = await fetch(`${app.url}/api/files`, {
        method: 'POST',
        headers: { cookie: customer.cookie, origin: app.origin, 'content-type': multipart.headers.get('content-type')! },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(((await chunked.json()) as UploadAnswer['body']).error?.code).toBe('PAYLOAD_TOO_LARGE');
      const within = await upload(customer.cookie, PNG, 'card.png');
      expect(within.status).toBe(201);
    });
    expect(await count('file_upload')).toBe(uploadsBefore + 1);
    expect(storedFiles().length).toBe(filesBefore + 1);
  });

  it('answers 401 without a session', async () => {
    const answer = await upload(null, PNG, 'card.png');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'You need to log in to access this feature.' } });
  });

  it('refuses a request with a session cookie from a foreign or missing Origin (CSRF)', async () => {
    const uploadsBefore = await count('file_upload');
    const foreign = await upload(customer.cookie, PNG, 'card.png', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.code).toBe('FORBIDDEN');
    const missing = await upload(customer.cookie, PNG, 'card.png', { origin: null });
    expect(missing.status).toBe(403);
    expect(await count('file_upload')).toBe(uploadsBefore);
  });

  it('answers 400 when the file field is missing, the body is not multipart or the type is unknown', async () => {
    const noFile = new FormData();
    noFile.append('type', 'payslip');
    const response = await fetch(`${app.url}/api/files`, { method: 'POST', headers: { cookie: customer.cookie, origin: app.origin }, body: noFile });
    expect(response.status).toBe(400);
    const json = await fetch(`${app.url}/api/files`, {
      method: 'POST',
      headers: { cookie: customer.cookie, origin: app.origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    const badType = await upload(customer.cookie, PNG, 'card.png', { type: 'passport' });
    expect(badType.status).toBe(400);
    expect(badType.body.error?.message).toBe('The document type is not valid.');
  });

  it('keeps the original name only as cleaned metadata, with an extension matching the content', async () => {
    const answer = await upload(customer.cookie, PNG, '../../etc/passwd "x";.exe');
    expect(answer.status).toBe(201);
    expect(answer.body.upload?.fileName).toBe('passwd x.exe.png');
    const [row] = await app.database.query<{ storage_key: string }>('SELECT storage_key FROM file_upload WHERE id = $1', [answer.body.upload!.id]);
    expect(row.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
  });
});

describe('GET /api/files/:documentId', () => {
  let document: DocumentData;
  beforeAll(async () => {
    document = await createDocument(customer, 'ghana_card', PNG, 'ghana-card.png');
  });

  it('streams the file to its owner with the stored type and safe headers', async () => {
    const response = await download(document.id, customer.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="ghana-card.png"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('streams it to staff with viewAllDocuments', async () => {
    for (const staff of [verifier, creditAnalyst]) {
      const response = await download(document.id, staff.cookie);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('answers 404 to another customer, to staff without viewAllDocuments and for unknown ids (no existence leak)', async () => {
    for (const [id, cookie] of [
      [document.id, otherCustomer.cookie],
      [document.id, salesExecutive.cookie],
      ['00000000-0000-4000-8000-000000000000', customer.cookie],
      ['not-a-uuid', customer.cookie],
    ] as const) {
      const response = await download(id, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await download(document.id)).status).toBe(401);
  });

  it('gives a non-ASCII name in both the plain and the UTF-8 form', async () => {
    const pdf = await createDocument(customer, 'payslip', PDF, 'résumé.pdf');
    const response = await download(pdf.id, customer.cookie);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`);
  });
});

describe('createDocument and myDocuments', () => {
  it('files the caller’s upload as a pending document with its download path', async () => {
    const events: Array<{ id: string; userId: string }> = [];
    const unsubscribe = app.services.events.subscribe('document.changed', (payload) => events.push(payload));
    const id = await uploadId(customer.cookie, PDF, 'payslip-oct.pdf');
    const result = await app.graphql<{ createDocument: DocumentData }>(CREATE, { input: { uploadId: id, type: 'payslip' } }, customer.cookie);
    unsubscribe();
    expect(result.errors).toBeUndefined();
    const created = result.data!.createDocument;
    expect(created).toMatchObject({
      type: 'payslip',
      fileName: 'payslip-oct.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      status: 'pending',
      reviewNote: null,
      applicationId: null,
      url: `/api/files/${created.id}`,
      filePath: `/api/files/${created.id}`,
      owner: { id: customer.id, firstName: 'Ama', lastName: 'Mensah', email: customer.email },
    });
    expect(events).toEqual([{ id: created.id, userId: customer.id }]);
    // The upload is claimed: it cannot be filed twice.
    const again = await app.graphql(CREATE, { input: { uploadId: id, type: 'payslip' } }, customer.cookie);
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for someone else’s upload and writes nothing', async () => {
    const othersUpload = await uploadId(otherCustomer.cookie);
    const documentsBefore = await count('document');
    const result = await app.graphql(CREATE, { input: { uploadId: othersUpload, type: 'ghana_card' } }, customer.cookie);
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors?.[0].message).toBe('Upload was not found.');
    expect(await count('document')).toBe(documentsBefore);
    // Its owner can still file it.
    const own = await app.graphql(CREATE, { input: { uploadId: othersUpload, type: 'ghana_card' } }, otherCustomer.cookie);
    expect(own.errors).toBeUndefined();
  });

  it('attaches only to the caller’s own application', async () => {
    const submitApplication = async (cookie: string) => {
      const result = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, cookie);
      expect(result.errors).toBeUndefined();
      return result.data!.submitApplication.id;
    };
    const own = await submitApplication(customer.cookie);
    const others = await submitApplication(otherCustomer.cookie);
    const foreign = await app.graphql(CREATE, { input: { uploadId: await uploadId(customer.cookie), type: 'ghana_card', applicationId: others } }, customer.cookie);
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.errors?.[0].message).toBe('Application was not found.');
    const unknown = await app.graphql(CREATE, { input: { uploadId: await uploadId(customer.cookie), type: 'ghana_card', applicationId: 'nope' } }, customer.cookie);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    const mine = await app.graphql<{ createDocument: DocumentData }>(
      CREATE,
      { input: { uploadId: await uploadId(customer.cookie), type: 'tenancy_agreement', applicationId: own } },
      customer.cookie,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.createDocument.applicationId).toBe(own);
  });

  it('lists only the caller’s documents, newest first, page by page', async () => {
    const fresh = await app.signUp();
    const first = await createDocument(fresh, 'ghana_card');
    const second = await createDocument(fresh, 'payslip', PDF, 'payslip.pdf');
    const third = await createDocument(fresh, 'utility_bill');
    const page1 = await app.graphql<{ myDocuments: { nodes: DocumentData[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
      MY_DOCUMENTS,
      { first: 2 },
      fresh.cookie,
    );
    expect(page1.data!.myDocuments.nodes.map((node) => node.id)).toEqual([third.id, second.id]);
    expect(page1.data!.myDocuments.pageInfo.hasNextPage).toBe(true);
    const page2 = await app.graphql<{ myDocuments: { nodes: DocumentData[]; pageInfo: { hasNextPage: boolean } } }>(
      MY_DOCUMENTS,
      { first: 2, after: page1.data!.myDocuments.pageInfo.endCursor },
      fresh.cookie,
    );
    expect(page2.data!.myDocuments.nodes.map((node) => node.id)).toEqual([first.id]);
    expect(page2.data!.myDocuments.pageInfo.hasNextPage).toBe(false);
  });

  it('needs a session', async () => {
    expect(codeOf(await app.graphql(MY_DOCUMENTS, {}))).toBe('UNAUTHENTICATED');
  });

  it('hides the reviewer from the customer', async () => {
    const result = await app.graphql('{ myDocuments { nodes { id reviewerId } } }', {}, customer.cookie);
    expect(codeOf(result)).toBe('FORBIDDEN');
  });
});

describe('deleteDocument', () => {
  it('deletes the caller’s pending document and its stored file', async () => {
    const created = await createDocument(customer, 'other');
    const filesBefore = storedFiles().length;
    const result = await app.graphql<{ deleteDocument: string }>(DELETE, { id: created.id }, customer.cookie);
    expect(result.data?.deleteDocument).toBe(created.id);
    expect(storedFiles().length).toBe(filesBefore - 1);
    expect((await download(created.id, customer.cookie)).status).toBe(404);
    expect(codeOf(await app.graphql(DELETE, { id: created.id }, customer.cookie))).toBe('NOT_FOUND');
  });

  it('refuses someone else’s document (NOT_FOUND) and a reviewed one (CONFLICT), keeping both', async () => {
    const others = await createDocument(otherCustomer, 'other');
    expect(codeOf(await app.graphql(DELETE, { id: others.id }, customer.cookie))).toBe('NOT_FOUND');
    const reviewed = await createDocument(customer, 'payslip', PDF, 'payslip.pdf');
    await app.graphql(VERIFY, { id: reviewed.id }, verifier.cookie);
    const result = await app.graphql(DELETE, { id: reviewed.id }, customer.cookie);
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors?.[0].message).toBe('Only a pending document can be deleted.');
    expect(await count('document WHERE id = ANY($1::uuid[])', [[others.id, reviewed.id]])).toBe(2);
    expect((await download(reviewed.id, customer.cookie)).status).toBe(200);
  });
});

describe('verifyDocument and rejectDocument', () => {
  it('verifies a pending document once: audited, the owner notified, an event published', async () => {
    const created = await createDocument(customer, 'ghana_card');
    const events: Array<{ id: string; userId: string }> = [];
    const unsubscribe = app.services.events.subscribe('document.changed', (payload) => events.push(payload));
    const result = await app.graphql<{ verifyDocument: DocumentData }>(VERIFY, { id: created.id, note: 'Matches the profile.' }, verifier.cookie);
    unsubscribe();
    expect(result.errors).toBeUndefined();
    expect(result.data!.verifyDocument).toMatchObject({ status: 'verified', reviewNote: 'Matches the profile.', reviewerId: verifier.id });
    expect(result.data!.verifyDocument.reviewedAt).not.toBeNull();
    expect(events).toEqual([{ id: created.id, userId: customer.id }]);

    const audit = await app.database.query<{ action: string; actor_id: string; before: unknown; after: unknown }>(
      `SELECT action, actor_id, before, after FROM audit_event WHERE entity = 'document' AND entity_id = $1`,
      [created.id],
    );
    expect(audit).toEqual([
      { action: 'document.verify', actor_id: verifier.id, before: { status: 'pending' }, after: { status: 'verified', note: 'Matches the profile.' } },
    ]);
    const notifications = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string; title: string; body: string; target: { kind: string; id: string | null } }> } }>(
      '{ myNotifications(first: 5) { nodes { kind title body target { kind id } } } }',
      {},
      customer.cookie,
    );
    expect(notifications.data!.myNotifications.nodes[0]).toEqual({
      kind: 'document_review',
      title: 'Document verified',
      body: 'Your Ghana Card (ghana-card.png) has been verified. Note: Matches the profile.',
      target: { kind: 'DOCUMENT', id: created.id },
    });

    const again = await app.graphql(REJECT, { id: created.id, note: 'Changed my mind' }, verifier.cookie);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(await count(`audit_event WHERE entity = 'document' AND entity_id = $1`, [created.id])).toBe(1);
  });

  it('rejects with a required note that the owner receives', async () => {
    const created = await createDocument(customer, 'bank_statement', PDF, 'statement.pdf');
    for (const note of ['', '   ']) {
      const result = await app.graphql(REJECT, { id: created.id, note }, creditAnalyst.cookie);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].extensions?.field).toBe('note');
    }
    const result = await app.graphql<{ rejectDocument: DocumentData }>(
      REJECT,
      { id: created.id, note: 'Please upload the last 3 months.' },
      creditAnalyst.cookie,
    );
    expect(result.data!.rejectDocument).toMatchObject({ status: 'rejected', reviewNote: 'Please upload the last 3 months.', reviewerId: creditAnalyst.id });
    const [notification] = await app.database.query<{ kind: string; title: string; body: string }>(
      `SELECT kind, title, body FROM notification WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [customer.id],
    );
    expect(notification).toEqual({
      kind: 'document_review',
      title: 'Document rejected',
      body: 'Your bank statement (statement.pdf) was rejected. Reason: Please upload the last 3 months. Please upload a new one.',
    });
    expect(await count(`audit_event WHERE action = 'document.reject' AND entity_id = $1`, [created.id])).toBe(1);
  });

  it('is refused to customers and to staff without verifyDocuments, changing nothing', async () => {
    const created = await createDocument(customer, 'payslip', PDF, 'payslip.pdf');
    const auditBefore = await count('audit_event');
    for (const cookie of [customer.cookie, otherCustomer.cookie, salesExecutive.cookie]) {
      expect(codeOf(await app.graphql(VERIFY, { id: created.id }, cookie))).toBe('FORBIDDEN');
      expect(codeOf(await app.graphql(REJECT, { id: created.id, note: 'Not readable.' }, cookie))).toBe('FORBIDDEN');
    }
    expect(codeOf(await app.graphql(VERIFY, { id: created.id }))).toBe('UNAUTHENTICATED');
    expect(await count('audit_event')).toBe(auditBefore);
    const [row] = await app.database.query<{ status: string }>('SELECT status FROM document WHERE id = $1', [created.id]);
    expect(row.status).toBe('pending');
  });

  it('answers NOT_FOUND for an unknown document', async () => {
    expect(codeOf(await app.graphql(VERIFY, { id: '00000000-0000-4000-8000-000000000000' }, verifier.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(VERIFY, { id: 'x' }, verifier.cookie))).toBe('NOT_FOUND');
  });
});

describe('staff documents list', () => {
  it('filters by status, type and customer for viewAllDocuments, and is refused to others', async () => {
    const fresh = await app.signUp({ firstName: 'Yaa', lastName: 'Asantewaa' });
    const card = await createDocument(fresh, 'ghana_card');
    const slip = await createDocument(fresh, 'payslip', PDF, 'payslip.pdf');
    await app.graphql(REJECT, { id: card.id, note: 'The photo is blurred.' }, verifier.cookie);

    type ListData = { documents: { nodes: DocumentData[] } };
    const all = await app.graphql<ListData>(STAFF_DOCUMENTS, { userId: fresh.id }, verifier.cookie);
    expect(all.data!.documents.nodes.map((node) => node.id)).toEqual([slip.id, card.id]);
    expect(all.data!.documents.nodes[0].owner).toEqual({ id: fresh.id, firstName: 'Yaa', lastName: 'Asantewaa', email: fresh.email });
    const rejected = await app.graphql<ListData>(STAFF_DOCUMENTS, { userId: fresh.id, status: 'rejected' }, creditAnalyst.cookie);
    expect(rejected.data!.documents.nodes.map((node) => node.id)).toEqual([card.id]);
    const payslips = await app.graphql<ListData>(STAFF_DOCUMENTS, { userId: fresh.id, type: 'payslip' }, verifier.cookie);
    expect(payslips.data!.documents.nodes.map((node) => node.id)).toEqual([slip.id]);

    for (const cookie of [fresh.cookie, salesExecutive.cookie]) {
      expect(codeOf(await app.graphql(STAFF_DOCUMENTS, {}, cookie))).toBe('FORBIDDEN');
    }
  });

  it('lists the verification queue oldest first, page by page', async () => {
    const fresh = await app.signUp();
    const made = [await createDocument(fresh, 'ghana_card'), await createDocument(fresh, 'payslip', PDF, 'payslip.pdf'), await createDocument(fresh, 'utility_bill')];
    type ListData = { documents: { nodes: DocumentData[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: GraphQLResult<ListData> = await app.graphql<ListData>(STAFF_DOCUMENTS, { userId: fresh.id, status: 'pending', order: 'oldest_first', first: 1, after }, verifier.cookie);
      ids.push(...page.data!.documents.nodes.map((node) => node.id));
      if (!page.data!.documents.pageInfo.hasNextPage) break;
      after = page.data!.documents.pageInfo.endCursor;
    }
    expect(ids).toEqual(made.map((document) => document.id));
  });

  it('reads a page of 20 and of 100 with the same number of SQL statements', async () => {
    await app.database.query(
      `INSERT INTO document (user_id, type, file_name, mime_type, size_bytes, storage_key)
       SELECT $1, 'other', 'bulk-' || g || '.pdf', 'application/pdf', 1000, '2026/01/' || gen_random_uuid()
       FROM generate_series(1, 120) g`,
      [otherCustomer.id],
    );
    const statementsFor = async (first: number) => {
      app.statements.reset();
      const result = await app.graphql<{ documents: { nodes: unknown[] } }>(STAFF_DOCUMENTS, { first }, verifier.cookie);
      expect(result.data!.documents.nodes).toHaveLength(first);
      return app.statements.count;
    };
    expect(await statementsFor(100)).toBe(await statementsFor(20));
  });
});

describe('documentHolder', () => {
  const HOLDER = `query ($documentId: ID!) { documentHolder(documentId: $documentId) {
    documentId userId firstName lastName dateOfBirth phone ghanaCardNumber ghanaCardNumberMasked applicationId } }`;
  type Holder = { documentId: string; firstName: string; dateOfBirth: string | null; phone: string | null; ghanaCardNumber: string | null; ghanaCardNumberMasked: boolean; applicationId: string | null };

  it('gives verifiers the profile to compare an upload with, the Ghana Card number masked unless they have viewAllUsers', async () => {
    const holder = await app.signUp({ firstName: 'Abena', lastName: 'Owusu' });
    const card = `GHA-${String(100000000 + Math.floor(Math.random() * 899999999))}-4`;
    await app.database.query('INSERT INTO profile (user_id, phone, date_of_birth, ghana_card_number) VALUES ($1, $2, $3, $4)', [holder.id, '+233244123456', '1991-07-04', card]);
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, holder.cookie);
    expect(submitted.errors).toBeUndefined();
    // Filed without an application: the drawer still links to the customer's application.
    const filed = await createDocument(holder);
    expect(filed.applicationId).toBeNull();

    const asVerifier = await app.graphql<{ documentHolder: Holder }>(HOLDER, { documentId: filed.id }, verifier.cookie);
    expect(asVerifier.errors).toBeUndefined();
    expect(asVerifier.data!.documentHolder).toEqual({
      documentId: filed.id,
      userId: holder.id,
      firstName: 'Abena',
      lastName: 'Owusu',
      dateOfBirth: '1991-07-04',
      phone: '+233244123456',
      ghanaCardNumber: `GHA-••••••${card.slice(-5)}`,
      ghanaCardNumberMasked: true,
      applicationId: submitted.data!.submitApplication.id,
    });

    const admin = await app.signInAs('admin');
    const asAdmin = await app.graphql<{ documentHolder: Holder }>(HOLDER, { documentId: filed.id }, admin.cookie);
    expect(asAdmin.data!.documentHolder).toMatchObject({ ghanaCardNumber: card, ghanaCardNumberMasked: false });

    // Who may not read documents gets nothing, the owner included (they have their own profile page).
    expect(codeOf(await app.graphql(HOLDER, { documentId: filed.id }, salesExecutive.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(HOLDER, { documentId: filed.id }, holder.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(HOLDER, { documentId: 'no-such-document' }, verifier.cookie))).toBe('NOT_FOUND');
  });
});
