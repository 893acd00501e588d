import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { inflateBombPdf, randomPdf } from '../../tests/server/support/hostile-pdfs';
import { PDF, PDF_AUTHOR } from '../../tests/server/support/quote-files';
import { type CleaningPool, createCleaningPool } from './pool';
import { PastLimit } from './tasks';

// The cleaning workers' limits with tiny budgets (decision 037): a task past its time or memory
// limit is stopped and the pool goes on with a fresh worker.

const folder = mkdtempSync(join(tmpdir(), 'cleaning-'));
const fileOf = (name: string, bytes: Uint8Array) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('latin1');

describe('the cleaning pool', () => {
  let pool: CleaningPool | undefined;
  afterEach(() => pool?.close());

  it('writes a PDF again in a worker, without its author', async () => {
    pool = createCleaningPool();
    const answer = await pool.run({ kind: 'pdf', path: fileOf('plan.pdf', PDF) });
    expect(answer.kind).toBe('pdf');
    const bytes = answer.kind === 'pdf' ? answer.bytes : undefined;
    expect(text(PDF)).toContain(PDF_AUTHOR);
    expect(text(bytes)).not.toContain(PDF_AUTHOR);
    expect((await PDFDocument.load(bytes ?? new Uint8Array())).getPageCount()).toBe(1);
  });

  it('stops a task past its time and serves the next with a fresh worker', async () => {
    // Long enough for a plain PDF in a fresh worker on a loaded machine (the next task below),
    // far short of the minutes the noise takes.
    pool = createCleaningPool({ deadlineMs: 2_000 });
    const started = Date.now();
    // Random bytes after %PDF-: pdf-lib's parser takes seconds over 2 MB of them.
    const slow = pool.run({ kind: 'pdf', path: fileOf('random.pdf', randomPdf(4 * 1024 * 1024)) });
    await expect(slow).rejects.toEqual(new PastLimit('time'));
    expect(Date.now() - started).toBeLessThan(6_000);
    const next = await pool.run({ kind: 'pdf', path: fileOf('next.pdf', PDF) });
    expect(next.kind === 'pdf' && next.bytes).toBeTruthy();
  });

  it('stops a task whose memory grows past its limit', async () => {
    // The bomb inflates 48 MB, under the decoding ceiling: the memory watch stops it first.
    pool = createCleaningPool({ memoryMb: 16 });
    const bomb = pool.run({ kind: 'pdf', path: fileOf('bomb48.pdf', inflateBombPdf(48)) });
    await expect(bomb).rejects.toEqual(new PastLimit('memory'));
    const next = await pool.run({ kind: 'pdf', path: fileOf('after.pdf', PDF) });
    expect(next.kind).toBe('pdf');
  });

  it('keeps an inflate bomb as sent: its stream is not decoded past the ceiling', async () => {
    pool = createCleaningPool();
    const before = process.memoryUsage.rss();
    const answer = await pool.run({
      kind: 'pdf',
      path: fileOf('bomb.pdf', inflateBombPdf(2048)),
    });
    expect(answer).toEqual({ kind: 'pdf', pastCeiling: true });
    expect(process.memoryUsage.rss() - before).toBeLessThan(300 * 1024 * 1024);
  });

  it('refuses a photo that does not decode with 422 and a sentence naming it', async () => {
    pool = createCleaningPool();
    const answer = await pool.run({
      kind: 'picture',
      path: fileOf('broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])),
      type: 'image/jpeg',
      label: '“broken.jpg”',
    });
    expect(answer).toMatchObject({ kind: 'refused', status: 422 });
    expect(answer.kind === 'refused' && answer.message).toMatch(/^“broken\.jpg” could not be read/);
  });
});
