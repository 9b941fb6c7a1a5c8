import express, { type Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { resolveGraphQLViewer } from '../auth/viewer.js';
import type { Viewer } from '../graphql/context.js';
import { isIsoDate } from '../finance/dates.js';
import type { Services } from '../modules/index.js';

// pdfkit and its fonts load with the first download, not at start-up (the embedded database's cold start).
const receiptPdf = () => import('../modules/statements/receipt.pdf.js');
const statementPdf = () => import('../modules/statements/statement.pdf.js');
import { contentDisposition, DOWNLOAD_POLICY } from './files.js';

function sendError(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  res.status(status).setHeader('cache-control', 'no-store');
  res.json({ error: { code, message } });
}

function sendPdf(res: Response, bytes: Buffer, fileName: string): void {
  res.status(200);
  res.setHeader('content-type', 'application/pdf');
  res.setHeader('content-length', String(bytes.length));
  // Saved, not shown: the web links them with `download`. The names are plain ASCII (receipt and loan numbers, dates).
  res.setHeader('content-disposition', contentDisposition(fileName, 'attachment'));
  res.setHeader('content-security-policy', DOWNLOAD_POLICY);
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  res.end(bytes);
}

/**
 * Services answer NOT_FOUND for records that do not exist and for other people's: both are a plain 404 here.
 * Anything else goes on to the app's error handler (logged with the request id, masked).
 */
function answerKnownError(res: Response, error: unknown): boolean {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (code === 'NOT_FOUND') sendError(res, 404, 'NOT_FOUND', 'Not found.');
  else if (code === 'BAD_USER_INPUT') sendError(res, 400, 'BAD_REQUEST', (error as GraphQLError).message);
  else return false;
  return true;
}

/** A single `YYYY-MM-DD` query value, absent, or 'bad'. */
/**
 * The caller of a download: the session cookie, or a partner's `x-api-key` (never both), exactly as /graphql takes
 * them, so a key whose role may read payments fetches the receipts and statements it can query. Answers 401 itself
 * and returns null when there is nobody (or a bad key).
 */
async function downloadViewer(auth: Auth, services: Services, req: express.Request, res: Response): Promise<Viewer | null> {
  try {
    const viewer = await resolveGraphQLViewer(auth, req.headers, services.apiKeys, { touch: true });
    if (viewer && !viewer.pending) return viewer;
  } catch (error) {
    if (error instanceof GraphQLError) {
      sendError(res, 401, 'UNAUTHENTICATED', error.message);
      return null;
    }
    throw error;
  }
  sendError(res, 401, 'UNAUTHENTICATED', 'You need to log in to access this feature.');
  return null;
}

function dayParam(value: unknown): string | undefined | 'bad' {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && isIsoDate(value) ? value : 'bad';
}

async function brandName(services: Services): Promise<string> {
  const value = (await services.settings.getMany(['brand.name'])).get('brand.name');
  return typeof value === 'string' && value.trim() ? value.trim() : (await statementPdf()).DEFAULT_BRAND_NAME;
}

/**
 * Downloads drawn on request, mounted at /api/files beside the stored documents (files.ts), authenticated the same
 * way (the session cookie; a plain link with `download` sends it) or with a partner's `x-api-key`:
 * - GET /receipts/:paymentId.pdf: a successful payment's receipt, for its owner or staff with viewAllPayments.
 * - GET /loans/:loanId/statement.pdf?from=YYYY-MM-DD&to=YYYY-MM-DD: a loan statement, for the borrower or staff.
 * - GET /loans/:loanId/agreement.pdf: the credit agreement exactly as kept (and signed), for the borrower or staff.
 * Anything the viewer may not read, or that does not exist, is the same 404.
 */
export function createDocumentsPdfRouter({ auth, services }: { auth: Auth; services: Services }): express.Router {
  const router = express.Router();

  router.get('/receipts/:paymentId.pdf', async (req, res) => {
    const viewer = await downloadViewer(auth, services, req, res);
    if (!viewer) return;
    const { paymentId } = req.params;
    try {
      const receipt = await services.onlinePayments.receiptFor(viewer, paymentId);
      const payment = await services.payments.get(viewer, paymentId);
      const { receiptFileName, renderReceiptPdf } = await receiptPdf();
      const bytes = await renderReceiptPdf({
        brandName: await brandName(services),
        receipt,
        payment,
        customer: { name: `${payment.customer.firstName} ${payment.customer.lastName}`.trim(), email: payment.customer.email },
      });
      sendPdf(res, bytes, receiptFileName(receipt.number));
    } catch (error) {
      if (!answerKnownError(res, error)) throw error;
    }
  });

  router.get('/loans/:loanId/statement.pdf', async (req, res) => {
    const viewer = await downloadViewer(auth, services, req, res);
    if (!viewer) return;
    // Absent dates: from the disbursement, to today (LoanService.statement decides both).
    const from = dayParam(req.query.from);
    const to = dayParam(req.query.to);
    if (from === 'bad' || to === 'bad') return sendError(res, 400, 'BAD_REQUEST', 'Give the dates as YYYY-MM-DD.');
    if (from !== undefined && to !== undefined && from > to) return sendError(res, 400, 'BAD_REQUEST', 'The start date must not be after the end date.');
    try {
      // The borrower, or staff who may read every payment or application; anyone else gets NOT_FOUND.
      const statement = await services.loans.statement(viewer, req.params.loanId, { from, to });
      const { renderLoanStatementPdf, statementFileName } = await statementPdf();
      const bytes = await renderLoanStatementPdf(statement, { brandName: await brandName(services) });
      sendPdf(res, bytes, statementFileName(statement));
    } catch (error) {
      if (!answerKnownError(res, error)) throw error;
    }
  });

  router.get('/loans/:loanId/agreement.pdf', async (req, res) => {
    const viewer = await downloadViewer(auth, services, req, res);
    if (!viewer) return;
    try {
      const { bytes, fileName } = await services.agreements.document(viewer, req.params.loanId);
      sendPdf(res, bytes, fileName);
    } catch (error) {
      if (!answerKnownError(res, error)) throw error;
    }
  });

  return router;
}
