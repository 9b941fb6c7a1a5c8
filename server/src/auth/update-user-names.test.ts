import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

async function updateUser(cookie: string, body: Record<string, unknown>) {
  const response = await fetch(`${app.url}/api/auth/update-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin, cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
}

async function storedNames(id: string) {
  const [row] = await app.database.query<{ first_name: string; last_name: string; name: string }>('SELECT first_name, last_name, name FROM "user" WHERE id = $1', [id]);
  return row;
}

describe("better-auth's /update-user applies the profile's name rules", () => {
  it('refuses names the updateProfile mutation refuses, with BAD_USER_INPUT, and changes nothing', async () => {
    const customer = await app.signUp({ firstName: 'Esi', lastName: 'Quaye' });
    const refused = [
      [{ firstName: 'A\u0000B' }, 'Text must not contain control characters (NUL) or broken characters.'],
      [{ lastName: '\ud800' }, 'Text must not contain control characters (NUL) or broken characters.'],
      [{ firstName: '   ' }, 'First name cannot be empty.'],
      [{ lastName: 42 }, 'Last name cannot be empty.'],
      [{ firstName: 'x'.repeat(81) }, 'First name must be 1 to 80 characters.'],
      [{ name: 'Someone Else' }, 'The name is made of the first and last names: send firstName and lastName instead.'],
    ] as const;
    for (const [body, message] of refused) {
      expect(await updateUser(customer.cookie, body)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message } });
    }
    expect(await storedNames(customer.id)).toEqual({ first_name: 'Esi', last_name: 'Quaye', name: 'Esi Quaye' });
  });

  it('stores accepted names cleaned, with the full name following them', async () => {
    const customer = await app.signUp({ firstName: 'Esi', lastName: 'Quaye' });
    expect((await updateUser(customer.cookie, { firstName: '  Ama   Serwaa ' })).status).toBe(200);
    expect(await storedNames(customer.id)).toEqual({ first_name: 'Ama Serwaa', last_name: 'Quaye', name: 'Ama Serwaa Quaye' });
    expect((await updateUser(customer.cookie, { firstName: 'Kofi', lastName: 'Mensah', name: 'ignored' })).status).toBe(200);
    expect(await storedNames(customer.id)).toEqual({ first_name: 'Kofi', last_name: 'Mensah', name: 'Kofi Mensah' });
  });
});
