// The site's one app on its opened services: server/main.ts serves it over HTTP, and the
// server tests that need no process of their own ask it in process (its `request()`).
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import { createApp, type ServerExtras } from './http/app.ts';
import { createHealthCheck } from './http/health.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createSecurityHeaders } from './http/security.ts';
import { diskReport } from './ops/disk-space.ts';
import type { FailureLog } from './ops/failure-log.ts';
import type { openServices } from './services-start.ts';

const root = resolve(import.meta.dirname, '..');

/** The folders /healthz reports free space of: the temporary one, and SQLite's when it is used. */
function diskFolders(config: Config, tmpDir: string): Record<string, string> {
  if (!config.databaseUrl.startsWith('sqlite:')) return { temp: tmpDir };
  const file = resolve(root, config.databaseUrl.slice('sqlite:'.length) || 'data/site.db');
  return { temp: tmpDir, database: dirname(file) };
}

type Opened = Pick<Awaited<ReturnType<typeof openServices>>, 'monitor' | 'database' | 'services'>;

/**
 * The app on the built site (build/) and the services of `openServices`; `isClosing` tells it
 * that shutdown began, `tmpDir` is where uploads are spooled.
 */
export async function createSiteApp(
  config: Config,
  log: FailureLog,
  { monitor, database, services }: Opened,
  { tmpDir, isClosing }: { tmpDir: string; isClosing: () => boolean },
) {
  const buildFile = pathToFileURL(join(root, 'build/server/index.js')).href;
  const build = (await import(buildFile)) as ServerBuild;
  const extras = (build.entry.module as unknown as { serverExtras: ServerExtras }).serverExtras;
  const clientDir = join(root, 'build/client');
  return createApp({
    build,
    root,
    extras,
    services,
    clientDir,
    security: await createSecurityHeaders(clientDir, extras.embedOrigins),
    postLimiter: createRateLimiter(config.postsPerMinute, 60_000),
    vitalsLimiter: createRateLimiter(config.vitalsPerMinute, 60_000),
    viewsLimiter: createRateLimiter(config.viewsPerMinute, 60_000),
    trustProxy: config.trustProxy,
    health: createHealthCheck(database, {
      // Read at each check: an owner may turn mail on in /admin (decision 051).
      get isMailOn() {
        return services.isMailOn;
      },
      changes: services.changes,
      alerts: services.alerts.backlog,
      disk: () => diskReport(diskFolders(config, tmpDir), config.diskLowBytes),
    }),
    // One statement's wait, as the pool's own client-side timeout (server/db/pg-pool.ts).
    requestDatabaseMs: (config.dbStatementTimeoutSeconds + 1) * 1000,
    isDatabaseDown: monitor.isDown,
    isClosing,
    onError: (error) => log.failure('request', error),
    uploads: {
      maxFileBytes: config.mediaMaxBytes,
      log,
      tmpDir,
      idleMs: config.uploadIdleSeconds * 1000,
      totalMs: config.uploadTimeoutSeconds * 1000,
      lowDiskBytes: config.diskLowBytes,
    },
  });
}
