import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../auth/mailer.js';
import type { GraphQLContext } from '../graphql/context.js';
import { createLocalEventBus, type EventBus } from '../events/bus.js';
import { AuditService } from './audit/audit.service.js';
import { NotificationService } from './notifications/notification.service.js';
import { SettingsService } from './settings/settings.service.js';
import { UserService } from './users/user.service.js';

export interface ServiceDependencies {
  database: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  events?: EventBus;
}

/** Every service of the product, built once per process and shared by all requests. */
export function createServices({ database, logger, mailer, events = createLocalEventBus() }: ServiceDependencies) {
  const db = database.db;
  const audit = new AuditService();
  const notifications = new NotificationService(db, events, mailer, logger);
  return {
    events,
    audit,
    notifications,
    settings: new SettingsService(db),
    users: new UserService(),
  };
}

export type Services = ReturnType<typeof createServices>;
export type AppContext = GraphQLContext<Services>;
