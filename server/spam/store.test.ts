import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { saveSubmission } from '../store/submissions.ts';
import { listSpam } from './store.ts';

const plan = (name: string) => ({
  name,
  mime: 'application/pdf',
  bytes: new TextEncoder().encode(`%PDF-1.4 ${name}`),
  sha256: name.padEnd(64, '0'),
  cleaned: true,
});

describe.each(databases)('the Spam folder’s entries on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  it('say how many files each suspected quote carries', async () => {
    const quote = (email: string, files: ReturnType<typeof plan>[]) =>
      saveSubmission(
        database.db,
        database.dialect,
        { kind: 'quote', name: 'Q', email, message: email, phone: '1', service: 'roofing' },
        undefined,
        { reasons: ['no-token'] },
        files,
      );
    const two = await quote('two@example.com', [plan('a.pdf'), plan('b.pdf')]);
    const none = await quote('none@example.com', []);
    const entries = await listSpam(database.db);
    const filesOf = (id: number) => entries.find((entry) => entry.id === id)?.files;
    expect(filesOf(two.id)).toBe(2);
    expect(filesOf(none.id)).toBe(0);
  });
});
