import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../auth/mailer.js';
import { withTransaction } from '../../db/transaction.js';
import { createLocalEventBus } from '../../events/bus.js';
import { createLogger } from '../../logger.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/ws-client.js';
import { AuditService } from '../audit/audit.service.js';
import { NotificationService } from './notification.service.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** A mail server that accepts each message only when the test says so. */
function slowMailer() {
  const sent: MailMessage[] = [];
  const pending: Array<() => void> = [];
  const mailer: Mailer = {
    send: (message) =>
      new Promise<void>((resolve) => {
        pending.push(() => {
          sent.push(message);
          resolve();
        });
      }),
  };
  return { mailer, sent, pending };
}

describe('notify', () => {
  it('stores the notification and publishes its event without waiting for the mail server; the email still goes out', async () => {
    const customer = await app.signUp();
    const [{ email }] = await app.database.query<{ email: string }>('SELECT email FROM "user" WHERE id = $1', [customer.id]);
    const { mailer, sent, pending } = slowMailer();
    const events = createLocalEventBus();
    const published: unknown[] = [];
    events.subscribe('notification.added', (payload) => published.push(payload));
    const service = new NotificationService(app.database.db, events, mailer, createLogger('silent'), new AuditService());

    // Resolves while the mail server has not accepted the message yet.
    await withTransaction(app.database.db, (tx, afterCommit) =>
      service.notify(tx, afterCommit, { userId: customer.id, kind: 'application_status', title: 'Under review', body: 'We are reviewing it.' }),
    );
    const rows = await app.database.query<{ id: string; title: string }>('SELECT id, title FROM notification WHERE user_id = $1', [customer.id]);
    expect(rows).toEqual([{ id: expect.any(String), title: 'Under review' }]);
    expect(published).toEqual([{ id: rows[0].id, userId: customer.id }]);
    expect(sent).toEqual([]);

    await waitFor(() => pending.length > 0, 2000, 'the email handed to the mail server');
    pending[0]();
    expect(sent).toEqual([{ to: email, subject: 'Under review', text: 'We are reviewing it.' }]);
  });
});
