import { describe, expect, it } from 'vitest';
import * as c from './constants';

// Each SPEC §9 number, written out literally so a changed constant fails here first.
describe('SPEC §9 constants', () => {
  it('has the request and connectivity limits', () => {
    expect(c.REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(c.CONNECTIVITY_TIMEOUT_MS).toBe(10_000);
    expect(c.CONNECTIVITY_ATTEMPTS).toBe(2);
    expect(c.CONNECTIVITY_RETRY_BASE_MS).toBe(1_500);
    expect(c.CONNECTIVITY_RETRY_FACTOR).toBe(1.5);
    expect(c.CONNECTIVITY_RETRY_MAX_MS).toBe(5_000);
    expect(c.CONNECTIVITY_SUCCESS_CACHE_MS).toBe(120_000);
    expect(c.CONNECTIVITY_FAILURE_FALLBACK_MS).toBe(300_000);
    expect(c.CIRCUIT_BREAKER_THRESHOLD).toBe(3);
  });

  it('has the cache lifetimes', () => {
    expect(c.PAYMENTS_CACHE_MS).toBe(1_800_000);
    expect(c.STATUS_CACHE_MEDIUM_MS).toBe(1_800_000);
    expect(c.STATUS_CACHE_LONG_MS).toBe(7_200_000);
    expect(c.DRAFT_TTL_MS).toBe(2_592_000_000);
    expect(c.ELIGIBILITY_TTL_MS).toBe(2_592_000_000);
  });

  it('has the status fetch policy', () => {
    expect(c.STATUS_FETCH_TIMEOUT_MS).toBe(30_000);
    expect(c.STATUS_FETCH_RETRIES).toBe(3);
    expect(c.STATUS_RETRY_BASE_MS).toBe(3_000);
    expect(c.STATUS_FIRST_FETCH_DELAY_MS).toBe(1_000);
  });

  it('has the auth and registration retry policy', () => {
    expect(c.AUTH_INIT_RETRIES).toBe(3);
    expect(c.AUTH_INIT_STEP_MS).toBe(2_000);
    expect(c.REGISTRATION_RETRIES).toBe(3);
    expect(c.REGISTRATION_RETRY_BASE_MS).toBe(10_000);
  });

  it('has the query policy', () => {
    expect(c.QUERY_RETRIES).toBe(2);
    expect(c.QUERY_RETRY_BASE_MS).toBe(1_000);
    expect(c.QUERY_RETRY_MAX_MS).toBe(30_000);
    expect(c.QUERY_STALE_MS).toBe(300_000);
  });

  it('has the toast, carousel, session and realtime timings', () => {
    expect(c.TOAST_MS).toBe(4_000);
    expect(c.TOAST_SUCCESS_MS).toBe(3_000);
    expect(c.TOAST_MAX).toBe(20);
    expect(c.TESTIMONIAL_MS).toBe(5_000);
    expect(c.SESSION_REFRESH_TICK_MS).toBe(30_000);
    expect(c.REALTIME_HEARTBEAT_MS).toBe(30_000);
  });
});
