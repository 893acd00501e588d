// The production server: `npm start` runs it (after building when needed).
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { serve } from '@hono/node-server';
import { describeConfig, readConfig } from './config.ts';
import { startScheduler } from './content/server-start.ts';
import { sweepUploadFolders } from './http/upload-folders.ts';
import { describeError } from './ops/error-code.ts';
import { createFailureLog } from './ops/failure-log.ts';
import { closeGracefully } from './ops/shutdown.ts';
import { StartError } from './ops/start-error.ts';
import { startRetentionSweeper } from './privacy/sweeper.ts';
import { openServices } from './services-start.ts';
import { createSiteApp } from './site-app.ts';
import { startSpamSweeper } from './spam/sweeper.ts';
import { startStatsSweeper } from './stats/sweeper.ts';

/**
 * Headers must arrive within this. Bodies are paced by the app (http/body-pace.ts: cut when
 * idle, 30 s for a form, UPLOAD_TIMEOUT_SECONDS for an upload); Node's whole-request timeout
 * is only the backstop behind that, a minute later.
 */
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MARGIN_MS = 60_000;
/** An upload folder older than this is no upload's any more, whoever made it. */
const UPLOAD_FOLDER_MAX_AGE_MS = 60 * 60_000;

/** Starts the server; resolves with its address and a stop function. */
export async function startSiteServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const log = createFailureLog(undefined, { isDebug: config.isDebugLog });
  // Folders of uploads cut short by a crash or a kill: this process has made none yet.
  const tmpDir = tmpdir();
  const uploadMs = config.uploadTimeoutSeconds * 1000;
  const swept = await sweepUploadFolders(tmpDir, {
    maxAgeMs: Math.max(UPLOAD_FOLDER_MAX_AGE_MS, uploadMs + REQUEST_TIMEOUT_MARGIN_MS),
    log,
  });
  if (swept > 0) console.log(`Removed ${swept} upload folders left by servers that stopped.`);
  const { monitor, database, transport, services } = await openServices(config, log);
  const { content } = services;
  const stopScheduler = startScheduler(content, log, config.scheduleIntervalSeconds * 1000);
  const stopSpamSweeper = startSpamSweeper(() => services.spam.prune(), log);
  const stopAlerts = services.alerts.start();
  // One timer for every job, the outbox's mail too (decision 062).
  const stopJobs = services.jobs.start(config.outboxIntervalSeconds * 1000);
  const stopRetentionSweeper = startRetentionSweeper(() => services.privacy.sweep(), log);
  const stopStatsSweeper = startStatsSweeper(services.stats, log);

  let closing = false;
  const app = await createSiteApp(
    config,
    log,
    { monitor, database, services },
    { tmpDir, isClosing: () => closing },
  );

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

  /** Stops taking connections, lets requests in flight finish (up to the timeout), then closes. */
  const stop = async () => {
    closing = true;
    stopScheduler();
    stopSpamSweeper();
    stopAlerts();
    stopJobs();
    stopRetentionSweeper();
    stopStatsSweeper();
    const cut = await closeGracefully(server, config.shutdownTimeoutSeconds * 1000);
    if (cut > 0) console.log(`Closed ${cut} connections still open after the shutdown timeout.`);
    await services.alerts.flushing();
    await services.jobs.flushing();
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
