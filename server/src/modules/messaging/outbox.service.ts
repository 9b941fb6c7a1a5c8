// The durable outbox: messages are rows written with the change that causes them (same transaction), delivered by
// `deliverDue` (the deliver-messages job every minute, and at once after the commit for mail people wait for).
// A message is claimed with FOR UPDATE SKIP LOCKED and marked `sending` before anything leaves, so two deliverers
// (instances, job runs) never send the same row; the dedupe key is UNIQUE, so a retried business change or a second
// reminder run never writes it twice. SMS are written in GSM-7 (toGsm7: one segment where the text fits) and go to the
// first gateway; one it refuses or cannot reach is retried at once on the next (SMS_FALLBACK_PROVIDER), each attempt on
// exactly one gateway, so a message is never handed to two at the same time.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { MailMessage, Mailer } from '../../auth/mailer.js';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../events/bus.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import { describeError, type Logger } from '../../logger.js';
import { formatGhanaPhone } from '../../shared/phone.js';
import { smsSegments, toGsm7 } from '../../sms-providers/gsm7.js';
import type { SmsProvider } from '../../sms-providers/provider.js';
import { observeSmsSent } from '../../metrics.js';
import type { Clock } from '../quotes/clock.js';
import { readSettings } from '../settings/settings.service.js';
import { COMMUNICATION_DEFAULTS, communicationPreference, MESSAGE_STATUSES, outboundMessage, type MessageChannel, type MessageStatus } from './messaging.table.js';
import { isQuiet, type QuietHours } from './quiet-hours.js';

/** Attempts before a message is dead (1, 2, 4, 8 minutes apart). */
export const MAX_ATTEMPTS = 5;
/** A message still `sending` this long after its claim lost its sender (instance died): dead, never resent. */
const STALE_SENDING_MS = 10 * 60_000;
const BODY_REMOVED = '[removed after delivery: it held a sign-in link]';

export interface OutboundInput {
  channel: MessageChannel;
  userId?: string | null;
  recipient: string;
  kind: string;
  subject?: string | null;
  body: string;
  dedupeKey: string;
  sensitive?: boolean;
  target?: { kind: string; id: string } | null;
  smsDay?: string | null;
  notBefore?: Date | null;
}

export interface OutboundRow {
  id: string;
  channel: MessageChannel;
  userId: string | null;
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
  sensitive: boolean;
  dedupeKey: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  provider: string | null;
  providerMessageId: string | null;
  targetKind: string | null;
  targetId: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
}

const COLUMNS = sql.raw(`id, channel, user_id as "userId", recipient, kind, subject, body, sensitive, dedupe_key as "dedupeKey", status,
  attempts, last_error as "lastError", provider, provider_message_id as "providerMessageId", target_kind as "targetKind",
  target_id as "targetId", next_attempt_at as "nextAttemptAt", sent_at as "sentAt", created_at as "createdAt"`);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Dates come back as strings from raw SQL on some drivers. */
function asRow(raw: Record<string, unknown>): OutboundRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return { ...(raw as unknown as OutboundRow), nextAttemptAt: date(raw.nextAttemptAt)!, sentAt: date(raw.sentAt), createdAt: date(raw.createdAt)! };
}

/** Shown to staff: "024 *** 4567", "a***@example.com", "in-app". */
export function maskRecipient(channel: MessageChannel, recipient: string): string {
  if (channel === 'in_app') return 'in-app';
  if (channel === 'email') {
    const [local, domain] = recipient.split('@');
    return `${local.slice(0, 1)}***@${domain ?? ''}`;
  }
  const local = formatGhanaPhone(recipient).replace(/\s/g, '');
  return local.length >= 7 ? `${local.slice(0, 3)} *** ${local.slice(-4)}` : '***';
}

/** The first line of an error, short, without anything that looks like a link or a key. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].replace(/https?:\/\/\S+/g, '[link]').slice(0, 300);
}

export interface OutboxListFilter {
  status?: MessageStatus | null;
  channel?: MessageChannel | null;
}

export class OutboxService {
  constructor(
    private readonly db: AppDatabase,
    private readonly mailer: Mailer,
    /** The SMS gateways in order: attempt n goes to gateway (n − 1) mod their number. */
    private readonly sms: readonly SmsProvider[],
    private readonly events: EventBus,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  /** Writes messages in the caller's transaction; a dedupe key already present is skipped. Returns the new ids. */
  async enqueue(tx: DbOrTx, inputs: readonly OutboundInput[]): Promise<string[]> {
    if (inputs.length === 0) return [];
    const now = this.clock.now();
    const rows = await tx
      .insert(outboundMessage)
      .values(
        inputs.map((input) => ({
          channel: input.channel,
          userId: input.userId ?? null,
          recipient: input.recipient,
          kind: input.kind,
          subject: input.subject ?? null,
          body: input.channel === 'sms' ? toGsm7(input.body) : input.body,
          sensitive: input.sensitive ?? false,
          dedupeKey: input.dedupeKey,
          targetKind: input.target?.kind ?? null,
          targetId: input.target?.id ?? null,
          smsDay: input.smsDay ?? null,
          nextAttemptAt: input.notBefore ?? now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      // Either unique key (the dedupe key, one reminder SMS per customer per day): already there, nothing to add.
      .onConflictDoNothing()
      .returning({ id: outboundMessage.id });
    return rows.map((row) => row.id);
  }

  /**
   * A notification's email, queued in the caller's transaction only when the recipient has email on (communication
   * preferences; `always` skips the check) — one statement that reads the address and the preference. Returns the
   * new message's id, or undefined when nothing was queued (email off, or the dedupe key already there).
   */
  async enqueueNotificationEmail(
    tx: DbOrTx,
    input: { userId: string; kind: string; subject: string; body: string; dedupeKey: string; always: boolean },
  ): Promise<string | undefined> {
    const result = await tx.execute(sql`
        insert into ${outboundMessage} (channel, user_id, recipient, kind, subject, body, dedupe_key)
        select 'email', u.id, u.email, ${input.kind}, ${input.subject}, ${input.body}, ${input.dedupeKey}
        from ${user} u left join ${communicationPreference} c on c.user_id = u.id
        where u.id = ${input.userId} and (${input.always} or coalesce(c.email, ${COMMUNICATION_DEFAULTS.email}))
        on conflict do nothing
        returning id`);
    // drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite).
    return (result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
  }

  /**
   * Account mail (password reset, email confirmation, sign-in paused): queued and delivered at once, so the person
   * waiting gets it now; if the mail server fails, the deliver-messages job retries it. Sensitive: staff never see the
   * body and it is wiped once delivered.
   */
  accountMailer(kind: string): Mailer {
    return {
      send: async (message: MailMessage) => {
        const [id] = await this.enqueue(this.db, [
          { channel: 'email', recipient: message.to, kind, subject: message.subject, body: message.text, dedupeKey: `${kind}:${randomUUID()}`, sensitive: true },
        ]);
        await this.deliverNow(id);
      },
    };
  }

  /** Delivers one queued message now (after its commit); failures stay queued for the job. Never throws. */
  async deliverNow(id: string | undefined): Promise<void> {
    if (!id) return;
    try {
      await this.deliverDue({ id });
    } catch (error) {
      this.logger.warn('outbox delivery failed', { messageId: id, ...describeError(error) });
    }
  }

  private async quietHours(): Promise<QuietHours> {
    const values = await readSettings(this.db, ['reminders.quiet_start_hour', 'reminders.quiet_end_hour']);
    return { startHour: Number(values.get('reminders.quiet_start_hour')), endHour: Number(values.get('reminders.quiet_end_hour')) };
  }

  /**
   * Claims due messages (queued, or failed and due for retry) with SKIP LOCKED, marks them `sending` in that same
   * statement, then sends each and records the outcome. SMS wait during quiet hours.
   */
  async deliverDue(options: { id?: string; limit?: number; signal?: AbortSignal } = {}): Promise<DeliveryResult> {
    const now = this.clock.now();
    const result: DeliveryResult = { claimed: 0, sent: 0, failed: 0, dead: 0 };
    await this.db.execute(sql`
      update ${outboundMessage} set status = 'dead', last_error = 'Interrupted while sending; not retried so it is never sent twice', updated_at = ${now}
      where status = 'sending' and claimed_at < ${new Date(now.getTime() - STALE_SENDING_MS)}`);
    const quiet = isQuiet(now, await this.quietHours());
    const limit = options.limit ?? 100;
    for (;;) {
      const claimed = rowsOf<Record<string, unknown>>(
        await this.db.execute(sql`
          update ${outboundMessage} m set status = 'sending', attempts = m.attempts + 1, claimed_at = ${now}, updated_at = ${now}
          where m.id in (
            select id from ${outboundMessage}
            where status in ('queued', 'failed') and next_attempt_at <= ${now}
              ${quiet ? sql`and channel <> 'sms'` : sql``}
              ${options.id ? sql`and id = ${options.id}::uuid` : sql``}
            order by next_attempt_at, id
            limit ${Math.min(limit, 50)}
            for update skip locked)
          returning ${COLUMNS}`),
      ).map(asRow);
      if (claimed.length === 0) break;
      result.claimed += claimed.length;
      for (const message of claimed) {
        const outcome = await this.send(message, now);
        result[outcome] += 1;
      }
      // One message (delivered now): claimed again only when it failed over to the next gateway at once.
      if (result.claimed >= limit || options.signal?.aborted) break;
    }
    return result;
  }

  private async send(message: OutboundRow, now: Date): Promise<'sent' | 'failed' | 'dead'> {
    let providerMessageId: string | null = null;
    const gateway = this.gatewayFor(message.attempts);
    const provider = message.channel === 'sms' ? gateway.name : message.channel === 'email' ? 'mail' : 'in_app';
    try {
      if (message.channel === 'sms') {
        providerMessageId = (await gateway.send({ to: message.recipient, text: message.body, reference: message.id })).providerMessageId;
        observeSmsSent(gateway.name, smsSegments(message.body));
      } else if (message.channel === 'email') {
        await this.mailer.send({ to: message.recipient, subject: message.subject ?? '', text: message.body });
      } else {
        providerMessageId = await this.deliverInApp(message);
      }
    } catch (error) {
      const permanent = (error as { permanent?: boolean }).permanent === true;
      const dead = permanent || message.attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(now.getTime() + this.retryDelayMs(message));
      await this.db.execute(sql`
        update ${outboundMessage} set status = ${dead ? 'dead' : 'failed'}, last_error = ${errorText(error)}, next_attempt_at = ${retryAt}, updated_at = ${now},
          provider = ${provider}
        where id = ${message.id}::uuid`);
      this.logger.warn('message not delivered', { messageId: message.id, channel: message.channel, kind: message.kind, provider, attempt: message.attempts, final: dead, error: errorText(error) });
      return dead ? 'dead' : 'failed';
    }
    await this.db.execute(sql`
      update ${outboundMessage} set status = 'sent', sent_at = ${now}, updated_at = ${now}, last_error = null, provider = ${provider},
        provider_message_id = ${providerMessageId}, body = case when sensitive then ${BODY_REMOVED} else body end
      where id = ${message.id}::uuid`);
    return 'sent';
  }

  private gatewayFor(attempt: number): SmsProvider {
    return this.sms[(attempt - 1) % this.sms.length];
  }

  /**
   * After a failed attempt: at once when an SMS has a gateway it has not tried this round (failover), otherwise 1, 2,
   * 4, 8 minutes for the 1st, 2nd, 3rd, 4th round over the gateways.
   */
  private retryDelayMs(message: OutboundRow): number {
    const gateways = message.channel === 'sms' ? this.sms.length : 1;
    if (message.attempts % gateways !== 0) return 0;
    return 60_000 * 2 ** (message.attempts / gateways - 1);
  }

  /** An in-app message is a notification row (the bell), published after it is written. */
  private async deliverInApp(message: OutboundRow): Promise<string> {
    const [row] = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        insert into notification (user_id, kind, title, body, target_kind, target_id)
        values (${message.recipient}, ${message.kind.split('.')[0]}, ${message.subject ?? ''}, ${message.body}, ${message.targetKind}, ${message.targetId})
        returning id`),
    );
    await this.events.publish('notification.added', { id: row.id, userId: message.recipient });
    return row.id;
  }

  /** Staff's Sent messages list, newest first; recipients masked, sensitive bodies hidden. */
  async list(first: number, after: string | null | undefined, filter: OutboxListFilter = {}): Promise<Page<OutboundRow & { recipientMasked: string }>> {
    const conditions: SQL[] = [];
    if (filter.status && (MESSAGE_STATUSES as readonly string[]).includes(filter.status)) conditions.push(sql`${outboundMessage.status} = ${filter.status}`);
    if (filter.channel) conditions.push(sql`${outboundMessage.channel} = ${filter.channel}`);
    const cursor = afterCursor(after, outboundMessage.createdAt, outboundMessage.id);
    if (cursor) conditions.push(cursor);
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select ${COLUMNS} from ${outboundMessage}
        ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
        order by created_at desc, id desc
        limit ${first + 1}`),
    ).map(asRow);
    return toPage(
      rows.map((row) => ({
        ...row,
        body: row.sensitive ? '[hidden: holds a sign-in link]' : row.body,
        recipientMasked: maskRecipient(row.channel, row.recipient),
      })),
      first,
    );
  }
}

/**
 * The mailer better-auth and the sign-in throttle use (reset links, email confirmation, sign-in paused): through the
 * outbox once the services exist (better-auth is built before them, and sends nothing until a request arrives).
 */
export function accountMailVia(outbox: () => OutboxService | undefined, fallback: Mailer): Mailer {
  return {
    send: (message) => {
      const service = outbox();
      return service ? service.accountMailer('account').send(message) : fallback.send(message);
    },
  };
}
