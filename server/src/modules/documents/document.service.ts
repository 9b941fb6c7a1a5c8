import { isUuid } from '../../graphql/ids.js';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { user } from '../../auth/auth.table.js';
import { hasPermission } from '../../auth/permissions.js';
import type { AppDatabase, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../../graphql/errors.js';
import { afterCursor, keysetOrderBy, toPage, type ListOrder, type Page } from '../../graphql/pagination.js';
import type { Logger } from '../../logger.js';
import { newStorageKey, type FileStorage } from '../../storage/storage.js';
import type { ApplicationService } from '../applications/application.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { applicationDocumentFacts, applicationVersionsOf, newestApplicationIdOf } from '../applications/application.facts.js';
import { maskGhanaCardNumber, verificationIdentityOf } from '../users/people.js';
import { activeProductKinds, requiredKindsOfVersions, versionFacts } from '../credit-products/credit-product.facts.js';
import { documentRequirements, type RequirementView } from './document-request.js';
import { documentLabel } from './document.facts.js';
import {
  DOCUMENT_TYPES,
  document,
  documentRequest,
  fileUpload,
  UPLOAD_MIME_TYPES,
  type DocumentStatus,
  type DocumentType,
  type UploadMimeType,
} from './document.table.js';
import { REVIEW_NOTE_MAX } from './document.inputs.js';
import { DEFAULT_MAX_IMAGE_PIXELS, imagePixelProblem, pdfProblem } from './upload-content.js';

export type DocumentRow = typeof document.$inferSelect;
export type UploadRow = typeof fileUpload.$inferSelect;
export type DocumentWithOwner = DocumentRow & { owner: { id: string; firstName: string; lastName: string; email: string } };
export interface DocumentHolderView {
  documentId: string;
  userId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phone: string | null;
  ghanaCardNumber: string | null;
  ghanaCardNumberMasked: boolean;
  applicationId: string | null;
}

const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** file-type needs at most this many leading bytes to recognise PDF, JPEG and PNG. */
const SNIFF_BYTES = 4100;
const FILE_NAME_MAX = 120;

const EXTENSIONS: Record<UploadMimeType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** A document's name in a customer message ("Ghana Card", "admission letter"; a generic other one: "document"). */
const typeLabel = (type: DocumentType) => (type === 'other' ? 'document' : documentLabel(type));

/** Why an upload was refused; the HTTP layer turns the code into a status (413, 415, 400). */
export class UploadRejected extends Error {
  constructor(
    readonly code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
  }
}

export const UNSUPPORTED_FILE_MESSAGE = 'Only PDF, JPEG and PNG files are accepted.';

/** "10 MB", "2 KB" or "500 bytes": the limit as the customer reads it. */
export function describeSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const tooLargeMessage = (maxBytes: number) => `The file is larger than ${describeSize(maxBytes)}.`;

/**
 * The original name as harmless metadata: no folders, control or direction-override characters, quotes or
 * reserved characters, at most 120 characters, and an extension that matches the detected content.
 */
export function cleanFileName(original: string, mimeType: UploadMimeType): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const name = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff"<>:|?*;%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const extensions = EXTENSIONS[mimeType];
  const extension = path.extname(name).slice(1).toLowerCase();
  const matches = extensions.includes(extension);
  let stem = matches ? name.slice(0, -(extension.length + 1)) : name;
  stem = [...stem].slice(0, FILE_NAME_MAX).join('').trim();
  if (!stem) stem = 'document';
  return `${stem}.${matches ? path.extname(name).slice(1) : extensions[0]}`;
}

/** The part of the applications service used here (a module never reads another module's table). */
export type ApplicationLookup = Pick<ApplicationService, 'get'>;

export interface DocumentDownload {
  stream: Readable;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** The customer the file belongs to (staff reads of it are logged: document-access.ts). */
  userId: string;
}

/**
 * Claims one of the user's pending uploads (checked by content and size when received) for another record, such as a
 * ticket attachment: the pending row goes, so an upload is used once. Null when it is not theirs or already used.
 */
export async function claimUpload(tx: Tx, userId: string, uploadId: string): Promise<{ fileName: string; mimeType: string; sizeBytes: number; storageKey: string } | null> {
  if (!isUuid(uploadId)) return null;
  // Deleting the pending row claims it: two concurrent claims cannot both succeed.
  const [upload] = await tx
    .delete(fileUpload)
    .where(and(eq(fileUpload.id, uploadId), eq(fileUpload.userId, userId)))
    .returning({ fileName: fileUpload.fileName, mimeType: fileUpload.mimeType, sizeBytes: fileUpload.sizeBytes, storageKey: fileUpload.storageKey });
  return upload ?? null;
}

export class DocumentService {
  constructor(
    private readonly db: AppDatabase,
    private readonly storage: FileStorage,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly logger: Logger,
    private readonly applications: ApplicationLookup,
  ) {}

  /** The upload limit from the `uploads.max_bytes` setting (10 MB by default). */
  async maxUploadBytes(): Promise<number> {
    const value = (await this.settings.getMany(['uploads.max_bytes'])).get('uploads.max_bytes');
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MAX_UPLOAD_BYTES;
  }

  /** The image pixel limit from the `uploads.max_pixels` setting (40 megapixels by default). */
  async maxImagePixels(): Promise<number> {
    const value = (await this.settings.getMany(['uploads.max_pixels'])).get('uploads.max_pixels');
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MAX_IMAGE_PIXELS;
  }

  /**
   * Checks the content (type by magic bytes; images by their declared pixel size; PDFs for scripts, launch actions,
   * attachments and media: upload-content.ts), stores the bytes under a new key and records a pending upload owned
   * by the caller.
   */
  async receiveUpload(viewer: Viewer, file: { content: Buffer; originalName: string }): Promise<UploadRow> {
    if (file.content.length === 0) throw new UploadRejected('BAD_REQUEST', 'The file is empty.');
    const maxBytes = await this.maxUploadBytes();
    if (file.content.length > maxBytes) throw new UploadRejected('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
    const detected = await fileTypeFromBuffer(file.content.subarray(0, SNIFF_BYTES));
    const mimeType = UPLOAD_MIME_TYPES.find((accepted) => accepted === detected?.mime);
    if (!mimeType) throw new UploadRejected('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
    const problem = mimeType === 'application/pdf' ? await pdfProblem(file.content) : imagePixelProblem(file.content, await this.maxImagePixels());
    if (problem) throw new UploadRejected('BAD_REQUEST', problem);

    const storageKey = newStorageKey();
    await this.storage.put(storageKey, file.content);
    try {
      const [row] = await this.db
        .insert(fileUpload)
        .values({
          userId: viewer.id,
          fileName: cleanFileName(file.originalName, mimeType),
          mimeType,
          sizeBytes: file.content.length,
          storageKey,
        })
        .returning();
      return row;
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => {});
      throw error;
    }
  }

  async listMine(viewer: Viewer, first: number, after?: string | null): Promise<Page<DocumentWithOwner>> {
    return this.page(eq(document.userId, viewer.id), first, after);
  }

  async list(
    filters: { status?: DocumentStatus | null; type?: DocumentType | null; userId?: string | null },
    first: number,
    after?: string | null,
    order: ListOrder = 'newest_first',
  ): Promise<Page<DocumentWithOwner>> {
    return this.page(
      and(
        filters.status ? eq(document.status, filters.status) : undefined,
        filters.type ? eq(document.type, filters.type) : undefined,
        filters.userId ? eq(document.userId, filters.userId) : undefined,
      ),
      first,
      after,
      order,
    );
  }

  /** One document for its owner or staff with viewAllDocuments; anyone else gets NOT_FOUND (no existence leak). */
  async get(viewer: Viewer, id: string): Promise<DocumentWithOwner> {
    if (!isUuid(id)) throw notFound('Document');
    const readsAll = hasPermission(viewer.role, 'viewAllDocuments');
    const { nodes } = await this.page(and(eq(document.id, id), readsAll ? undefined : eq(document.userId, viewer.id)), 1);
    if (!nodes[0]) throw notFound('Document');
    return nodes[0];
  }

  /**
   * The customer a document belongs to, for the verifier to compare the upload with (viewAllDocuments, checked by the
   * resolver and again by `get`). The Ghana Card number is the catalogue's sensitive field: in full only for viewAllUsers.
   */
  async holder(viewer: Viewer, id: string): Promise<DocumentHolderView> {
    if (!hasPermission(viewer.role, 'viewAllDocuments')) throw forbidden();
    const found = await this.get(viewer, id);
    const identity = await verificationIdentityOf(this.db, found.userId);
    if (!identity) throw notFound('Document');
    const reveal = hasPermission(viewer.role, 'viewAllUsers');
    const card = identity.ghanaCardNumber ?? null;
    return {
      documentId: found.id,
      userId: found.userId,
      firstName: identity.firstName,
      lastName: identity.lastName,
      dateOfBirth: identity.dateOfBirth ?? null,
      phone: identity.phone ?? null,
      ghanaCardNumber: card && !reveal ? maskGhanaCardNumber(card) : card,
      ghanaCardNumberMasked: Boolean(card) && !reveal,
      applicationId: found.applicationId ?? (await newestApplicationIdOf(this.db, found.userId)),
    };
  }

  /** One statement per page: the owner comes from a join. */
  private async page(where: SQL | undefined, first: number, after?: string | null, order: ListOrder = 'newest_first'): Promise<Page<DocumentWithOwner>> {
    const rows = await this.db
      .select({ row: document, owner: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } })
      .from(document)
      .innerJoin(user, eq(user.id, document.userId))
      .where(and(where, afterCursor(after, document.createdAt, document.id, order)))
      .orderBy(...keysetOrderBy(document.createdAt, document.id, order))
      .limit(first + 1);
    return toPage(
      rows.map(({ row, owner }) => ({ ...row, owner })),
      first,
    );
  }

  /** The kinds a customer may file: the generic ones and those their applications' products require. */
  async allowedKinds(userId: string): Promise<Set<string>> {
    const kinds = await requiredKindsOfVersions(this.db, await applicationVersionsOf(this.db, userId));
    DOCUMENT_TYPES.forEach((kind) => kinds.add(kind));
    return kinds;
  }

  /**
   * The kinds a file may be uploaded as (POST /api/files): those a customer may file, and those any active product
   * requires, since the application form uploads before the application exists (createDocument checks the kind
   * against the application's product then).
   */
  async uploadableKinds(userId: string): Promise<Set<string>> {
    const [kinds, offered] = await Promise.all([this.allowedKinds(userId), activeProductKinds(this.db)]);
    offered.forEach((kind) => kinds.add(kind));
    return kinds;
  }

  /** Refuses a kind that is neither generic nor one the customer's product requires (BAD_USER_INPUT on `field`). */
  async assertAllowedKind(userId: string, type: string, field = 'input.type'): Promise<void> {
    const allowed = await this.allowedKinds(userId);
    if (!allowed.has(type)) {
      throw badInput(`The document type "${type}" is not one your application asks for. Choose one of: ${[...allowed].join(', ')}.`, field);
    }
  }

  /** The documents an application's product requires and where each stands (document-request.ts). */
  async requirements(applicationId: string): Promise<RequirementView[]> {
    if (!isUuid(applicationId)) throw notFound('Application');
    const facts = await applicationDocumentFacts(this.db, applicationId);
    if (!facts) throw notFound('Application');
    const { requiredDocuments } = await versionFacts(this.db, facts.creditProductVersionId);
    const [documents, requests] = await Promise.all([
      this.db
        .select({ id: document.id, type: document.type, status: document.status, reviewNote: document.reviewNote, createdAt: document.createdAt })
        .from(document)
        .where(eq(document.userId, facts.userId))
        .orderBy(desc(document.createdAt), desc(document.id)),
      this.db
        .select({ type: documentRequest.type, reason: documentRequest.reason, createdAt: documentRequest.createdAt })
        .from(documentRequest)
        .where(eq(documentRequest.applicationId, applicationId))
        .orderBy(desc(documentRequest.createdAt)),
    ]);
    return documentRequirements(requiredDocuments, { documents, requests });
  }

  /**
   * An analyst asks the applicant for a document (missing, or unreadable): one the product requires or a generic
   * kind. The request, its audit entry and the customer's notification commit together; the checklist shows it
   * "requested" until a document of that kind is filed.
   */
  async requestDocument(actor: Actor, applicationId: string, kind: string, reason: string): Promise<RequirementView[]> {
    const trimmed = reason.trim();
    if (trimmed.length < 5 || trimmed.length > 500) throw badInput('Give a reason of 5 to 500 characters; the customer reads it.', 'reason');
    if (!isUuid(applicationId)) throw notFound('Application');
    const facts = await applicationDocumentFacts(this.db, applicationId);
    if (!facts) throw notFound('Application');
    if (facts.userId === actor.viewer.id) throw forbidden('You cannot request documents on your own application.');
    if (facts.status !== 'pending' && facts.status !== 'under_review') throw conflict('Documents can be requested only while the application is pending or under review.');
    const product = await versionFacts(this.db, facts.creditProductVersionId);
    const required = product.requiredDocuments.some((item) => item.kind === kind);
    if (!required && !(DOCUMENT_TYPES as readonly string[]).includes(kind)) {
      throw badInput(`The document type "${kind}" is not one this application’s product asks for.`, 'kind');
    }
    const label = documentLabel(kind);
    await withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const [created] = await tx
          .insert(documentRequest)
          .values({ applicationId, userId: facts.userId, type: kind, reason: trimmed, requestedBy: actor.viewer.id })
          .returning({ id: documentRequest.id });
        await this.audit.record(tx, actor, { action: 'document.request', entity: 'application', entityId: applicationId, after: { requestId: created.id, kind, reason: trimmed } });
        await this.notifications.notify(tx, afterCommit, {
          userId: facts.userId,
          kind: 'document_review',
          title: 'A document is needed',
          body: `Please upload your ${label} for your ${product.name.toLowerCase()} application. Reason: ${asSentence(trimmed)}`,
          target: { kind: 'APPLICATION' as const, id: applicationId },
        });
        afterCommit(() => this.events.publish('application.changed', { id: applicationId, userId: facts.userId }));
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
    return this.requirements(applicationId);
  }

  /** Turns one of the caller's uploads into a document; someone else's upload or application is NOT_FOUND. */
  async create(viewer: Viewer, input: { uploadId: string; type: DocumentType; applicationId?: string | null }): Promise<DocumentWithOwner> {
    if (!isUuid(input.uploadId)) throw notFound('Upload');
    const applicationId = input.applicationId ?? null;
    if (applicationId !== null) {
      if ((await this.applicationOwner(applicationId)) !== viewer.id) throw notFound('Application');
    }
    await this.assertAllowedKind(viewer.id, input.type);
    const row = await withTransaction(
      this.db,
      async (tx, afterCommit) => {
        // Deleting the pending row claims it: two concurrent claims cannot both succeed.
        const [upload] = await tx
          .delete(fileUpload)
          .where(and(eq(fileUpload.id, input.uploadId), eq(fileUpload.userId, viewer.id)))
          .returning();
        if (!upload) throw notFound('Upload');
        const [created] = await tx
          .insert(document)
          .values({
            userId: viewer.id,
            applicationId,
            type: input.type,
            fileName: upload.fileName,
            mimeType: upload.mimeType,
            sizeBytes: upload.sizeBytes,
            storageKey: upload.storageKey,
          })
          .returning();
        afterCommit(() => this.events.publish('document.changed', { id: created.id, userId: created.userId }));
        return created;
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
    return { ...row, owner: { id: viewer.id, firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email } };
  }

  private async applicationOwner(applicationId: string): Promise<string | null> {
    try {
      return (await this.applications.get(applicationId)).userId;
    } catch (error) {
      if (error instanceof AppError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** The owner may delete a document while it is pending; the stored file goes once the row is gone. */
  async delete(viewer: Viewer, id: string): Promise<string> {
    if (!isUuid(id)) throw notFound('Document');
    return withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const [deleted] = await tx
          .delete(document)
          .where(and(eq(document.id, id), eq(document.userId, viewer.id), eq(document.status, 'pending')))
          .returning({ id: document.id, storageKey: document.storageKey });
        if (!deleted) {
          const [existing] = await tx
            .select({ id: document.id })
            .from(document)
            .where(and(eq(document.id, id), eq(document.userId, viewer.id)));
          throw existing ? conflict('Only a pending document can be deleted.') : notFound('Document');
        }
        afterCommit(async () => {
          this.events.publish('document.changed', { id, userId: viewer.id });
          await this.storage.delete(deleted.storageKey);
        });
        return deleted.id;
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
  }

  verify(actor: Actor, id: string, note?: string | null): Promise<DocumentWithOwner> {
    return this.review(actor, id, 'verified', note?.trim() || null);
  }

  reject(actor: Actor, id: string, note: string): Promise<DocumentWithOwner> {
    const trimmed = note.trim();
    if (trimmed.length < 3) throw badInput(`The note must be 3 to ${REVIEW_NOTE_MAX} characters.`, 'note');
    return this.review(actor, id, 'rejected', trimmed);
  }

  /** A pending document is reviewed once; the change, its audit entry and the owner's notification commit together. */
  private async review(actor: Actor, id: string, status: 'verified' | 'rejected', note: string | null): Promise<DocumentWithOwner> {
    if (!isUuid(id)) throw notFound('Document');
    return withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const [current] = await tx
          .select({ row: document, owner: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } })
          .from(document)
          .innerJoin(user, eq(user.id, document.userId))
          .where(eq(document.id, id))
          .for('update', { of: document });
        if (!current) throw notFound('Document');
        if (current.row.userId === actor.viewer.id) throw forbidden('You cannot review your own document.');
        if (current.row.status !== 'pending') throw conflict('This document has already been reviewed.');

        const [updated] = await tx
          .update(document)
          .set({ status, reviewerId: actor.viewer.id, reviewNote: note, reviewedAt: new Date() })
          .where(eq(document.id, id))
          .returning();
        await this.audit.record(tx, actor, {
          action: status === 'verified' ? 'document.verify' : 'document.reject',
          entity: 'document',
          entityId: id,
          before: { status: current.row.status },
          after: { status, note },
        });
        await this.notifications.notify(tx, afterCommit, reviewNotification(updated, note));
        afterCommit(() => this.events.publish('document.changed', { id, userId: updated.userId }));
        return { ...updated, owner: current.owner };
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
  }

  /** The file of a document, for its owner or staff with viewAllDocuments; null for anyone else (no existence leak). */
  async openDownload(viewer: Viewer, id: string): Promise<DocumentDownload | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select({ userId: document.userId, fileName: document.fileName, mimeType: document.mimeType, sizeBytes: document.sizeBytes, storageKey: document.storageKey })
      .from(document)
      .where(eq(document.id, id));
    if (!row) return null;
    if (row.userId !== viewer.id && !hasPermission(viewer.role, 'viewAllDocuments')) return null;
    return { stream: this.storage.get(row.storageKey), fileName: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes, userId: row.userId };
  }
}

/** A note as a full sentence inside a message. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function reviewNotification(row: DocumentRow, note: string | null) {
  const label = typeLabel(row.type);
  if (row.status === 'verified') {
    return {
      userId: row.userId,
      kind: 'document_review',
      title: 'Document verified',
      body: `Your ${label} (${row.fileName}) has been verified.${note ? ` Note: ${asSentence(note)}` : ''}`,
      target: { kind: 'DOCUMENT' as const, id: row.id },
    };
  }
  return {
    userId: row.userId,
    kind: 'document_review',
    title: 'Document rejected',
    body: `Your ${label} (${row.fileName}) was rejected. Reason: ${asSentence(note ?? '')} Please upload a new one.`,
    target: { kind: 'DOCUMENT' as const, id: row.id },
  };
}
