import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { AppError, badInput, conflict } from '../../graphql/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import { consent, LEGAL_DOCUMENTS, legalDocumentVersion, type LegalDocument } from './consent.table.js';
import { isUniqueViolation } from '../../db/errors.js';
export type { LegalDocument } from './consent.table.js';

export const CONSENT_REQUIRED_MESSAGE =
  'Please accept the current Terms of Service and Privacy Policy before taking new credit. You can accept them from the banner at the top of the page.';

/** The versions in force when the product first recorded acceptances (the pages' "Last updated" date). */
export const INITIAL_VERSIONS: Readonly<Record<LegalDocument, { version: string; summary: string }>> = {
  terms: { version: '2026-11-01', summary: 'First published version of the Terms of Service.' },
  privacy: { version: '2026-11-01', summary: 'First published version of the Privacy Policy.' },
};

export interface LegalVersionView {
  id: string;
  document: LegalDocument;
  version: string;
  summary: string;
  publishedAt: Date;
}

export interface ConsentDocumentStatus {
  document: LegalDocument;
  current: LegalVersionView;
  acceptedVersion: string | null;
  acceptedAt: Date | null;
  upToDate: boolean;
}

export interface ConsentStatus {
  /** True when the caller has accepted the version in force of every document. */
  upToDate: boolean;
  documents: ConsentDocumentStatus[];
}

/** What credit-taking services need of consent (applications, BNPL checkout). */
export interface CreditConsentGate {
  assertAccepted(userId: string): Promise<void>;
}

export interface AcceptanceSource {
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 500;


/**
 * Consent to the Terms and the Privacy Policy (Act 843): THE place that knows which versions are in force (the
 * legal_document_version table) and who accepted which, when and from where. New credit (an application, a BNPL
 * checkout) is refused with CONSENT_REQUIRED until the caller has accepted the versions in force.
 */
export class ConsentService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
  ) {}

  /** Adds the first version of a document that has none (boot, like the settings' defaults). */
  async ensureInitialVersions(): Promise<number> {
    let added = 0;
    for (const document of LEGAL_DOCUMENTS) {
      const [existing] = await this.db.select({ id: legalDocumentVersion.id }).from(legalDocumentVersion).where(eq(legalDocumentVersion.document, document)).limit(1);
      if (existing) continue;
      const inserted = await this.db
        .insert(legalDocumentVersion)
        .values({ document, ...INITIAL_VERSIONS[document], publishedAt: new Date('2026-11-01T00:00:00Z') })
        .onConflictDoNothing()
        .returning({ id: legalDocumentVersion.id });
      added += inserted.length;
    }
    return added;
  }

  /** The version in force of each document (the newest published). */
  async currentVersions(dbOrTx: DbOrTx = this.db): Promise<Map<LegalDocument, LegalVersionView>> {
    const rows = await dbOrTx
      .selectDistinctOn([legalDocumentVersion.document])
      .from(legalDocumentVersion)
      .orderBy(asc(legalDocumentVersion.document), desc(legalDocumentVersion.publishedAt), desc(legalDocumentVersion.id));
    const current = new Map<LegalDocument, LegalVersionView>();
    for (const row of rows) current.set(row.document, row);
    for (const document of LEGAL_DOCUMENTS) {
      // Before the boot step has run (a half-seeded database): the first version.
      if (!current.has(document)) {
        current.set(document, { id: document, document, ...INITIAL_VERSIONS[document], publishedAt: new Date('2026-11-01T00:00:00Z') });
      }
    }
    return current;
  }

  async versions(document?: LegalDocument | null): Promise<LegalVersionView[]> {
    return this.db
      .select()
      .from(legalDocumentVersion)
      .where(document ? eq(legalDocumentVersion.document, document) : undefined)
      .orderBy(desc(legalDocumentVersion.publishedAt), desc(legalDocumentVersion.id));
  }

  async status(userId: string, dbOrTx: DbOrTx = this.db): Promise<ConsentStatus> {
    const current = await this.currentVersions(dbOrTx);
    const accepted = await dbOrTx
      .select({ document: consent.document, version: consent.version, acceptedAt: consent.acceptedAt })
      .from(consent)
      .where(eq(consent.userId, userId))
      .orderBy(desc(consent.acceptedAt));
    const documents = LEGAL_DOCUMENTS.map((document): ConsentDocumentStatus => {
      const version = current.get(document)!;
      const mine = accepted.filter((row) => row.document === document);
      const ofCurrent = mine.find((row) => row.version === version.version);
      const latest = ofCurrent ?? mine[0];
      return {
        document,
        current: version,
        acceptedVersion: latest?.version ?? null,
        acceptedAt: latest?.acceptedAt ?? null,
        upToDate: Boolean(ofCurrent),
      };
    });
    return { upToDate: documents.every((entry) => entry.upToDate), documents };
  }

  /** Refuses new credit until the versions in force are accepted. */
  async assertAccepted(userId: string, dbOrTx: DbOrTx = this.db): Promise<void> {
    const status = await this.status(userId, dbOrTx);
    if (!status.upToDate) throw new AppError('CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE);
  }

  /** Records acceptance of every version in force (repeating an acceptance changes nothing). */
  async accept(userId: string, source: AcceptanceSource, dbOrTx: DbOrTx = this.db): Promise<void> {
    const current = await this.currentVersions(dbOrTx);
    const userAgent = source.userAgent ? source.userAgent.slice(0, USER_AGENT_MAX) : null;
    await dbOrTx
      .insert(consent)
      .values(LEGAL_DOCUMENTS.map((document) => ({ userId, document, version: current.get(document)!.version, ip: source.ip, userAgent })))
      .onConflictDoNothing();
  }

  /** An admin publishes a new version: every customer is asked to accept it before new credit. */
  async publish(actor: Actor, input: { document: LegalDocument; version: string; summary: string }): Promise<LegalVersionView> {
    const version = input.version.trim();
    const summary = input.summary.trim();
    if (!(LEGAL_DOCUMENTS as readonly string[]).includes(input.document)) throw badInput('Choose the Terms or the Privacy Policy.', 'document');
    if (version.length < 1 || version.length > 40) throw badInput('Give a version label of 1 to 40 characters.', 'version');
    if (summary.length < 5 || summary.length > 2000) throw badInput('Summarise the changes in 5 to 2000 characters; customers will read it.', 'summary');
    try {
      return await withTransaction(this.db, async (tx) => {
        const [row] = await tx
          .insert(legalDocumentVersion)
          .values({ document: input.document, version, summary, publishedBy: actor.viewer.id })
          .returning();
        await this.audit.record(tx, actor, {
          action: 'legal_document.publish',
          entity: 'legal_document_version',
          entityId: row.id,
          after: { document: row.document, version: row.version, summary: row.summary },
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`Version ${version} of this document was already published; choose a new label.`);
      throw error;
    }
  }

  /** Whether one user accepted one version (tests, exports). */
  async acceptances(userId: string) {
    return this.db
      .select()
      .from(consent)
      .where(and(eq(consent.userId, userId)))
      .orderBy(asc(consent.acceptedAt), asc(consent.document));
  }
}
