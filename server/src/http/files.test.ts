import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { contentDisposition } from './files.js';

const PNG = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-ghana-card.png'));
const PDF = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-payslip.pdf'));
const CREATE = 'mutation ($input: CreateDocumentInput!) { createDocument(input: $input) { id url } }';

let app: TestApp;
let customer: { cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.stop();
});

async function storedDocument(content: Buffer, fileName: string, type: string): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const uploaded = await fetch(`${app.url}/api/files`, { method: 'POST', headers: { cookie: customer.cookie, origin: app.origin }, body: form });
  expect(uploaded.status).toBe(201);
  const { upload } = (await uploaded.json()) as { upload: { id: string } };
  const created = await app.graphql<{ createDocument: { id: string; url: string } }>(CREATE, { input: { uploadId: upload.id, type } }, customer.cookie);
  expect(created.errors).toBeUndefined();
  return created.data!.createDocument;
}

describe('GET /api/files/:documentId', () => {
  it('shows a stored image or PDF inline (the web opens it in a tab and previews it), but sandboxed: no script, no same-origin access, nothing loaded', async () => {
    for (const [content, fileName, type] of [
      [PNG, 'ghana-card.png', 'ghana_card'],
      [PDF, 'payslip.pdf', 'payslip'],
    ] as const) {
      const document = await storedDocument(content, fileName, type);
      const response = await fetch(`${app.url}${document.url}`, { headers: { cookie: customer.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${fileName}"`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy.split(';').map((directive) => directive.trim())).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
      expect(policy).not.toMatch(/allow-scripts|allow-same-origin/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      await response.arrayBuffer();
    }
  });
});

describe('contentDisposition', () => {
  it('keeps quotes, backslashes and line breaks out of the header, for inline and attachment alike', () => {
    expect(contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf', 'attachment')).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(contentDisposition('receipt-RCP-2026-000001.pdf', 'attachment')).toBe('attachment; filename="receipt-RCP-2026-000001.pdf"');
    expect(contentDisposition('card.png')).toBe('inline; filename="card.png"');
  });
});
