// The Data Protection Act, 2012 (Act 843) requests of a customer: a copy of everything held about them (export),
// the correction of identity details they cannot change themselves, and the closure of their account (erasure of
// what the law does not make us keep; loan records kept for privacy.retention_years, then anonymised).
import { and, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { account, session, twoFactor, user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { addDays } from '../../finance/dates.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { AppError, badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { Logger } from '../../logger.js';
import { formatDate, formatDateTime } from '../../shared/dates.js';
import { newStorageKey, type FileStorage } from '../../storage/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Clock } from '../quotes/clock.js';
import type { SettingsService } from '../settings/settings.service.js';
import { deleteProfile, holderOfGhanaCard, identityOf, setProfileField } from '../users/people.js';
import { DATE_FORMAT, GHANA_CARD_FORMAT, NAME_MAX_LENGTH } from '../users/user.inputs.js';
import { ageOn, MAXIMUM_AGE_YEARS, MINIMUM_AGE_YEARS } from '../users/user.service.js';
import {
  privacyRequest,
  type CorrectableField,
  type PrivacyExportFiles,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from './privacy.table.js';

export type PrivacyRequestRow = typeof privacyRequest.$inferSelect;
export type PrivacyRequestView = PrivacyRequestRow & { customer: { id: string; firstName: string; lastName: string; email: string } };
export type ExportFormat = 'json' | 'pdf' | 'zip';

export const PRIVACY_EXPORT_QUEUE = 'privacy-export';
export const PRIVACY_DAILY_QUEUE = 'privacy-daily';

/** The job system as this service needs it (null where jobs are off: exports are then generated in-process). */
export interface PrivacyJobPort {
  send(queue: string, data: Record<string, unknown>, options?: { singletonKey?: string }): Promise<string | null>;
}

export const EXPORT_EXPIRED_MESSAGE = 'This download link has expired. Please ask for a new copy of your data from your profile.';
export const EXPORT_NOT_READY_MESSAGE = 'Your copy is still being prepared. Please try again in a few minutes.';
/** Kept on an export that failed after every retry (its `reason`), and told to the customer. */
export const EXPORT_FAILED_REASON = 'We could not prepare your copy of your data. Please ask for it again from your profile; if it fails again, contact us.';
export const CLOSED_ACCOUNT_REASON = 'Account closed at the customer’s request (Data Protection Act, 2012).';
const ERASED = '[erased]';
const OPEN_LOAN_STATUSES = ['awaiting_disbursement', 'active', 'in_arrears'];
const OPEN_APPLICATION_STATUSES = ['pending', 'under_review'];
const OPEN_ORDER_STATUSES = ['pending_approval', 'approved', 'dispatched'];

export const STAFF_CLOSURE_MESSAGE = 'Staff accounts are closed by an administrator on the Users page, not from the profile.';
export const CLOSURE_REFUSED_OPEN_LOAN =
  'Your account cannot be closed while a loan is still open. Please repay it in full (or contact us about it); you can then close your account.';
export const CLOSURE_REFUSED_PENDING =
  'Your account cannot be closed while an application or an order is still being processed. Please wait for our decision or cancel it first.';

const FIELD_LABELS: Record<CorrectableField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  dateOfBirth: 'date of birth',
  ghanaCardNumber: 'Ghana Card number',
};

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const SETTING_KEYS = [
  'privacy.export_response_days',
  'privacy.correction_response_days',
  'privacy.closure_response_days',
  'privacy.export_link_days',
  'privacy.export_interval_hours',
  'privacy.retention_years',
  'brand.name',
] as const;

interface PrivacySettings {
  responseDays: Record<PrivacyRequestKind, number>;
  linkDays: number;
  intervalHours: number;
  retentionYears: number;
  brandName: string;
}

/** The new value of a correction, checked with the same rules as the profile form (user.inputs / user.service). */
export function validateCorrection(field: CorrectableField, value: string, now: Date): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  switch (field) {
    case 'firstName':
    case 'lastName':
      if (trimmed.length < 1 || trimmed.length > NAME_MAX_LENGTH) throw badInput(`The name must be 1 to ${NAME_MAX_LENGTH} characters.`, 'newValue');
      return trimmed;
    case 'dateOfBirth': {
      if (!DATE_FORMAT.test(trimmed)) throw badInput('Enter the date of birth as YYYY-MM-DD.', 'newValue');
      const age = (() => {
        try {
          return ageOn(trimmed, now);
        } catch {
          throw badInput('The date of birth is not a real calendar date.', 'newValue');
        }
      })();
      if (age < MINIMUM_AGE_YEARS) throw badInput(`You must be at least ${MINIMUM_AGE_YEARS} years old.`, 'newValue');
      if (age > MAXIMUM_AGE_YEARS) throw badInput('The date of birth is too far in the past.', 'newValue');
      return trimmed;
    }
    case 'ghanaCardNumber': {
      const upper = trimmed.toUpperCase();
      if (!GHANA_CARD_FORMAT.test(upper)) throw badInput('Enter the Ghana Card number as GHA-XXXXXXXXX-X (9 digits, then 1 digit).', 'newValue');
      return upper;
    }
  }
}

export class PrivacyService {
  private jobs: PrivacyJobPort | null = null;

  constructor(
    private readonly db: AppDatabase,
    private readonly storage: FileStorage,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly publicUrl: string,
  ) {}

  /** Exports go to the job queue when this instance runs jobs; otherwise they are generated in-process. */
  attachJobs(jobs: PrivacyJobPort | null): void {
    this.jobs = jobs;
  }

  private async policy(): Promise<PrivacySettings> {
    const values = await this.settings.getMany(SETTING_KEYS);
    const int = (key: string, fallback: number) => {
      const value = values.get(key);
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;
    };
    const brand = values.get('brand.name');
    return {
      responseDays: {
        export: int('privacy.export_response_days', 21),
        correction: int('privacy.correction_response_days', 21),
        closure: int('privacy.closure_response_days', 21),
      },
      linkDays: int('privacy.export_link_days', 7),
      intervalHours: int('privacy.export_interval_hours', 24),
      retentionYears: int('privacy.retention_years', 6),
      brandName: typeof brand === 'string' && brand.trim() ? brand.trim() : 'Ghana Homes Credit',
    };
  }

  // ---- customer ----

  async listMine(viewer: Viewer): Promise<PrivacyRequestView[]> {
    const rows = await this.select(eq(privacyRequest.userId, viewer.id), 50);
    return rows;
  }

  /** One copy per privacy.export_interval_hours; generated by the privacy-export job (or in-process without jobs). */
  async requestExport(actor: Actor): Promise<PrivacyRequestView> {
    const policy = await this.policy();
    const now = this.clock.now();
    const id = await withTransaction(this.db, async (tx) => {
      // Serialises two clicks of the same customer: the second sees the first request.
      await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.viewer.id)).for('update');
      const [latest] = await tx
        .select({ createdAt: privacyRequest.createdAt })
        .from(privacyRequest)
        // An export we failed to build does not count: the customer may ask again at once.
        .where(and(eq(privacyRequest.userId, actor.viewer.id), eq(privacyRequest.kind, 'export'), ne(privacyRequest.status, 'failed')))
        .orderBy(desc(privacyRequest.createdAt))
        .limit(1);
      const nextAllowed = latest ? new Date(latest.createdAt.getTime() + policy.intervalHours * 3600_000) : null;
      if (nextAllowed && nextAllowed > now) {
        throw new AppError(
          'RATE_LIMITED',
          `You can ask for a copy of your data once every ${policy.intervalHours} hours. Please try again after ${formatDateTime(nextAllowed)}.`,
        );
      }
      const [created] = await tx
        .insert(privacyRequest)
        .values({ userId: actor.viewer.id, kind: 'export', dueOn: addDays(this.clock.today(), policy.responseDays.export), createdAt: now, updatedAt: now })
        .returning({ id: privacyRequest.id });
      await this.audit.record(tx, actor, { action: 'privacy.export_requested', entity: 'privacy_request', entityId: created.id, after: { kind: 'export' } });
      return created.id;
    });
    if (this.jobs) await this.jobs.send(PRIVACY_EXPORT_QUEUE, { requestId: id }, { singletonKey: id });
    else {
      // Built in-process (no job system here): no retry, so a failure is final and shown on the request.
      await this.generateExport(id).catch(async (error: unknown) => {
        this.logger.error('privacy export failed', { requestId: id, error: String(error) });
        await this.markExportFailed(id);
      });
    }
    return this.getOwn(actor.viewer, id);
  }

  async requestCorrection(
    actor: Actor,
    input: { field: CorrectableField; newValue: string; reason: string; evidenceDocumentId?: string | null },
  ): Promise<PrivacyRequestView> {
    const newValue = validateCorrection(input.field, input.newValue, this.clock.now());
    const reason = input.reason.trim().replace(/\s+/g, ' ');
    if (reason.length < 3) throw badInput('Please tell us why the value is wrong (at least 3 characters).', 'reason');
    const evidenceDocumentId = input.evidenceDocumentId || null;
    if (evidenceDocumentId) {
      if (!isUuid(evidenceDocumentId)) throw notFound('Document');
      const [found] = await this.db.execute(sql`select id from document where id = ${evidenceDocumentId}::uuid and user_id = ${actor.viewer.id}`).then((result) => rowsOf<{ id: string }>(result));
      if (!found) throw notFound('Document');
    }
    const current = await this.currentValue(this.db, actor.viewer.id, input.field);
    if (current === newValue) throw badInput(`Your ${FIELD_LABELS[input.field]} is already ${newValue}.`, 'newValue');
    const policy = await this.policy();
    const id = await withTransaction(this.db, async (tx) => {
      const [open] = await tx
        .select({ id: privacyRequest.id })
        .from(privacyRequest)
        .where(
          and(
            eq(privacyRequest.userId, actor.viewer.id),
            eq(privacyRequest.kind, 'correction'),
            eq(privacyRequest.status, 'pending'),
            sql`${privacyRequest.payload}->>'field' = ${input.field}`,
          ),
        );
      if (open) throw conflict(`You already asked us to correct your ${FIELD_LABELS[input.field]}. We will answer that request first.`);
      const now = this.clock.now();
      const [created] = await tx
        .insert(privacyRequest)
        .values({
          userId: actor.viewer.id,
          kind: 'correction',
          payload: { field: input.field, currentValue: current, newValue, evidenceDocumentId },
          customerReason: reason,
          dueOn: addDays(this.clock.today(), policy.responseDays.correction),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: privacyRequest.id });
      await this.audit.record(tx, actor, {
        action: 'privacy.correction_requested',
        entity: 'privacy_request',
        entityId: created.id,
        after: { field: input.field, evidenceDocumentId },
      });
      return created.id;
    });
    return this.getOwn(actor.viewer, id);
  }

  /**
   * Whether the caller's account can be closed now, and if not why (the reason requestClosure would give), so the
   * profile shows it before asking for any confirmation. Writes nothing.
   */
  async closureCheck(viewer: Viewer): Promise<{ canClose: boolean; reason: string | null }> {
    if (viewer.role !== 'user') return { canClose: false, reason: STAFF_CLOSURE_MESSAGE };
    const reason = closureRefusal(await closureState(this.db, viewer.id));
    return { canClose: reason === null, reason };
  }

  /**
   * Closes the caller's account unless a loan is open or an application/order is being processed (then a refused
   * request is recorded with the reason). Closing signs them out everywhere, removes their sign-in, erases at once what
   * no law makes us keep, and keeps loan records until privacy.retention_years after the last loan closed.
   */
  async requestClosure(actor: Actor): Promise<PrivacyRequestView> {
    if (actor.viewer.role !== 'user') throw conflict(STAFF_CLOSURE_MESSAGE);
    const policy = await this.policy();
    const userId = actor.viewer.id;
    const storageKeys: string[] = [];
    const id = await withTransaction(
      this.db,
      async (tx, afterCommit) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
        const state = await closureState(tx, userId);
        const now = this.clock.now();
        const today = this.clock.today();
        const dueOn = addDays(today, policy.responseDays.closure);
        const refusal = closureRefusal(state);
        if (refusal) {
          const [refused] = await tx
            .insert(privacyRequest)
            .values({ userId, kind: 'closure', status: 'refused', reason: refusal, dueOn, decidedAt: now, createdAt: now, updatedAt: now })
            .returning({ id: privacyRequest.id });
          await this.audit.record(tx, actor, {
            action: 'privacy.closure_refused',
            entity: 'privacy_request',
            entityId: refused.id,
            after: { openLoans: state.openLoans, pendingApplicationsOrOrders: state.pending },
          });
          return refused.id;
        }
        const erased = await this.eraseAtClosure(tx, userId, storageKeys);
        // Never had a loan: nothing must be kept, so everything is anonymised now.
        const keepLoans = state.loans > 0;
        const retainUntil = keepLoans && state.lastClosed ? addYears(state.lastClosed, policy.retentionYears) : null;
        if (!keepLoans) await this.anonymise(tx, userId, storageKeys);
        const [closed] = await tx
          .insert(privacyRequest)
          .values({
            userId,
            kind: 'closure',
            status: 'completed',
            payload: { erased },
            dueOn,
            decidedAt: now,
            retainUntil,
            anonymisedAt: keepLoans ? null : now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: privacyRequest.id });
        await this.audit.record(tx, actor, {
          action: 'privacy.account_closed',
          entity: 'user',
          entityId: userId,
          after: { requestId: closed.id, erased, retainUntil, anonymised: !keepLoans },
        });
        if (keepLoans) {
          await this.notifications.notify(tx, afterCommit, {
            userId,
            kind: 'privacy',
            title: 'Your account is closed',
            body: `Your account has been closed and you have been signed out. We keep your loan records until ${formatDate(retainUntil ?? today)} as the law requires, then anonymise them.`,
          });
        }
        afterCommit(async () => {
          for (const key of storageKeys) await this.storage.delete(key).catch(() => {});
        });
        return closed.id;
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
    const [row] = await this.select(eq(privacyRequest.id, id), 1);
    return row;
  }

  /** One of the caller's own requests (someone else's is NOT_FOUND). */
  async getOwn(viewer: Viewer, id: string): Promise<PrivacyRequestView> {
    if (!isUuid(id)) throw notFound('Privacy request');
    const [row] = await this.select(and(eq(privacyRequest.id, id), eq(privacyRequest.userId, viewer.id)), 1);
    if (!row) throw notFound('Privacy request');
    return row;
  }

  /** A generated file for its owner only: the bytes, or why not (gone, expired or not ready). */
  async openExportFile(
    viewer: Viewer,
    id: string,
    format: ExportFormat,
  ): Promise<{ ok: true; bytes: Buffer; fileName: string; mimeType: string } | { ok: false; status: 404 | 409 | 410; message: string }> {
    if (!isUuid(id)) return { ok: false, status: 404, message: 'Not found.' };
    const [row] = await this.db
      .select()
      .from(privacyRequest)
      .where(and(eq(privacyRequest.id, id), eq(privacyRequest.userId, viewer.id), eq(privacyRequest.kind, 'export')));
    if (!row) return { ok: false, status: 404, message: 'Not found.' };
    if (row.status === 'expired' || (row.expiresAt && row.expiresAt <= this.clock.now())) return { ok: false, status: 410, message: EXPORT_EXPIRED_MESSAGE };
    const files = row.payload.files;
    if (row.status !== 'completed' || !files) return { ok: false, status: 409, message: EXPORT_NOT_READY_MESSAGE };
    const bytes = await streamToBuffer(this.storage.get(files[format]));
    const day = row.createdAt.toISOString().slice(0, 10);
    const mimeType = format === 'json' ? 'application/json' : format === 'pdf' ? 'application/pdf' : 'application/zip';
    return { ok: true, bytes, fileName: `my-data-${day}.${format}`, mimeType };
  }

  // ---- staff (managePrivacyRequests) ----

  async queue(
    first: number,
    after: string | null | undefined,
    filters: { status?: PrivacyRequestStatus | null; kind?: PrivacyRequestKind | null; overdue?: boolean | null },
  ): Promise<Page<PrivacyRequestView>> {
    const today = this.clock.today();
    const rows = await this.select(
      and(
        filters.status ? eq(privacyRequest.status, filters.status) : undefined,
        filters.kind ? eq(privacyRequest.kind, filters.kind) : undefined,
        filters.overdue ? and(inArray(privacyRequest.status, ['pending', 'processing']), sql`${privacyRequest.dueOn} < ${today}::date`) : undefined,
        afterCursor(after, privacyRequest.createdAt, privacyRequest.id),
      ),
      first + 1,
    );
    return toPage(rows, first);
  }

  async get(id: string): Promise<PrivacyRequestView> {
    if (!isUuid(id)) throw notFound('Privacy request');
    const [row] = await this.select(eq(privacyRequest.id, id), 1);
    if (!row) throw notFound('Privacy request');
    return row;
  }

  /** A correction's field as the customer's record holds it now (the corrected value once applied); null for other kinds. */
  async valueNow(row: { userId: string; kind: string; field: CorrectableField | null }): Promise<string | null> {
    if (row.kind !== 'correction' || !row.field) return null;
    return this.currentValue(this.db, row.userId, row.field);
  }

  isOverdue(row: PrivacyRequestRow): boolean {
    return (row.status === 'pending' || row.status === 'processing') && row.dueOn < this.clock.today();
  }

  /** Writes the corrected field and completes the request in one transaction; audited, the customer notified. */
  async applyCorrection(actor: Actor, id: string): Promise<PrivacyRequestView> {
    await withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const current = await this.lockCorrection(tx, id);
        const field = current.payload.field!;
        const value = validateCorrection(field, current.payload.newValue ?? '', this.clock.now());
        const before = await this.currentValue(tx, current.userId, field);
        const now = this.clock.now();
        if (field === 'firstName' || field === 'lastName') {
          await tx
            .update(user)
            .set({
              [field]: value,
              name: field === 'firstName' ? sql`${value} || ' ' || ${user.lastName}` : sql`${user.firstName} || ' ' || ${value}`,
              updatedAt: now,
            })
            .where(eq(user.id, current.userId));
        } else {
          if (field === 'ghanaCardNumber') {
            const holder = await holderOfGhanaCard(tx, value);
            if (holder && holder !== current.userId) throw conflict('This Ghana Card number is already registered to another account.');
          }
          await setProfileField(tx, current.userId, field, value, now);
        }
        await tx
          .update(privacyRequest)
          .set({ status: 'completed', decidedBy: actor.viewer.id, decidedAt: now, updatedAt: now })
          .where(eq(privacyRequest.id, id));
        await this.audit.record(tx, actor, {
          action: 'privacy.correction_applied',
          entity: 'user',
          entityId: current.userId,
          before: { [field]: before },
          after: { [field]: value, requestId: id },
        });
        await this.notifications.notify(tx, afterCommit, {
          userId: current.userId,
          kind: 'privacy',
          title: 'Your correction was made',
          body: `We corrected your ${FIELD_LABELS[field]} to ${value}, as you asked.`,
        });
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
    return this.get(id);
  }

  async declineCorrection(actor: Actor, id: string, reason: string): Promise<PrivacyRequestView> {
    const cleaned = reason.trim().replace(/\s+/g, ' ');
    if (cleaned.length < 3) throw badInput('Please give the customer a reason (at least 3 characters).', 'reason');
    await withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const current = await this.lockCorrection(tx, id);
        const now = this.clock.now();
        await tx
          .update(privacyRequest)
          .set({ status: 'declined', reason: cleaned, decidedBy: actor.viewer.id, decidedAt: now, updatedAt: now })
          .where(eq(privacyRequest.id, id));
        await this.audit.record(tx, actor, {
          action: 'privacy.correction_declined',
          entity: 'privacy_request',
          entityId: id,
          before: { status: current.status },
          after: { status: 'declined', reason: cleaned },
        });
        const field = current.payload.field!;
        await this.notifications.notify(tx, afterCommit, {
          userId: current.userId,
          kind: 'privacy',
          title: 'Your correction request was declined',
          body: `We did not change your ${FIELD_LABELS[field]}. Reason: ${/[.!?]$/.test(cleaned) ? cleaned : `${cleaned}.`}`,
        });
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
    return this.get(id);
  }

  // ---- jobs ----

  /** Gathers everything held about the customer, renders JSON, PDF and a zip (with their files), stores them, tells them. */
  async generateExport(requestId: string): Promise<{ requestId: string; bytes: number } | { skipped: string }> {
    const [row] = await this.db.select().from(privacyRequest).where(eq(privacyRequest.id, requestId));
    if (!row || row.kind !== 'export') return { skipped: 'unknown request' };
    if (row.status !== 'pending' && row.status !== 'processing') return { skipped: row.status };
    await this.db.update(privacyRequest).set({ status: 'processing', updatedAt: this.clock.now() }).where(eq(privacyRequest.id, requestId));
    const policy = await this.policy();
    const generatedAt = this.clock.now();
    const data = await this.collect(row.userId, generatedAt);
    const json = Buffer.from(JSON.stringify(data, null, 2));
    // pdfkit loads with the first export, not at start-up (cold start).
    const { renderPrivacyExportPdf } = await import('./privacy.pdf.js');
    const pdf = await renderPrivacyExportPdf(data, { brandName: policy.brandName, generatedAt });
    const documents = (data.documents as Array<{ id: string; file_name: string }>) ?? [];
    const zipEntries: Record<string, Uint8Array> = { 'my-data.json': json, 'my-data.pdf': pdf };
    const keys = await this.db.execute(sql`select id::text as id, storage_key as "storageKey" from document where user_id = ${row.userId}`).then((result) => rowsOf<{ id: string; storageKey: string }>(result));
    const keyOf = new Map(keys.map((entry) => [entry.id, entry.storageKey]));
    for (const doc of documents) {
      const key = keyOf.get(doc.id);
      if (!key) continue;
      try {
        zipEntries[`documents/${doc.id.slice(0, 8)}-${doc.file_name}`] = await streamToBuffer(this.storage.get(key));
      } catch (error) {
        this.logger.warn('privacy export: a document file is missing', { documentId: doc.id, error: String(error) });
      }
    }
    const zip = Buffer.from(zipSync(zipEntries, { level: 6 }));
    const files: PrivacyExportFiles = { json: newStorageKey(generatedAt), pdf: newStorageKey(generatedAt), zip: newStorageKey(generatedAt), sizes: { json: json.length, pdf: pdf.length, zip: zip.length } };
    await this.storage.put(files.json, json);
    await this.storage.put(files.pdf, pdf);
    await this.storage.put(files.zip, zip);
    const expiresAt = new Date(generatedAt.getTime() + policy.linkDays * 24 * 3600_000);
    try {
      await withTransaction(
        this.db,
        async (tx, afterCommit) => {
          await tx
            .update(privacyRequest)
            .set({ status: 'completed', payload: { files }, expiresAt, decidedAt: generatedAt, updatedAt: generatedAt })
            .where(eq(privacyRequest.id, requestId));
          await this.notifications.notify(tx, afterCommit, {
            userId: row.userId,
            kind: 'privacy',
            title: 'Your copy of your data is ready',
            body: `Download it from Profile → Privacy until ${formatDateTime(expiresAt)}: ${this.publicUrl.replace(/\/$/, '')}/profile#privacy`,
            alwaysEmail: true,
          });
        },
        (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
      );
    } catch (error) {
      for (const key of [files.json, files.pdf, files.zip]) await this.storage.delete(key).catch(() => {});
      throw error;
    }
    return { requestId, bytes: json.length + pdf.length + zip.length };
  }

  /**
   * An export whose last attempt failed (jobs/privacy.job.ts): marked failed with the reason, and the customer is told
   * (in the app and by email) to ask again. A request already finished is left as it is.
   */
  async markExportFailed(requestId: string): Promise<boolean> {
    return withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const now = this.clock.now();
        const [failed] = await tx
          .update(privacyRequest)
          .set({ status: 'failed', reason: EXPORT_FAILED_REASON, decidedAt: now, updatedAt: now })
          .where(and(eq(privacyRequest.id, requestId), eq(privacyRequest.kind, 'export'), inArray(privacyRequest.status, ['pending', 'processing'])))
          .returning({ userId: privacyRequest.userId });
        if (!failed) return false;
        this.logger.error('privacy export failed after every retry', { requestId });
        await this.notifications.notify(tx, afterCommit, {
          userId: failed.userId,
          kind: 'privacy',
          title: 'We could not prepare your copy of your data',
          body: `${EXPORT_FAILED_REASON} ${this.publicUrl.replace(/\/$/, '')}/profile#privacy`,
          alwaysEmail: true,
        });
        return true;
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
  }

  /** Daily: deletes expired export files, and anonymises closed accounts whose retention period has ended. */
  async dailyMaintenance(runId = 'privacy-daily'): Promise<{ exportsExpired: number; accountsAnonymised: number }> {
    const now = this.clock.now();
    const expired = await this.db
      .select()
      .from(privacyRequest)
      .where(and(eq(privacyRequest.kind, 'export'), eq(privacyRequest.status, 'completed'), lte(privacyRequest.expiresAt, now)));
    for (const row of expired) {
      const files = row.payload.files;
      if (files) for (const key of [files.json, files.pdf, files.zip]) await this.storage.delete(key).catch(() => {});
      await this.db.update(privacyRequest).set({ status: 'expired', payload: { ...row.payload, files: null }, updatedAt: now }).where(eq(privacyRequest.id, row.id));
    }
    const due = await this.db
      .select({ id: privacyRequest.id, userId: privacyRequest.userId })
      .from(privacyRequest)
      .where(
        and(
          eq(privacyRequest.kind, 'closure'),
          eq(privacyRequest.status, 'completed'),
          isNull(privacyRequest.anonymisedAt),
          lte(privacyRequest.retainUntil, this.clock.today()),
        ),
      );
    for (const closure of due) {
      const storageKeys: string[] = [];
      await withTransaction(this.db, async (tx, afterCommit) => {
        await this.anonymise(tx, closure.userId, storageKeys);
        await tx.update(privacyRequest).set({ anonymisedAt: now, updatedAt: now }).where(eq(privacyRequest.id, closure.id));
        // No person acted: the trail names the job.
        await this.audit.recordSystem(tx, { action: 'privacy.retention_anonymised', entity: 'user', entityId: closure.userId, after: { requestId: closure.id }, runId });
        afterCommit(async () => {
          for (const key of storageKeys) await this.storage.delete(key).catch(() => {});
        });
      });
    }
    return { exportsExpired: expired.length, accountsAnonymised: due.length };
  }

  // ---- internals ----

  private select(where: SQL | undefined, limit: number): Promise<PrivacyRequestView[]> {
    return this.db
      .select({
        id: privacyRequest.id,
        userId: privacyRequest.userId,
        kind: privacyRequest.kind,
        status: privacyRequest.status,
        payload: privacyRequest.payload,
        customerReason: privacyRequest.customerReason,
        reason: privacyRequest.reason,
        dueOn: privacyRequest.dueOn,
        decidedBy: privacyRequest.decidedBy,
        decidedAt: privacyRequest.decidedAt,
        expiresAt: privacyRequest.expiresAt,
        retainUntil: privacyRequest.retainUntil,
        anonymisedAt: privacyRequest.anonymisedAt,
        createdAt: privacyRequest.createdAt,
        updatedAt: privacyRequest.updatedAt,
        customer: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      })
      .from(privacyRequest)
      .innerJoin(user, eq(user.id, privacyRequest.userId))
      .where(where)
      .orderBy(desc(privacyRequest.createdAt), desc(privacyRequest.id))
      .limit(limit);
  }

  private async lockCorrection(tx: Tx, id: string): Promise<PrivacyRequestRow> {
    if (!isUuid(id)) throw notFound('Privacy request');
    const [row] = await tx.select().from(privacyRequest).where(eq(privacyRequest.id, id)).for('update');
    if (!row || row.kind !== 'correction') throw notFound('Correction request');
    if (row.status !== 'pending') throw conflict('This correction request has already been decided.');
    return row;
  }

  private async currentValue(db: DbOrTx, userId: string, field: CorrectableField): Promise<string | null> {
    const row = await identityOf(db, userId);
    return row ? (row[field] ?? null) : null;
  }

  /** Sign-in gone, sessions revoked, and what nothing obliges us to keep erased at once. */
  private async eraseAtClosure(tx: Tx, userId: string, storageKeys: string[]): Promise<Record<string, number>> {
    await tx.update(user).set({ banned: true, banReason: CLOSED_ACCOUNT_REASON, image: null, updatedAt: this.clock.now() }).where(eq(user.id, userId));
    const sessions = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    const tickets = rowsOf<{ id: string }>(await tx.execute(sql`update ticket set subject = ${ERASED}, updated_at = now() where user_id = ${userId} returning id`));
    await tx.execute(sql`update ticket_message set body = ${ERASED} where ticket_id in (select id from ticket where user_id = ${userId})`);
    await tx.execute(sql`update contact_message set name = ${ERASED}, phone = null, subject = ${ERASED}, message = ${ERASED}, ip = null where user_id = ${userId}`);
    // Files not tied to a loan: documents of applications that never became a loan (or of no application), and uploads never filed.
    const documents = rowsOf<{ storageKey: string }>(
      await tx.execute(sql`
        delete from document d where d.user_id = ${userId}
          and (d.application_id is null or not exists (select 1 from loan l where l.application_id = d.application_id))
        returning d.storage_key as "storageKey"`),
    );
    const uploads = rowsOf<{ storageKey: string }>(await tx.execute(sql`delete from file_upload where user_id = ${userId} returning storage_key as "storageKey"`));
    // Files the customer attached to their support messages go with the messages' words.
    const attachments = rowsOf<{ storageKey: string }>(
      await tx.execute(sql`delete from ticket_attachment where ticket_id in (select id from ticket where user_id = ${userId}) returning storage_key as "storageKey"`),
    );
    storageKeys.push(...documents.map((row) => row.storageKey), ...uploads.map((row) => row.storageKey), ...attachments.map((row) => row.storageKey));
    const notifications = rowsOf<{ id: string }>(await tx.execute(sql`delete from notification where user_id = ${userId} returning id`));
    // Marketing choices go, and messages not yet sent are cancelled; sent ones keep their record without the words or address.
    await tx.execute(sql`delete from communication_preference where user_id = ${userId}`);
    await tx.execute(sql`update outbound_message set status = 'dead', last_error = 'Account closed' where user_id = ${userId} and status = 'queued'`);
    await tx.execute(sql`update outbound_message set body = ${ERASED}, subject = null, recipient = ${ERASED} where user_id = ${userId} and status <> 'sending'`);
    return { sessions: sessions.length, tickets: tickets.length, documents: documents.length, uploads: uploads.length, notifications: notifications.length };
  }

  /** Nothing left that names the person: loan, payment and ledger rows stay (figures only) under a placeholder account. */
  private async anonymise(tx: Tx, userId: string, storageKeys: string[]): Promise<void> {
    await tx
      .update(user)
      .set({
        firstName: 'Former',
        lastName: 'customer',
        name: 'Former customer',
        email: `erased-${userId}@erased.invalid`,
        image: null,
        banned: true,
        banReason: CLOSED_ACCOUNT_REASON,
        updatedAt: this.clock.now(),
      })
      .where(eq(user.id, userId));
    await deleteProfile(tx, userId);
    await tx.execute(sql`update emergency_contact set name = ${ERASED}, phone = ${ERASED}, relationship = ${ERASED} where application_id in (select id from application where user_id = ${userId})`);
    await tx.execute(sql`update employer_information set employer_name = ${ERASED}, employer_address = ${ERASED}, employer_phone = ${ERASED}, job_title = ${ERASED} where application_id in (select id from application where user_id = ${userId})`);
    await tx.execute(sql`update application set property_address = ${ERASED}, property_digital_address = ${ERASED}, landlord_name = ${ERASED}, landlord_phone = ${ERASED}, disclosure_ip = null where user_id = ${userId}`);
    await tx.execute(sql`update bnpl_order set delivery_address = null, delivery_gps_code = null, delivery_phone = null where user_id = ${userId}`);
    const documents = rowsOf<{ storageKey: string }>(await tx.execute(sql`delete from document where user_id = ${userId} returning storage_key as "storageKey"`));
    storageKeys.push(...documents.map((row) => row.storageKey));
    await tx.execute(sql`update privacy_request set payload = payload - 'currentValue' - 'newValue', customer_reason = null where user_id = ${userId} and kind = 'correction'`);
    await tx.execute(sql`delete from notification where user_id = ${userId}`);
  }

  /** Everything held about the customer, as rows (snake_case columns as stored). */
  private async collect(userId: string, generatedAt: Date): Promise<Record<string, unknown>> {
    const q = async (query: SQL) => rowsOf<Record<string, unknown>>(await this.db.execute(query));
    const [account] = await q(sql`select id, email, first_name, last_name, email_verified, role, created_at, updated_at, image from "user" where id = ${userId}`);
    const [profileRow] = await q(sql`select phone, date_of_birth::text as date_of_birth, ghana_card_number, residential_address, digital_address, city, region, updated_at from profile where user_id = ${userId}`);
    const applications = await q(sql`
      select a.*,
        (select coalesce(json_agg(c order by c.position), '[]'::json) from emergency_contact c where c.application_id = a.id) as emergency_contacts,
        (select row_to_json(e) from employer_information e where e.application_id = a.id) as employer
      from application a where a.user_id = ${userId} order by a.created_at`);
    const documents = await q(sql`select id, application_id, type, file_name, mime_type, size_bytes, status, review_note, reviewed_at, created_at from document where user_id = ${userId} order by created_at`);
    const loans = await q(sql`select * from loan where user_id = ${userId} order by created_at`);
    const loanIds = loans.map((row) => String(row.id));
    const schedules = loanIds.length
      ? await q(sql`select * from loan_instalment where loan_id in (select id from loan where user_id = ${userId}) order by loan_id, version, number`)
      : [];
    const ledger = loanIds.length ? await q(sql`select * from ledger_entry where user_id = ${userId} order by loan_id, seq`) : [];
    const payments = await q(sql`select * from payment where user_id = ${userId} order by created_at`);
    const receipts = await q(sql`select * from receipt where user_id = ${userId} order by issued_at`);
    const orders = await q(sql`
      select o.*, (select coalesce(json_agg(i), '[]'::json) from bnpl_order_item i where i.order_id = o.id) as items
      from bnpl_order o where o.user_id = ${userId} order by o.created_at`);
    const tickets = await q(sql`
      select t.id, t.subject, t.category, t.priority, t.status, t.created_at,
        (select coalesce(json_agg(json_build_object('body', m.body, 'from_staff', m.author_id is distinct from t.user_id, 'created_at', m.created_at) order by m.created_at), '[]'::json)
          from ticket_message m where m.ticket_id = t.id and m.internal = false) as messages
      from ticket t where t.user_id = ${userId} order by t.created_at`);
    const contactMessages = await q(sql`select name, email, phone, subject, message, created_at from contact_message where user_id = ${userId} order by created_at`);
    const notifications = await q(sql`select * from notification where user_id = ${userId} order by created_at`);
    const consents = await q(sql`select document, version, accepted_at, ip, user_agent from consent where user_id = ${userId} order by accepted_at`);
    const [communicationPreferences] = await q(sql`select sms, email, in_app, marketing, updated_at from communication_preference where user_id = ${userId}`);
    // Messages sent to them (reminders, receipts, decisions); account emails' bodies (links) are wiped once delivered.
    const messages = await q(sql`select channel, kind, subject, case when sensitive then null else body end as body, status, created_at, sent_at from outbound_message where user_id = ${userId} order by created_at`);
    const hardshipRequests = await q(sql`select * from hardship_request where user_id = ${userId} order by created_at`);
    const reviewRequests = await q(sql`select * from application_review_request where user_id = ${userId} order by created_at`);
    const collectionContacts = loanIds.length
      ? await q(sql`select loan_id, channel, outcome, note, created_at from collection_contact where loan_id in (select id from loan where user_id = ${userId}) order by created_at`)
      : [];
    const promisesToPay = loanIds.length
      ? await q(sql`select loan_id, amount, promised_on::text as promised_on, made_on::text as made_on, status, paid_amount, decided_on::text as decided_on, created_at from promise_to_pay where loan_id in (select id from loan where user_id = ${userId}) order by created_at`)
      : [];
    const privacyRequests = await q(sql`select id, kind, status, payload - 'files' as payload, customer_reason, reason, due_on::text as due_on, decided_at, expires_at, created_at from privacy_request where user_id = ${userId} order by created_at`);
    const ids = [userId, ...applications.map((row) => String(row.id)), ...loanIds, ...documents.map((row) => String(row.id)), ...payments.map((row) => String(row.id))];
    const audit = await q(sql`select action, entity, entity_id, actor_role, before, after, at from audit_event where entity_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) or actor_id = ${userId} order by at`);
    return {
      generatedAt: generatedAt.toISOString(),
      notice:
        'Everything we hold about you under the Data Protection Act, 2012 (Act 843). Amounts are in pesewas (100 pesewas = GH₵1).',
      account: account ?? null,
      profile: profileRow ?? null,
      applications,
      documents,
      loans,
      schedules,
      ledger,
      payments,
      receipts,
      orders,
      tickets,
      contactMessages,
      notifications,
      consents,
      communicationPreferences: communicationPreferences ?? null,
      messages,
      hardshipRequests,
      reviewRequests,
      collectionContacts,
      promisesToPay,
      privacyRequests,
      audit,
    };
  }
}

/** A YYYY-MM-DD day `years` later (29 Feb → 28 Feb). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year + years, month - 1, date));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

interface ClosureState {
  openLoans: number;
  pending: number;
  loans: number;
  lastClosed: string | null;
}

/** The customer's loans and what is in progress, which decide whether the account may close. */
async function closureState(db: DbOrTx, userId: string): Promise<ClosureState> {
  const [state] = rowsOf<ClosureState>(
    await db.execute(sql`
      select
        (select count(*)::int from loan where user_id = ${userId} and status in (${sql.join(OPEN_LOAN_STATUSES.map((status) => sql`${status}`), sql`, `)})) as "openLoans",
        (select count(*)::int from loan where user_id = ${userId}) as "loans",
        (select max(updated_at)::date::text from loan where user_id = ${userId}) as "lastClosed",
        (select count(*)::int from application where user_id = ${userId} and status::text in (${sql.join(OPEN_APPLICATION_STATUSES.map((status) => sql`${status}`), sql`, `)}))
        + (select count(*)::int from bnpl_order where user_id = ${userId} and status in (${sql.join(OPEN_ORDER_STATUSES.map((status) => sql`${status}`), sql`, `)})) as "pending"`),
  );
  return state;
}

/** Why the account cannot close now (an open loan first), or null when it can. */
function closureRefusal(state: ClosureState): string | null {
  return state.openLoans > 0 ? CLOSURE_REFUSED_OPEN_LOAN : state.pending > 0 ? CLOSURE_REFUSED_PENDING : null;
}
