/**
 * `POST /admin/media`: the office's photo upload (the editor's photo manager, or a plain
 * multipart form without JavaScript). Checked in this order: the origin (403), a session (401,
 * or 303 to sign in), the role (403), the body's type (415); then every `file` part is streamed
 * to disk, each at most the size limit (413), its type read from its first bytes (415 for SVG
 * and anything not JPEG, PNG, WebP, AVIF or HEIC). Only when all pass are they cleaned and
 * stored with their renditions, and the answer comes after that commit:
 *   - `Accept: application/json`: 201 `{ media: [{ name, url, width, height, type }] }`, or a
 *     4xx/503 `{ error }` in one sentence;
 *   - otherwise: 303 to the form's `return` path (same origin, under /admin/) with
 *     `?uploaded=<name>,<name>` or `?upload-error=<code>` (no personal data in the URL).
 * The temporary files are removed in every case; each failure is logged with its cause, never
 * with a file or its name.
 */
import { tmpdir } from 'node:os';
import { SIGN_IN_PATH } from '../../common/admin-cookie.ts';
import { mediaUrl } from '../../common/media-url.ts';
import { isRefusal, type Refusal, type RefusalStatus, refusal } from '../../common/refusal.ts';
import type { Media } from '../content/media.ts';
import { sniffUpload, UPLOAD_KINDS, type UploadType } from '../content/picture-facts.ts';
import { hasRoomFor } from '../ops/disk-space.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import type { Services } from '../services.ts';
import { slowBodyIn, withPacedBody } from './body-pace.ts';
import { MalformedUpload, type ReceivedFile, receiveUpload } from './upload-receiver.ts';

export const UPLOAD_PATH = '/admin/media';
/** Files one upload may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Where the no-JavaScript form returns when its `return` is missing or not ours. */
const DEFAULT_RETURN = '/admin';

export interface UploadSettings {
  /** MEDIA_MAX_MB in bytes: the largest file taken. */
  maxFileBytes: number;
  /** Where temporary files go (the system's temporary folder by default). */
  tmpDir?: string;
  /** The operations log (server/ops/failure-log.ts). */
  log?: FailureLog;
  /** An upload's pace: cut after this long without a byte, or this long in all (body-pace.ts). */
  idleMs?: number;
  totalMs?: number;
  /** Free bytes the temporary folder keeps: an upload that would leave less writes nothing. */
  lowDiskBytes?: number;
}

export interface UploadDeps extends UploadSettings {
  services: Pick<Services, 'accounts' | 'content'>;
}

/**
 * An upload refused (common/refusal.ts): its code names it in the log (error-code.ts reads
 * `code`: UPLOAD_TYPE, UPLOAD_TOO_LARGE, …) and, shortened, in the no-JS answer (`too-large`).
 */
const refused = (status: RefusalStatus, short: string, message: string) =>
  refusal(status, message, { code: `UPLOAD_${short.toUpperCase().replace(/-/g, '_')}` });

/**
 * How a failed upload is answered: status, the short code for the no-JS answer, one sentence;
 * and what the log names.
 */
interface Answer {
  status: number;
  short: string;
  message: string;
  logged: unknown;
}

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;

/** The same-origin /admin/ path to return to (its own upload flags removed), else /admin. */
export function returnPath(value: string | undefined, origin: string): string {
  if (!value?.startsWith('/admin/')) return DEFAULT_RETURN;
  try {
    const target = new URL(value, origin);
    if (target.origin !== origin || !target.pathname.startsWith('/admin/')) return DEFAULT_RETURN;
    target.searchParams.delete('uploaded');
    target.searchParams.delete('upload-error');
    return `${target.pathname}${target.search}`;
  } catch {
    return DEFAULT_RETURN;
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/** The checks before the body is read: origin, session, role, body type and declared size. */
async function admit(
  request: Request,
  url: URL,
  deps: UploadDeps,
  wantsJson: boolean,
): Promise<Refusal | Response | undefined> {
  if (request.method !== 'POST') return plain(405, 'Method Not Allowed', { Allow: 'POST' });
  const access = await deps.services.accounts.authorize(request, 'media:upload', url);
  if (!access.ok && access.reason === 'origin') {
    return refused(403, 'origin', 'Photos must be uploaded from this site.');
  }
  if (!access.ok && access.reason === 'sign-in') {
    return wantsJson
      ? refused(401, 'sign-in', 'Please sign in to upload photos.')
      : seeOther(SIGN_IN_PATH);
  }
  if (!access.ok) {
    return refused(403, 'role', 'Only an owner or an editor can upload photos.');
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    return refused(415, 'form', 'Send the photos as a multipart/form-data form.');
  }
  // A body declared larger than every file at the limit cannot pass: refused before it is read.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_FILES_PER_UPLOAD * deps.maxFileBytes + 1024 * 1024) {
    return refused(
      413,
      'too-large',
      `An upload may carry at most ${MAX_FILES_PER_UPLOAD} photos of ${megabytes(deps.maxFileBytes)} each.`,
    );
  }
  return undefined;
}

/**
 * A refusal before the body was read, as JSON or as a plain page (the form's `return` comes
 * in the body). The connection stays open: @hono/node-server reads and drops the unread body
 * (up to half a second) so that the browser, still sending, gets this answer rather than a
 * reset; a longer body is cut off after that.
 */
function refuseEarly(early: Refusal, wantsJson: boolean) {
  return wantsJson
    ? json(early.status, { error: early.message })
    : plain(early.status, early.message);
}

/** The refusal for the first file that may not be stored, if any. */
function checkFiles(files: ReceivedFile[], tooMany: boolean, maxFileBytes: number) {
  if (tooMany) {
    return refused(413, 'too-many', `Send at most ${MAX_FILES_PER_UPLOAD} photos at once.`);
  }
  if (files.length === 0) return refused(400, 'no-file', 'Choose at least one photo to upload.');
  const types: UploadType[] = [];
  for (const file of files) {
    if (file.tooLarge) {
      return refused(
        413,
        'too-large',
        `"${file.originalName}" is larger than ${megabytes(maxFileBytes)}, the most a photo may be.`,
      );
    }
    const type = sniffUpload(file.head);
    if (!type) {
      return refused(
        415,
        'type',
        `"${file.originalName}" is not a photo this site takes: send ${UPLOAD_KINDS}.`,
      );
    }
    types.push(type);
  }
  return types;
}

const describe = (media: Media) => ({
  name: media.name,
  url: mediaUrl(media.name),
  width: media.width,
  height: media.height,
  type: media.mime,
});

/** Answers `POST /admin/media` (see the module comment). */
export async function handleUpload(
  request: Request,
  url: URL,
  deps: UploadDeps,
): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const early = await admit(request, url, deps, wantsJson);
  if (isRefusal(early)) {
    deps.log?.failure('upload', early, `(answered ${early.status}: ${shortOf(early)})`);
    return refuseEarly(early, wantsJson);
  }
  if (early) return early;
  let back = DEFAULT_RETURN;
  let cleanup = async () => {};
  /** A failed upload's answer, logged once with what caused it. */
  const answer = ({ status, short, message, logged }: Answer) => {
    deps.log?.failure('upload', logged, `(answered ${status}: ${short})`);
    if (wantsJson) return json(status, { error: message });
    return seeOther(withFlag(back, 'upload-error', short));
  };
  try {
    // Too little room for the body and the reserve: read it, write nothing (decision 038).
    const tmpDir = deps.tmpDir ?? tmpdir();
    const declared = Number(request.headers.get('content-length') ?? 0) || 0;
    // Read at its pace: cut when it stalls, never while it keeps coming (body-pace.ts).
    const paced = withPacedBody(request, {
      idleMs: deps.idleMs ?? 30_000,
      totalMs: deps.totalMs ?? 30 * 60_000,
    });
    const received = await receiveUpload(paced, {
      maxFileBytes: deps.maxFileBytes,
      maxFiles: MAX_FILES_PER_UPLOAD,
      tmpDir,
      noRoom: !(await hasRoomFor(tmpDir, declared, deps.lowDiskBytes ?? 0)),
      signal: request.signal,
    });
    cleanup = received.cleanup;
    back = returnPath(received.fields.get('return'), url.origin);
    if (received.diskFull) {
      return answer({
        status: 507,
        short: 'no-space',
        message:
          'The photos could not be kept: the server is short of disk space. Please try again later; if it lasts, tell whoever runs the server.',
        logged: Object.assign(new Error('no room for the photos'), { code: received.diskFull }),
      });
    }
    const checked = checkFiles(received.files, received.tooMany, deps.maxFileBytes);
    if (isRefusal(checked)) throw checked;
    const stored: Media[] = [];
    for (const [index, file] of received.files.entries()) {
      stored.push(
        await deps.services.content.media.upload({
          path: file.path,
          type: checked[index] as UploadType,
          originalName: file.originalName,
        }),
      );
    }
    const names = stored.map((media) => media.name);
    if (wantsJson) return json(201, { media: stored.map(describe) });
    return seeOther(withFlag(back, 'uploaded', names.join(',')));
  } catch (error) {
    return answer(answerFor(error));
  } finally {
    await cleanup();
  }
}

/** `path` with `name=value` added to its query (the value is ours: hashed names or a code). */
const withFlag = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`;

/** The short code of one of our refusals (`too-large`), or `unreadable` for the store's. */
const shortOf = (refusal: Refusal) =>
  refusal.code?.startsWith('UPLOAD_')
    ? refusal.code.slice('UPLOAD_'.length).toLowerCase().replace(/_/g, '-')
    : 'unreadable';

/**
 * Any failure as an answer: refusals as they are (ours, or the store's for a picture that
 * would not decode), a body that stalled or was cut, else 503.
 */
function answerFor(error: unknown): Answer {
  if (isRefusal(error)) {
    return { status: error.status, short: shortOf(error), message: error.message, logged: error };
  }
  const slow = slowBodyIn(error);
  if (slow) {
    return {
      status: 408,
      short: 'stalled',
      message:
        'The upload stopped arriving, so nothing was stored; please check the connection and send the photos again.',
      logged: slow,
    };
  }
  if (error instanceof MalformedUpload) {
    return {
      status: 400,
      short: 'form',
      message: 'The upload was cut off or could not be read; please send it again.',
      logged: error,
    };
  }
  return {
    status: 503,
    short: 'failed',
    message: 'The photos could not be stored just now; please try again in a minute.',
    logged: error,
  };
}
