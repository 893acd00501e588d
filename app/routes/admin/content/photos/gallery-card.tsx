import { useEditor } from '../form/editor-state';
import { inputId } from '../form/field-paths';
import { joinPath } from '../form/form-values';
import { ListButton, listButtonClass } from '../form/list-button';
import type { ListOp } from '../form/list-ops';
import { useIsHydrated } from '../use-is-hydrated';
import { AltText } from './alt-text';
import { FocalPoint } from './focal-point';
import { PictureSelect } from './picture-select';
import { Thumbnail } from './thumbnail';

type EntryOp = { op: 'move'; from: number; to: number } | { op: 'remove'; index: number };

/** One picture of a gallery: its place, alt text, moves, removal, cover and focal point. */
export function GalleryCard({
  path,
  index,
  count,
  coverPath,
  isCover,
  onOp,
  onDragStart,
  onDrop,
}: {
  path: string;
  index: number;
  count: number;
  coverPath?: string;
  isCover: boolean;
  onOp: (op: EntryOp) => void;
  onDragStart: () => void;
  onDrop: () => void;
}) {
  const editor = useEditor();
  const isHydrated = useIsHydrated();
  const srcPath = joinPath(path, 'src');
  const src = String(editor.valueAt(srcPath) ?? '');
  const media = editor.media.get(src);
  const id = inputId(path);
  const name = `picture ${index + 1}`;
  const listPath = path.split('.').slice(0, -1).join('.');
  const run = (op: ListOp) => onOp(op as EntryOp);
  return (
    <li
      id={`${id}-entry`}
      draggable={isHydrated}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      // On a phone the picture sits small beside its place and buttons, so eight of them are a
      // short scroll; from sm up each card stacks its parts.
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-md border border-border bg-surface-muted p-3 sm:flex sm:flex-col"
    >
      <div className="col-start-2 row-start-1 flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-fg">
          {index + 1} of {count}
        </span>
        {isCover && (
          <span className="rounded-full bg-fg px-2.5 py-0.5 text-xs font-bold text-bg uppercase">
            Cover
          </span>
        )}
      </div>
      <Thumbnail
        media={media}
        name={src}
        className={`col-start-1 row-span-2 row-start-1 w-full ${isHydrated ? 'cursor-grab' : ''}`}
      />
      <div className="col-start-2 row-start-2 flex flex-wrap gap-2">
        <ListButton
          id={`${id}-up`}
          op={{ op: 'move', path: listPath, from: index, to: index - 1 }}
          onOp={run}
          disabled={index === 0}
        >
          <span aria-hidden="true">←</span> Earlier
          <span className="sr-only"> (move {name} up)</span>
        </ListButton>
        <ListButton
          id={`${id}-down`}
          op={{ op: 'move', path: listPath, from: index, to: index + 1 }}
          onOp={run}
          disabled={index === count - 1}
        >
          Later <span aria-hidden="true">→</span>
          <span className="sr-only"> (move {name} down)</span>
        </ListButton>
        <ListButton op={{ op: 'remove', path: listPath, index }} onOp={run}>
          Remove<span className="sr-only"> {name}</span>
        </ListButton>
        {isHydrated && coverPath && media && !isCover && (
          <button
            type="button"
            className={listButtonClass}
            onClick={() => {
              editor.setValue(coverPath, {
                src,
                alt: String(editor.valueAt(joinPath(path, 'alt')) ?? ''),
              });
              editor.announce(`${name} is the cover now.`);
            }}
          >
            Set as cover<span className="sr-only"> ({name})</span>
          </button>
        )}
      </div>
      {isHydrated ? (
        <input type="hidden" name={srcPath} value={src} />
      ) : (
        <div className="col-span-2">
          <PictureSelect path={srcPath} label={`Picture ${index + 1}: file`} />
        </div>
      )}
      <div className="col-span-2">
        <AltText path={joinPath(path, 'alt')} label={`Alt text of ${name}`} />
      </div>
      {isHydrated && media && (
        <details className="col-span-2 rounded-md border border-border bg-surface p-3">
          <summary className="min-h-6 cursor-pointer text-sm font-semibold text-fg">
            Focal point
          </summary>
          <div className="pt-3">
            <FocalPoint key={media.name} media={media} />
          </div>
        </details>
      )}
    </li>
  );
}
