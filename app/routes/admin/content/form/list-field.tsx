import { DragHandle } from '../list/drag-handle';
import { dragRow, usePointerReorder } from '../list/use-pointer-reorder';
import { GalleryField } from '../photos/gallery-field';
import { Thumbnail } from '../photos/thumbnail';
import { useIsHydrated } from '../use-is-hydrated';
import { useEditor } from './editor-state';
import { FieldControl } from './field-control';
import { sentence } from './field-labels';
import { inputId } from './field-paths';
import { Problem } from './field-shell';
import { emptyValue, joinPath } from './form-values';
import { LineEntry } from './line-entry';
import { ListButton } from './list-button';
import type { ListOp } from './list-ops';
import type { FieldDescriptor } from './schema-fields';

type ListDescriptor = Extract<FieldDescriptor, { kind: 'list' }>;

/** A repeatable field: each entry with Move up, Move down and Remove, and Add at the end. */
export function ListField({
  field,
  path,
  label,
}: {
  field: ListDescriptor;
  path: string;
  label: string;
}) {
  if (field.item.kind === 'picture') return <GalleryField path={path} label={label} />;
  return <EntriesField field={field} path={path} label={label} />;
}

/** A list of anything but pictures (those are a gallery). */
function EntriesField({
  field,
  path,
  label,
}: {
  field: ListDescriptor;
  path: string;
  label: string;
}) {
  const editor = useEditor();
  const isHydrated = useIsHydrated();
  const entries = (editor.valueAt(path) as unknown[] | undefined) ?? [];
  const id = inputId(path);
  const count = entries.length;
  const canAdd = field.maxItems === undefined || count < field.maxItems;
  const canRemove = count > (field.minItems ?? 0);
  const one = field.item.kind === 'text' ? 'line' : 'entry';
  // The entry's picture, where its fields hold one: shown small, as the content lists do.
  const pictureKey =
    field.item.kind === 'group'
      ? field.item.fields.find((inner) => inner.kind === 'picture')?.key
      : undefined;

  const handleOp = (op: ListOp) => {
    editor.changeList(op, emptyValue(field.item));
    if (op.op === 'move') {
      editor.announce(`Moved ${one} ${op.from + 1} to position ${op.to + 1} of ${count}.`);
      // Focus follows the entry, on the same button (the other at either end), once drawn.
      const moved = inputId(joinPath(path, op.to));
      const [same, other] = op.to < op.from ? ['up', 'down'] : ['down', 'up'];
      requestAnimationFrame(() => {
        const button = document.getElementById(`${moved}-${same}`) as HTMLButtonElement | null;
        (button?.disabled ? document.getElementById(`${moved}-${other}`) : button)?.focus();
      });
    } else if (op.op === 'remove') {
      editor.announce(`Removed ${one} ${op.index + 1}.`);
    } else {
      editor.announce(`Added ${one} ${count + 1}.`);
      requestAnimationFrame(() =>
        document
          .getElementById(`${inputId(joinPath(path, count))}-entry`)
          ?.querySelector<HTMLElement>('input, textarea, select')
          ?.focus(),
      );
    }
  };

  // With script, a handle drags an entry (the content lists' pointer code, decision 057); the
  // buttons stay the keyboard's and the no-script way.
  const drag = usePointerReorder((from, to) => handleOp({ op: 'move', path, from, to }));

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4"
    >
      <legend className="px-1 text-sm font-bold text-fg">
        {label}
        <span className="font-normal text-fg-muted">
          {' '}
          ({count}
          {field.minItems !== undefined && field.minItems === field.maxItems
            ? `, exactly ${field.minItems}`
            : field.minItems
              ? `, at least ${field.minItems}`
              : ''}
          )
        </span>
      </legend>
      {field.hint && <p className="text-sm text-fg-muted">{sentence(field.hint)}</p>}
      <Problem id={id} problem={editor.problemAt(path)} />
      <ol className="flex flex-col gap-3">
        {entries.map((_, index) => {
          const entryPath = joinPath(path, index);
          const entryId = inputId(entryPath);
          const name = `${label} ${index + 1}`;
          const isLine = field.item.kind === 'text' && !field.item.isLong;
          const handle = isHydrated && count > 1 && (
            <DragHandle handlers={drag.handleProps(index)} />
          );
          const src =
            pictureKey === undefined
              ? undefined
              : String(editor.valueAt(joinPath(joinPath(entryPath, pictureKey), 'src')) ?? '');
          const buttons = (
            <div className={`flex gap-2 ${isLine ? 'shrink-0' : 'flex-wrap'}`}>
              <ListButton
                id={`${entryId}-up`}
                op={{ op: 'move', path, from: index, to: index - 1 }}
                onOp={handleOp}
                disabled={index === 0}
              >
                <span aria-hidden="true">↑</span>
                <span className={isLine ? 'sr-only' : ''}> Move up</span>
                <span className="sr-only"> {name}</span>
              </ListButton>
              <ListButton
                id={`${entryId}-down`}
                op={{ op: 'move', path, from: index, to: index + 1 }}
                onOp={handleOp}
                disabled={index === count - 1}
              >
                <span aria-hidden="true">↓</span>
                <span className={isLine ? 'sr-only' : ''}> Move down</span>
                <span className="sr-only"> {name}</span>
              </ListButton>
              <ListButton op={{ op: 'remove', path, index }} onOp={handleOp} disabled={!canRemove}>
                {isLine ? <span aria-hidden="true">✕</span> : 'Remove'}
                <span className="sr-only">
                  {isLine ? 'Remove' : ''} {name}
                </span>
              </ListButton>
            </div>
          );
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the inputs' names are their positions
              key={index}
              id={`${entryId}-entry`}
              {...dragRow}
              style={drag.rowStyle(index)}
              className={
                isLine
                  ? 'flex items-start gap-2'
                  : 'flex flex-col gap-3 rounded-md bg-surface-muted p-3'
              }
            >
              {isLine ? (
                <>
                  {handle}
                  <LineEntry path={entryPath} name={name} number={index + 1} />
                </>
              ) : (
                <>
                  {(handle || src !== undefined) && (
                    <div className="flex items-center gap-3">
                      {handle}
                      {src !== undefined && (
                        <Thumbnail media={editor.media.get(src)} name="" className="w-20 text-xs" />
                      )}
                    </div>
                  )}
                  <FieldControl field={field.item} path={entryPath} label={name} />
                </>
              )}
              {buttons}
            </li>
          );
        })}
      </ol>
      <div>
        <ListButton op={{ op: 'add', path }} onOp={handleOp} disabled={!canAdd}>
          Add {one === 'line' ? 'a line' : 'an entry'}
          <span className="sr-only"> to {label}</span>
        </ListButton>
      </div>
    </fieldset>
  );
}
