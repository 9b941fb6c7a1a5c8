import 'reflect-metadata';
import { createAuth } from '../auth/auth.js';
import { createLogMailer } from '../auth/mailer.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createLogger } from '../logger.js';
import { createServices } from '../modules/index.js';
import { seedDemoData } from '../seed/seed.js';

// `npm run db:seed`: migrate, add missing settings and, on an empty database, the demo accounts.
const config = loadConfig();
if (config.isProduction) {
  process.stderr.write('Refusing to seed demo data when NODE_ENV=production.\n');
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await runMigrations(database);
const mailer = createLogMailer(logger);
const auth = createAuth({ db: database.db, config, mailer });
const services = createServices({ database, config, logger, mailer, auth });
await services.settings.ensureDefaults();
const report = await seedDemoData({ auth, database, config, loans: services.loans });
process.stdout.write(
  report.created
    ? `Seeded demo accounts (password ${report.password}):\n${report.accounts.map((a) => `  ${a.role}: ${a.email}`).join('\n')}\n` +
        `Staff authenticator key (two-factor sign-in): ${report.totpKey}; \`npm run demo:totp\` prints the current code.\n`
    : 'The database already has users; demo accounts were not added.\n',
);
await database.close();
