// The production server: `npm start` runs it (after building when needed).
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { type Config, describeConfig, readConfig } from './config.ts';
import { startScheduler } from './content/server-start.ts';
import { createApp, type ServerExtras } from './http/app.ts';
import { createHealthCheck } from './http/health.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createSecurityHeaders } from './http/security.ts';
import { sweepUploadFolders } from './http/upload-folders.ts';
import { diskReport } from './ops/disk-space.ts';
import { describeError } from './ops/error-code.ts';
import { createFailureLog } from './ops/failure-log.ts';
import { closeGracefully } from './ops/shutdown.ts';
import { StartError } from './ops/start-error.ts';
import { startRetentionSweeper } from './privacy/sweeper.ts';
import { openServices } from './services-start.ts';
import { startSpamSweeper } from './spam/sweeper.ts';
import { startStatsSweeper } from './stats/sweeper.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Headers must arrive within this. Bodies are paced by the app (http/body-pace.ts: cut when
 * idle, 30 s for a form, UPLOAD_TIMEOUT_SECONDS for an upload); Node's whole-request timeout
 * is only the backstop behind that, a minute later.
 */
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MARGIN_MS = 60_000;
/** An upload folder older than this is no upload's any more, whoever made it. */
const UPLOAD_FOLDER_MAX_AGE_MS = 60 * 60_000;

/** The folders /healthz reports free space of: the temporary one, and SQLite's when it is used. */
function diskFolders(config: Config, tmpDir: string): Record<string, string> {
  if (!config.databaseUrl.startsWith('sqlite:')) return { temp: tmpDir };
  const file = resolve(root, config.databaseUrl.slice('sqlite:'.length) || 'data/site.db');
  return { temp: tmpDir, database: dirname(file) };
}

/** Starts the server; resolves with its address and a stop function. */
export async function startSiteServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const log = createFailureLog(undefined, { isDebug: config.isDebugLog });
  // Folders of uploads cut short by a crash or a kill: this process has made none yet.
  const tmpDir = tmpdir();
  const uploadMs = config.uploadTimeoutSeconds * 1000;
  const swept = await sweepUploadFolders(tmpDir, {
    maxAgeMs: Math.max(UPLOAD_FOLDER_MAX_AGE_MS, uploadMs + REQUEST_TIMEOUT_MARGIN_MS),
  });
  if (swept > 0) console.log(`Removed ${swept} upload folders left by servers that stopped.`);
  const { monitor, database, transport, services } = await openServices(config, log);
  const { content } = services;
  const stopScheduler = startScheduler(content, log, config.scheduleIntervalSeconds * 1000);
  const stopSpamSweeper = startSpamSweeper(() => services.spam.prune(), log);
  const stopAlerts = services.alerts.start();
  const stopRetentionSweeper = startRetentionSweeper(() => services.privacy.sweep(), log);
  const stopStatsSweeper = startStatsSweeper(services.stats, log);

  const buildFile = pathToFileURL(join(root, 'build/server/index.js')).href;
  const build = (await import(buildFile)) as ServerBuild;
  const extras = (build.entry.module as unknown as { serverExtras: ServerExtras }).serverExtras;
  const clientDir = join(root, 'build/client');
  let closing = false;
  const app = createApp({
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
      isMailOn: services.isMailOn,
      changes: services.changes,
      alerts: services.alerts.backlog,
      disk: () => diskReport(diskFolders(config, tmpDir), config.diskLowBytes),
    }),
    // One statement's wait, as the pool's own client-side timeout (server/db/pg-pool.ts).
    requestDatabaseMs: (config.dbStatementTimeoutSeconds + 1) * 1000,
    isDatabaseDown: monitor.isDown,
    isClosing: () => closing,
    onError: (error) => log.failure('request', error),
    uploads: {
      maxFileBytes: config.mediaMaxBytes,
      log,
      tmpDir,
      idleMs: config.uploadIdleSeconds * 1000,
      totalMs: uploadMs,
      lowDiskBytes: config.diskLowBytes,
    },
  });

  const server = await new Promise<Server>((done, fail) => {
    const instance = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        serverOptions: {
          requestTimeout: uploadMs + REQUEST_TIMEOUT_MARGIN_MS,
          headersTimeout: HEADERS_TIMEOUT_MS,
          connectionsCheckingInterval: 2000,
        },
      },
      () => done(instance as Server),
    );
    instance.once('error', fail);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;

  void services.flushOutbox();
  const outboxTimer = setInterval(
    () => void services.flushOutbox(),
    config.outboxIntervalSeconds * 1000,
  );
  outboxTimer.unref();

  /** Stops taking connections, lets requests in flight finish (up to the timeout), then closes. */
  const stop = async () => {
    closing = true;
    clearInterval(outboxTimer);
    stopScheduler();
    stopSpamSweeper();
    stopAlerts();
    stopRetentionSweeper();
    stopStatsSweeper();
    const cut = await closeGracefully(server, config.shutdownTimeoutSeconds * 1000);
    if (cut > 0) console.log(`Closed ${cut} connections still open after the shutdown timeout.`);
    await services.flushing();
    await services.alerts.flushing();
    // After the last request: its purge is sent; then changes from elsewhere are no longer
    // heard (the listening connection, or the counter watch with SQLite).
    await services.close();
    await database
      .close()
      .catch((error) => log.failure('database', error, '(closing at shutdown)'));
    transport?.close();
  };
  return {
    url,
    port,
    stop,
    lines: describeConfig(config),
    shutdownSeconds: config.shutdownTimeoutSeconds,
  };
}

/** Starts the server, prints its address and settings, and stops it cleanly on a signal. */
export async function runServer(env: NodeJS.ProcessEnv = process.env) {
  try {
    const { url, stop, lines, shutdownSeconds } = await startSiteServer(env);
    console.log(`Serving on ${url}`);
    for (const line of lines) console.log(`  ${line}`);
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(
        `${signal}: finishing requests in flight (at most ${shutdownSeconds} s), then stopping.`,
      );
      void stop().then(() => {
        console.log('Stopped.');
        process.exit(0);
      });
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    const cause =
      error instanceof StartError
        ? error.message
        : `${(error as Error).message ?? 'unknown error'} (${describeError(error)}).`;
    console.error(`The server could not start: ${cause}`);
    process.exit(1);
  }
}

if (import.meta.main) await runServer();
