import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness.js';
import { PROFILE_IMAGE_MESSAGE, profileImageProblem } from './profile-image.js';

describe('profileImageProblem', () => {
  it('accepts https addresses, our own paths and nothing at all', () => {
    for (const value of [undefined, null, '', 'https://cdn.example/avatars/ama.png', 'https://example.com/a.png?size=64#x', '/images/testimonials/ama-owusu.svg']) {
      expect(profileImageProblem(value), String(value)).toBeNull();
    }
  });

  it('refuses script, data and plain-http addresses, other hosts written as paths, credentials and non-strings', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.com/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'https://user:secret@example.com/a.png',
      'avatar.png',
      `https://example.com/${'a'.repeat(2100)}`,
      42,
      { href: 'https://example.com' },
      ['https://example.com/a.png'],
    ]) {
      expect(profileImageProblem(value), JSON.stringify(value)).toBe(PROFILE_IMAGE_MESSAGE);
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
  it('is refused with BAD_USER_INPUT when it is not https or one of our paths (update-user)', async () => {
    const customer = await app.signUp();
    for (const image of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com/a.png']) {
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

  it('is stored when it is https or a path of ours, and can be cleared; sign-up as JSON or as a form still works', async () => {
    const customer = await app.signUp();
    for (const image of ['https://cdn.example/avatars/esi.png', '/images/testimonials/ama-owusu.svg']) {
      const response = await postJson('update-user', { image }, customer.cookie);
      expect(response.status).toBe(200);
      expect(await storedImage(customer.id)).toBe(image);
    }
    expect((await postJson('update-user', { image: null }, customer.cookie)).status).toBe(200);
    expect(await storedImage(customer.id)).toBeNull();

    const signedUp = await postJson('sign-up/email', {
      email: `image-ok-${Date.now()}@example.com`,
      password: TEST_PASSWORD,
      firstName: 'Kofi',
      lastName: 'Boateng',
      image: 'https://cdn.example/kofi.png',
    });
    expect(signedUp.status).toBe(200);
    const { user } = (await signedUp.json()) as { user: { id: string } };
    expect(await storedImage(user.id)).toBe('https://cdn.example/kofi.png');

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
