// CSV of the figures on screen, built in the browser (RFC 4180 quoting) and downloaded as a Blob.
import type { AdminAnalyticsFiguresQuery } from '../gql/graphql';
import { APPLICATION_STATUS_LABELS, PAYMENT_METHOD_NAMES, PAYMENT_STATUS_NAMES, toPesewas } from '../dashboards/figures';

export type CsvCell = string | number | null;

function quote(cell: CsvCell): string {
  const text = cell === null ? '' : String(cell);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof cell !== 'number' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** Money in cedis with two decimals (from integer pesewas), so a spreadsheet sums it exactly. */
function cedis(pesewas: number): string {
  const sign = pesewas < 0 ? '-' : '';
  const absolute = Math.abs(pesewas);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function analyticsCsvRows(figures: AdminAnalyticsFiguresQuery, fromDate: string, toDate: string): CsvCell[][] {
  const { applicationStats: applications, paymentStats: payments } = figures;
  const rows: CsvCell[][] = [['section', 'item', 'count', 'amount_ghs', 'value']];
  rows.push(['period', 'from', null, null, fromDate], ['period', 'to', null, null, toDate]);
  rows.push(['applications', 'total', applications.totalApplications, cedis(toPesewas(applications.totalAmount)), null]);
  rows.push(['applications', 'approved decisions', applications.approvedDecisions, null, null]);
  rows.push(['applications', 'rejected decisions', applications.rejectedDecisions, null, null]);
  rows.push(['applications', 'approval rate %', null, null, applications.approvalRateBp === null ? null : (applications.approvalRateBp / 100).toFixed(2)]);
  rows.push(['applications', 'average seconds to decision', null, null, applications.averageDecisionSeconds]);
  for (const figure of applications.byStatus) {
    rows.push(['applications by status', APPLICATION_STATUS_LABELS[figure.status], figure.count, cedis(toPesewas(figure.amount)), null]);
  }
  for (const day of applications.perDay) rows.push(['applications per day', day.date, day.count, null, null]);
  rows.push(['payments', 'total', payments.count, null, null]);
  rows.push(['payments', 'collected', null, cedis(toPesewas(payments.collectedAmount)), null]);
  rows.push(['payments', 'success rate %', null, null, payments.successRateBp === null ? null : (payments.successRateBp / 100).toFixed(2)]);
  for (const figure of payments.byStatus) {
    rows.push(['payments by status', PAYMENT_STATUS_NAMES[figure.status], figure.count, cedis(toPesewas(figure.amount)), null]);
  }
  for (const figure of payments.byMethod) {
    rows.push(['payments by method', PAYMENT_METHOD_NAMES[figure.method], figure.count, cedis(toPesewas(figure.amount)), null]);
    rows.push(['collections by method', PAYMENT_METHOD_NAMES[figure.method], figure.successfulCount, cedis(toPesewas(figure.successfulAmount)), null]);
  }
  return rows;
}

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
