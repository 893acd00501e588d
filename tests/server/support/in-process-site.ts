// The site's app asked in the test's own process, through its `request()` (Hono's app.request):
// for tests of what a request gets (guards, headers, static files, the render cache, limits)
// that need no server process of their own. The app is the one server/main.ts serves
// (server/site-app.ts), on the same services and settings; what needs a real process
// (shutdown, signals, the Node server's timeouts, several servers) keeps startSite (site.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseKind, siteDatabaseUrl, TEST_SETTINGS } from './site';

/** The address the in-process app answers as (no port is opened; PUBLIC_URL names it). */
const ORIGIN = 'http://127.0.0.1:4999';
/** The peer every in-process request comes from, as a socket on loopback would. */
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
/** The headers Node's fetch adds to a request that does not set them. */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'accept-encoding': 'gzip, deflate',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
};
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** The test run's NODE_ENV, before a site sets the server's. */
const TEST_NODE_ENV = process.env.NODE_ENV;

type Ask = (request: Request) => Response | Promise<Response>;

/** An answer as Node's fetch hands it over: its body decoded, its headers as sent. */
function decoded(response: Response): Response {
  const coding = response.headers.get('content-encoding');
  if (!response.body || (coding !== 'gzip' && coding !== 'deflate')) return response;
  return new Response(response.body.pipeThrough(new DecompressionStream(coding)), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * What the global fetch does with `input` and `init`, asked of the app: its default headers,
 * decoded bodies, and redirects followed within the app unless `redirect: 'manual'` (a POST's
 * 301-303 becomes a GET, as a browser's does).
 */
async function fetchFrom(ask: Ask, input: string | URL, init: RequestInit = {}) {
  let request = new Request(input, init);
  for (const [name, value] of Object.entries(FETCH_HEADERS)) {
    if (!request.headers.has(name)) request.headers.set(name, value);
  }
  for (let hops = 0; ; hops++) {
    const response = await ask(request);
    const location = response.headers.get('location');
    if (init.redirect === 'manual' || !REDIRECTS.has(response.status) || !location) {
      return decoded(response);
    }
    const next = new URL(location, request.url);
    if (hops >= 20 || next.origin !== new URL(request.url).origin || response.status > 303) {
      throw new Error(`The in-process site does not follow ${response.status} to ${next.href}`);
    }
    const headers = new Headers(request.headers);
    headers.delete('content-type');
    request = new Request(next, { method: 'GET', headers });
  }
}

export type InProcessSite = Awaited<ReturnType<typeof openSite>>;

/**
 * The site's app on a new database of `kind` (site.ts's siteDatabaseUrl: a copy of the
 * first-start template unless `env` names the first owner), with the test settings and `env`. `fetch` takes
 * what the global fetch takes (an address under `url`) and answers as it would (fetchFrom);
 * `output()` holds the failure log's lines.
 */
export async function openSite(kind: DatabaseKind = 'sqlite', env: Record<string, string> = {}) {
  return openSiteAt(await siteDatabaseUrl(kind, env), env);
}

/**
 * The site's app on the database at `databaseUrl` (as openSite): started there as server/main.ts
 * starts it, so a second one on the same database is a restart. With `testSettings: false` it
 * gets only `env` (and its address), not TEST_SETTINGS: the settings a server started with just
 * `env` would have.
 */
export async function openSiteAt(
  databaseUrl: string,
  env: Record<string, string> = {},
  { testSettings = true } = {},
) {
  // React, react-dom/server and React Router pick their build by NODE_ENV when first imported:
  // the production ones, as the server process runs them (scripts/serve.mjs sets the same), so
  // the server's modules are imported only now. The test's own setting comes back at close.
  process.env.NODE_ENV = 'production';
  const [{ readConfig }, { createFailureLog }, { openServices }, { createSiteApp }] =
    await Promise.all([
      import('../../../server/config.ts'),
      import('../../../server/ops/failure-log.ts'),
      import('../../../server/services-start.ts'),
      import('../../../server/site-app.ts'),
    ]);
  const config = readConfig({
    DATABASE_URL: databaseUrl,
    ...(testSettings ? TEST_SETTINGS : {}),
    PUBLIC_URL: ORIGIN,
    ...env,
    PORT: '0',
  });
  const lines: string[] = [];
  const log = createFailureLog((line) => lines.push(line), { isDebug: config.isDebugLog });
  const opened = await openServices(config, log);
  let closing = false;
  const app = await createSiteApp(config, log, opened, {
    tmpDir: mkdtempSync(join(tmpdir(), 'site-uploads-')),
    isClosing: () => closing,
  });
  const fetch = (input: string | URL, init?: RequestInit) =>
    fetchFrom((request) => app.request(request, undefined, LOOPBACK), input, init);
  const close = async () => {
    closing = true;
    await opened.services.flushing();
    await opened.services.alerts.flushing();
    await opened.services.jobs.flushing();
    await opened.services.close();
    await opened.database.close();
    opened.transport?.close();
    if (TEST_NODE_ENV === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = TEST_NODE_ENV;
  };
  return { url: ORIGIN, databaseUrl, fetch, close, output: () => lines.join('\n') };
}
