import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createMailer } from './mailer.js';

// A minimal SMTP peer on loopback that records what it receives (RFC 5321 happy path only).
let server: net.Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 OK queued\r\n');
          } else received.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 localhost\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('mail', () => {
  it('writes to the log (and keeps an outbox) when no SMTP_URL is set', async () => {
    const mailer = await createMailer({ from: 'GHC <no-reply@example.com>', logger: createLogger('silent') });
    await mailer.send({ to: 'ama@example.com', subject: 'Reset your password', text: 'Use this link' });
    expect(mailer.outbox?.at(-1)).toEqual({ to: 'ama@example.com', subject: 'Reset your password', text: 'Use this link' });
  });

  it('logs only the recipient and subject, never the body with its link', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (_level, line) => lines.push(line));
    const mailer = await createMailer({ from: 'GHC <no-reply@example.com>', logger });
    const link = 'http://localhost:4000/api/auth/reset-password/tok3nS3cretValue?callbackURL=%2Freset-password';
    await mailer.send({ to: 'ama@example.com', subject: 'Reset your password', text: `Use this link:\n${link}` });
    expect(lines.join('\n')).toContain('ama@example.com');
    expect(lines.join('\n')).toContain('Reset your password');
    expect(lines.join('\n')).not.toContain('tok3nS3cretValue');
    expect(lines.join('\n')).not.toContain('Use this link');
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const mailer = await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'GHC <no-reply@example.com>', logger: createLogger('silent') });
    await mailer.send({ to: 'kofi@example.com', subject: 'Payment received', text: 'Thank you for your payment.' });
    const message = received.join('\n');
    expect(message).toMatch(/Subject: Payment received/);
    expect(message).toMatch(/To: kofi@example.com/);
    expect(message).toMatch(/Thank you for your payment\./);
  });
});
