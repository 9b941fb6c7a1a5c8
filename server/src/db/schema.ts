// Every table of the product, for drizzle-kit and the typed client. The one place db/ names modules/.
export * from '../auth/auth.table.js';
export * from '../modules/settings/settings.table.js';
export * from '../modules/audit/audit.table.js';
export * from '../modules/api-keys/api-key.table.js';
export * from '../modules/api-keys/rate-limit.table.js';
export * from '../modules/notifications/notification.table.js';
export * from '../modules/users/profile.table.js';
export * from '../modules/tickets/ticket.table.js';
export * from '../modules/products/product.table.js';
export * from '../modules/properties/property.table.js';
export * from '../modules/applications/application.table.js';
export * from '../modules/documents/document.table.js';
export * from '../modules/payments/payment.table.js';
export * from '../modules/orders/order.table.js';
export * from '../modules/loans/loan.table.js';
export * from '../modules/system/system.table.js';
export * from '../modules/credit-decisions/approval.table.js';
