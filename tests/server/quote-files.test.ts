import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneSpam } from '../../server/spam/prune.ts';
import { HEIC_FIXTURE, metadataOf, NO_METADATA, phoneJpeg } from './support/photos';
import {
  executableHead,
  extras,
  fileRows,
  PDF,
  PDF_AUTHOR,
  postQuote,
  quote,
  withDatabase,
} from './support/quote-files';
import { exportRows, signIn, siteDatabaseUrl, startSiteAt } from './support/site';
import { startSmtp } from './support/smtp';

// Files and extras with a quote through the real server on each database (decision 032): a
// multipart post with and without script, judged by the bytes, photos cleaned, stored with the
// lead, private to a session, linked (never attached) from the office mail, gone with the lead.

const PUBLIC_URL = 'https://office.example.test';

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('files with a quote', () => {
  let site: Awaited<ReturnType<typeof startSiteAt>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let cookie: string;
  let temp: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    // The server's temporary folder is the test's: no post may leave a file in it.
    temp = mkdtempSync(join(tmpdir(), 'quote-temp-'));
    site = await startSiteAt(
      await siteDatabaseUrl('sqlite'),
      // The mail's links come from PUBLIC_URL, never from the request's address.
      { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com', TMPDIR: temp, PUBLIC_URL },
      { pipeStderr: true },
    );
    cookie = await signIn(site.url);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, { headers, redirect: 'manual' });
  const leadOf = async (email: string) =>
    withDatabase(site.databaseUrl, (db) =>
      db
        .selectFrom('submissions')
        .select(['id', 'details', 'folder'])
        .where('email', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    );

  it('takes a phone JPEG, an iPhone HEIC and a PDF without script: stored clean with the lead, shown and mailed as links', async () => {
    const email = 'photos@example.com';
    const jpeg = await phoneJpeg(300, 200);
    const response = await postQuote(
      site.url,
      [
        { name: 'IMG_0042.JPG', bytes: jpeg, type: 'image/jpeg' },
        { name: 'IMG_0043.HEIC', bytes: readFileSync(HEIC_FIXTURE) },
        { name: 'Ground floor plan.pdf', bytes: PDF, type: 'application/pdf' },
      ],
      { fields: { email, ...extras } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      /\/thank-you\/quote\?ref=Q-[0-9A-Z]+&visit=[\w-]{43}$/,
    );

    const lead = await leadOf(email);
    expect(JSON.parse(lead.details ?? '{}')).toEqual(extras);
    const { files } = await fileRows(site.databaseUrl);
    const mine = files.filter((file) => file.submission_id === lead.id);
    expect(mine.map((file) => [file.name, file.mime])).toEqual([
      ['IMG_0042.jpg', 'image/jpeg'],
      ['IMG_0043.jpg', 'image/jpeg'],
      ['Ground floor plan.pdf', 'application/pdf'],
    ]);

    // The lead page shows the extras in words and each file, with a session.
    const page = await get(`/admin/leads/${lead.id}`, { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const words of ['12 Alder Lane, 97201', '$25,000 to $50,000', 'Within 3 months']) {
      expect(html).toContain(words);
    }
    for (const file of mine) expect(html).toContain(`/admin/lead-files/${file.id}`);

    // Served to the session as attachments, never cached or sniffed; photos carry no metadata.
    for (const file of mine) {
      const served = await get(`/admin/lead-files/${file.id}`, { cookie });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(file.mime);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toContain('no-store');
      const bytes = new Uint8Array(await served.arrayBuffer());
      if (file.mime === 'application/pdf') {
        // The plan's page is kept, its author is not.
        expect(Buffer.from(PDF).toString('latin1')).toContain(PDF_AUTHOR);
        expect(Buffer.from(bytes).toString('latin1')).not.toContain(PDF_AUTHOR);
        expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
      } else
        expect({ name: file.name, ...(await metadataOf(bytes)) }).toEqual({
          name: file.name,
          ...NO_METADATA,
        });
    }

    // The office mail links to each file from the configured origin and attaches none.
    const mail = await smtp.waitFor(
      (m) => m.subject === `Quote request #${lead.id} from the website`,
    );
    expect(mail.attachments).toEqual([]);
    for (const file of mine) {
      expect(mail.text).toContain(`${PUBLIC_URL}/admin/lead-files/${file.id}`);
    }
    expect(mail.text).toContain('Budget:\n$25,000 to $50,000');
    expect(mail.text).toContain('Site address or postcode:\n12 Alder Lane, 97201');

    // The export carries the extras in words and the number of files.
    const rows = await exportRows(site.url, cookie, '?kind=quote');
    const [header, ...body] = rows as [string[], ...string[][]];
    const row = body.find((r) => r[header.indexOf('email')] === email) ?? [];
    const cell = (name: string) => row[header.indexOf(name)];
    expect([
      cell('site_address'),
      cell('budget'),
      cell('start'),
      cell('visit_times'),
      cell('files'),
    ]).toEqual([
      '12 Alder Lane, 97201',
      '$25,000 to $50,000',
      'Within 3 months',
      'Weekday mornings',
      '3',
    ]);
  });

  it("takes files from the form's script at /api/forms/quote and answers JSON", async () => {
    const email = 'script@example.com';
    const response = await postQuote(site.url, [{ name: 'plan.pdf', bytes: PDF }], {
      path: '/api/forms/quote',
      fields: { email },
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'sent',
      kind: 'quote',
      reference: expect.stringMatching(/^Q-/),
    });
    const lead = await leadOf(email);
    const { files } = await fileRows(site.databaseUrl);
    expect(files.filter((file) => file.submission_id === lead.id)).toHaveLength(1);
  });

  it('still takes a multipart quote with no file chosen (the empty part a browser sends)', async () => {
    const email = 'nofile@example.com';
    const response = await postQuote(site.url, [{ name: '', bytes: new Uint8Array() }], {
      fields: { email },
    });
    expect(response.status).toBe(303);
    const lead = await leadOf(email);
    expect(lead.details).toBeNull();
  });

  it('refuses a renamed program with 415, keeping what was typed and storing nothing', async () => {
    const before = await fileRows(site.databaseUrl);
    const response = await postQuote(
      site.url,
      [{ name: 'kitchen.jpg', bytes: executableHead(), type: 'image/jpeg' }],
      { fields: { email: 'exe@example.com', siteAddress: '9 Birch Road' } },
    );
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(html).toContain('“kitchen.jpg” is not a photo or a PDF');
    expect(html).toContain(quote.message);
    expect(html).toContain('9 Birch Road');
    expect(await fileRows(site.databaseUrl)).toEqual(before);
    const stored = await withDatabase(site.databaseUrl, (db) =>
      db.selectFrom('submissions').select('id').where('email', '=', 'exe@example.com').execute(),
    );
    expect(stored).toEqual([]);
  });

  it('refuses 11 files and more than 50 MB together with 413, keeping what was typed', async () => {
    const small = { name: 'a.pdf', bytes: PDF };
    const eleven = await postQuote(
      site.url,
      Array.from({ length: 11 }, () => small),
      {
        fields: { email: 'eleven@example.com' },
      },
    );
    expect(eleven.status).toBe(413);
    const text = await eleven.text();
    expect(text).toContain('at most 10 files');
    expect(text).toContain(quote.message);

    const big = new Uint8Array(26 * 1024 * 1024);
    big.set(PDF);
    const large = await postQuote(
      site.url,
      [
        { name: 'one.pdf', bytes: big },
        { name: 'two.pdf', bytes: big },
      ],
      { fields: { email: 'large@example.com' } },
    );
    expect(large.status).toBe(413);
    expect(await large.text()).toContain('more than 50 MB together');
    const stored = await withDatabase(site.databaseUrl, (db) =>
      db
        .selectFrom('submissions')
        .select('id')
        .where('email', 'in', ['eleven@example.com', 'large@example.com'])
        .execute(),
    );
    expect(stored).toEqual([]);
  });

  it('serves files to a session only: no session gets 401 (a browser is sent to sign in)', async () => {
    const { files } = await fileRows(site.databaseUrl);
    const id = files[0]?.id;
    expect(id).toBeDefined();
    const bare = await get(`/admin/lead-files/${id}`);
    expect(bare.status).toBe(401);
    const browser = await get(`/admin/lead-files/${id}`, { Accept: 'text/html' });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe('/admin/sign-in');
    expect((await get(`/admin/lead-files/${id}`, { cookie: 'admin_session=made-up' })).status).toBe(
      401,
    );
    // No public address shows them: the quote page and the media route know nothing of them.
    expect(await (await get('/request-quote')).text()).not.toContain('/admin/lead-files/');
  });

  it('keeps the files of a quote in Spam, and deletes them with their lead', async () => {
    const email = 'spam-files@example.com';
    const response = await postQuote(site.url, [{ name: 'plan.pdf', bytes: PDF }], {
      fields: { email, form_token: '' },
    });
    expect(response.status).toBe(303);
    const lead = await leadOf(email);
    expect(lead.folder).toBe('spam');
    const ofLead = async () =>
      (await fileRows(site.databaseUrl)).files.filter((file) => file.submission_id === lead.id);
    expect(await ofLead()).toHaveLength(1);

    // Pruned 31 days on, with its files and their bytes.
    const blobsBefore = (await fileRows(site.databaseUrl)).blobs;
    await withDatabase(site.databaseUrl, (db) =>
      pruneSpam(db, new Date(Date.now() + 31 * 86_400_000), 7 * 86_400_000),
    );
    expect(await ofLead()).toEqual([]);
    expect((await fileRows(site.databaseUrl)).blobs).toBe(blobsBefore - 1);

    // Any code that deletes a lead takes its files (migration 011's triggers).
    const keptEmail = 'photos@example.com';
    const kept = await leadOf(keptEmail);
    await withDatabase(site.databaseUrl, (db) =>
      db.deleteFrom('submissions').where('id', '=', kept.id).execute(),
    );
    const after = await fileRows(site.databaseUrl);
    expect(after.files.filter((file) => file.submission_id === kept.id)).toEqual([]);
    expect(after.blobs).toBe(after.files.length);
  });

  it('leaves no temporary file behind, and logs no name, address or file name', () => {
    expect(readdirSync(temp)).toEqual([]);
    const log = site.output();
    expect(log).toContain('quote files');
    for (const personal of ['kitchen.jpg', 'exe@example.com', 'Dana', 'IMG_0042', '9 Birch Road']) {
      expect(log).not.toContain(personal);
    }
  });
});
