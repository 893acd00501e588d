import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUOTE_DOCUMENT_BYTES } from '../../app/forms/quote-document.ts';
import type { QuoteUploads } from '../../app/forms/quote-files.ts';
import type { Refusal } from '../../common/refusal.ts';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import { clockAt, insertLead, insertPerson } from '../../tests/server/support/leads.ts';
import { pdfAttachment, pdfPageTexts } from '../../tests/server/support/pdf-text.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { type CleaningPool, createCleaningPool } from '../file-cleaning/pool.ts';
import { readLeadFile } from '../lead-files/store.ts';
import { getLead } from '../leads/lead-detail.ts';
import { createQuoteDocumentRoute } from './document-route.ts';
import { embedFonts } from './pdf-fonts.ts';
import { sha256 } from './quote-rows.ts';
import { createQuotes } from './service.ts';
import { AS_SENT_NAME } from './signed-pdf.ts';

// The second kind of quote (decision 059): one amount with the office's own PDF, uploaded
// through the cleaning workers, kept as a lead file, sent byte for byte, read by the private
// link's /document, and signed with a signature page carrying its SHA-256.

const ORIGIN = 'https://builder.example';
const AUTHOR = 'Office Laptop Owner';
const OFFICE_TEXT = 'Extension build as per drawings rev C';
const folder = mkdtempSync(join(tmpdir(), 'quote-document-'));
const CONTACT = {
  name: 'Builder',
  email: 'office@builder.example',
  phone: { href: 'tel:+15550100', display: '555 0100' },
};

/** The office's own quote: one page of text, with an author the cleaning removes. */
async function officePdf(text = OFFICE_TEXT) {
  const pdf = await PDFDocument.create();
  pdf.setAuthor(AUTHOR);
  // The site's typeface: its ToUnicode map lets the test read the text back.
  const { regular } = await embedFonts(pdf);
  pdf.addPage([400, 300]).drawText(text, { x: 20, y: 250, size: 12, font: regular });
  return pdf.save();
}

/** One file as the streamed receipt hands it on (server/lead-files/receive.ts). */
function uploaded(
  name: string,
  bytes: Uint8Array,
  flags: Partial<QuoteUploads> = {},
): QuoteUploads {
  const path = join(folder, `${Math.random().toString(36).slice(2)}.bin`);
  writeFileSync(path, bytes);
  return {
    files: [{ originalName: name, path, size: bytes.byteLength, head: bytes.subarray(0, 64) }],
    tooMany: false,
    overTotal: false,
    ...flags,
  };
}

async function refused(work: Promise<unknown>) {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as Refusal | undefined;
  if (!error?.refused) throw new Error(`not refused: ${String(error)}`);
  return { status: error.status, field: error.field, message: error.message };
}

const authorOf = async (bytes: Uint8Array) =>
  (await PDFDocument.load(bytes, { updateMetadata: false })).getAuthor();

describe.each(databases)('a quote of one amount with our own PDF on %s', (kind) => {
  let database: Db;
  let ada: number;
  let cleaning: CleaningPool;
  const clock = testClock('2026-06-01T17:00:00.000Z');
  const quotesWith = () =>
    createQuotes(database.db, {
      mailOn: () => true,
      origin: () => ORIGIN,
      officeTo: () => 'office@builder.example',
      flush: () => undefined,
      now: clock.now,
      cleaning,
    });
  const FORM = {
    kind: 'document' as const,
    lines: [],
    amount: '12,500.50',
    validUntil: '2026-06-30',
    terms: 'A third on starting.',
  };
  beforeAll(async () => {
    database = await freshDb(kind);
    ada = await insertPerson(database.db, 'Ada');
    cleaning = createCleaningPool();
  });
  afterAll(async () => {
    await cleaning.close();
    await database.close();
  });
  const lead = (id: number) => getLead(database.db, id, clockAt(clock.now().toISOString()));
  const rows = (id: number) =>
    database.db
      .selectFrom('quotes')
      .selectAll()
      .where('submission_id', '=', id)
      .orderBy('version')
      .execute();
  const mailedToken = async (id: number) => {
    const row = await database.db
      .selectFrom('outbox')
      .select('body')
      .where('submission_id', '=', id)
      .where('subject', 'like', 'Your quote%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\/quote\/([A-Za-z0-9_-]{43})/.exec(row.body)?.[1] ?? '';
  };
  const route = () => createQuoteDocumentRoute(quotesWith(), () => CONTACT);
  const getDocument = (token: string) => {
    const url = new URL(`${ORIGIN}/quote/${token}/document`);
    return route()(new Request(url), url);
  };

  it('refuses a file that is not a PDF, one too large, one that cannot be cleaned, and none, in words; nothing is kept', async () => {
    const quotes = quotesWith();
    const id = await insertLead(database.db, { email: 'rey@example.com' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refused(quotes.save(id, ada, FORM, uploaded('plan.pdf', png)))).toMatchObject({
      status: 415,
      field: 'document',
      message: 'That file is not a PDF. Nothing was saved; please choose your quote as a PDF.',
    });
    const big = uploaded('big.pdf', await officePdf());
    big.files[0] = {
      ...(big.files[0] as QuoteUploads['files'][0]),
      size: MAX_QUOTE_DOCUMENT_BYTES + 1,
    };
    expect(await refused(quotes.save(id, ada, FORM, big))).toMatchObject({
      status: 413,
      field: 'document',
    });
    expect(
      await refused(
        quotes.save(id, ada, FORM, uploaded('x.pdf', new Uint8Array(), { overTotal: true })),
      ),
    ).toMatchObject({ status: 413 });
    // A PDF head with nothing a PDF reader can use: the cleaning cannot rewrite it.
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF at all\n');
    expect(await refused(quotes.save(id, ada, FORM, uploaded('broken.pdf', broken)))).toMatchObject(
      { status: 422, field: 'document' },
    );
    expect(await refused(quotes.save(id, ada, FORM))).toMatchObject({
      status: 422,
      field: 'document',
      message: 'Choose your quote as a PDF to send with the amount.',
    });
    expect(
      await refused(
        quotes.save(id, ada, { ...FORM, amount: '12.345' }, uploaded('q.pdf', await officePdf())),
      ),
    ).toMatchObject({ status: 422, field: 'amount' });
    expect(await rows(id)).toEqual([]);
    const files = await database.db
      .selectFrom('lead_files')
      .select('id')
      .where('submission_id', '=', id)
      .execute();
    expect(files).toEqual([]);
  });

  it('is saved, sent byte for byte, read by its link, accepted with a signature page over its hash, and makes the lead Won with the amount', async () => {
    const quotes = quotesWith();
    const id = await insertLead(database.db, {
      name: 'Sam Okafor',
      email: 'sam@example.com',
      stage: 'site_visit',
    });
    const original = await officePdf();
    expect(await authorOf(original)).toBe(AUTHOR);
    expect(await quotes.save(id, ada, FORM, uploaded('Our quote 2026.pdf', original))).toBe(1);
    const panel = await quotes.panel(id);
    expect(panel.form).toMatchObject({ kind: 'document', amount: '12500.50' });
    expect(panel.form.document?.name).toBe('Our quote 2026.pdf');
    expect(panel.preview).toMatchObject({ kind: 'document', lines: [], totalMinor: 1250050 });
    // Kept on the lead, cleaned of its author.
    const kept = await readLeadFile(database.db, panel.form.document?.fileId ?? 0);
    const keptBytes = kept?.bytes ?? new Uint8Array();
    expect(await authorOf(keptBytes)).toBeUndefined();
    expect((await pdfPageTexts(keptBytes)).join('\n')).toContain(OFFICE_TEXT);
    // Saved again without a new file: the same PDF, the same version.
    expect(await quotes.save(id, ada, { ...FORM, terms: 'Half on starting.' })).toBe(1);
    expect((await quotes.panel(id)).form.document?.fileId).toBe(panel.form.document?.fileId);

    await quotes.send(id, ada);
    expect((await lead(id))?.stage).toBe('quote_sent');
    const [sent] = await rows(id);
    const document = new Uint8Array(sent?.document ?? []);
    expect(Buffer.from(document).equals(Buffer.from(keptBytes))).toBe(true);
    expect(sent?.document_sha256).toBe(sha256(keptBytes));
    const token = await mailedToken(id);
    expect((await quotes.open(token)).state).toBe('open');

    // The link's /document: the bytes as sent, privately.
    const answer = await getDocument(token);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(keptBytes))).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // A name of the reference and the company only, quoted safely (RFC 6266 / 5987).
    const name = `Quote Q-${id}-1 from ${quotes.company}.pdf`;
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );

    clock.advance(60_000);
    const accepted = await quotes.accept(token, {
      name: 'Sam Okafor',
      consent: true,
      address: '198.51.100.4',
      agent: 'Firefox',
    });
    expect(accepted.state).toBe('accepted');
    const after = await lead(id);
    expect(after?.stage).toBe('won');
    expect(after?.estimatedValue).toBe(12501);
    const [done] = await rows(id);
    const signed = (await readLeadFile(database.db, Number(done?.signed_file_id)))?.bytes;
    const pages = await pdfPageTexts(signed ?? new Uint8Array());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(OFFICE_TEXT);
    expect(pages[1]).toContain(sha256(keptBytes));
    expect(pages[1]).toContain('Sam Okafor');
    const asSent = await pdfAttachment(signed ?? new Uint8Array(), AS_SENT_NAME);
    expect(sha256(asSent ?? new Uint8Array())).toBe(sha256(keptBytes));
    // Accepted: still readable by its link.
    expect((await getDocument(token)).status).toBe(200);
  });

  it('makes a new version for a new PDF or amount after sending; the old link’s document is 410, an unknown one 404, an expired one 410', async () => {
    const quotes = quotesWith();
    const id = await insertLead(database.db, { email: 'lee@example.com' });
    await quotes.save(
      id,
      ada,
      { ...FORM, validUntil: '2026-06-03' },
      uploaded('a.pdf', await officePdf()),
    );
    await quotes.send(id, ada);
    const first = await mailedToken(id);
    // The same amount and PDF saved again: no new version.
    expect(await quotes.save(id, ada, { ...FORM, validUntil: '2026-06-03' })).toBe(1);
    expect(await quotes.save(id, ada, { ...FORM, validUntil: '2026-06-03', amount: '13000' })).toBe(
      2,
    );
    expect(
      await quotes.save(
        id,
        ada,
        { ...FORM, validUntil: '2026-06-03', amount: '13000' },
        uploaded('b.pdf', await officePdf('Revised drawings rev D')),
      ),
    ).toBe(2);
    await quotes.send(id, ada);
    const second = await mailedToken(id);
    const replaced = await getDocument(first);
    expect(replaced.status).toBe(410);
    expect(replaced.headers.get('cache-control')).toBe('private, no-store');
    expect(replaced.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await replaced.text()).toContain('newer version');
    const current = await getDocument(second);
    expect((await pdfPageTexts(new Uint8Array(await current.arrayBuffer()))).join('')).toContain(
      'Revised drawings rev D',
    );
    const unknown = await getDocument('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await getDocument('short')).status).toBe(404);
    const at = clock.now().getTime();
    // The start of 4 June in Los Angeles: the link has expired.
    clock.advance(Date.parse('2026-06-04T07:00:00Z') - at);
    expect((await getDocument(second)).status).toBe(410);
    clock.advance(at - clock.now().getTime());
  });
});
