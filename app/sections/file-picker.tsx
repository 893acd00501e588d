import { useId } from 'react';
import { useFieldState } from '../components/form/form-state-context';
import { QUOTE_FILES_ACCEPT } from '../forms/quote-files';
import { ChosenFileTemplate } from './chosen-file';

/**
 * Photos and plans with a quote. Without script: a plain multiple file input (the form is
 * multipart). With script, the file picker's island (app/islands/file-picker.ts, started by the
 * site form's): files picked again are added to those already chosen, each shown with a
 * preview, its size, a button that removes it and, while sending, how much of it has gone;
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
  /** The chosen files' markup for the island to fill in. */
  islands?: boolean;
}) {
  const id = useId();
  // The server's message about these files, after a post without script.
  const { error: message } = useFieldState(name);
  return (
    <div className="flex flex-col gap-2 md:col-span-2" data-file-picker="">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        name={name}
        multiple
        accept={QUOTE_FILES_ACCEPT}
        data-label="your files"
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        className="w-full rounded-md border border-border-strong bg-surface p-3 text-fg file:mr-4 file:cursor-pointer file:rounded file:border-0 file:bg-surface-muted file:px-4 file:py-2 file:font-semibold file:text-fg"
      />
      {/* Always there, so the form's island has the slot for a message. */}
      <p id={`${id}-error`} hidden={!message} className="text-sm font-medium text-accent-text">
        {message}
      </p>
      {islands && (
        // What the file picker's island fills in for each file.
        <template data-file-item="">
          <ul aria-label="Chosen files" className="grid gap-2 sm:grid-cols-2">
            <ChosenFileTemplate />
          </ul>
        </template>
      )}
    </div>
  );
}
