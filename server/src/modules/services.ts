import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../auth/mailer.js';
import type { GraphQLContext } from '../graphql/context.js';
import { SettingsService } from './settings/settings.service.js';
import { UserService } from './users/user.service.js';

export interface ServiceDependencies {
  database: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
}

/** Every service of the product, built once per process and shared by all requests. */
export function createServices({ database }: ServiceDependencies) {
  return {
    settings: new SettingsService(database.db),
    users: new UserService(),
  };
}

export type Services = ReturnType<typeof createServices>;
export type AppContext = GraphQLContext<Services>;
