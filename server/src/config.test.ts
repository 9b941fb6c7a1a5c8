import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, ROOT_DIR } from './config.js';

describe('configuration', () => {
  it('names the variable when one is malformed', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to start production without a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('refuses to start production with the placeholder secret of docker-compose.yml or the development default', () => {
    const compose = fs.readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8');
    const placeholder = /BETTER_AUTH_SECRET: \$\{BETTER_AUTH_SECRET:-([^}]+)\}/.exec(compose)?.[1];
    expect(placeholder, 'docker-compose.yml defaults BETTER_AUTH_SECRET to a placeholder the operator replaces').toBeDefined();
    const production = { NODE_ENV: 'production', MAIL_TRANSPORT: 'log', ALLOW_SIMULATED_PAYMENTS: 'true' };
    const developmentDefault = loadConfig({}).authSecret;
    for (const secret of [placeholder!, developmentDefault, 'please-CHANGE_ME-before-going-live-0123456789']) {
      expect(() => loadConfig({ ...production, BETTER_AUTH_SECRET: secret }), secret).toThrow(
        /^Invalid environment variable BETTER_AUTH_SECRET: a published placeholder .* set a long random value/,
      );
      // Development and tests keep working with it.
      expect(loadConfig({ BETTER_AUTH_SECRET: secret }).authSecret).toBe(secret);
    }
    expect(loadConfig({ ...production, BETTER_AUTH_SECRET: 'q8Vd0nJ3sXbKp7RfT2mLw9YhZc4Ue6Ga1Ni5Oj' }).isProduction).toBe(true);
  });

  it('takes a second SMS gateway only with its credentials and never the same as the first', async () => {
    const { createSmsGateways } = await import('./sms-providers/index.js');
    const { createLogger } = await import('./logger.js');
    expect(() => loadConfig({ SMS_PROVIDER: 'arkesel', ARKESEL_API_KEY: 'ark_0123456789', SMS_FALLBACK_PROVIDER: 'hubtel' })).toThrow(/HUBTEL_SMS_CLIENT_ID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'hubtel', SMS_FALLBACK_PROVIDER: 'hubtel', HUBTEL_SMS_CLIENT_ID: 'abcd', HUBTEL_SMS_CLIENT_SECRET: 'efgh' })).toThrow(/SMS_FALLBACK_PROVIDER/);
    const config = loadConfig({ SMS_PROVIDER: 'arkesel', ARKESEL_API_KEY: 'ark_0123456789', SMS_FALLBACK_PROVIDER: 'hubtel', HUBTEL_SMS_CLIENT_ID: 'abcd', HUBTEL_SMS_CLIENT_SECRET: 'efgh' });
    expect(createSmsGateways(config, createLogger('silent')).map((gateway) => gateway.name)).toEqual(['arkesel', 'hubtel']);
    expect(createSmsGateways(loadConfig({}), createLogger('silent')).map((gateway) => gateway.name)).toEqual(['simulated']);
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
