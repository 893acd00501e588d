/**
 * What an autosave may hold, by kind, checked on the server before it is kept: the editor's
 * typed fields, body and address; a reply's subject, text and template. Anything else, or more
 * than {@link MAX_DRAFT_CHARS}, is refused with a sentence (never kept in part).
 */
import * as v from 'valibot';
import { BODY_MAX, SUBJECT_MAX } from './reply-text.ts';
/** What is being written: an item in the content editor, or a reply on a lead. */
export type DraftKind = 'content' | 'reply';

/**
 * The largest draft kept, as JSON text: every POST is cut at 64 KiB before the app sees it
 * (server/http/guards.ts), so a longer draft could not arrive anyway; saving it is the way.
 */
export const MAX_DRAFT_CHARS = 60_000;

/** "services/12" or "services/new": a collection's name and an item's id, or new. */
const CONTENT_TARGET = /^[a-z][a-z0-9-]{0,39}\/(?:[1-9][0-9]{0,9}|new)$/;
/** A lead's id. */
const REPLY_TARGET = /^[1-9][0-9]{0,9}$/;

const contentDraft = v.strictObject({
  values: v.record(v.string(), v.unknown()),
  body: v.pipe(v.string(), v.maxLength(200_000)),
  slug: v.pipe(v.string(), v.maxLength(200)),
});

const replyDraft = v.strictObject({
  subject: v.pipe(v.string(), v.maxLength(SUBJECT_MAX + 1)),
  body: v.pipe(v.string(), v.maxLength(BODY_MAX + 1)),
  templateId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export type ContentDraft = v.InferOutput<typeof contentDraft>;
export type ReplyDraft = v.InferOutput<typeof replyDraft>;

/** A draft checked for its kind, or the reason it is refused (and the status to answer). */
export type CheckedDraft =
  | { ok: true; kind: DraftKind; target: string; data: ContentDraft | ReplyDraft; json: string }
  | { ok: false; status: 400 | 413; message: string };

const isKind = (kind: string): kind is DraftKind => kind === 'content' || kind === 'reply';

/** Whether `target` names a thing of `kind` ("services/12" for content, "42" for a reply). */
export const isTarget = (kind: DraftKind, target: string) =>
  (kind === 'content' ? CONTENT_TARGET : REPLY_TARGET).test(target);

/** Checks a posted draft: its kind, target and JSON text, and that it fits. */
export function checkDraft(kind: string, target: string, text: string): CheckedDraft {
  if (!isKind(kind)) return { ok: false, status: 400, message: 'Unknown kind of draft.' };
  if (!isTarget(kind, target)) {
    return { ok: false, status: 400, message: 'The draft does not say what it belongs to.' };
  }
  if (text.length > MAX_DRAFT_CHARS) {
    return {
      ok: false,
      status: 413,
      message: 'This draft is too long to keep automatically: save it to keep it.',
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: 'The draft could not be read.' };
  }
  const result = v.safeParse(kind === 'content' ? contentDraft : replyDraft, parsed);
  if (!result.success) return { ok: false, status: 400, message: 'The draft could not be read.' };
  return { ok: true, kind, target, data: result.output, json: JSON.stringify(result.output) };
}
