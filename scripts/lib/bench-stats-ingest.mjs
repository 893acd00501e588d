// The beacon's ingest throughput for `npm run bench:stats`: CONCURRENCY clients POST page views
// to /api/views of a started server (127.0.0.1 only) for a fixed time, as browsers' sendBeacon
// sends them; afterwards the rows in the database are counted: every view answered 204 must be
// a page_views row, every bot's a count in stats_daily, and nothing more (zero lost).
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connect.ts';
import { BOT_AGENTS, BROWSERS, REFERRERS } from '../../tests/server/fixtures/visit-catalog.ts';
import { startServer } from '../serve.mjs';

/** Pages of the built site (the endpoint answers 400 to a path that is none of our routes). */
const PAGES = [
  '/',
  '/about-us',
  '/services',
  '/portfolio/3-columns',
  '/services/house-renovation',
  '/blog',
  '/faq',
  '/gallery',
  '/pricing-plans',
  '/contact-us',
  '/request-quote',
];

/** Views stored so far: people's rows, and bots' counts. */
async function stored(db) {
  const [views, bots] = await Promise.all([
    sql`select count(*) as n from page_views`.execute(db),
    sql`select coalesce(sum(views), 0) as n from stats_daily where dimension = 'bots'`.execute(db),
  ]);
  return { views: Number(views.rows[0].n), bots: Number(bots.rows[0].n) };
}

/** A beacon body and User-Agent for request `n`: a tenth bots, a third landing views. */
function viewOf(n) {
  const isBot = n % 10 === 9;
  const entry = n % 3 === 0;
  const body = { path: PAGES[n % PAGES.length], entry: entry ? 1 : 0 };
  if (entry && n % 2 === 0) body.referrer = `https://${REFERRERS[n % REFERRERS.length]}/`;
  if (entry && n % 5 === 0) Object.assign(body, { utm_source: 'bench', utm_campaign: 'load' });
  const userAgent = isBot
    ? BOT_AGENTS[n % BOT_AGENTS.length]
    : BROWSERS[n % BROWSERS.length].userAgent;
  return { body: JSON.stringify(body), userAgent, isBot };
}

/**
 * Posts views to a server on `databaseUrl` for `seconds` with `concurrency` clients; resolves
 * with the answers, the rows counted, and views per second.
 */
export async function ingestThroughput({ databaseUrl, seconds = 10, concurrency = 32 }) {
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, VIEWS_PER_MINUTE: '100000000' },
  });
  const database = openDatabase(databaseUrl);
  try {
    const before = await stored(database.db);
    const answers = new Map();
    const accepted = { views: 0, bots: 0 };
    let next = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    const client = async () => {
      while (performance.now() < until) {
        const { body, userAgent, isBot } = viewOf(next++);
        let status;
        try {
          const response = await fetch(`${server.url}/api/views`, {
            method: 'POST',
            body,
            headers: {
              'Content-Type': 'text/plain;charset=UTF-8',
              Origin: server.url,
              'User-Agent': userAgent,
            },
          });
          await response.arrayBuffer();
          status = String(response.status);
        } catch (error) {
          status = `failed: ${error.cause?.code ?? error.message}`;
        }
        answers.set(status, (answers.get(status) ?? 0) + 1);
        if (status === '204') accepted[isBot ? 'bots' : 'views'] += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, client));
    const elapsed = (performance.now() - started) / 1000;
    const after = await stored(database.db);
    const rows = { views: after.views - before.views, bots: after.bots - before.bots };
    return {
      sent: next,
      answers: Object.fromEntries(answers),
      accepted,
      rows,
      lost: accepted.views - rows.views + (accepted.bots - rows.bots),
      perSecond: (accepted.views + accepted.bots) / elapsed,
      seconds: elapsed,
    };
  } finally {
    await database.close();
    await server.close();
  }
}
