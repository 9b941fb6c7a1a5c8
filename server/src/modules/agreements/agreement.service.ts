// The credit agreement of every loan after approval: prepared from the loan's accepted terms and its product
// version, read by the borrower as a PDF, and signed with a one-time code sent by SMS. Finance pays out only once
// it is signed (LoanService.recordDisbursement checks loan.agreement_signed_at, which signing sets); a loan paying
// for an order starts at the signature (LoanService.recordAgreementSigned) and its goods go only then.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound, rateLimited } from '../../graphql/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CreditProductService } from '../credit-products/credit-product.service.js';
import type { LoanService, LoanView } from '../loans/loan.service.js';
import { maskRecipient, type OutboxService } from '../messaging/outbox.service.js';
import { smsText } from '../messaging/sms-templates/index.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Clock } from '../quotes/clock.js';
import type { SettingsService } from '../settings/settings.service.js';
import { formatDate } from '../../shared/dates.js';
import { ghanaCardHolders } from '../users/people.js';
import { creditAgreement } from './agreement.table.js';

export type AgreementRow = typeof creditAgreement.$inferSelect;

/** How long a signing code stays good, how often one may be sent, and how many wrong tries it takes. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_AFTER_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export const AGREEMENT_MESSAGES = {
  notOwner: 'Only the borrower can sign their credit agreement.',
  notWaiting: 'This agreement is already signed.',
  noPhone: 'Add your mobile number to your profile to receive the signing code.',
  noCode: 'Ask for a signing code first.',
  expired: 'This code has expired. Ask for a new one.',
  tooMany: 'Too many wrong codes. Ask for a new one.',
  wrong: 'That code is not right. Check the SMS and try again.',
} as const;

export interface CodeSent {
  sentTo: string;
  expiresAt: Date;
  /** The code itself, only while SMS is simulated outside production: the demo and the tests can sign. */
  developmentCode: string | null;
}

const DEFAULT_BRAND = 'Ghana Homes Credit';

// pdfkit and its fonts load with the first agreement prepared, not at start-up (the embedded database's cold start).
const agreementPdf = () => import('./agreement.pdf.js');

export function agreementFileName(loanNumber: string): string {
  return `credit-agreement-${loanNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

function sha256(value: Buffer | string): string {
  return createHash('sha256').update(value).digest('hex');
}

const codeHashOf = (agreementId: string, code: string) => sha256(`${agreementId}:${code}`);

export class AgreementService {
  constructor(
    private readonly db: AppDatabase,
    private readonly loans: LoanService,
    private readonly products: CreditProductService,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    /** True while SMS is simulated outside production: the code is answered to the caller as well as queued. */
    private readonly revealCodes: boolean,
  ) {}

  /**
   * The agreement of a loan the viewer may read, prepared on first sight while the loan waits for its money; null
   * for loans that need none (started before agreements existed).
   */
  async forLoan(viewer: Viewer, loanId: string): Promise<AgreementRow | null> {
    return (await this.withLoan(viewer, loanId)).row;
  }

  /** The PDF as it was prepared (and, once signed, as it was signed). */
  async document(viewer: Viewer, loanId: string): Promise<{ bytes: Buffer; fileName: string }> {
    const { view, row } = await this.withLoan(viewer, loanId);
    if (!row) throw notFound('Credit agreement');
    return { bytes: row.document, fileName: agreementFileName(view.number) };
  }

  /** The loan (the viewer may read it, or NOT_FOUND) and its agreement, prepared on first sight. */
  private async withLoan(viewer: Viewer, loanId: string): Promise<{ view: LoanView; row: AgreementRow | null }> {
    const view = await this.loans.get(viewer, loanId);
    const [existing] = await this.db.select().from(creditAgreement).where(eq(creditAgreement.loanId, view.id));
    if (existing) return { view, row: existing };
    return { view, row: view.status === 'awaiting_disbursement' ? await this.prepare(view) : null };
  }

  /** Sends a one-time signing code by SMS to the borrower's phone. Only the borrower may ask. */
  async requestCode(actor: Actor, loanId: string): Promise<CodeSent> {
    const { view, row } = await this.withLoan(actor.viewer, loanId);
    if (!row) throw notFound('Credit agreement');
    if (row.userId !== actor.viewer.id) throw conflict(AGREEMENT_MESSAGES.notOwner);
    if (row.status !== 'awaiting_signature') throw conflict(AGREEMENT_MESSAGES.notWaiting);
    const phone = view.customer.phone;
    if (!phone) throw badInput(AGREEMENT_MESSAGES.noPhone);
    const now = this.clock.now();
    if (row.codeSentAt && now.getTime() - row.codeSentAt.getTime() < CODE_RESEND_AFTER_MS) throw rateLimited();

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const brand = await this.brandName();
    await withTransaction(this.db, async (tx) => {
      await tx
        .update(creditAgreement)
        .set({ codeHash: codeHashOf(row.id, code), codeSentTo: phone, codeSentAt: now, codeExpiresAt: expiresAt, codeAttempts: 0 })
        .where(and(eq(creditAgreement.id, row.id), eq(creditAgreement.status, 'awaiting_signature')));
      await this.outbox.enqueue(tx, [
        {
          channel: 'sms',
          userId: row.userId,
          recipient: phone,
          kind: 'agreement.code',
          body: smsText('agreement.code', { code, loan: view.number, brand }),
          sensitive: true,
          dedupeKey: `agreement.code:${row.id}:${now.getTime()}`,
          target: { kind: 'LOAN', id: view.id },
        },
      ]);
    });
    return { sentTo: maskRecipient('sms', phone), expiresAt, developmentCode: this.revealCodes ? code : null };
  }

  /** Signs with the code: the agreement is kept as read, with the moment, IP and browser, and the loan may be paid out. */
  async sign(actor: Actor, loanId: string, code: string, userAgent: string | null): Promise<AgreementRow> {
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) throw badInput('Enter the 6-digit code from the SMS.', 'code');
    const view = await this.loans.get(actor.viewer, loanId);
    const outcome = await withTransaction(this.db, async (tx, afterCommit) => {
      const [row] = await tx.select().from(creditAgreement).where(eq(creditAgreement.loanId, view.id)).for('update');
      if (!row) throw notFound('Credit agreement');
      if (row.userId !== actor.viewer.id) throw conflict(AGREEMENT_MESSAGES.notOwner);
      if (row.status !== 'awaiting_signature') throw conflict(AGREEMENT_MESSAGES.notWaiting);
      if (!row.codeHash || !row.codeExpiresAt) throw conflict(AGREEMENT_MESSAGES.noCode);
      const now = this.clock.now();
      if (row.codeExpiresAt.getTime() <= now.getTime()) return { refused: AGREEMENT_MESSAGES.expired } as const;
      if (row.codeAttempts >= MAX_CODE_ATTEMPTS) return { refused: AGREEMENT_MESSAGES.tooMany } as const;
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(codeHashOf(row.id, typed), 'hex');
      if (!timingSafeEqual(expected, given)) {
        // The wrong try is counted (committed) before the refusal goes back.
        await tx.update(creditAgreement).set({ codeAttempts: sql`${creditAgreement.codeAttempts} + 1` }).where(eq(creditAgreement.id, row.id));
        return { refused: row.codeAttempts + 1 >= MAX_CODE_ATTEMPTS ? AGREEMENT_MESSAGES.tooMany : AGREEMENT_MESSAGES.wrong } as const;
      }
      const [signed] = await tx
        .update(creditAgreement)
        .set({ status: 'signed', signedAt: now, signedIp: actor.ip, signedUserAgent: userAgent?.slice(0, 500) ?? null, codeHash: null })
        .where(eq(creditAgreement.id, row.id))
        .returning();
      const started = await this.loans.recordAgreementSigned(tx, afterCommit, view.id, now);
      await this.audit.record(tx, actor, {
        action: 'credit_agreement.signed',
        entity: 'loan',
        entityId: view.id,
        before: { status: row.status },
        after: { status: 'signed', documentSha256: row.documentSha256, signedAt: now.toISOString() },
      });
      await this.notifications.notify(tx, afterCommit, {
        userId: row.userId,
        kind: 'application_status',
        title: 'Credit agreement signed',
        body: started
          ? `You signed the credit agreement for loan ${view.number}. Your plan has started: the first instalment is due on ${formatDate(started.startDate!)}. We prepare your order for delivery.`
          : `You signed the credit agreement for loan ${view.number}. We pay the money out next and let you know when we have.`,
        target: { kind: 'LOAN', id: view.id },
      });
      return { signed } as const;
    });
    if ('refused' in outcome) throw badInput(outcome.refused!, 'code');
    return outcome.signed;
  }

  private async prepare(view: LoanView): Promise<AgreementRow> {
    const version = view.creditProductVersionId ? await this.products.version(view.creditProductVersionId) : null;
    const holder = await ghanaCardHolders(this.db, view.userId);
    const preparedAt = this.clock.now();
    const terms = view.disclosure;
    const { renderAgreementPdf } = await agreementPdf();
    const bytes = await renderAgreementPdf({
      brandName: await this.brandName(),
      loanNumber: view.number,
      preparedAt,
      borrower: {
        name: `${view.customer.firstName} ${view.customer.lastName}`.trim(),
        email: view.customer.email,
        phone: view.customer.phone,
        ghanaCardNumber: holder.ghanaCardNumber,
      },
      product: {
        name: version?.name ?? (view.source === 'rent' ? 'Rent assistance' : 'Buy Now Pay Later'),
        version: version?.version ?? null,
        purpose: version?.purpose ?? null,
        notes: version?.disclosure.notes?.trim() || null,
      },
      payee: terms.payee ?? version?.disclosure.payee ?? 'As set out in your application',
      terms,
    });
    // Two first views at once prepare one agreement: the second insert does nothing and both read the winner.
    await this.db
      .insert(creditAgreement)
      .values({ loanId: view.id, userId: view.userId, creditProductVersionId: version?.id ?? null, document: bytes, documentSha256: sha256(bytes), createdAt: preparedAt })
      .onConflictDoNothing({ target: creditAgreement.loanId });
    const [row] = await this.db.select().from(creditAgreement).where(eq(creditAgreement.loanId, view.id));
    return row;
  }

  private async brandName(): Promise<string> {
    const value = (await this.settings.getMany(['brand.name'])).get('brand.name');
    return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_BRAND;
  }
}
