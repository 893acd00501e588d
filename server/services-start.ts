// The site server's services on their database and mail: `npm start` (server/main.ts) and
// `npm run dev` (server/dev/dev-services.ts) both start them here.
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { ensureFirstOwner } from './accounts/service.ts';
import { type Config, redactUrl } from './config.ts';
import { seedOnFirstStart } from './content/server-start.ts';
import { migrate, openDatabase } from './db/connect.ts';
import { waitForDatabase } from './db/wait.ts';
import { createDatabaseMonitor } from './ops/database-monitor.ts';
import { describeError } from './ops/error-code.ts';
import type { FailureLog } from './ops/failure-log.ts';
import { createServices } from './services.ts';
import { formSecret } from './spam/form-secret.ts';

const root = resolve(import.meta.dirname, '..');

/** Pooled SMTP connections: mails sent at once (see mail/outbox.ts SENDERS). */
const SMTP_CONNECTIONS = 5;

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
 * The database (migrated, the first owner made), the mail transport and the services on them,
 * with the content store seeded from content/ on the first start.
 */
export async function openServices(config: Config, log: FailureLog) {
  const monitor = createDatabaseMonitor(log);
  const database = await connectDatabase(config, monitor);
  const transport =
    config.smtpUrl && config.notifyTo
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: SMTP_CONNECTIONS,
        })
      : undefined;
  // A pooled transport reports a broken idle connection as an event; the next send reconnects.
  transport?.on('error', (error) => log.failure('mail', error));
  const secret = await formSecret(database.db, config.formSecret);
  const services = createServices(config, database, transport, log, secret);
  await seedOnFirstStart(services.content, join(root, 'content'));
  return { monitor, database, transport, services };
}
