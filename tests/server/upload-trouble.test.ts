import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_FIELD } from '../../app/forms/parse-form';
import { eventually } from './support/eventually';
import { testToken } from './support/form-tokens';
import { PDF, postQuote, quote, withDatabase } from './support/quote-files';
import { signIn, siteDatabaseUrl, startSiteAt } from './support/site';

// Uploads that go wrong (issue 28, decision 038), through the real server: a slow but steady
// upload is not cut, a stalled one is (with a sentence), a cut one leaves nothing, a killed
// server's folder is cleared by the next start, and a temporary folder short of space answers
// a quote with files at once with the form as typed (507), and shows on /healthz.

/** A quote with one PDF as a browser encodes it: the body's bytes and its content type. */
async function quoteBody(email: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ [TOKEN_FIELD]: testToken(), ...quote, email })) {
    form.append(name, value);
  }
  const plan = new Uint8Array(24 * 1024);
  plan.set(PDF);
  form.append('files', new Blob([plan], { type: 'application/pdf' }), 'plan.pdf');
  const encoded = new Response(form);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

/**
 * Posts `bytes` to `path` in `parts` slices, `gapMs` apart; with `stopAfter`, only that many
 * slices are sent and the sender then goes quiet (the connection stays open). Resolves with the
 * answer; `abort` cuts the connection.
 */
function sendSlowly(
  base: string,
  path: string,
  body: { bytes: Buffer; type: string },
  { parts, gapMs, stopAfter = parts }: { parts: number; gapMs: number; stopAfter?: number },
) {
  const started = Date.now();
  const target = new URL(path, base);
  const request = httpRequest(target, {
    method: 'POST',
    headers: {
      Origin: base,
      'Content-Type': body.type,
      'Content-Length': String(body.bytes.length),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          ms: Date.now() - started,
        }),
      );
      response.once('error', reject);
    });
  });
  const size = Math.ceil(body.bytes.length / parts);
  void (async () => {
    for (let part = 0; part < stopAfter && !request.destroyed; part++) {
      request.write(body.bytes.subarray(part * size, (part + 1) * size));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    if (stopAfter >= parts && !request.destroyed) request.end();
  })();
  return { answer, abort: () => request.destroy() };
}

/** Waits until `assertion` passes (polled; the deadline only bounds the wait). */
const settled = (assertion: () => void) =>
  eventually(async () => {
    assertion();
    return true;
  });

const uploadFolders = (temp: string) =>
  readdirSync(temp).filter((name) => name.startsWith('site-upload-'));

describe('uploads that go wrong', () => {
  const temp = mkdtempSync(join(tmpdir(), 'upload-trouble-'));
  const started: { close: () => Promise<void> }[] = [];
  /** The server started after the killed one: short of space by its settings. */
  let next: Awaited<ReturnType<typeof startSiteAt>> | undefined;
  afterAll(async () => {
    for (const site of started) await site.close();
    rmSync(temp, { recursive: true, force: true });
  });

  // Two server starts and about 4 s of uploads paced on purpose: generous on a shared 2-core
  // machine (at load 15-20 the 30 s default ran out).
  it('lets a slow but steady upload finish, cuts a stalled one with a sentence, and a cut one leaves nothing; a killed server’s folder goes at the next start', {
    timeout: 120_000,
  }, async () => {
    const site = await startSiteAt(
      await siteDatabaseUrl('sqlite'),
      { TMPDIR: temp, UPLOAD_IDLE_SECONDS: '1' },
      { pipeStderr: true },
    );
    started.push(site);

    // Eight slices 300 ms apart: over twice the idle limit in all, never a second without bytes.
    const steady = sendSlowly(site.url, '/request-quote', await quoteBody('steady@example.com'), {
      parts: 8,
      gapMs: 300,
    });
    const sent = await steady.answer;
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toMatch(/^\/thank-you\/quote\?ref=Q-/);
    expect(sent.ms).toBeGreaterThan(2000);

    // Half the body, then nothing: cut after the idle limit with a page that says so.
    const stalled = sendSlowly(site.url, '/request-quote', await quoteBody('stall@example.com'), {
      parts: 10,
      gapMs: 50,
      stopAfter: 5,
    });
    const cut = await stalled.answer;
    stalled.abort();
    expect(cut.status).toBe(408);
    expect(cut.text).toContain('Nothing more arrived from your connection for 1 second');
    expect(cut.ms).toBeLessThan(10_000);
    await settled(() => expect(uploadFolders(temp)).toEqual([]));
    expect(site.output()).toMatch(/quote files: the sender stopped sending \(BODY_STALLED\)/);

    // The sender goes away half-way: its folder goes with it.
    const gone = sendSlowly(site.url, '/request-quote', await quoteBody('gone@example.com'), {
      parts: 10,
      gapMs: 50,
      stopAfter: 5,
    });
    gone.answer.catch(() => {});
    await settled(() => expect(uploadFolders(temp)).toHaveLength(1));
    gone.abort();
    await settled(() => expect(uploadFolders(temp)).toEqual([]));

    // Health with room to spare.
    const health = await (await fetch(`${site.url}/healthz`)).json();
    expect(health.status).toBe('ok');
    expect(health.disk.temp).toMatchObject({ low: false, freeMB: expect.any(Number) });
    expect(health.disk.database).toMatchObject({ low: false });

    // Killed in the middle of an upload: nothing runs to remove its folder…
    const killed = sendSlowly(site.url, '/request-quote', await quoteBody('kill@example.com'), {
      parts: 10,
      gapMs: 50,
      stopAfter: 5,
    });
    killed.answer.catch(() => {});
    await settled(() => expect(uploadFolders(temp)).toHaveLength(1));
    const [left = ''] = uploadFolders(temp);
    const exited = new Promise((resolve) => site.child.once('exit', resolve));
    started.splice(started.indexOf(site), 1);
    site.child.kill('SIGKILL');
    await exited;
    killed.abort();
    expect(existsSync(join(temp, left))).toBe(true);
    // …another program's folder beside it is not ours to touch.
    mkdirSync(join(temp, 'someone-else-upload-1'));

    // …so the next start does (the rest of this file runs on that server).
    next = await startSiteAt(
      await siteDatabaseUrl('sqlite'),
      { TMPDIR: temp, DISK_LOW_MB: String(10 * 1024 * 1024) },
      { pipeStderr: true },
    );
    started.push(next);
    expect(readdirSync(temp)).toEqual(['someone-else-upload-1']);
  });

  it('answers a quote with files at once when the temporary folder is short of space: 507, Retry-After, the form as typed, one log line', async () => {
    const site = next;
    if (!site) throw new Error('the server of the first test did not start');
    const email = 'full-disk@example.com';
    const page = await postQuote(site.url, [{ name: 'plan.pdf', bytes: PDF }], {
      fields: { email, siteAddress: '9 Birch Road' },
    });
    expect(page.status).toBe(507);
    expect(page.headers.get('retry-after')).toBe('120');
    const html = await page.text();
    expect(html).toContain('our server is short of space, so nothing was sent');
    expect(html).toContain(quote.message);
    expect(html).toContain('9 Birch Road');

    const api = await postQuote(site.url, [{ name: 'plan.pdf', bytes: PDF }], {
      path: '/api/forms/quote',
      fields: { email },
      headers: { Accept: 'application/json' },
    });
    expect(api.status).toBe(507);
    expect(api.headers.get('retry-after')).toBe('120');
    expect(await api.json()).toMatchObject({
      status: 'invalid',
      errors: { files: expect.stringContaining('short of space') },
      values: { email },
    });

    // Nothing stored, nothing written, and the cause said once (a line a minute at most).
    const stored = await withDatabase(site.databaseUrl, (db) =>
      db.selectFrom('submissions').select('id').where('email', '=', email).execute(),
    );
    expect(stored).toEqual([]);
    expect(uploadFolders(temp)).toEqual([]);
    const lines = site.output().split('\n');
    const said = lines.filter((line) => line.includes('(TEMP_DISK_LOW)'));
    expect(said).toHaveLength(1);
    expect(lines.filter((line) => line.includes('NO_SPACE'))).toEqual([]);
    expect(said[0]).toContain('quote files: too little free space in the temporary folder');
    expect(said[0]).toContain('files were dropped for want of room');
    expect(site.output()).not.toContain(email);

    // A quote without files still goes through.
    const plain = await postQuote(site.url, [{ name: '', bytes: new Uint8Array() }], {
      fields: { email: 'no-files@example.com' },
    });
    expect(plain.status).toBe(303);
  });

  it("refuses the office's photo upload with 507 and a sentence, writing nothing", async () => {
    const site = next;
    if (!site) throw new Error('the server of the first test did not start');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), 'deck.png');
    const response = await fetch(`${site.url}/admin/media`, {
      method: 'POST',
      body: form,
      headers: { cookie: await signIn(site.url), Origin: site.url, Accept: 'application/json' },
    });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({
      error: expect.stringContaining('the server is short of disk space'),
    });
    expect(uploadFolders(temp)).toEqual([]);
    expect(site.output()).toMatch(/upload: too little free space .*\(TEMP_DISK_LOW\)/);
  });

  it('reports the temporary and SQLite folders short of space on /healthz', async () => {
    const site = next;
    if (!site) throw new Error('the server of the first test did not start');
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    const health = await response.json();
    expect(health.status).toBe('low-disk');
    expect(health.disk).toMatchObject({
      temp: { low: true, freeMB: expect.any(Number) },
      database: { low: true, freeMB: expect.any(Number) },
    });
  });
});
