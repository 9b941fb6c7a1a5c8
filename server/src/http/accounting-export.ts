import express, { type Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { hasPermission } from '../auth/permissions.js';
import { resolveViewer } from '../auth/viewer.js';
import { EXPORT_REPORTS, exportTable, type ExportParams, type ExportReport, type ExportTable } from '../modules/accounting/accounting.export.js';
import type { Services } from '../modules/index.js';
import { downloadHeaders, sendDownloadError as sendError, writeCsv } from './downloads.js';

// exceljs loads with the first spreadsheet asked for, not at start-up.
const excel = () => import('exceljs');

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= 40 ? value : undefined;
}

/** Streams the workbook with exceljs's WorkbookWriter: money as numbers in cedis, two decimals. */
async function writeXlsx(res: Response, table: ExportTable): Promise<void> {
  const { default: ExcelJS } = await excel();
  downloadHeaders(res, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `${table.name}.xlsx`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, '-'));
  sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width ?? 16, style: column.money ? { numFmt: '#,##0.00' } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of table.rows) {
    sheet.addRow(row.map((cell) => (typeof cell === 'string' ? cell : cell.pesewas / 100))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * GET /api/files/accounting/:report.(csv|xlsx) — the books' reports for download (chart, trial-balance?on=,
 * income-statement?from=&to=, balance-sheet?on=, account-lines?account=&from=&to=, reconciliation, aging, journal?from=&to=, loan-tape: every running
 * loan with its principal, interest receivable, days past due, class, provision and allowance, streamed), authenticated by
 * the session cookie like every download; staff with viewAccounting only (a signed-in viewer without it: 403).
 */
export function createAccountingExportRouter({ auth, services }: { auth: Auth; services: Services }): express.Router {
  const router = express.Router();
  router.get('/accounting/:file', async (req, res, next) => {
    const match = /^([a-z-]+)\.(csv|xlsx)$/.exec(req.params.file);
    if (!match || !(EXPORT_REPORTS as readonly string[]).includes(match[1])) return sendError(res, 404, 'NOT_FOUND', 'Not found.');
    const viewer = await resolveViewer(auth, req.headers);
    if (!viewer) return sendError(res, 401, 'UNAUTHENTICATED', 'You need to log in to access this feature.');
    if (viewer.pending || !hasPermission(viewer.role, 'viewAccounting')) return sendError(res, 403, 'FORBIDDEN', 'You do not have permission to view the books.');
    const params: ExportParams = { on: text(req.query.on), from: text(req.query.from), to: text(req.query.to), account: text(req.query.account) };
    let table: ExportTable;
    try {
      table = await exportTable(services.accounting, match[1] as ExportReport, params);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') return sendError(res, 400, 'BAD_REQUEST', error.message);
      return next(error);
    }
    try {
      await (match[2] === 'csv' ? writeCsv(res, `${table.name}.csv`, table.columns.map((column) => column.header), table.rows) : writeXlsx(res, table));
    } catch (error) {
      // Once the download has started the status is sent: the connection is cut so the file is visibly incomplete.
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  });
  return router;
}
