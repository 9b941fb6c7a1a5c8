import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../auth/mailer.js';
import { withTransaction } from '../../db/transaction.js';
import { createLocalEventBus } from '../../events/bus.js';
import { createLogger } from '../../logger.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/ws-client.js';
import { AuditService } from '../audit/audit.service.js';
import { OutboxService } from '../messaging/outbox.service.js';
import { Clock } from '../quotes/clock.js';
import { SimulatedSmsProvider } from '../../sms-providers/simulated.js';
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
  it('stores the notification and publishes its event without waiting for the mail server; the email still goes out (through the outbox)', async () => {
    const customer = await app.signUp();
    // Email is off by default (communication preferences): this customer turned it on.
    expect((await app.graphql('mutation { updateCommunicationPreferences(input: { email: true }) { email } }', {}, customer.cookie)).data).toEqual({
      updateCommunicationPreferences: { email: true },
    });
    const [{ email }] = await app.database.query<{ email: string }>('SELECT email FROM "user" WHERE id = $1', [customer.id]);
    const { mailer, sent, pending } = slowMailer();
    const events = createLocalEventBus();
    const published: unknown[] = [];
    events.subscribe('notification.added', (payload) => published.push(payload));
    const outbox = new OutboxService(app.database.db, mailer, [new SimulatedSmsProvider(createLogger('silent'))], events, createLogger('silent'), new Clock());
    const service = new NotificationService(app.database.db, events, outbox, createLogger('silent'), new AuditService());

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
    for (let tries = 0; tries < 40; tries += 1) {
      const [row] = await app.database.query<{ status: string }>('SELECT status FROM outbound_message WHERE user_id = $1', [customer.id]);
      if (row?.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await app.database.query('SELECT status, kind FROM outbound_message WHERE user_id = $1', [customer.id])).toEqual([{ status: 'sent', kind: 'notification.application_status' }]);
  });

  it('writes no email for a customer who left email off (the default)', async () => {
    const customer = await app.signUp();
    await withTransaction(app.database.db, (tx, afterCommit) =>
      app.services.notifications.notify(tx, afterCommit, { userId: customer.id, kind: 'payment', title: 'Payment received', body: 'Thank you.' }),
    );
    expect(await app.database.query("SELECT id FROM outbound_message WHERE user_id = $1 AND channel = 'email'", [customer.id])).toEqual([]);
    expect(await app.database.query('SELECT title FROM notification WHERE user_id = $1', [customer.id])).toEqual([{ title: 'Payment received' }]);
  });
});
