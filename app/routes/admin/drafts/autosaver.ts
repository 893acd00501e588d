/**
 * When an autosave goes (docs/decisions/048): {@link AUTOSAVE_DELAY_MS} after the typing stops,
 * one save at a time, the latest typing last (a save on its way finishes, then the newer draft
 * follows; drafts typed in between are never sent). Stopped when the work is saved or the form
 * goes away, so a slot is not written again after the save that emptied it.
 */

/** Quiet time after the last change before the draft is kept. */
export const AUTOSAVE_DELAY_MS = 3000;

/** What the status line says. */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string };

export interface AutosaverOptions<T> {
  /** Keeps the draft; resolves to when it was kept (ISO), rejects with a sentence. */
  save: (draft: T) => Promise<string>;
  onState: (state: AutosaveState) => void;
  delayMs?: number;
}

export interface Autosaver<T> {
  /** The draft changed: keep it once the typing has stopped for a while. */
  change: (draft: T) => void;
  /**
   * The work is being saved: typing still waiting is dropped and a save on its way goes
   * unreported; later typing (after a refused save) is kept again.
   */
  cancel: () => void;
  /** Nothing more is kept (the work was saved, discarded or left). */
  stop: () => void;
}

export function createAutosaver<T>({
  save,
  onState,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaverOptions<T>): Autosaver<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { draft: T } | undefined;
  let isSaving = false;
  let isStopped = false;
  /** Counts cancels: a save started before one is not reported. */
  let round = 0;

  async function run() {
    timer = undefined;
    if (isSaving || !waiting || isStopped) return;
    const { draft } = waiting;
    waiting = undefined;
    isSaving = true;
    const started = round;
    const isCurrent = () => !isStopped && started === round;
    onState({ kind: 'saving' });
    try {
      const at = await save(draft);
      if (isCurrent()) onState({ kind: 'saved', at });
    } catch (error) {
      if (isCurrent()) {
        onState({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'The draft could not be kept.',
        });
      }
    } finally {
      isSaving = false;
      // Typing that came while this one was on its way, and whose quiet time has passed.
      if (waiting && !timer && !isStopped) void run();
    }
  }

  return {
    change(draft) {
      if (isStopped) return;
      waiting = { draft };
      clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    cancel() {
      round++;
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      onState({ kind: 'idle' });
    },
    stop() {
      isStopped = true;
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
