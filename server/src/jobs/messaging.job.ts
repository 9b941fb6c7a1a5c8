// The outbox's delivery (every minute), the daily payment reminders (07:00 Africa/Accra, when quiet hours end) and
// partner webhooks (every minute).
import type { DeliveryResult, OutboxService } from '../modules/messaging/outbox.service.js';
import type { ReminderRunResult, ReminderService } from '../modules/messaging/reminders.js';
import type { WebhookRunResult, WebhookService } from '../modules/api-keys/webhook.service.js';
import type { JobDefinition } from './job-system.js';

export const DELIVER_MESSAGES_QUEUE = 'deliver-messages';
export const SEND_REMINDERS_QUEUE = 'send-reminders';
export const DELIVER_WEBHOOKS_QUEUE = 'deliver-webhooks';

/**
 * Sends queued messages (and failed ones due for retry: 1, 2, 4, 8 minutes apart, then dead). Each message is claimed
 * with SKIP LOCKED, so two runs (instances) never send the same one; the queue is stately besides.
 */
export function deliverMessagesJob(outbox: Pick<OutboxService, 'deliverDue'>): JobDefinition {
  return {
    queue: DELIVER_MESSAGES_QUEUE,
    description: 'Delivers queued SMS, email and in-app messages from the outbox; retries failures with backoff.',
    cron: '* * * * *',
    retryLimit: 2,
    retryDelaySeconds: 20,
    expireInSeconds: 5 * 60,
    async handle(_data, { signal }) {
      const result: DeliveryResult = await outbox.deliverDue({ limit: 1_000, signal });
      return { ...result };
    },
  };
}

/** Today's reminders into the outbox (one SQL per source over all instalments); a second run adds nothing. */
export function sendRemindersJob(reminders: Pick<ReminderService, 'run'>): JobDefinition {
  return {
    queue: SEND_REMINDERS_QUEUE,
    description: 'Queues payment reminders due today (before the due date, on it, and when late) by each customer’s channels.',
    cron: '0 7 * * *',
    retryLimit: 3,
    retryDelaySeconds: 120,
    expireInSeconds: 30 * 60,
    async handle() {
      const result: ReminderRunResult = await reminders.run();
      return { ...result };
    },
  };
}

/** Partner webhooks: fans out the events written since the last run and sends due deliveries (retried for 24 hours). */
export function deliverWebhooksJob(webhooks: Pick<WebhookService, 'run'>): JobDefinition {
  return {
    queue: DELIVER_WEBHOOKS_QUEUE,
    description: 'Sends partner webhooks (signed) for payments, loans, decisions and orders; retries failures with backoff for 24 hours.',
    cron: '* * * * *',
    retryLimit: 2,
    retryDelaySeconds: 20,
    expireInSeconds: 5 * 60,
    async handle(_data, { signal }) {
      const result: WebhookRunResult = await webhooks.run({ limit: 1_000, signal });
      return { ...result };
    },
  };
}
