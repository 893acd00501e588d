/**
 * What the cleaning workers are asked and answer (decision 037). A task names a temporary file
 * by its path, so its bytes never cross the request thread; the clean bytes come back as a
 * transferred buffer.
 */
import type { UploadType } from '../content/picture-facts.ts';

export type CleanTask =
  | { kind: 'pdf'; path: string }
  | { kind: 'picture'; path: string; type: UploadType; label: string };

/** A worker's answer to a task. */
export type CleanAnswer =
  /** A photo written again without metadata. */
  | {
      kind: 'picture';
      bytes: Uint8Array;
      mime: 'image/jpeg' | 'image/png';
      width: number;
      height: number;
    }
  /**
   * A PDF written again without its metadata; no bytes when it cannot be (kept as sent), and
   * `pastCeiling` when that is because a stream inflates past the decoding ceiling.
   */
  | { kind: 'pdf'; bytes?: Uint8Array; pastCeiling?: true }
  /** A photo that does not decode: the status and sentence of its refusal. */
  | { kind: 'refused'; status: number; message: string };

/** A file whose cleaning passed its time or memory limit: the worker was stopped. */
export class PastLimit extends Error {
  readonly code: 'FILE_CLEAN_TIME' | 'FILE_CLEAN_MEMORY';
  readonly limit: 'time' | 'memory';
  constructor(limit: 'time' | 'memory') {
    super(`cleaning a file passed its ${limit} limit`);
    this.limit = limit;
    this.code = limit === 'time' ? 'FILE_CLEAN_TIME' : 'FILE_CLEAN_MEMORY';
  }
}
