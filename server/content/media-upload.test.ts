import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { phoneJpeg } from '../../tests/server/support/photos.ts';
import type { Db } from '../db/connect.ts';
import { createCleaningPool } from '../file-cleaning/pool.ts';
import { createContentStore } from './store.ts';

// The office's photo uploads are cleaned in the same workers as the public's (decision 037): a
// photo past the time limit is refused with 422 and a sentence, and nothing is stored.

describe('an office photo past the cleaning’s limits', () => {
  let database: Db;
  const cleaning = createCleaningPool({ deadlineMs: 1 });
  beforeAll(async () => {
    database = await freshDb('sqlite');
  });
  afterAll(async () => {
    await cleaning.close();
    await database?.close();
  });

  it('is refused with 422 naming it, and nothing is stored', async () => {
    const store = createContentStore(database.db, { cleaning });
    const path = join(mkdtempSync(join(tmpdir(), 'upload-limit-')), 'roof.jpg');
    writeFileSync(path, await phoneJpeg(300, 200));
    const upload = store.media.upload({ path, type: 'image/jpeg', originalName: 'roof.jpg' });
    await expect(upload).rejects.toMatchObject({ refused: true, status: 422 });
    await expect(upload).rejects.toMatchObject({
      status: 422,
      message:
        '"roof.jpg" could not be read as a picture (it needs more time than a photo may take to open; please send a smaller copy)',
    });
    expect(await store.media.list()).toEqual([]);
  });
});
