import { useRef, useState } from 'react';
import { Button } from '../../../../components/button';
import { useEditor } from '../form/editor-state';
import { inputId } from '../form/field-paths';
import { Problem } from '../form/field-shell';
import { joinPath } from '../form/form-values';
import { ListButton } from '../form/list-button';
import type { ListOp } from '../form/list-ops';
import { useIsHydrated } from '../use-is-hydrated';
import { GalleryCard } from './gallery-card';
import type { MediaChoice } from './media-choice';
import { MediaLibrary } from './media-library';
import { UploadZone } from './upload-zone';
import { useUploads } from './use-uploads';

/** The parent's path of a dotted path ('' at the top). */
const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');

/**
 * A gallery (a list of pictures): add several at once by upload or from the library, reorder by
 * dragging or with the move buttons (each move announced), set one as the cover, describe each.
 */
export function GalleryField({ path, label }: { path: string; label: string }) {
  const editor = useEditor();
  const isHydrated = useIsHydrated();
  const [isPicking, setIsPicking] = useState(false);
  const dragged = useRef<number | null>(null);
  const entries = ((editor.valueAt(path) as { src?: string }[] | undefined) ?? []).map(
    (e) => e ?? {},
  );
  const id = inputId(path);
  const coverPath = joinPath(parentOf(path), 'image');
  const hasCover = editor.valueAt(coverPath) !== undefined;

  const append = (added: readonly MediaChoice[]) => {
    const next = [...entries, ...added.map((m) => ({ src: m.name, alt: m.alt }))];
    editor.setValue(path, next);
    editor.announce(
      `${added.length} picture${added.length === 1 ? '' : 's'} added; ${next.length} in the gallery.`,
    );
  };
  const { uploads, start } = useUploads(
    (stored) => {
      editor.addMedia(stored);
      append(stored);
    },
    { clearStored: true },
  );
  const handleOp = (op: ListOp) => {
    editor.changeList(op, { src: '', alt: '' });
    if (op.op === 'move') {
      editor.announce(
        `Moved picture ${op.from + 1} to position ${op.to + 1} of ${entries.length}.`,
      );
      const [same, other] = op.to < op.from ? ['up', 'down'] : ['down', 'up'];
      requestAnimationFrame(() => {
        const target = inputId(joinPath(path, op.to));
        const button = document.getElementById(`${target}-${same}`) as HTMLButtonElement | null;
        (button?.disabled ? document.getElementById(`${target}-${other}`) : button)?.focus();
      });
    } else if (op.op === 'remove') {
      editor.announce(`Removed picture ${op.index + 1}.`);
    }
  };
  const handleDrop = (to: number) => {
    const from = dragged.current;
    dragged.current = null;
    if (from !== null && from !== to) handleOp({ op: 'move', path, from, to });
  };

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4"
    >
      <legend className="px-1 text-sm font-bold text-fg">
        {label} <span className="font-normal text-fg-muted">({entries.length} pictures)</span>
      </legend>
      <p className="text-sm text-fg-muted">
        {isHydrated
          ? 'Drag a picture to reorder, or use its move buttons. The first picture comes first on the page.'
          : 'Use the move buttons to reorder. The first picture comes first on the page.'}
      </p>
      <Problem id={id} problem={editor.problemAt(path)} />
      {entries.length > 0 && (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {entries.map((entry, index) => (
            <GalleryCard
              // biome-ignore lint/suspicious/noArrayIndexKey: the inputs' names are their positions
              key={index}
              path={joinPath(path, index)}
              index={index}
              count={entries.length}
              coverPath={hasCover ? coverPath : undefined}
              onOp={(op) => handleOp({ ...op, path } as ListOp)}
              onDragStart={() => {
                dragged.current = index;
              }}
              onDrop={() => handleDrop(index)}
              isCover={
                hasCover &&
                entry.src !== '' &&
                editor.valueAt(joinPath(coverPath, 'src')) === entry.src
              }
            />
          ))}
        </ol>
      )}
      {isHydrated ? (
        <div className="flex flex-col gap-3">
          <UploadZone uploads={uploads} onFiles={start} label="Upload photos" />
          <div>
            <Button
              variant="outline"
              className="min-h-11 px-4 py-2 text-xs"
              onClick={() => setIsPicking(true)}
            >
              Add from the library<span className="sr-only"> to {label}</span>
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <ListButton op={{ op: 'add', path }} onOp={handleOp}>
            Add a picture<span className="sr-only"> to {label}</span>
          </ListButton>
        </div>
      )}
      {isPicking && (
        <MediaLibrary
          title={`Add to ${label}`}
          isMultiple
          onClose={() => setIsPicking(false)}
          onChoose={append}
        />
      )}
    </fieldset>
  );
}
