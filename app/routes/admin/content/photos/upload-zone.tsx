import { type DragEvent, useId, useState } from 'react';
import { FilePreview } from './file-preview';
import type { Upload } from './use-uploads';

/** What the picker offers (the server checks each file's bytes, not its name). */
export const ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

/**
 * Pick or drop several photos at once: each uploads with its own progress bar and preview;
 * a refused file says why, the others go on.
 */
export function UploadZone({
  uploads,
  onFiles,
  label = 'Add photos',
  isMultiple = true,
}: {
  uploads: readonly Upload[];
  onFiles: (files: File[]) => void;
  label?: string;
  isMultiple?: boolean;
}) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const files = [...event.dataTransfer.files].filter(
      (file) => file.type.startsWith('image/') || /\.hei[cf]$/i.test(file.name),
    );
    if (files.length > 0) onFiles(isMultiple ? files : files.slice(0, 1));
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={handleDrop}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center ${
          isOver ? 'border-accent-text bg-surface-muted' : 'border-border-strong'
        }`}
      >
        <legend className="sr-only">{label}</legend>
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-md border-2 border-fg px-4 text-sm font-semibold text-fg hover:bg-fg hover:text-bg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
        >
          {label}
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            multiple={isMultiple}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
        <p className="text-sm text-fg-muted">
          or drop {isMultiple ? 'them' : 'it'} here. JPEG, PNG, WebP, AVIF or iPhone HEIC.
        </p>
      </fieldset>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="flex items-center gap-3 text-sm">
              <FilePreview file={upload.file} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate font-semibold text-fg">{upload.fileName}</span>
                {upload.error ? (
                  <span role="alert" className="font-semibold text-accent-text">
                    {upload.error}
                  </span>
                ) : (
                  <progress
                    max={1}
                    value={upload.progress}
                    aria-label={`Uploading ${upload.fileName}`}
                    className="h-2 w-full accent-accent"
                  >
                    {Math.round(upload.progress * 100)}%
                  </progress>
                )}
              </div>
              <span className="w-12 shrink-0 text-right text-fg-muted">
                {upload.error
                  ? ''
                  : upload.isDone
                    ? 'Done'
                    : `${Math.round(upload.progress * 100)}%`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
