import { useCallback, useRef, useState } from 'react';
import { choiceOf, type MediaChoice } from './media-choice';
import { uploadFile } from './upload-files';

/** One file on its way: its preview, progress (0–1) and outcome. */
export interface Upload {
  id: number;
  fileName: string;
  /** The file itself, for its preview (drawn on a canvas: the CSP allows no blob: images). */
  file: File;
  progress: number;
  error?: string;
  isDone: boolean;
}

/**
 * Uploads files as they are picked or dropped, several at once, and calls `onStored` with each
 * stored picture in the order the files were given. With `clearStored`, a finished upload leaves
 * the list once its picture is handed over (a gallery shows it as a card at once); one that
 * failed stays, with its reason.
 */
export function useUploads(
  onStored: (stored: MediaChoice[]) => void,
  { clearStored = false }: { clearStored?: boolean } = {},
) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(1);

  const start = useCallback(
    async (files: readonly File[]) => {
      const update = (id: number, change: Partial<Upload>) =>
        setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));
      const started = files.map((file) => ({
        file,
        upload: { id: next.current++, fileName: file.name, file, progress: 0, isDone: false },
      }));
      setUploads((all) => [...all, ...started.map((s) => s.upload)]);
      const results = await Promise.all(
        started.map(async ({ file, upload }) => {
          try {
            const stored = await uploadFile(file, {
              onProgress: (progress) => update(upload.id, { progress }),
            });
            update(upload.id, { isDone: true, progress: 1 });
            return choiceOf(stored, file.name);
          } catch (error) {
            update(upload.id, { error: error instanceof Error ? error.message : String(error) });
            return undefined;
          }
        }),
      );
      const stored = results.filter((r): r is MediaChoice => r !== undefined);
      if (stored.length > 0) onStored(stored);
      if (clearStored) {
        const finished = new Set(started.map((s) => s.upload.id));
        setUploads((all) => all.filter((u) => !(finished.has(u.id) && u.isDone)));
      }
    },
    [onStored, clearStored],
  );

  const clearDone = () => setUploads((all) => all.filter((u) => !u.isDone));
  return { uploads, start, clearDone };
}
