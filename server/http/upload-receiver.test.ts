import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pacedBody } from './body-pace.ts';
import { receiveUpload } from './upload-receiver.ts';

const CHUNK = 64 * 1024;

/**
 * A multipart request whose body arrives in 64 KiB chunks, as from a network; when half of it
 * has been sent, `atHalf` runs before any more is given (the sender waits on it).
 */
async function chunkedUpload(form: FormData, atHalf: () => Promise<void>) {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  let sent = 0;
  let halfDone = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!halfDone && sent >= body.length / 2) {
        halfDone = true;
        await atHalf();
      }
      if (sent >= body.length) return controller.close();
      controller.enqueue(body.slice(sent, sent + CHUNK));
      sent += CHUNK;
    },
  });
  return new Request('http://localhost/admin/media', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    duplex: 'half',
  } as RequestInit);
}

/** The size of the first file of the upload folder under `dir`, once it exists. */
function partSize(dir: string): number {
  const [folder] = readdirSync(dir);
  const file = folder ? join(dir, folder, '0') : '';
  return file && existsSync(file) ? statSync(file).size : 0;
}

describe('the upload receiver', () => {
  it('writes a file to disk while it arrives, holding only a chunk or two in memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const photo = randomBytes(6 * 1024 * 1024);
    const form = new FormData();
    form.append('return', '/admin/content/posts/1');
    form.append('file', new Blob([photo]), 'big.jpg');
    let onDiskAtHalf = 0;
    const request = await chunkedUpload(form, async () => {
      // The sender is paused half-way: what arrived so far must already be on disk.
      const deadline = Date.now() + 10_000;
      while (partSize(dir) < 2 * 1024 * 1024 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      onDiskAtHalf = partSize(dir);
    });
    const received = await receiveUpload(request, {
      maxFileBytes: 10 * 1024 * 1024,
      maxFiles: 5,
      tmpDir: dir,
      highWaterMark: 16 * 1024,
    });
    expect(onDiskAtHalf).toBeGreaterThanOrEqual(2 * 1024 * 1024);
    const [file] = received.files;
    expect(file).toMatchObject({ originalName: 'big.jpg', size: photo.length, tooLarge: false });
    expect(readFileSync(file?.path ?? '').equals(photo)).toBe(true);
    expect(Buffer.from(file?.head ?? []).equals(photo.subarray(0, 256))).toBe(true);
    expect(received.fields.get('return')).toBe('/admin/content/posts/1');
    // Far below the 6 MiB file: memory held what was waiting for the disk, never the file.
    expect(received.peakBuffered).toBeLessThan(1024 * 1024);
    await received.cleanup();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stops a file at the limit (the rest is read and dropped) and skips empty file fields', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const form = new FormData();
    form.append('file', new Blob([]), '');
    form.append('file', new Blob([randomBytes(300 * 1024)]), 'large.png');
    form.append('file', new Blob([randomBytes(1000)]), 'small.png');
    const received = await receiveUpload(await chunkedUpload(form, async () => {}), {
      maxFileBytes: 100 * 1024,
      maxFiles: 5,
      tmpDir: dir,
    });
    expect(
      received.files.map(({ originalName, tooLarge }) => ({ originalName, tooLarge })),
    ).toEqual([
      { originalName: 'large.png', tooLarge: true },
      { originalName: 'small.png', tooLarge: false },
    ]);
    expect(statSync(received.files[0]?.path ?? '').size).toBe(100 * 1024);
    await received.cleanup();
  });

  it('refuses a body that is not well-formed multipart and leaves no folder behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const request = new Request('http://localhost/admin/media', {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    await expect(
      receiveUpload(request, { maxFileBytes: 1024, maxFiles: 5, tmpDir: dir }),
    ).rejects.toMatchObject({ name: 'MalformedUpload' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes its own file field, stops writing once the files pass their total, and still reads the fields after them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const form = new FormData();
    form.append('message', 'before the files');
    form.append('file', new Blob([randomBytes(1000)]), 'not-ours.png');
    form.append('files', new Blob([randomBytes(200 * 1024)]), 'one.jpg');
    form.append('files', new Blob([randomBytes(200 * 1024)]), 'two.jpg');
    form.append('files', new Blob([randomBytes(200 * 1024)]), 'three.jpg');
    form.append('form_token', 'after the files');
    const received = await receiveUpload(await chunkedUpload(form, async () => {}), {
      fileField: 'files',
      maxFileBytes: 1024 * 1024,
      maxTotalBytes: 300 * 1024,
      maxFiles: 10,
      tmpDir: dir,
    });
    expect(received.overTotal).toBe(true);
    // Only its own field's files, and never more on disk than the total.
    const names = received.files.map((file) => file.originalName);
    expect(['one.jpg', 'two.jpg', 'three.jpg'].slice(0, names.length)).toEqual(names);
    const written = received.files.reduce((sum, file) => sum + statSync(file.path).size, 0);
    expect(written).toBe(300 * 1024);
    expect(received.fields.get('message')).toBe('before the files');
    expect(received.fields.get('form_token')).toBe('after the files');
    await received.cleanup();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names its folder for this server process, so a later start can tell whose it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const form = new FormData();
    form.append('file', new Blob([randomBytes(1000)]), 'a.png');
    const received = await receiveUpload(await chunkedUpload(form, async () => {}), {
      maxFileBytes: 1024 * 1024,
      maxFiles: 5,
      tmpDir: dir,
    });
    expect(readdirSync(dir)).toEqual([expect.stringMatching(`^site-upload-${process.pid}-`)]);
    await received.cleanup();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps reading when the disk is full: the fields after the files arrive, the files are flagged, nothing is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const form = new FormData();
    form.append('message', 'before the files');
    form.append('files', new Blob([randomBytes(1024 * 1024)]), 'one.jpg');
    form.append('files', new Blob([randomBytes(1024 * 1024)]), 'two.jpg');
    form.append('form_token', 'after the files');
    // /dev/full: the kernel answers every write with ENOSPC, as a full temporary folder does.
    const received = await receiveUpload(await chunkedUpload(form, async () => {}), {
      fileField: 'files',
      maxFileBytes: 10 * 1024 * 1024,
      maxFiles: 10,
      tmpDir: dir,
      createFile: () => createWriteStream('/dev/full'),
    });
    expect(received.diskFull).toBe('ENOSPC');
    expect(received.fields.get('message')).toBe('before the files');
    expect(received.fields.get('form_token')).toBe('after the files');
    await received.cleanup();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes nothing when told there is no room, and still takes the fields', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const form = new FormData();
    form.append('files', new Blob([randomBytes(300 * 1024)]), 'one.jpg');
    form.append('email', 'after the file');
    const received = await receiveUpload(await chunkedUpload(form, async () => {}), {
      fileField: 'files',
      maxFileBytes: 1024 * 1024,
      maxFiles: 10,
      tmpDir: dir,
      noRoom: true,
    });
    expect(readdirSync(dir)).toEqual([]);
    expect(received.diskFull).toBe('TEMP_DISK_LOW');
    expect(received.fields.get('email')).toBe('after the file');
    await received.cleanup();

    // A form with no file chosen (its empty part) lost nothing: it is not flagged.
    const none = new FormData();
    none.append('files', new Blob([]), '');
    none.append('email', 'no file');
    const plain = await receiveUpload(await chunkedUpload(none, async () => {}), {
      fileField: 'files',
      maxFileBytes: 1024,
      maxFiles: 10,
      tmpDir: dir,
      noRoom: true,
    });
    expect(plain.diskFull).toBeUndefined();
    expect(plain.fields.get('email')).toBe('no file');
  });

  it('stops a sender that goes quiet half-way with a sentence, and removes what arrived', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const form = new FormData();
    form.append('file', new Blob([randomBytes(512 * 1024)]), 'a.png');
    let release = () => {};
    const request = await chunkedUpload(
      form,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const paced = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: pacedBody(request.body as ReadableStream<Uint8Array>, {
        idleMs: 300,
        totalMs: 60_000,
      }),
      duplex: 'half',
    } as RequestInit);
    const started = Date.now();
    await expect(
      receiveUpload(paced, { maxFileBytes: 1024 * 1024, maxFiles: 5, tmpDir: dir }),
    ).rejects.toMatchObject({
      name: 'SlowBody',
      status: 408,
      sentence: expect.stringContaining('Nothing more arrived from your connection'),
    });
    expect(Date.now() - started).toBeLessThan(5000);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stops reading and removes the folder when the sender is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
    const form = new FormData();
    form.append('file', new Blob([randomBytes(512 * 1024)]), 'a.png');
    const gone = new AbortController();
    const request = await chunkedUpload(form, async () => {
      gone.abort(new Error('the client closed the connection'));
      // The sender never sends the rest.
      await new Promise(() => {});
    });
    await expect(
      receiveUpload(request, {
        maxFileBytes: 1024 * 1024,
        maxFiles: 5,
        tmpDir: dir,
        signal: gone.signal,
      }),
    ).rejects.toMatchObject({ name: 'MalformedUpload' });
    expect(readdirSync(dir)).toEqual([]);
  });
});
