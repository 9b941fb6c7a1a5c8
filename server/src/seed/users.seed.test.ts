import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { seedUsers } from './users.seed.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const FIELDS = 'phone dateOfBirth ghanaCardNumber residentialAddress digitalAddress city region';

describe('seedUsers', () => {
  it('gives every demo customer a complete profile that passes the same validation as the profile form', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => app.signUp()));
    const context = { db: app.database.db, customers };
    await seedUsers(context);
    // Running it twice must not fail or duplicate anything.
    await seedUsers(context);

    const cards = new Set<string>();
    for (const customer of customers) {
      const result = await app.graphql<{ myProfile: Record<string, string> & { isComplete: boolean } }>(
        `{ myProfile { isComplete ${FIELDS} } }`,
        {},
        customer.cookie,
      );
      const { isComplete, ...fields } = result.data!.myProfile;
      expect(isComplete).toBe(true);
      cards.add(fields.ghanaCardNumber);
      const resubmitted = await app.graphql(
        `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { isComplete } }`,
        { input: fields },
        customer.cookie,
      );
      expect(resubmitted.errors).toBeUndefined();
    }
    expect(cards.size).toBe(customers.length);
  });
});
