import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactDetails } from '../../app/content/contact';
import { contactView } from '../../app/content/contact-view';
import { findFreePort } from '../../common/free-port.ts';
import { startPostgres } from './support/postgres';
import { quote as sampleQuote } from './support/quote-files';
import { createDatabase, postForm, startSiteAt } from './support/site';

// What a visitor without script gets from the contact and quote forms while PostgreSQL is
// frozen or down (docs/decisions/041): the form again as typed, 503 with Retry-After, the phone
// number, in one database budget; /healthz within 2 s; a few timestamped log lines.

type Site = Awaited<ReturnType<typeof startSiteAt>>;
/** One statement's wait is 2 s, so a request's database budget is 3 s. */
const TIMEOUTS = { DB_CONNECT_TIMEOUT_SECONDS: '2', DB_STATEMENT_TIMEOUT_SECONDS: '2' };
const BUDGET_MS = 3000;

const message = {
  name: 'Outage Visitor',
  email: 'outage@example.com',
  message: 'Typed-while-frozen: please call me about the roof.',
};
const POST = 'top-mistakes-to-avoid-during-home-renovation';
const comment = {
  name: 'Outage Reader',
  email: 'reader@example.com',
  comment: 'Comment-typed-while-frozen: a tenth extra, always.',
};
/** The tests' sample quote (support/quote-files.ts), with a message this file looks for. */
const quote = { ...sampleQuote, message: 'Quote-typed-while-down: extension at the back.' };

/** Posts without script and reads the answer; resolves with its status, headers, page and time. */
async function timedPost(site: Site, path: string, fields: Record<string, string>) {
  const started = performance.now();
  const response = await postForm(site.url, path, fields, {}, AbortSignal.timeout(30_000));
  const html = await response.text();
  return { response, html, ms: performance.now() - started };
}

/** The page said the form was not sent and kept everything typed, with the office's phone. */
function expectKeptForm(html: string, title: string, typed: Record<string, string>) {
  expect(html).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
  expect(html).not.toContain('Page Not Found');
  expect(html).not.toContain('Unexpected Application Error');
  // The sentence under the form: not sent, try again in a minute, or call the office.
  const status = html.match(/data-form-status="failed">(.*?)<\/p>/)?.[1] ?? '';
  expect(status.replace(/<!-- -->/g, '')).toMatch(
    /nothing was sent\. Please try again in a minute, or\s+call\s+<a[^>]*>([^<]+)<\/a>/,
  );
  expect(status).toContain(`>${contactView(contactDetails).phone.display}</a>`);
  for (const value of Object.values(typed)) {
    expect(html).toContain(value.replace(/'/g, '&#x27;'));
  }
}

describe('forms and health while PostgreSQL is frozen or down', () => {
  let cluster: ReturnType<typeof startPostgres>;
  let site: Site;
  let state: 'up' | 'frozen' | 'down' = 'up';

  beforeAll(async () => {
    cluster = startPostgres(await findFreePort(56700));
    site = await startSiteAt(await createDatabase(cluster.url), TIMEOUTS, { pipeStderr: true });
    // A post that works: the server has read the published content once.
    const sent = await postForm(site.url, '/contact-us', message);
    expect(sent.status).toBe(303);
  });
  afterEach(async () => {
    if (state === 'frozen') cluster.thaw();
    if (state === 'down') await cluster.startAgain();
    state = 'up';
  });
  afterAll(async () => {
    await site?.close();
    cluster?.stop();
  });

  it('frozen: the contact form comes back as typed with 503 and Retry-After in one budget; /healthz answers within 2 s', async () => {
    cluster.freeze();
    state = 'frozen';
    const contact = await timedPost(site, '/contact-us', message);
    expect(contact.response.status).toBe(503);
    expect(contact.response.headers.get('retry-after')).toBe('60');
    expectKeptForm(contact.html, 'Contact Us', message);
    // One budget: a read that timed out and then a save that timed out would be two.
    expect(contact.ms).toBeLessThan(BUDGET_MS + 1500);

    const quoted = await timedPost(site, '/request-quote', quote);
    expect(quoted.response.status).toBe(503);
    expectKeptForm(quoted.html, 'Request a Quote', {
      firstName: quote.firstName,
      company: quote.company,
      message: quote.message,
    });
    expect(quoted.ms).toBeLessThan(BUDGET_MS + 1500);

    // A comment: its post page again, its comments as last read (decision 054), in one budget.
    const commented = await timedPost(site, `/blog/${POST}`, comment);
    expect(commented.response.status).toBe(503);
    expectKeptForm(commented.html, 'Top Mistakes to Avoid During Home Renovation', comment);
    expect(commented.html).toContain('Priyanka Shah');
    expect(commented.ms).toBeLessThan(BUDGET_MS + 1500);

    const started = performance.now();
    const health = await fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(health.status).toBe(503);
    const body = await health.json();
    expect(body.database).toMatchObject({ reachable: false, error: 'REQUEST_BUDGET' });
    expect(body.database.reason).toContain('time budget');
  });

  it('down: a burst of posts each get the kept form, and the log has a few timestamped lines without stacks or what was typed', async () => {
    const before = site.output().length;
    await cluster.shutDown();
    state = 'down';
    for (let n = 0; n < 10; n++) {
      const contact = await timedPost(site, '/contact-us', message);
      expect(contact.response.status).toBe(503);
      expectKeptForm(contact.html, 'Contact Us', message);
      const quoted = await timedPost(site, '/request-quote', quote);
      expect(quoted.response.status).toBe(503);
    }
    // The form's script gets the same as JSON, with the values to keep.
    const api = await postForm(site.url, '/api/forms/message', message);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('60');
    expect(await api.json()).toMatchObject({ status: 'failed', values: { name: message.name } });
    const lines = site.output().slice(before).trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    // Rate-limited (server/ops/failure-log.ts): one line per kind of failure and code, however
    // many posts failed; the same again only after that kind said it works again (its first
    // failure after a recovery always shows) or a minute later. (A line saying a kind works
    // again, after the previous test's thaw or the server's own work meanwhile, has no code.)
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z [a-z ]+: /);
    const lastLine = new Map<string, number>();
    const kinds: string[] = [];
    for (const [index, line] of lines.entries()) {
      const recovered = line.match(/Z ([a-z ]+): .* again after \d+ s/);
      if (recovered) {
        for (const key of lastLine.keys()) {
          if (key.startsWith(`${recovered[1]}:`)) lastLine.delete(key);
        }
        continue;
      }
      const [, at = '', kind, code] = line.match(/^(\S+) ([a-z ]+): .*?\(([\w ]+)\)/) ?? [];
      expect(kind, line).toBeDefined();
      const key = `${kind}:${code}`;
      const previous = lastLine.get(key);
      if (previous !== undefined) {
        expect(
          Date.parse(at) - previous,
          `line ${index + 1} again:\n${lines.join('\n')}`,
        ).toBeGreaterThanOrEqual(60_000);
      }
      lastLine.set(key, Date.parse(at));
      kinds.push(key);
    }
    // The 21 refused posts themselves: one line. The other kinds are the server's own work that
    // met the outage meanwhile (settings, outbox, change listeners, sweeps): more of them on a
    // loaded machine, where the burst takes longer, each once.
    expect(kinds.filter((kind) => kind.startsWith('form:'))).toHaveLength(1);
    const log = lines.join('\n');
    expect(log).not.toMatch(/^\s+at /m);
    expect(log).not.toContain('outage@example.com');
    expect(log).not.toContain('Typed-while-frozen');
  });
});
