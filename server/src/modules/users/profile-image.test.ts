import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness.js';
import { checkProfileImageValue, PROFILE_IMAGE_MESSAGE } from './profile-image.js';

const ORIGIN = 'https://homes.example';
const DOCUMENT_ID = '0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('checkProfileImageValue', () => {
  it('accepts our own file routes, as a path or an absolute URL on our origin, and keeps the path', () => {
    for (const [value, kept] of [
      [undefined, null],
      [null, null],
      ['', null],
      [`/api/files/${DOCUMENT_ID}`, `/api/files/${DOCUMENT_ID}`],
      [`${ORIGIN}/api/files/${DOCUMENT_ID}`, `/api/files/${DOCUMENT_ID}`],
      ['/images/testimonials/ama-owusu.svg', '/images/testimonials/ama-owusu.svg'],
    ] as const) {
      expect(checkProfileImageValue(value, ORIGIN), String(value)).toEqual({ ok: true, value: kept });
    }
  });

  it('refuses other hosts, other paths of ours, dot segments and escapes, scripts, data and non-strings', () => {
    for (const value of [
      'https://evil.example/x.png',
      `https://evil.example/api/files/${DOCUMENT_ID}`,
      `https://homes.example.evil.example/api/files/${DOCUMENT_ID}`,
      `http://homes.example/api/files/${DOCUMENT_ID}`,
      `https://user:secret@homes.example/api/files/${DOCUMENT_ID}`,
      '/api/files/../../etc/passwd',
      `/api/files/x/../${DOCUMENT_ID}`,
      `/api/files/%2e%2e/${DOCUMENT_ID}`,
      '/api/files/privacy/0b5e8f2a/my-data.zip',
      `/api/files/${DOCUMENT_ID}?download=1`,
      `/api/files/${DOCUMENT_ID}/x`,
      '/api/files/not-a-uuid',
      '/images/../index.html',
      '/graphql',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'avatar.png',
      `/images/${'a'.repeat(2100)}.png`,
      42,
      { href: `/api/files/${DOCUMENT_ID}` },
      [`/api/files/${DOCUMENT_ID}`],
    ]) {
      expect(checkProfileImageValue(value, ORIGIN), JSON.stringify(value)).toEqual({ ok: false, message: PROFILE_IMAGE_MESSAGE });
    }
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

function post(path: string, body: string, contentType: string, cookie?: string) {
  return fetch(`${app.url}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: app.origin, ...(cookie ? { cookie } : {}) },
    body,
  });
}
const postJson = (path: string, body: unknown, cookie?: string) => post(path, JSON.stringify(body), 'application/json', cookie);

async function storedImage(id: string): Promise<string | null> {
  const [row] = await app.database.query<{ image: string | null }>('SELECT image FROM "user" WHERE id = $1', [id]);
  return row.image;
}

describe('the profile image better-auth stores', () => {
  it('is refused with BAD_USER_INPUT when it is not one of our own file routes (update-user)', async () => {
    const customer = await app.signUp();
    for (const image of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://evil.example/x.png', '/api/files/../../etc/passwd']) {
      const response = await postJson('update-user', { image }, customer.cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'BAD_USER_INPUT', message: PROFILE_IMAGE_MESSAGE });
    }
    const asForm = await post('update-user', new URLSearchParams({ image: 'javascript:alert(1)' }).toString(), 'application/x-www-form-urlencoded', customer.cookie);
    expect(asForm.status).toBe(400);
    const form = new FormData();
    form.append('image', 'javascript:alert(1)');
    const asMultipart = await fetch(`${app.url}/api/auth/update-user`, { method: 'POST', headers: { origin: app.origin, cookie: customer.cookie }, body: form });
    expect(asMultipart.status).toBe(415);
    expect(await storedImage(customer.id)).toBeNull();
  });

  it('is refused at sign-up too, and no account is created', async () => {
    const email = `image-${Date.now()}@example.com`;
    const response = await postJson('sign-up/email', { email, password: TEST_PASSWORD, firstName: 'Ama', lastName: 'Owusu', image: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('BAD_USER_INPUT');
    expect(await app.database.query('SELECT id FROM "user" WHERE email = $1', [email])).toEqual([]);
  });

  it('is stored as a path when it is one of our file routes, and can be cleared; sign-up as JSON or as a form still works', async () => {
    const customer = await app.signUp();
    const documentPath = '/api/files/0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
    for (const [image, stored] of [
      [documentPath, documentPath],
      [`${app.origin}${documentPath}`, documentPath],
      ['/images/testimonials/ama-owusu.svg', '/images/testimonials/ama-owusu.svg'],
    ]) {
      const response = await postJson('update-user', { image }, customer.cookie);
      expect(response.status).toBe(200);
      expect(await storedImage(customer.id)).toBe(stored);
    }
    expect((await postJson('update-user', { image: null }, customer.cookie)).status).toBe(200);
    expect(await storedImage(customer.id)).toBeNull();

    const signedUp = await postJson('sign-up/email', {
      email: `image-ok-${Date.now()}@example.com`,
      password: TEST_PASSWORD,
      firstName: 'Kofi',
      lastName: 'Boateng',
      image: `${app.origin}/images/testimonials/kofi.png`,
    });
    expect(signedUp.status).toBe(200);
    const { user } = (await signedUp.json()) as { user: { id: string } };
    expect(await storedImage(user.id)).toBe('/images/testimonials/kofi.png');

    const asForm = await post(
      'sign-up/email',
      new URLSearchParams({ email: `image-form-${Date.now()}@example.com`, password: TEST_PASSWORD, firstName: 'Yaw', lastName: 'Asante', image: '/images/yaw.png' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(asForm.status).toBe(200);
    const formUser = ((await asForm.json()) as { user: { id: string } }).user;
    expect(await storedImage(formUser.id)).toBe('/images/yaw.png');
  });
});
