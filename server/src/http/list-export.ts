import express, { type Request } from 'express';
import type { Auth } from '../auth/auth.js';
import { hasPermission, type Permission } from '../auth/permissions.js';
import { resolveViewer } from '../auth/viewer.js';
import { GraphQLError } from 'graphql';
import { AppError } from '../graphql/errors.js';
import type { Page } from '../graphql/pagination.js';
import type { ExportCell } from '../modules/accounting/accounting.export.js';
import type { Services } from '../modules/index.js';
import { loanNumber } from '../modules/loans/loan.statement.js';
import { ArrearsBucketEnum, LOAN_SORTS, LoanStatusEnum } from '../modules/loans/loan.type.js';
import { PaymentMethodEnum, PaymentStatusEnum } from '../modules/payments/payment.type.js';
import { TicketPriorityEnum, TicketStatusEnum } from '../modules/tickets/ticket.type.js';
import { RoleEnum } from '../graphql/enums.js';
import { sendDownloadError, writeCsv } from './downloads.js';

/** Rows read from the service a page at a time, so a long list never sits in memory. */
const PAGE = 500;

type Query = Request['query'];

/** A query parameter as short text, or undefined (absent, repeated or too long: a list filter is never longer). */
function text(query: Query, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 100 ? value.trim() : undefined;
}

function oneOf<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const value = text(query, name);
  if (value !== undefined && !(allowed as readonly string[]).includes(value)) throw new AppError('BAD_USER_INPUT', `Unknown ${name} "${value}".`, { field: name });
  return value as T | undefined;
}

/** Every node of a cursor connection, following endCursor until the last page. */
async function* everyPage<T>(read: (first: number, after: string | null) => Promise<Page<T>>): AsyncIterable<T> {
  let after: string | null = null;
  for (;;) {
    const { nodes, pageInfo } = await read(PAGE, after);
    yield* nodes;
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) return;
    after = pageInfo.endCursor;
  }
}

async function* rowsOf<T>(nodes: AsyncIterable<T>, row: (node: T) => ExportCell[]): AsyncIterable<ExportCell[]> {
  for await (const node of nodes) yield row(node);
}

const money = (pesewas: number): ExportCell => ({ pesewas });
const day = (at: Date) => at.toISOString().slice(0, 10);
const time = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 19);
const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

interface ListExport {
  /** The permission the list's own query needs: one of them. */
  permissions: readonly Permission[];
  headers: readonly string[];
  /** The rows the list's filters (query parameters, named as the list's GraphQL arguments) select, newest first. */
  rows(services: Services, query: Query): AsyncIterable<ExportCell[]>;
}

/** The staff lists that download as CSV, by file name; each reads its rows through the list's own service call. */
export const LIST_EXPORTS = {
  payments: {
    permissions: ['viewAllPayments'],
    headers: ['Date', 'Customer', 'Email', 'Amount (GHS)', 'Kind', 'Loan', 'Method', 'Status', 'Reference', 'Note'],
    rows(services, query) {
      const filters = {
        status: oneOf(query, 'status', Object.values(PaymentStatusEnum)),
        method: oneOf(query, 'method', Object.values(PaymentMethodEnum)),
        userId: text(query, 'userId'),
        loanId: text(query, 'loanId'),
        search: text(query, 'search'),
        from: text(query, 'from'),
        to: text(query, 'to'),
      };
      return rowsOf(everyPage((first, after) => services.payments.list(filters, first, after)), (row) => [
        // As the Payment type derives them: a reversal counts negative, money with no loan waits in suspense.
        time(row.createdAt), name(row.customer), row.customer.email, money(row.kind === 'reversal' ? -row.amount : row.amount), row.kind,
        row.loanId ? loanNumber(row.loanId) : row.kind === 'payment' && row.status === 'successful' ? 'In suspense' : '',
        row.method, row.status, row.providerReference ?? '', row.note ?? '',
      ]);
    },
  },
  loans: {
    permissions: ['viewAllPayments', 'viewAllApplications'],
    headers: ['Loan', 'Customer', 'Email', 'Phone', 'Status', 'Principal (GHS)', 'Outstanding (GHS)', 'Overdue (GHS)', 'Days past due', 'Next due', 'Created'],
    rows(services, query) {
      // The GraphQL enum's names (days_31_60) as the web sends them, to the engine's buckets.
      const bucket = oneOf(query, 'arrearsBucket', Object.keys(ArrearsBucketEnum) as Array<keyof typeof ArrearsBucketEnum>);
      const filters = {
        status: oneOf(query, 'status', Object.values(LoanStatusEnum)),
        bucket: bucket ? ArrearsBucketEnum[bucket] : undefined,
        current: text(query, 'current') === 'true',
        sort: oneOf(query, 'sort', LOAN_SORTS),
        search: text(query, 'search'),
        userId: text(query, 'userId'),
      };
      return rowsOf(everyPage((first, after) => services.loans.list(first, after, filters)), (row) => [
        row.number, name(row.customer), row.customer.email, row.customer.phone ?? '', row.status, money(row.principal), money(row.outstandingBalance), money(row.amountOverdue),
        String(row.daysPastDue), row.nextInstalment?.dueDate ?? '', day(row.createdAt),
      ]);
    },
  },
  users: {
    permissions: ['viewAllUsers'],
    headers: ['Name', 'Email', 'Role', 'Banned', 'Two-factor', 'Created'],
    rows(services, query) {
      const filters = { search: text(query, 'search'), role: oneOf(query, 'role', Object.values(RoleEnum)) };
      return rowsOf(everyPage((first, after) => services.users.list({ ...filters, first, after })), (row) => [
        name(row), row.email, row.role, row.banned ? 'yes' : '', row.twoFactorEnabled ? 'yes' : '', day(row.createdAt),
      ]);
    },
  },
  tickets: {
    permissions: ['manageSystem'],
    headers: ['Subject', 'Customer', 'Email', 'Category', 'Status', 'Priority', 'Assignee', 'Last message', 'Opened'],
    rows(services, query) {
      const filters = { status: oneOf(query, 'status', Object.values(TicketStatusEnum)), priority: oneOf(query, 'priority', Object.values(TicketPriorityEnum)), assigneeId: text(query, 'assigneeId') };
      return rowsOf(everyPage((first, after) => services.tickets.queue(first, after, filters)), (row) => [
        row.subject, name(row.customer), row.customer.email, row.category, row.status, row.priority, row.assignee ? name(row.assignee) : '', time(row.lastMessageAt), time(row.createdAt),
      ]);
    },
  },
  audit: {
    permissions: ['manageSystem'],
    headers: ['When', 'Action', 'Entity', 'Record', 'Record id', 'Actor', 'Actor email', 'Actor role', 'Via API key', 'IP', 'Request'],
    rows(services, query) {
      const filters = { entity: text(query, 'entity'), action: text(query, 'action'), actorId: text(query, 'actorId'), actor: text(query, 'actor') };
      return rowsOf(everyPage((first, after) => services.security.auditEvents({ ...filters, first, after })), (row) => [
        time(row.at), row.action, row.entity, row.entityLabel ?? '', row.entityId, row.actorName ?? '', row.actorEmail ?? '', row.actorRole, row.apiKeyId ? 'yes' : '', row.ip ?? '', row.requestId,
      ]);
    },
  },
} satisfies Record<string, ListExport>;

export type ListExportName = keyof typeof LIST_EXPORTS;

/**
 * GET /api/files/lists/:list.csv?<the list's filters> (payments, loans, users, tickets, audit) — a staff list as CSV, every row its filters select, streamed a
 * page at a time. Authenticated by the session cookie like every download, and allowed with the permission the list's
 * own query needs (401 signed out, 403 without it, 400 for a filter the list does not know).
 */
export function createListExportRouter({ auth, services }: { auth: Auth; services: Services }): express.Router {
  const router = express.Router();
  router.get('/lists/:file', async (req, res, next) => {
    const match = /^([a-z-]+)\.csv$/.exec(req.params.file);
    const list = match && Object.hasOwn(LIST_EXPORTS, match[1]) ? (LIST_EXPORTS as Record<string, ListExport>)[match[1]] : undefined;
    if (!match || !list) return sendDownloadError(res, 404, 'NOT_FOUND', 'Not found.');
    const viewer = await resolveViewer(auth, req.headers);
    if (!viewer) return sendDownloadError(res, 401, 'UNAUTHENTICATED', 'You need to log in to access this feature.');
    if (viewer.pending || !list.permissions.some((permission) => hasPermission(viewer.role, permission))) {
      return sendDownloadError(res, 403, 'FORBIDDEN', 'You do not have permission to download this list.');
    }
    // The first row is read before the headers go out, so a refused filter answers 400 instead of a cut-off file.
    let rows: AsyncIterator<ExportCell[]>;
    let first: IteratorResult<ExportCell[]>;
    try {
      rows = list.rows(services, req.query)[Symbol.asyncIterator]();
      first = await rows.next();
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') return sendDownloadError(res, 400, 'BAD_REQUEST', error.message);
      return next(error);
    }
    async function* all(): AsyncIterable<ExportCell[]> {
      if (first.done) return;
      yield first.value;
      for (let step = await rows.next(); !step.done; step = await rows.next()) yield step.value;
    }
    try {
      await writeCsv(res, `${match[1]}-${new Date().toISOString().slice(0, 10)}.csv`, list.headers, all());
    } catch (error) {
      // Once the download has started the status is sent: the connection is cut so the file is visibly incomplete.
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  });
  return router;
}
