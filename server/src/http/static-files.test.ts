import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

// A missing static file answers 404, not the web app's page with 200 (before, `/assets/x.js`, `/robots.txt` and
// `/favicon.ico` came back as index.html): the SPA fallback serves only paths without a file extension.

let app: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Ghana Homes Credit</title><div id="root"></div>');
  app = await startTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function get(pathname: string, method = 'GET') {
  const response = await fetch(`${app.url}${pathname}`, { method });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

describe('static files and the web app', () => {
  it('answers 404 for a missing file: anything with a file extension, anything under /assets', async () => {
    for (const pathname of ['/assets/x.js', '/assets/app-1a2b3c.css', '/robots.txt', '/favicon.ico', '/images/missing.png', '/dashboard/report.pdf', '/assets/nothing']) {
      const answer = await get(pathname);
      expect({ pathname, status: answer.status, type: answer.type, body: answer.body }).toEqual({ pathname, status: 404, type: 'text/plain; charset=utf-8', body: 'Not found.' });
      expect((await get(pathname, 'HEAD')).status, `HEAD ${pathname}`).toBe(404);
    }
  });

  it('serves the files that exist, and the web app for routes without an extension', async () => {
    expect(await get('/assets/app-1a2b3c.js')).toMatchObject({ status: 200, type: expect.stringContaining('javascript'), body: 'console.log("app");' });
    for (const route of ['/', '/dashboard', '/tickets/0b7e6f1c-1d3a-4f59-9a43-8f1f0c2b7d10', '/reset-password']) {
      expect(await get(route), route).toMatchObject({ status: 200, type: expect.stringContaining('text/html'), body: expect.stringContaining('<div id="root">') });
    }
  });

  it('keeps the API answers as they are', async () => {
    const answer = await get('/api/nothing-here');
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } });
  });
});
