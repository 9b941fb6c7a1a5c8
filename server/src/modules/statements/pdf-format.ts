// How the PDFs write days, moments and names: en-GH on Ghana time (GMT all year), like the web app.
import { formatDate, formatDateTime } from '../../shared/dates.js';
import type { LoanSource, LoanStatus, ScheduleVersionReason } from '../loans/loan.service.js';
import type { PaymentMethod } from '../payments/payment.service.js';

/** '2026-03-05' or a Date → '5 Mar 2026' (THE date formatter, shared/dates.ts). */
export function formatDay(value: string | Date): string {
  return formatDate(value) || String(value);
}

/** A moment → '5 Mar 2026, 3:20 pm'. */
export function formatMoment(value: Date): string {
  return formatDateTime(value);
}

export const SOURCE_LABELS: Record<LoanSource, string> = { rent: 'Rent assistance', bnpl: 'Buy Now Pay Later' };

export const STATUS_LABELS: Record<LoanStatus, string> = {
  awaiting_disbursement: 'Awaiting disbursement',
  active: 'Active',
  in_arrears: 'In arrears',
  paid_off: 'Paid off',
  written_off: 'Written off',
  cancelled: 'Cancelled',
};

export const REASON_LABELS: Record<ScheduleVersionReason, string> = {
  original: 'Original schedule',
  prepayment_shorten: 'Prepayment: shorter term',
  prepayment_lower: 'Prepayment: lower instalments',
  settlement: 'Early settlement',
  reallocation: 'Reallocation',
  cancellation: 'Order cancelled before dispatch',
  restructure: 'Hardship restructure',
};

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  mtn_momo: 'MTN Mobile Money',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

export const INSTALMENT_STATUS_LABELS = { paid: 'Paid', overdue: 'Overdue', due: 'Due', upcoming: 'Upcoming', written_off: 'Written off' } as const;

/** Keeps a name safe for a download's file name: letters, digits, dot, dash. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/-+/g, '-');
}
