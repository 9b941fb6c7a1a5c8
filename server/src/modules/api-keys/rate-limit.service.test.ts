import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestInstance } from '../../test/harness.js';
import { RATE_LIMIT_MAX_LEASE } from './rate-limit.service.js';

// The limiter itself (leases taken from the shared counter); http/rate-limit.test.ts covers the answers over HTTP.
let app: TestApp;
let other: TestInstance;

beforeAll(async () => {
  app = await startTestApp();
  other = await app.startAnotherInstance();
});
afterAll(async () => {
  await other?.stop();
  await app?.stop();
});

const countOf = async (key: string) =>
  (await app.database.query<{ count: number }>('SELECT count FROM rate_limit_bucket WHERE key = $1', [key]))[0]?.count ?? 0;

describe('rate limits shared through leases', () => {
  it('admits exactly the limit from one instance, counting down, and writes once per lease, not once per request', async () => {
    const limit = 1200;
    app.statements.reset();
    const decisions = [];
    for (let i = 0; i < 200; i += 1) decisions.push(await app.services.rateLimits.consume('apikey:lease-a', limit));
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(decisions.map((d) => d.remaining).slice(0, 3)).toEqual([1199, 1198, 1197]);
    expect(decisions.at(-1)?.remaining).toBe(1000);
    // 200 requests in leases of 50: four statements (and the once-a-minute cleanup), where there were 200.
    expect(app.statements.count).toBeLessThanOrEqual(200 / RATE_LIMIT_MAX_LEASE + 1);
    expect(await countOf('apikey:lease-a')).toBe(200);
  });

  it('never admits more than the limit when many requests arrive at once', async () => {
    const decisions = await Promise.all(Array.from({ length: 150 }, () => app.services.rateLimits.consume('user:lease-b', 100)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(100);
    const refused = decisions.filter((d) => !d.allowed);
    expect(refused).toHaveLength(50);
    expect(refused.every((d) => d.remaining === 0 && d.retryAfterSeconds >= 1 && d.retryAfterSeconds <= 60)).toBe(true);
    // Refused from memory: the shared counter stops at the limit.
    expect(await countOf('user:lease-b')).toBe(100);
  });

  it('holds across two instances: together they admit the limit, and near it each takes one request at a time', async () => {
    const limit = 320;
    const decisions = [];
    for (let i = 0; i < 200; i += 1) {
      decisions.push(...(await Promise.all([app.services.rateLimits.consume('ip:lease-c', limit), other.services.rateLimits.consume('ip:lease-c', limit)])));
    }
    const admitted = decisions.filter((d) => d.allowed).length;
    // Never more than the limit; fewer only by what one instance had leased and not spent when the other ran out.
    expect(admitted).toBeLessThanOrEqual(limit);
    expect(admitted).toBeGreaterThanOrEqual(limit - Math.floor(limit / 16));
    expect(decisions.slice(-2).every((d) => !d.allowed)).toBe(true);
  });
});
