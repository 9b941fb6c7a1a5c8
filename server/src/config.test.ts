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

  it('allows the browser tests’ clock control only under NODE_ENV=test', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK_CONTROL: 'true' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), MAIL_TRANSPORT: 'log', ALLOW_SIMULATED_PAYMENTS: 'true', TEST_CLOCK_CONTROL: 'true' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true' }).TEST_CLOCK_CONTROL).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).TEST_CLOCK_CONTROL).toBe(false);
  });

  it('refuses simulated payments in production unless a demo says so explicitly', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), MAIL_TRANSPORT: 'log' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ ...production, ALLOW_SIMULATED_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('simulated');
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_123456' }).PAYMENT_PROVIDER).toBe('paystack');
  });

  it('refuses production without a mail transport, unless the log is chosen explicitly', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), ALLOW_SIMULATED_PAYMENTS: 'true' };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log' }).mailTransport).toBe('log');
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).mailTransport).toBe('smtp');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(loadConfig({}).mailTransport).toBe('log');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy('127.0.0.1', 0)).toBe(false);
    expect(loadConfig({}).trustProxy('10.0.0.1', 0)).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    const listed = loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy;
    expect([listed('10.1.2.3', 0), listed('192.168.1.5', 0), listed('127.0.0.1', 0)]).toEqual([true, true, false]);
    expect(() => loadConfig({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/);
  });
});
