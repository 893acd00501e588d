// The production server: `npm start` runs it (after building when needed).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import nodemailer from 'nodemailer';
import type { ServerBuild } from 'react-router';
import { describeConfig, readConfig } from './config.ts';
import { migrate, openDatabase } from './db/connect.ts';
import { createApp, type ServerExtras } from './http/app.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createSecurityHeaders } from './http/security.ts';
import { createServices } from './services.ts';

const root = resolve(import.meta.dirname, '..');

/** Form posts one address may send per minute (RATE_LIMIT_PER_MINUTE to change). */
const DEFAULT_POSTS_PER_MINUTE = 20;
/** Web-vitals beacons one address may send per minute (VITALS_PER_MINUTE to change). */
const DEFAULT_VITALS_PER_MINUTE = 60;

/** Starts the server; resolves with its address and a stop function. */
export async function startSiteServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const database = openDatabase(config.databaseUrl, root);
  await migrate(database);
  const transport =
    config.smtpUrl && config.notifyTo ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const services = createServices(config, database, transport);

  const buildFile = pathToFileURL(join(root, 'build/server/index.js')).href;
  const build = (await import(buildFile)) as ServerBuild;
  const extras = (build.entry.module as unknown as { serverExtras: ServerExtras }).serverExtras;
  const postsPerMinute = Number(env.RATE_LIMIT_PER_MINUTE) || DEFAULT_POSTS_PER_MINUTE;
  const clientDir = join(root, 'build/client');
  const app = createApp({
    build,
    extras,
    services,
    clientDir,
    security: await createSecurityHeaders(clientDir, extras.embedOrigins),
    postLimiter: createRateLimiter(postsPerMinute, 60_000),
    vitalsLimiter: createRateLimiter(
      Number(env.VITALS_PER_MINUTE) || DEFAULT_VITALS_PER_MINUTE,
      60_000,
    ),
    trustProxy: config.trustProxy,
  });

  const server = await new Promise<ReturnType<typeof serve>>((done, fail) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      done(instance),
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

  const stop = async () => {
    clearInterval(outboxTimer);
    await new Promise<void>((done) => server.close(() => done()));
    await database.close();
    transport?.close();
  };
  return { url, port, stop, lines: describeConfig(config) };
}

/** Starts the server, prints its address and settings, and stops it cleanly on a signal. */
export async function runServer(env: NodeJS.ProcessEnv = process.env) {
  try {
    const { url, stop, lines } = await startSiteServer(env);
    console.log(`Serving on ${url}`);
    for (const line of lines) console.log(`  ${line}`);
    const shutdown = () => void stop().then(() => process.exit(0));
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(`The server could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.main) await runServer();
