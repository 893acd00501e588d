import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomPdf } from '../../tests/server/support/hostile-pdfs';
import { phoneJpeg } from '../../tests/server/support/photos';
import { createCleaningPool } from '../file-cleaning/pool';
import { prepareLeadFiles } from './prepare';

// A quote's files past the cleaning's limits (decision 037): a PDF is kept as sent and marked
// not cleaned; a photo is refused with a sentence naming it. A deadline of a millisecond makes
// every file pass its limit.

const folder = mkdtempSync(join(tmpdir(), 'prepare-'));
const upload = (name: string, bytes: Uint8Array) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return { originalName: name, path, size: bytes.byteLength, head: bytes.subarray(0, 256) };
};
const uploads = (...files: ReturnType<typeof upload>[]) => ({
  files,
  tooMany: false,
  overTotal: false,
});

describe('a quote’s files past the cleaning’s limits', () => {
  const pool = createCleaningPool({ deadlineMs: 1 });
  afterAll(() => pool.close());

  it('keeps a PDF as sent, marked not cleaned, and says why for the log', async () => {
    const sent = randomPdf(64 * 1024);
    const prepared = await prepareLeadFiles(uploads(upload('plan.pdf', sent)), pool);
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    const [file] = prepared.files;
    expect(file?.cleaned).toBe(false);
    expect(Buffer.from(file?.bytes ?? []).equals(sent)).toBe(true);
    expect(prepared.cleaningFailures.map((error) => (error as { code?: string }).code)).toEqual([
      'FILE_CLEAN_TIME',
    ]);
  });

  it('refuses a photo with 422 and a sentence naming it', async () => {
    const prepared = await prepareLeadFiles(
      uploads(upload('kitchen.jpg', await phoneJpeg(300, 200))),
      pool,
    );
    expect(prepared).toMatchObject({ ok: false, status: 422, code: 'LEAD_FILE_PAST_LIMIT' });
    expect(!prepared.ok && prepared.message).toMatch(/^“kitchen\.jpg” is too large or too complex/);
  });
});
