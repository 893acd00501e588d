// The site server's services on their database and mail: `npm start` (server/main.ts) and
// `npm run dev` (server/dev/dev-services.ts) both start them here.
import { join, resolve } from 'node:path';
import { ensureFirstOwner } from './accounts/service.ts';
import { type Config, redactUrl } from './config.ts';
import { seedOnFirstStart } from './content/server-start.ts';
import { migrate, openDatabase } from './db/connect.ts';
import { waitForDatabase } from './db/wait.ts';
import { createMailState } from './mail/mail-state.ts';
import { settingsKey } from './mail/settings-key.ts';
import { createDatabaseMonitor } from './ops/database-monitor.ts';
import { describeError } from './ops/error-code.ts';
import type { FailureLog } from './ops/failure-log.ts';
import { createServices } from './services.ts';
import { formSecret } from './spam/form-secret.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * The database, after waiting for it and bringing its schema up to date. Until then the start
 * speaks for itself (a waiting line, then the cause if it gives up); the monitor's log lines
 * begin once it is connected.
 */
async function connectDatabase(config: Config, monitor: ReturnType<typeof createDatabaseMonitor>) {
  let connected = false;
  const watch = {
    ok: () => connected && monitor.ok(),
    fail: (error: unknown) => connected && monitor.fail(error),
  };
  const database = openDatabase(config.databaseUrl, {
    root,
    timeouts: {
      connectMs: config.dbConnectTimeoutSeconds * 1000,
      statementMs: config.dbStatementTimeoutSeconds * 1000,
    },
    watch,
  });
  try {
    await waitForDatabase(database, {
      where: redactUrl(config.databaseUrl),
      deadlineMs: config.dbStartTimeoutSeconds * 1000,
      say: (line) => console.log(line),
    });
    await migrate(database);
    // ADMIN_PASSWORD makes (or updates) the first owner; more people come by invitation.
    if (config.adminPassword) {
      await ensureFirstOwner(
        database.db,
        config.adminEmail,
        config.adminPassword,
        config.adminName,
      );
    }
    connected = true;
  } catch (error) {
    // The start's own error says why it failed; a failed close is one more line, not a secret.
    await database
      .close()
      .catch((closeError) =>
        console.error(
          `database: could not close after the failed start: ${describeError(closeError)}`,
        ),
      );
    throw error;
  }
  return database;
}

/**
 * The database (migrated, the first owner made), the mail settings and the services on them,
 * with the content store seeded from content/ on the first start.
 */
export async function openServices(config: Config, log: FailureLog) {
  const monitor = createDatabaseMonitor(log);
  const database = await connectDatabase(config, monitor);
  // SMTP_URL's server, or the one an owner sets in /admin, read again before each mail run.
  const key = settingsKey(config.settingsKey, config.databaseUrl, root);
  const mail = createMailState({ db: database.db, config, key, log });
  await mail.refresh();
  const secret = await formSecret(database.db, config.formSecret);
  const services = createServices(config, database, mail, log, secret, key);
  if (await seedOnFirstStart(services.content, join(root, 'content'))) {
    // The seed's sample comments under the posts just imported (decision 054); a failure is
    // logged and the start goes on without them.
    await services.comments
      .seedSamples()
      .catch((error: unknown) => log.failure('comments', error, '(the sample comments)'));
  }
  return { monitor, database, transport: { close: () => mail.close() }, services };
}
