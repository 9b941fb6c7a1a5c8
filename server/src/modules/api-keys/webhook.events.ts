// The events a partner can receive, and the permission a key's role needs to subscribe to each: an endpoint only ever
// hears of what its key could read through the API (never more).
import type { Permission } from '../../auth/permissions.js';

export const WEBHOOK_EVENTS = [
  'payment.succeeded',
  'payment.failed',
  'loan.disbursed',
  'loan.settled',
  'loan.late',
  'application.decided',
  'order.status_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_PERMISSION: Record<WebhookEventType, Permission> = {
  'payment.succeeded': 'viewAllPayments',
  'payment.failed': 'viewAllPayments',
  'loan.disbursed': 'viewAllPayments',
  'loan.settled': 'viewAllPayments',
  'loan.late': 'viewAllPayments',
  'application.decided': 'viewAllApplications',
  'order.status_changed': 'viewAllApplications',
};

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'payment.succeeded': 'A payment settled (mobile money, card, bank transfer or cash recorded by staff).',
  'payment.failed': 'A payment was declined or failed at the provider.',
  'loan.disbursed': 'The money of a loan was paid out (to the landlord, merchant, school or customer).',
  'loan.settled': 'A loan was paid off in full.',
  'loan.late': 'A loan fell into arrears (an instalment is past its due date and grace days).',
  'application.decided': 'A credit application was approved or rejected.',
  'order.status_changed': 'A Buy Now Pay Later order changed status (approved, rejected, dispatched, delivered, cancelled).',
};
