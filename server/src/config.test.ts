import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('names the variable when one is malformed', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to start production without a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('refuses simulated payments in production unless a demo says so explicitly', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ ...production, ALLOW_SIMULATED_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('simulated');
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_123456' }).PAYMENT_PROVIDER).toBe('paystack');
  });
});
