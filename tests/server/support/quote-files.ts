/** Quote posts with files, as a browser sends them (multipart, text first), and what is stored. */
import { closeSync, openSync, readSync } from 'node:fs';
import { TOKEN_FIELD } from '../../../app/forms/parse-form';
import { openDatabase } from '../../../server/db/connect.ts';
import { testToken } from './form-tokens';
import { reach, type Target } from './site';

export const quote = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '+1 (555) 010-2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: 'Back extension: photos of the garden and the plans attached.',
};

export const extras = {
  siteAddress: '12 Alder Lane, 97201',
  budget: '25k-50k',
  start: 'within-3-months',
  visitTimes: 'Weekday mornings',
};

export interface Sent {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** Posts a quote as multipart with `files` (the `files` field) to `path`, with a person's token. */
export function postQuote(
  target: Target,
  files: Sent[],
  {
    path = '/request-quote',
    fields = {} as Record<string, string>,
    headers = {} as Record<string, string>,
    signal = undefined as AbortSignal | undefined,
  } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ [TOKEN_FIELD]: testToken(), ...quote, ...fields })) {
    form.append(name, value);
  }
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    );
  }
  const { base, send } = reach(target);
  return send(`${base}${path}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { Origin: base, ...headers },
    signal,
  });
}

/** The first `length` bytes of a real executable (this Node binary). */
export function executableHead(length = 64 * 1024) {
  const fd = openSync(process.execPath, 'r');
  const bytes = Buffer.alloc(length);
  readSync(fd, bytes, 0, length, 0);
  closeSync(fd);
  return bytes;
}

/** Who made {@link PDF}, as its document information says: cleaning removes it. */
export const PDF_AUTHOR = 'Jane Homeowner';

/** A small, valid one-page PDF whose document information names its author. */
export const PDF = new TextEncoder().encode(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n4 0 obj<</Author(${PDF_AUTHOR})>>endobj\ntrailer<</Root 1 0 R/Info 4 0 R>>\n%%EOF\n`,
);

/** Rows of the lead tables, read straight from the server's database. */
export async function fileRows(databaseUrl: string) {
  const database = openDatabase(databaseUrl);
  try {
    const files = await database.db
      .selectFrom('lead_files')
      .select(['id', 'submission_id', 'name', 'mime', 'size'])
      .orderBy('id')
      .execute();
    const blobs = await database.db.selectFrom('lead_file_blobs').select('file_id').execute();
    return { files, blobs: blobs.length };
  } finally {
    await database.close();
  }
}

/** Runs `work` on the server's database. */
export async function withDatabase<T>(
  databaseUrl: string,
  work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>,
): Promise<T> {
  const database = openDatabase(databaseUrl);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
