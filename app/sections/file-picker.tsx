import { FileText, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldState } from '../components/form/form-state-context';
import {
  fileSize,
  MAX_QUOTE_FILES,
  MAX_QUOTE_FILES_BYTES,
  QUOTE_FILES_ACCEPT,
} from '../forms/quote-files';
import { UPLOAD_PROGRESS_EVENT, type UploadProgress } from './send-with-files';

/** One chosen file, with a preview address while it is shown. */
interface Chosen {
  file: File;
  key: string;
  preview?: string;
}

/** Chromium and Firefox show no HEIC: those get the document icon instead of a broken preview. */
const previewable = (file: File) => /^image\/(jpeg|png|webp|avif|gif)$/.test(file.type);

const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** Why the chosen files cannot be sent, or ''. */
function limitProblem(files: readonly File[]): string {
  if (files.length > MAX_QUOTE_FILES) {
    return `Please choose at most ${MAX_QUOTE_FILES} files; remove ${files.length - MAX_QUOTE_FILES}.`;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_QUOTE_FILES_BYTES) {
    return `These files come to ${fileSize(total)}; please keep them under ${fileSize(MAX_QUOTE_FILES_BYTES)} together.`;
  }
  return '';
}

/**
 * Photos and plans with a quote. Without script: a plain multiple file input (the form is
 * multipart). With script: files picked again are added to those already chosen, each shown with
 * a preview, its size, a button that removes it and, while sending, how much of it has gone;
 * more than 10 files or 50 MB together is said at once and stops the send (decision 032).
 */
export function FilePicker({ name, label, hint }: { name: string; label: string; hint: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  const { error } = useFieldState(name);
  const [problem, setProblem] = useState('');
  // The form's message about these files holds until they change.
  const [shownError, setShownError] = useState(error);
  useEffect(() => setShownError(error), [error]);
  const message = problem || shownError;

  /** Puts `next` into the input (what the form sends) and the list. */
  const show = (next: File[]) => {
    const input = inputRef.current;
    if (!input) return;
    const transfer = new DataTransfer();
    for (const file of next) transfer.items.add(file);
    input.files = transfer.files;
    const found = limitProblem(next);
    input.setCustomValidity(found);
    setProblem(found);
    setShownError(undefined);
    setChosen((old) => {
      for (const item of old) if (item.preview) URL.revokeObjectURL(item.preview);
      return next.map((file) => ({
        file,
        key: keyOf(file),
        preview: previewable(file) ? URL.createObjectURL(file) : undefined,
      }));
    });
  };

  // Files picked before this code ran are in the input already; the form's reset clears them;
  // the send reports its progress on the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, with the input's form
  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    if (!input || !form) return;
    if (input.files?.length) show([...input.files]);
    const onReset = () => {
      setProgress(undefined);
      show([]);
    };
    const onProgress = (event: Event) =>
      setProgress((event as CustomEvent<UploadProgress | null>).detail ?? undefined);
    form.addEventListener('reset', onReset);
    form.addEventListener(UPLOAD_PROGRESS_EVENT, onProgress);
    return () => {
      form.removeEventListener('reset', onReset);
      form.removeEventListener(UPLOAD_PROGRESS_EVENT, onProgress);
    };
  }, []);

  const picked = (files: FileList | null) => {
    const before = chosen.map((item) => item.file);
    const keys = new Set(before.map(keyOf));
    show([...before, ...[...(files ?? [])].filter((file) => !keys.has(keyOf(file)))]);
  };

  /**
   * How much of each file has gone, in per cent: the bytes sent laid over the body, whose text
   * fields come first and the files after them in their order.
   */
  const totalBytes = chosen.reduce((sum, item) => sum + item.file.size, 0);
  let offset = progress ? Math.max(progress.total - totalBytes, 0) : 0;
  const sentOf = (file: File) => {
    const start = offset;
    offset += file.size;
    if (!progress) return undefined;
    const done = Math.min(Math.max(progress.loaded - start, 0), file.size);
    return file.size === 0 ? 100 : Math.round((done / file.size) * 100);
  };

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name={name}
        multiple
        accept={QUOTE_FILES_ACCEPT}
        data-label="your files"
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => picked(event.currentTarget.files)}
        className="w-full rounded-md border border-border-strong bg-surface p-3 text-fg file:mr-4 file:cursor-pointer file:rounded file:border-0 file:bg-surface-muted file:px-4 file:py-2 file:font-semibold file:text-fg"
      />
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-accent-text">
          {message}
        </p>
      )}
      {chosen.length > 0 && (
        <ul aria-label="Chosen files" className="grid gap-2 sm:grid-cols-2">
          {chosen.map(({ file, key, preview }) => {
            const sent = sentOf(file);
            return (
              <li key={key} className="flex items-center gap-3 rounded-md border border-border p-2">
                {preview ? (
                  <img src={preview} alt="" className="size-12 shrink-0 rounded object-cover" />
                ) : (
                  <FileText aria-hidden="true" className="size-12 shrink-0 p-2 text-fg-muted" />
                )}
                <span className="flex min-w-0 flex-1 flex-col text-sm">
                  <span className="truncate font-semibold text-fg">{file.name}</span>
                  <span className="text-fg-muted">{fileSize(file.size)}</span>
                  {sent !== undefined && (
                    <progress
                      max={100}
                      value={sent}
                      aria-label={`${file.name} sent`}
                      className="mt-1 h-2 w-full accent-accent"
                    />
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => show(chosen.filter((item) => item.key !== key).map((i) => i.file))}
                  disabled={progress !== undefined}
                  className="grid size-11 shrink-0 place-items-center rounded-md text-fg-muted hover:text-fg disabled:opacity-50"
                >
                  <X aria-hidden="true" className="size-5" />
                  <span className="sr-only">Remove {file.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
