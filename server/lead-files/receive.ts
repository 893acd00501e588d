/**
 * A quote request posted as multipart/form-data (with or without script, decision 032): its
 * files are streamed to temporary files as they arrive (server/http/upload-receiver.ts, the
 * photo manager's receiver), never held in memory; its text fields become an ordinary
 * urlencoded body for the page's action, which finds the files in the request's context. Files
 * past 10 or past 50 MB together are dropped and flagged, and the post reaches the action, so
 * the visitor gets the form back with what they typed and a message (413). A body far past the
 * limit is cut off with a plain 413 page (the browser's Back keeps what was typed).
 *
 * Uploads that go wrong (decision 038): when the temporary folder has too little room for the
 * body (or fills up while it arrives), nothing more is written, the text still reaches the
 * action and the visitor gets the form back with what they typed (507, Retry-After); a sender
 * that stalls gets a 408 page saying so. Each is logged once with its cause.
 *
 * The office's own quote PDF (decision 059) comes the same way: a multipart post of the lead
 * screen (its Quote panel, with or without script) with one `document` part of at most 20 MB;
 * the lead's action finds it in the request's context and has it cleaned in the workers.
 */
import { tmpdir } from 'node:os';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MAX_QUOTE_DOCUMENT_BYTES, QUOTE_DOCUMENT_FIELD } from '../../app/forms/quote-document.ts';
import {
  MAX_QUOTE_FILES,
  MAX_QUOTE_FILES_BYTES,
  QUOTE_FILES_FIELD,
  type QuoteUploads,
} from '../../app/forms/quote-files.ts';
import { type BodyPace, pacedBody, slowBodyIn } from '../http/body-pace.ts';
import {
  admitPost,
  headersForRouter,
  MAX_BODY_BYTES,
  type PostGuards,
  slowSender,
} from '../http/guards.ts';
import { plainPage } from '../http/plain-page.ts';
import { MalformedUpload, receiveUpload } from '../http/upload-receiver.ts';
import { hasRoomFor } from '../ops/disk-space.ts';

/** The quote form's two addresses: the page (no script) and the script's endpoint. */
const QUOTE_PATHS = new Set(['/request-quote', '/api/forms/quote']);
/** The lead screen (its page and the script's `.data` address), where the Quote panel posts. */
const LEAD_SCREEN = /^\/admin\/leads\/[^/]+?(?:\.data)?$/i;

/** What one multipart form may carry, and how a body far past it is answered. */
export interface UploadForm {
  fileField: string;
  maxFiles: number;
  maxBytes: number;
  maxFields: number;
  /** Past this the body is not read further. */
  cutoff: number;
  tooLong: { title: string; text: string };
}

const QUOTE_FORM: UploadForm = {
  fileField: QUOTE_FILES_FIELD,
  maxFiles: MAX_QUOTE_FILES,
  maxBytes: MAX_QUOTE_FILES_BYTES,
  maxFields: 40,
  // Twice the files' limit leaves room to say why.
  cutoff: 2 * MAX_QUOTE_FILES_BYTES,
  tooLong: {
    title: 'These files are too large',
    text: `A quote request can carry up to ${MAX_QUOTE_FILES} files of ${MAX_QUOTE_FILES_BYTES / 1024 / 1024} MB together. Please go back, choose fewer or smaller files, and send it again; what you typed is still in the form when you go back.`,
  },
};

/** The Quote panel's form: one PDF; its lines, up to 50 of four fields, and the rest. */
const QUOTE_DOCUMENT_FORM: UploadForm = {
  fileField: QUOTE_DOCUMENT_FIELD,
  maxFiles: 1,
  maxBytes: MAX_QUOTE_DOCUMENT_BYTES,
  maxFields: 300,
  cutoff: 2 * MAX_QUOTE_DOCUMENT_BYTES,
  tooLong: {
    title: 'This PDF is too large',
    text: `A quote's PDF may be up to ${MAX_QUOTE_DOCUMENT_BYTES / 1024 / 1024} MB. Please go back, choose a smaller copy, and save again; what you typed is still in the form when you go back.`,
  },
};

/** Past this a quote request's body is not read further. */
export const QUOTE_BODY_CUTOFF = QUOTE_FORM.cutoff;

const isMultipartPost = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ===
    'multipart/form-data';

/** The form a multipart post carries files for: a quote request's, the Quote panel's, or none. */
export function uploadFormOf(request: Request, url: URL): UploadForm | undefined {
  if (!isMultipartPost(request)) return undefined;
  if (QUOTE_PATHS.has(url.pathname)) return QUOTE_FORM;
  return LEAD_SCREEN.test(url.pathname) ? QUOTE_DOCUMENT_FORM : undefined;
}

export interface QuotePost {
  /** The post's text fields as a urlencoded body, for the action. */
  request: Request;
  uploads: QuoteUploads;
  /** Removes the temporary files (call once the answer is made, in every case). */
  cleanup: () => Promise<void>;
}

/** The body, erroring once it passes `limit` bytes. */
function cutOffAfter(body: ReadableStream<Uint8Array>, limit: number, onCut: () => void) {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          onCut();
          controller.error(new Error('the body is longer than a quote may be'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

const tooLong = (guards: PostGuards, form: UploadForm) =>
  plainPage(413, form.tooLong.title, form.tooLong.text, guards.contact);

/**
 * Receives a quote's multipart post (see the module comment): an error page, or the post for
 * the action with its uploads.
 */
export async function receiveQuotePost(
  request: Request,
  url: URL,
  guards: PostGuards & { tmpDir?: string; lowDiskBytes?: number; pace: BodyPace },
  log: (error: unknown, context: string) => void,
  form: UploadForm = QUOTE_FORM,
): Promise<Response | QuotePost> {
  const refused = admitPost(request, url, guards);
  if (refused) return refused;
  const declared = Number(request.headers.get('content-length') ?? 0) || 0;
  if (declared > form.cutoff) {
    log(new Error('declared body over the cut-off'), '(a quote answered 413 before reading)');
    return tooLong(guards, form);
  }
  // Too little room for what is coming (and the reserve): nothing is written, the text is read.
  const tmpDir = guards.tmpDir ?? tmpdir();
  const noRoom = !(await hasRoomFor(tmpDir, declared, guards.lowDiskBytes ?? 0));
  let cut = false;
  // Read at the upload's pace: cut when it stalls, never while it keeps coming (body-pace.ts).
  const body = request.body
    ? cutOffAfter(pacedBody(request.body, guards.pace), form.cutoff, () => {
        cut = true;
      })
    : null;
  const limited = new Request(url, {
    method: 'POST',
    headers: request.headers,
    body: body as unknown as WebReadableStream<Uint8Array> | null,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
  let received: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    received = await receiveUpload(limited, {
      fileField: form.fileField,
      maxFiles: form.maxFiles,
      maxFileBytes: form.maxBytes,
      maxTotalBytes: form.maxBytes,
      maxFields: form.maxFields,
      maxFieldBytes: MAX_BODY_BYTES,
      tmpDir,
      noRoom,
      signal: request.signal,
    });
  } catch (error) {
    const slow = slowBodyIn(error);
    if (slow) {
      log(slow, '(a quote answered 408: the upload stopped arriving)');
      return slowSender(slow, guards.contact);
    }
    log(error, cut ? '(a quote answered 413: cut off)' : '(a quote answered 400: unreadable)');
    if (cut) return tooLong(guards, form);
    if (error instanceof MalformedUpload) {
      return plainPage(
        400,
        'This form could not be read',
        'The form arrived cut off or could not be read. Please go back and send it again.',
        guards.contact,
      );
    }
    throw error;
  }
  if (received.diskFull) {
    const error = Object.assign(new Error('no room for the files'), { code: received.diskFull });
    log(error, "(a quote's files were dropped for want of room; its form is shown again)");
  }
  const text = new URLSearchParams([...received.fields]);
  const encoded = new TextEncoder().encode(text.toString());
  if (encoded.byteLength > MAX_BODY_BYTES) {
    await received.cleanup();
    return plainPage(
      413,
      'This form is too long',
      'What was sent is longer than our forms accept. Please shorten the message and send it again.',
      guards.contact,
    );
  }
  const headers = new Headers(headersForRouter(request, url));
  headers.set('content-type', 'application/x-www-form-urlencoded');
  headers.delete('content-length');
  return {
    request: new Request(url, { method: 'POST', headers, body: encoded }),
    uploads: {
      files: received.files.map(({ originalName, path, size, head }) => ({
        originalName,
        path,
        size,
        head,
      })),
      tooMany: received.tooMany,
      overTotal: received.overTotal || received.files.some((file) => file.tooLarge),
      diskFull: Boolean(received.diskFull),
    },
    cleanup: received.cleanup,
  };
}
