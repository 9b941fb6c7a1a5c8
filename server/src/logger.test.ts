import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger('debug', (_level, line) => lines.push(line)) };
}

describe('logger redaction', () => {
  it('names the build and the machine on every line, and keeps a public address readable', async () => {
    const { lines, logger } = capture();
    logger.info('server started', { publicUrl: 'https://credit.example.com.gh', port: 4000 });
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    const { version } = (await import('../../package.json', { with: { type: 'json' } })).default as { version: string };
    const os = await import('node:os');
    expect(line).toMatchObject({ message: 'server started', publicUrl: 'https://credit.example.com.gh', version, host: os.hostname() });
  });

  it('never writes passwords, tokens, session ids, API key secrets or reset links, at any level or depth', () => {
    const { lines, logger } = capture();
    logger.debug('sign-in', { password: 'Passw0rd!2026', newPassword: 'N3w-pass-2026' });
    logger.info('session', { sessionId: 'sess_123456', token: 'tok_abcdef', headers: { cookie: 'ghc.session_token=abc.def', authorization: 'Bearer xyz.abc' } });
    logger.warn('key', { apiKey: 'ghc_live_AAAABBBBCCCC', nested: { secret: 'shh', list: [{ resetUrl: 'https://x/reset' }] } });
    logger.error('mail', { to: 'ama@example.com', text: 'link http://localhost/api/auth/reset-password/RESETTOKEN99?callbackURL=/' });
    logger.error('failed for http://localhost/api/auth/reset-password/RESETTOKEN98 and ghc_live_SECRETKEY1', { error: 'GET /verify-email?token=VERIFYTOKEN7 failed' });
    const output = lines.join('\n');
    for (const secret of ['Passw0rd!2026', 'N3w-pass-2026', 'sess_123456', 'tok_abcdef', 'abc.def', 'xyz.abc', 'AAAABBBBCCCC', 'shh', 'https://x/reset', 'RESETTOKEN99', 'RESETTOKEN98', 'SECRETKEY1', 'VERIFYTOKEN7']) {
      expect(output, secret).not.toContain(secret);
    }
    expect(output).toContain('ama@example.com');
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'debug', message: 'sign-in', password: '[redacted]' });
  });

  it('keeps ordinary fields as they are', () => {
    const { lines, logger } = capture();
    logger.info('payment settled', { requestId: 'req-1', paymentId: 'p1', amount: 5000, path: ['loan', 'schedule'] });
    expect(JSON.parse(lines[0])).toMatchObject({ requestId: 'req-1', paymentId: 'p1', amount: 5000, path: ['loan', 'schedule'] });
  });
});
