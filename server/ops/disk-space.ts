/**
 * Free space in the folders the server writes to (decision 038): the temporary folder, where
 * uploads arrive, and the SQLite database's folder, where every submission and its files are
 * stored. Read with `statfs` (what an unprivileged user may still write), never cached: a
 * reading costs one system call.
 */
import { statfs } from 'node:fs/promises';

/** Bytes an unprivileged writer may still use in `folder`'s file system; undefined if unreadable. */
export async function freeBytes(folder: string): Promise<number | undefined> {
  try {
    const facts = await statfs(folder);
    return facts.bavail * facts.bsize;
  } catch {
    return undefined;
  }
}

export interface FolderSpace {
  /** Free space in whole megabytes, or null when it could not be read. */
  freeMB: number | null;
  /** True when less than the low-disk threshold is free. */
  low: boolean;
}

/** The free space of each named folder against `lowBytes`, as /healthz reports it. */
export async function diskReport(
  folders: Record<string, string>,
  lowBytes: number,
): Promise<{ low: boolean; folders: Record<string, FolderSpace> }> {
  const entries = await Promise.all(
    Object.entries(folders).map(async ([name, folder]) => {
      const free = await freeBytes(folder);
      const space: FolderSpace = {
        freeMB: free === undefined ? null : Math.floor(free / 1024 / 1024),
        low: free !== undefined && free < lowBytes,
      };
      return [name, space] as const;
    }),
  );
  return {
    low: entries.some(([, space]) => space.low),
    folders: Object.fromEntries(entries),
  };
}

/**
 * True when `bytes` more can be written to `folder` and still leave `reserveBytes` free; true
 * as well when the free space cannot be read (the write itself then says whether it fits).
 */
export async function hasRoomFor(
  folder: string,
  bytes: number,
  reserveBytes: number,
): Promise<boolean> {
  const free = await freeBytes(folder);
  return free === undefined || free - bytes >= reserveBytes;
}
