import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_LIMIT_PDF_BYTES, inflateBombPdf, randomPdf } from './support/hostile-pdfs';
import { PDF, postQuote, withDatabase } from './support/quote-files';
import { type DatabaseKind, databases, signIn, siteDatabaseUrl, startSiteAt } from './support/site';

// Issue 28: while three hostile PDFs sent with quotes are being cleaned, the server keeps
// answering. Measured on the real server process: p99 of /healthz and of a public page, and
// its peak resident memory above idle (read from /proc). Prints the figures.

const GOAL_P99_MS = 250;
const isBench = process.env.HOSTILE_FILES_GOAL === '1';
/**
 * `npm run bench:files` runs this file on both databases; `npm test` on SQLite, the one whose
 * store of a large file holds the server longest (below), so the harder case.
 */
const kinds: DatabaseKind[] = isBench ? databases : ['sqlite'];
/**
 * The p99 each run is held to. `npm run bench:files` runs this file alone, on a quiet machine,
 * and holds both databases to the goal (measured there: SQLite 192 ms for /healthz and 199 ms
 * for a page, PostgreSQL 69 and 61 ms). On SQLite the 50 MB file is stored in one synchronous
 * write of node:sqlite, the longest single wait left (about 0.2 s quiet, up to 0.6 s on a busy
 * machine; storing in parts is left to do, decision 037). Inside `npm test`, beside other server
 * test files on a 2-core machine, probes wait for a core too, so the bound there is that the
 * server never stalls: 2 s (before the fix every probe timed out at 5 s).
 */
const P99_MS: Record<DatabaseKind, number> = isBench
  ? { postgres: GOAL_P99_MS, sqlite: GOAL_P99_MS }
  : { postgres: 2_000, sqlite: 2_000 };
const GOAL_PEAK_MB = 600;
/** A probe that takes this long counts as this long (and the server as stuck). */
const PROBE_TIMEOUT_MS = 5_000;
/** Longest the run may take: the three quotes must be answered within it. */
const WINDOW_MS = 30_000;
const PAGE = '/about-us';

const MB = 1024 * 1024;
const statusOf = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const found = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return Number(found?.[1]) / 1024;
};

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};

/** Times each GET of `url`, one after another, until `done()`; statuses beside. */
async function probe(url: string, done: () => boolean) {
  const times: number[] = [];
  const statuses: number[] = [];
  while (!done()) {
    const start = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await response.arrayBuffer();
      statuses.push(response.status);
    } catch {
      statuses.push(0);
    }
    times.push(performance.now() - start);
    await pause(20);
  }
  return { times, statuses };
}

describe.each(kinds)('hostile PDFs with a quote on %s (issue 28)', (kind) => {
  let site: Awaited<ReturnType<typeof startSiteAt>>;
  beforeAll(async () => {
    site = await startSiteAt(
      await siteDatabaseUrl(kind),
      { TMPDIR: mkdtempSync(join(tmpdir(), 'hostile-temp-')), FILE_CLEAN_SECONDS: '2' },
      { pipeStderr: true },
    );
  });
  afterAll(async () => {
    // A server stuck on a file does not hear SIGTERM: it is stopped for good.
    site?.child.kill('SIGKILL');
    await site?.close();
  });

  it('keeps /healthz and a page answering and memory under 600 MB above idle', async () => {
    const pid = site.child.pid as number;
    // Warm: a quote with a plan has been taken before (its code loaded, the cleaning worker up).
    const warm = await postQuote(site.url, [{ name: 'plan.pdf', bytes: PDF }], {
      fields: { email: 'warm@example.com' },
    });
    expect(warm.status).toBe(303);
    for (let i = 0; i < 5; i++) {
      await (await fetch(`${site.url}/healthz`)).arrayBuffer();
      await (await fetch(`${site.url}${PAGE}`)).arrayBuffer();
    }
    const idle = statusOf(pid, 'VmRSS');

    const files = [
      { name: 'random.pdf', bytes: randomPdf(6 * MB) },
      { name: 'bomb.pdf', bytes: inflateBombPdf(2048) },
      { name: 'large.pdf', bytes: randomPdf(FORM_LIMIT_PDF_BYTES - 9) },
    ];
    let finished = false;
    let peakSampled = idle;
    const sampler = setInterval(() => {
      peakSampled = Math.max(peakSampled, statusOf(pid, 'VmRSS'));
    }, 100);
    const started = performance.now();
    const window = AbortSignal.timeout(WINDOW_MS);
    const posts = Promise.all(
      files.map((file, n) =>
        postQuote(site.url, [{ ...file, type: 'application/pdf' }], {
          fields: { email: `hostile${n}@example.com` },
          signal: window,
        }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    ).finally(() => {
      finished = true;
    });
    const [health, page, statuses] = await Promise.all([
      probe(`${site.url}/healthz`, () => finished),
      probe(`${site.url}${PAGE}`, () => finished),
      posts,
    ]);
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const figures = {
      seconds: Number(seconds.toFixed(1)),
      quotes: statuses,
      healthzP99Ms: Math.round(p99(health.times)),
      pageP99Ms: Math.round(p99(page.times)),
      probes: [health.times.length, page.times.length],
      peakAboveIdleMb: Math.round(Math.max(peakSampled, statusOf(pid, 'VmHWM')) - idle),
      idleMb: Math.round(idle),
      slowestMs: [health.times, page.times].map((times) =>
        [...times]
          .sort((a, b) => b - a)
          .slice(0, 3)
          .map(Math.round),
      ),
    };
    console.log(`hostile files on ${kind}: ${JSON.stringify(figures)}`);

    expect(statuses).toEqual([303, 303, 303]);
    expect(health.statuses.every((status) => status === 200)).toBe(true);
    expect(page.statuses.every((status) => status === 200)).toBe(true);
    expect(figures.healthzP99Ms).toBeLessThanOrEqual(P99_MS[kind]);
    expect(figures.pageP99Ms).toBeLessThanOrEqual(P99_MS[kind]);
    expect(figures.peakAboveIdleMb).toBeLessThanOrEqual(GOAL_PEAK_MB);
  }, 60_000);

  it('stores each kept as sent, marked not cleaned on the lead, and logs why without a name', async () => {
    const cookie = await signIn(site.url);
    const sizes = [6 * MB + 9, inflateBombPdf(2048).byteLength, FORM_LIMIT_PDF_BYTES];
    for (const [n, size] of sizes.entries()) {
      const lead = await withDatabase(site.databaseUrl, (db) =>
        db
          .selectFrom('submissions')
          .innerJoin('lead_files', 'lead_files.submission_id', 'submissions.id')
          .select(['submissions.id', 'lead_files.size', 'lead_files.not_cleaned'])
          .where('submissions.email', '=', `hostile${n}@example.com`)
          .executeTakeFirstOrThrow(),
      );
      expect([Number(lead.size), Number(lead.not_cleaned)]).toEqual([size, 1]);
      const page = await fetch(`${site.url}/admin/leads/${lead.id}`, { headers: { cookie } });
      expect(await page.text()).toContain('Not cleaned:');
    }
    const warm = await withDatabase(site.databaseUrl, (db) =>
      db
        .selectFrom('lead_files')
        .select('not_cleaned')
        .where('name', '=', 'plan.pdf')
        .executeTakeFirstOrThrow(),
    );
    expect(Number(warm.not_cleaned)).toBe(0);
    const log = site.output();
    // The bomb passes the decoding ceiling, or on a busy machine the time limit first.
    expect(log).toMatch(
      /\((PDF_STREAM_PAST_CEILING|FILE_CLEAN_TIME)\) \(a PDF kept as sent, marked not cleaned\)/,
    );
    for (const personal of ['hostile0@example.com', 'bomb.pdf', 'large.pdf', 'random.pdf']) {
      expect(log).not.toContain(personal);
    }
  });
});
