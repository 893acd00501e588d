import { FileText, X } from 'lucide-react';

const PREVIEW_CLASS = 'size-12 shrink-0 rounded object-cover';

/** One chosen file: its preview or an icon, name, size, how much has gone, and Remove. */
export function ChosenFile(props: {
  name: string;
  size: string;
  preview?: string;
  sent?: number;
  isSending: boolean;
  onRemove?: () => void;
  /** Both the preview and the icon (the island's template keeps one). */
  withIcon?: boolean;
}) {
  const { name, size, preview, sent } = props;
  const icon = <FileText aria-hidden="true" className="size-12 shrink-0 p-2 text-fg-muted" />;
  return (
    <li className="flex items-center gap-3 rounded-md border border-border p-2">
      {preview ? (
        <img src={preview} alt="" className={PREVIEW_CLASS} />
      ) : (
        // The island's template: where its script puts the picture (an <img> needs its src).
        preview === '' && <span data-preview-img="" className={PREVIEW_CLASS} />
      )}
      {(preview === undefined || props.withIcon) && icon}
      <span className="flex min-w-0 flex-1 flex-col text-sm">
        <span className="truncate font-semibold text-fg" data-file-name="">
          {name}
        </span>
        <span className="text-fg-muted" data-file-size="">
          {size}
        </span>
        {sent !== undefined && (
          <progress
            max={100}
            value={sent}
            aria-label={`${name} sent`}
            className="mt-1 h-2 w-full accent-accent"
          />
        )}
      </span>
      <button
        type="button"
        onClick={props.onRemove}
        disabled={props.isSending}
        className="grid size-11 shrink-0 place-items-center rounded-md text-fg-muted hover:text-fg disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Remove {name}</span>
      </button>
    </li>
  );
}
