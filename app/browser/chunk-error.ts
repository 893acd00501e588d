/** How long a screen's code may take to arrive before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Why a script chunk did not load: it is missing (stale deploy, offline) or too slow. */
export type ChunkErrorType = 'missing' | 'timeout';

/** A script chunk that failed to load, with its type and address. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkErrorType,
    readonly address: string,
  ) {
    super(`Loading chunk failed (${type}: ${address})`);
  }
}

const DYNAMIC_IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Describes a chunk-loading failure, or returns null for any other error. */
export function asChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error) || !DYNAMIC_IMPORT_FAILURE.test(error.message)) return null;
  const address = error.message.match(/(https?:\/\/\S+|\/\S+\.(?:js|css))/)?.[1] ?? 'unknown';
  return new ChunkLoadError('missing', address);
}

const RELOAD_KEY = 'chunk-reload';

/**
 * A stale deploy removes old chunks: reload once to pick up the new ones.
 * Returns true when a reload was started, false when one was already tried.
 */
export function reloadOnceForChunk(
  error: ChunkLoadError,
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    if (storage.getItem(RELOAD_KEY) === error.address) return false;
    storage.setItem(RELOAD_KEY, error.address);
  } catch {
    return false;
  }
  reload();
  return true;
}
