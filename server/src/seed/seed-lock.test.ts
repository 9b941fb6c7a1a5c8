import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../auth/permissions.js';
import { startTestApp, type TestApp, type TestInstance } from '../test/harness.js';
import { DEMO_EMAIL_DOMAIN } from './seed.js';

// Two instances started together on an empty database (docker compose's two replicas): the demo seed runs under the
// migrations' advisory lock, so one seeds and the other finds the accounts there. Before, both saw no users, both
// signed up the same people, and one died at boot with "Failed to create user".

let app: TestApp;
const instances: TestInstance[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await app?.stop();
});

describe('the demo seed', () => {
  it('runs once when two instances start together on an empty database, and both start', async () => {
    const started = await Promise.allSettled([app.startAnotherInstance({ SEED_DEMO_DATA: 'true' }), app.startAnotherInstance({ SEED_DEMO_DATA: 'true' })]);
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
    expect(instances.map((instance) => instance.seed?.created).sort()).toEqual([false, true]);

    const [{ demo }] = await app.database.query<{ demo: number }>('SELECT count(*)::int AS demo FROM "user" WHERE email LIKE $1', [`%@${DEMO_EMAIL_DOMAIN}`]);
    // One account per role, a second finance officer (the checker) and five more customers (emails are unique, so each once).
    expect(demo).toBe(ROLES.length + 1 + 5);
    for (const instance of instances) expect((await instance.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  }, 120_000);
});
