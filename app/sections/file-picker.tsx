import { useEffect, useId, useRef, useState } from 'react';
import {
  type ChosenFileEntry as Chosen,
  keyOf,
  limitProblem,
  previewable,
  sentPercents,
  type UploadProgress,
} from '../browser/form-files';
import { useFieldState } from '../components/form/form-state-context';
import { fileSize, QUOTE_FILES_ACCEPT } from '../forms/quote-files';
import { ChosenFile } from './chosen-file';
import { UPLOAD_PROGRESS_EVENT } from './send-with-files';

/**
 * Photos and plans with a quote. Without script: a plain multiple file input (the form is
 * multipart). With script: files picked again are added to those already chosen, each shown with
 * a preview, its size, a button that removes it and, while sending, how much of it has gone;
 * more than 10 files or 50 MB together is said at once and stops the send (decision 032).
 */
export function FilePicker({
  name,
  label,
  hint,
  islands,
}: {
  name: string;
  label: string;
  hint: string;
  /** On a page served with islands: the chosen files' markup for the island to fill in. */
  islands?: boolean;
}) {
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

  const sent = sentPercents(
    chosen.map((item) => item.file),
    progress,
  );

  return (
    <div className="flex flex-col gap-2 md:col-span-2" data-file-picker="">
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
      {/* Always there, so the form's island has the slot for a message. */}
      <p id={`${id}-error`} hidden={!message} className="text-sm font-medium text-accent-text">
        {message}
      </p>
      {chosen.length > 0 && (
        <ul aria-label="Chosen files" className={LIST_CLASS}>
          {chosen.map(({ file, key, preview }, index) => (
            <ChosenFile
              key={key}
              name={file.name}
              size={fileSize(file.size)}
              preview={preview}
              sent={sent[index]}
              isSending={progress !== undefined}
              onRemove={() => show(chosen.filter((item) => item.key !== key).map((i) => i.file))}
            />
          ))}
        </ul>
      )}
      {islands && (
        // What the site form's island (app/islands/file-picker.ts) fills in for each file.
        <template data-file-item="">
          <ul aria-label="Chosen files" className={LIST_CLASS}>
            <ChosenFile name="" size="" preview="" sent={0} isSending={false} withIcon />
          </ul>
        </template>
      )}
    </div>
  );
}

const LIST_CLASS = 'grid gap-2 sm:grid-cols-2';
