import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { PASSWORD_STRENGTH_PER_MINUTE } from './password-strength.js';

// The web's strength meter asks the server's own policy, so the meter and the sign-up decision agree.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const ask = (body: unknown, origin: string | null = app.origin) =>
  fetch(`${app.url}/api/password-strength`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/password-strength', () => {
  it('answers the verdict the sign-up will give', async () => {
    expect(await (await ask({ password: 'iloveyou12345' })).json()).toMatchObject({ acceptable: false, problem: 'guessable', score: 1 });
    expect(await (await ask({ password: 'kofi.mensah 4ever and ever', email: 'kofi.mensah@example.com' })).json()).toMatchObject({
      acceptable: false,
      problem: 'contains_email',
      advice: 'Do not use your email address in your password.',
    });
    const strong = await ask({ password: 'Kente-Loom-Harmattan-47' });
    expect(strong.headers.get('cache-control')).toBe('no-store');
    expect(await strong.json()).toMatchObject({ acceptable: true, problem: null, score: 4 });
  });

  it('refuses other sites, bad input and floods without a 5xx', async () => {
    expect((await ask({ password: 'x' }, 'https://evil.example')).status).toBe(403);
    expect((await ask({ password: 'x' }, null)).status).toBe(403);
    expect((await ask({ password: 42 })).status).toBe(400);
    expect((await ask({ password: 'a\u0000b' })).status).toBe(400);
    expect((await ask('{not json')).status).toBe(400);
    const statuses: number[] = [];
    for (let index = 0; index < PASSWORD_STRENGTH_PER_MINUTE + 2; index += 1) statuses.push((await ask({ password: `short-${index}` })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status < 500)).toBe(true);
  });
});
