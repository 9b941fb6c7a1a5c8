// Webhooks for partners: endpoints per API key, fan-out of the events triggers wrote, signed delivery with retries.
// Deliveries are at least once (a receiver dedupes by the event id); each is claimed with SKIP LOCKED before it is
// sent, so two instances never send the same delivery at the same time.
import { and, desc, eq, sql } from 'drizzle-orm';
import { hasPermission, type Role } from '../../auth/permissions.js';
import type { AppDatabase } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, forbidden, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { Logger } from '../../logger.js';
import { seal, unseal } from '../../shared/sealed.js';
import { apiKey } from './api-key.table.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Clock } from '../quotes/clock.js';
import { WEBHOOK_EVENT_PERMISSION, WEBHOOK_EVENTS, type WebhookEventType } from './webhook.events.js';
import { generateWebhookSecret, signatureHeader, WEBHOOK_SIGNATURE_HEADER } from './webhook.signing.js';
import { webhookDelivery, webhookEndpoint, webhookEvent, type WebhookDeliveryStatus } from './webhook.table.js';
import { webhookUrlProblem } from './webhook.url.js';

const SEAL_PURPOSE = 'webhook-secret';

/** The part of fetch a delivery uses (replaceable in tests). */
export type WebhookFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal; redirect: 'manual' },
) => Promise<{ status: number }>;
/** Deliveries are retried for this long after the event, then dead. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const STALE_SENDING_MS = 10 * 60_000;
const MAX_ENDPOINTS_PER_KEY = 5;

export interface WebhookEndpointView {
  id: string;
  apiKeyId: string;
  apiKeyName: string;
  url: string;
  events: WebhookEventType[];
  secretPrefix: string;
  createdAt: Date;
  disabledAt: Date | null;
}

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastLatencyMs: number | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
}

export interface WebhookRunResult {
  events: number;
  queued: number;
  delivered: number;
  failed: number;
  dead: number;
}

interface Claimed {
  id: string;
  attempts: number;
  created_at: string;
  url: string;
  secret_sealed: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  occurred_at: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** 1, 2, 4 … minutes after each failed attempt, at most 6 hours. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

const endpointColumns = {
  id: webhookEndpoint.id,
  apiKeyId: webhookEndpoint.apiKeyId,
  apiKeyName: apiKey.name,
  url: webhookEndpoint.url,
  events: webhookEndpoint.events,
  secretPrefix: webhookEndpoint.secretPrefix,
  createdAt: webhookEndpoint.createdAt,
  disabledAt: webhookEndpoint.disabledAt,
};

export class WebhookService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: { serverSecret: string; production: boolean; fetch?: WebhookFetch; resolve?: (host: string) => Promise<string[]> },
  ) {}

  /** Registers a URL for an API key's events; the signing secret is answered here only. */
  async create(actor: Actor, input: { apiKeyId: string; url: string; events: readonly string[] }): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
    if (actor.viewer.apiKeyId) throw forbidden('An API key cannot manage webhooks.');
    if (!isUuid(input.apiKeyId)) throw notFound('API key');
    const [key] = await this.db.select({ id: apiKey.id, role: apiKey.role, revokedAt: apiKey.revokedAt, expiresAt: apiKey.expiresAt }).from(apiKey).where(eq(apiKey.id, input.apiKeyId));
    if (!key) throw notFound('API key');
    if (key.revokedAt || key.expiresAt <= this.clock.now()) throw badInput('This API key is revoked or expired; webhooks need an active key.', 'apiKeyId');
    const url = input.url.trim();
    const problem = await webhookUrlProblem(url, this.options.production, this.options.resolve);
    if (problem) throw badInput(problem, 'url');
    const events = [...new Set(input.events)] as WebhookEventType[];
    if (events.length === 0) throw badInput('Choose at least one event.', 'events');
    const unknown = events.filter((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
    if (unknown.length) throw badInput(`Unknown events: ${unknown.join(', ')}.`, 'events');
    const unreadable = events.filter((event) => !hasPermission(key.role as Role, WEBHOOK_EVENT_PERMISSION[event]));
    if (unreadable.length) throw badInput(`The key's role (${key.role}) cannot read what these events carry: ${unreadable.join(', ')}.`, 'events');
    const secret = generateWebhookSecret();
    const id = await withTransaction(this.db, async (tx) => {
      const [{ count }] = rowsOf<{ count: number }>(
        await tx.execute(sql`select count(*)::int as count from ${webhookEndpoint} where api_key_id = ${key.id}::uuid and disabled_at is null`),
      );
      if (count >= MAX_ENDPOINTS_PER_KEY) throw badInput(`An API key can have at most ${MAX_ENDPOINTS_PER_KEY} enabled webhook endpoints.`, 'apiKeyId');
      const [created] = await tx
        .insert(webhookEndpoint)
        .values({ apiKeyId: key.id, url, events, secretSealed: seal(secret, this.options.serverSecret, SEAL_PURPOSE), secretPrefix: secret.slice(0, 12), createdBy: actor.viewer.id })
        .returning({ id: webhookEndpoint.id });
      await this.audit.record(tx, actor, { action: 'webhook.created', entity: 'webhook_endpoint', entityId: created.id, after: { apiKeyId: key.id, url, events } });
      return created.id;
    });
    return { endpoint: (await this.endpoint(id))!, secret };
  }

  /** Stops deliveries to the endpoint (queued ones are not sent). Disabling twice is harmless. */
  async disable(actor: Actor, id: string): Promise<WebhookEndpointView> {
    if (actor.viewer.apiKeyId) throw forbidden('An API key cannot manage webhooks.');
    const existing = isUuid(id) ? await this.endpoint(id) : null;
    if (!existing) throw notFound('Webhook endpoint');
    if (existing.disabledAt) return existing;
    await withTransaction(this.db, async (tx) => {
      await tx.update(webhookEndpoint).set({ disabledAt: this.clock.now() }).where(eq(webhookEndpoint.id, id));
      await tx.execute(sql`update ${webhookDelivery} set status = 'dead', last_error = 'Endpoint disabled' where endpoint_id = ${id}::uuid and status in ('queued', 'failed')`);
      await this.audit.record(tx, actor, { action: 'webhook.disabled', entity: 'webhook_endpoint', entityId: id, before: { disabledAt: null } });
    });
    return (await this.endpoint(id))!;
  }

  async endpoint(id: string): Promise<WebhookEndpointView | null> {
    const [row] = await this.db.select(endpointColumns).from(webhookEndpoint).innerJoin(apiKey, eq(apiKey.id, webhookEndpoint.apiKeyId)).where(eq(webhookEndpoint.id, id));
    return row ? { ...row, events: row.events as WebhookEventType[] } : null;
  }

  /** Endpoints, newest first; of one key when `apiKeyId` is given. */
  async list(apiKeyId?: string | null): Promise<WebhookEndpointView[]> {
    if (apiKeyId && !isUuid(apiKeyId)) return [];
    const rows = await this.db
      .select(endpointColumns)
      .from(webhookEndpoint)
      .innerJoin(apiKey, eq(apiKey.id, webhookEndpoint.apiKeyId))
      .where(apiKeyId ? eq(webhookEndpoint.apiKeyId, apiKeyId) : undefined)
      .orderBy(desc(webhookEndpoint.createdAt), desc(webhookEndpoint.id));
    return rows.map((row) => ({ ...row, events: row.events as WebhookEventType[] }));
  }

  /** The endpoint's delivery log, newest first. */
  async deliveries(endpointId: string, first: number, after?: string | null): Promise<Page<WebhookDeliveryView>> {
    if (!isUuid(endpointId)) throw notFound('Webhook endpoint');
    const rows = await this.db
      .select({
        id: webhookDelivery.id,
        endpointId: webhookDelivery.endpointId,
        eventId: webhookDelivery.eventId,
        eventType: webhookEvent.type,
        status: webhookDelivery.status,
        attempts: webhookDelivery.attempts,
        lastStatusCode: webhookDelivery.lastStatusCode,
        lastError: webhookDelivery.lastError,
        lastLatencyMs: webhookDelivery.lastLatencyMs,
        nextAttemptAt: webhookDelivery.nextAttemptAt,
        deliveredAt: webhookDelivery.deliveredAt,
        createdAt: webhookDelivery.createdAt,
      })
      .from(webhookDelivery)
      .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
      .where(and(eq(webhookDelivery.endpointId, endpointId), afterCursor(after, webhookDelivery.createdAt, webhookDelivery.id)))
      .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
      .limit(first + 1);
    return toPage(rows, first);
  }

  /** Sends a delivery again now (a dead one, or a delivered one the partner lost), with a fresh 24-hour window. */
  async resend(actor: Actor, deliveryId: string): Promise<WebhookDeliveryView> {
    if (actor.viewer.apiKeyId) throw forbidden('An API key cannot manage webhooks.');
    if (!isUuid(deliveryId)) throw notFound('Webhook delivery');
    const now = this.clock.now();
    const [row] = rowsOf<{ endpoint_id: string; disabled: boolean }>(
      await this.db.execute(sql`
        select d.endpoint_id, e.disabled_at is not null as disabled from ${webhookDelivery} d join ${webhookEndpoint} e on e.id = d.endpoint_id
        where d.id = ${deliveryId}::uuid`),
    );
    if (!row) throw notFound('Webhook delivery');
    if (row.disabled) throw badInput('The endpoint is disabled; register it again to receive events.', 'deliveryId');
    await withTransaction(this.db, async (tx) => {
      await tx.execute(sql`
        update ${webhookDelivery} set status = 'queued', next_attempt_at = ${now}, created_at = ${now}, last_error = null
        where id = ${deliveryId}::uuid and status <> 'sending'`);
      await this.audit.record(tx, actor, { action: 'webhook.resent', entity: 'webhook_delivery', entityId: deliveryId });
    });
    const page = await this.deliveries(row.endpoint_id, 100);
    return page.nodes.find((delivery) => delivery.id === deliveryId) ?? (await this.deliveries(row.endpoint_id, 1)).nodes[0];
  }

  /**
   * One run: events written since the last run become deliveries for every enabled endpoint of an active key that
   * chose them, then due deliveries are sent.
   */
  async run(options: { limit?: number; signal?: AbortSignal } = {}): Promise<WebhookRunResult> {
    const now = this.clock.now();
    const fanned = await withTransaction(this.db, async (tx) => {
      const events = rowsOf<{ id: string }>(
        await tx.execute(sql`
          update ${webhookEvent} set fanned_out_at = ${now}
          where id in (select id from ${webhookEvent} where fanned_out_at is null order by seq limit 5000 for update skip locked)
          returning id`),
      );
      if (events.length === 0) return { events: 0, queued: 0 };
      const ids = `{${events.map((event) => event.id).join(',')}}`;
      const queued = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into ${webhookDelivery} (endpoint_id, event_id, next_attempt_at, created_at)
          select e.id, v.id, ${now}, ${now}
          from ${webhookEvent} v
          join ${webhookEndpoint} e on e.disabled_at is null and e.events ? v.type
          join ${apiKey} k on k.id = e.api_key_id and k.revoked_at is null and k.expires_at > ${now}
          where v.id = any(${ids}::uuid[]) and e.created_at <= v.occurred_at
          on conflict do nothing
          returning id`),
      );
      return { events: events.length, queued: queued.length };
    });
    const sent = await this.deliverDue(now, options);
    return { ...fanned, ...sent };
  }

  private async deliverDue(now: Date, options: { limit?: number; signal?: AbortSignal }): Promise<Pick<WebhookRunResult, 'delivered' | 'failed' | 'dead'>> {
    const result = { delivered: 0, failed: 0, dead: 0 };
    await this.db.execute(sql`
      update ${webhookDelivery} set status = 'failed', last_error = 'Interrupted while sending', next_attempt_at = ${now}
      where status = 'sending' and claimed_at < ${new Date(now.getTime() - STALE_SENDING_MS)}`);
    const limit = options.limit ?? 500;
    let claimedTotal = 0;
    while (claimedTotal < limit && !options.signal?.aborted) {
      const claimed = rowsOf<Claimed>(
        await this.db.execute(sql`
          with due as (
            select d.id from ${webhookDelivery} d
            where d.status in ('queued', 'failed') and d.next_attempt_at <= ${now}
            order by d.next_attempt_at, d.id limit 25 for update skip locked
          )
          update ${webhookDelivery} d set status = 'sending', attempts = d.attempts + 1, claimed_at = ${now}
          from due, ${webhookEndpoint} e, ${webhookEvent} v
          where d.id = due.id and e.id = d.endpoint_id and v.id = d.event_id
          returning d.id, d.attempts, d.created_at, e.url, e.secret_sealed, v.id as event_id, v.type, v.data, v.occurred_at`),
      );
      if (claimed.length === 0) break;
      claimedTotal += claimed.length;
      for (const delivery of claimed) result[await this.send(delivery, now)] += 1;
    }
    return result;
  }

  private async send(delivery: Claimed, now: Date): Promise<'delivered' | 'failed' | 'dead'> {
    const body = JSON.stringify({ id: delivery.event_id, type: delivery.type, createdAt: new Date(delivery.occurred_at).toISOString(), data: delivery.data });
    const started = performance.now();
    let status: number | null = null;
    let error: string | null = null;
    const problem = await webhookUrlProblem(delivery.url, this.options.production, this.options.resolve);
    if (problem) error = problem;
    else {
      try {
        const secret = unseal(delivery.secret_sealed, this.options.serverSecret, SEAL_PURPOSE);
        const fetch: WebhookFetch = this.options.fetch ?? globalThis.fetch;
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'GhanaHomesCredit-Webhooks/1',
            [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, this.clock.now()),
            'x-ghc-event': delivery.type,
            'x-ghc-delivery': delivery.id,
          },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          // Never follow a redirect: it could lead into our own network.
          redirect: 'manual',
        });
        status = response.status;
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (failure) {
        error = failure instanceof Error ? `${failure.name}: could not deliver` : 'could not deliver';
      }
    }
    const latency = Math.round(performance.now() - started);
    if (!error) {
      await this.db.execute(sql`
        update ${webhookDelivery} set status = 'delivered', delivered_at = ${now}, last_status_code = ${status}, last_error = null, last_latency_ms = ${latency}
        where id = ${delivery.id}::uuid`);
      return 'delivered';
    }
    const retryAt = new Date(now.getTime() + webhookRetryDelayMs(delivery.attempts));
    const dead = retryAt.getTime() - new Date(delivery.created_at).getTime() > WEBHOOK_RETRY_WINDOW_MS;
    await this.db.execute(sql`
      update ${webhookDelivery} set status = ${dead ? 'dead' : 'failed'}, last_status_code = ${status}, last_error = ${error.slice(0, 300)},
        last_latency_ms = ${latency}, next_attempt_at = ${retryAt}
      where id = ${delivery.id}::uuid`);
    this.logger.warn('webhook not delivered', { deliveryId: delivery.id, type: delivery.type, attempt: delivery.attempts, final: dead, error });
    return dead ? 'dead' : 'failed';
  }
}
