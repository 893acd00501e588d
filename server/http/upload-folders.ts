/**
 * The temporary folders uploads are received into (decision 038): one per upload, named
 * `site-upload-<pid>-XXXXXX` in the temporary folder, so that the folders of this site's servers
 * can be told apart from anything else there, and each from the server process that made it.
 * A folder is removed when its upload ends, whatever happened; one left by a server that was
 * killed or crashed is removed by the next start's sweep: the sweep takes only our folders, and
 * of those only ones whose server is gone (or is this process, which has made none yet when it
 * sweeps), or that are older than any upload may last. Other servers' uploads in flight on the
 * same machine are left alone.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FailureLog } from '../ops/failure-log.ts';

export const UPLOAD_FOLDER_PREFIX = 'site-upload-';

const OURS = /^site-upload-(\d+)-[A-Za-z0-9]{6}$/;

/** A new, empty folder for one upload, under `tmpDir`. */
export function makeUploadFolder(tmpDir: string): Promise<string> {
  return mkdtemp(join(tmpDir, `${UPLOAD_FOLDER_PREFIX}${process.pid}-`));
}

/** True while a process with this id runs (one of another user counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The log's kind for a start-up sweep that could not list or remove a folder. */
const SWEEP_FAILED = 'upload folders not swept';

/**
 * Removes the upload folders under `tmpDir` that no upload can still be using (see the module
 * comment); resolves with how many were removed. Call it before the server takes requests.
 */
export async function sweepUploadFolders(
  tmpDir: string,
  {
    maxAgeMs,
    now = Date.now(),
    log,
  }: { maxAgeMs: number; now?: number; log?: Pick<FailureLog, 'failure'> },
): Promise<number> {
  // A folder that went away meanwhile needs no sweeping; anything else is logged, and the
  // server starts anyway (a sweep that failed leaves disk used, not a visitor turned away).
  const unswept = (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log?.failure(SWEEP_FAILED, error);
    return undefined;
  };
  const names = await readdir(tmpDir).catch(unswept);
  if (!names) return 0;
  let removed = 0;
  for (const name of names) {
    const pid = Number(OURS.exec(name)?.[1] ?? Number.NaN);
    if (!Number.isInteger(pid)) continue;
    const path = join(tmpDir, name);
    const facts = await stat(path).catch(unswept);
    if (!facts?.isDirectory()) continue;
    const stale = pid === process.pid || !isRunning(pid) || now - facts.mtimeMs > maxAgeMs;
    if (!stale) continue;
    if ((await rm(path, { recursive: true, force: true }).then(() => true, unswept)) !== true)
      continue;
    removed++;
  }
  return removed;
}
