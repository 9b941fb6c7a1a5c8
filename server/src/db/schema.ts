// Every table of the product, for drizzle-kit and the typed client. The one place db/ names modules/.
export * from '../auth/auth.table.js';
export * from '../modules/settings/settings.table.js';
export * from '../modules/audit/audit.table.js';
export * from '../modules/notifications/notification.table.js';
