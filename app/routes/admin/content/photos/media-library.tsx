import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/button';
import { useEditor } from '../form/editor-state';
import { controlClass } from '../form/field-shell';
import type { MediaChoice } from './media-choice';
import { UploadZone } from './upload-zone';
import { useUploads } from './use-uploads';

/**
 * The picture library in a modal dialog: every stored picture (newest first) to choose from,
 * found by file name, and uploads straight into it. `isMultiple` chooses several (a gallery).
 */
export function MediaLibrary({
  title,
  isMultiple = false,
  onChoose,
  onClose,
}: {
  title: string;
  isMultiple?: boolean;
  onChoose: (chosen: MediaChoice[]) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const editor = useEditor();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const { uploads, start } = useUploads((stored) => {
    editor.addMedia(stored);
    setChosen((current) =>
      isMultiple ? [...current, ...stored.map((s) => s.name)] : [stored[0]?.name ?? ''],
    );
  });
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const all = [...editor.media.values()];
  const shown = all.filter((m) => m.label.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (name: string) =>
    setChosen((current) =>
      isMultiple
        ? current.includes(name)
          ? current.filter((n) => n !== name)
          : [...current, name]
        : [name],
    );
  const done = () => {
    const picked = chosen
      .map((name) => editor.media.get(name))
      .filter((m): m is MediaChoice => Boolean(m));
    if (picked.length > 0) onChoose(picked);
    dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="library-title"
      onClose={onClose}
      // As wide as a desktop allows, full width less a margin on a phone.
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-1rem))] max-w-none rounded-lg bg-surface p-0 text-fg shadow-pop backdrop:bg-overlay"
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="library-title" className="text-h3 text-fg">
            {title}
          </h2>
          <Button
            variant="outline"
            className="min-h-11 px-4 py-2 text-xs"
            onClick={() => dialog.current?.close()}
          >
            Close
          </Button>
        </div>
        <UploadZone uploads={uploads} onFiles={start} isMultiple={isMultiple} label="Upload new" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="library-filter" className="text-sm font-semibold text-fg">
            Find by file name
          </label>
          <input
            id="library-filter"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className={controlClass}
          />
        </div>
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
          aria-label="Stored pictures"
        >
          {shown.map((media) => {
            const isChosen = chosen.includes(media.name);
            return (
              <li key={media.name}>
                <button
                  type="button"
                  aria-pressed={isChosen}
                  onClick={() => toggle(media.name)}
                  onDoubleClick={isMultiple ? undefined : done}
                  className={`flex w-full flex-col gap-1 rounded-md border-2 p-1 text-left ${
                    isChosen
                      ? 'border-fg bg-surface-muted'
                      : 'border-transparent hover:border-border-strong'
                  }`}
                >
                  <img
                    src={media.url}
                    alt=""
                    loading="lazy"
                    width={media.width}
                    height={media.height}
                    className="aspect-square w-full rounded-sm bg-surface-muted object-cover"
                  />
                  <span className="truncate text-xs text-fg">{media.label}</span>
                  {isChosen && <span className="text-xs font-bold text-fg">Chosen</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-surface px-4 py-3 sm:-mx-6 sm:px-6">
          <Button onClick={done} disabled={chosen.length === 0}>
            {isMultiple ? `Add ${chosen.length || ''} to the gallery` : 'Use this picture'}
          </Button>
          <span className="text-sm text-fg-muted">{all.length} pictures stored</span>
        </div>
      </div>
    </dialog>
  );
}
