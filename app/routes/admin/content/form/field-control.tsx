import { PictureField } from '../photos/picture-field';
import { ChoicesField } from './choices-field';
import { useEditor } from './editor-state';
import { sentence } from './field-labels';
import { inputId } from './field-paths';
import { controlClass, describedBy, FieldShell, Problem } from './field-shell';
import { joinPath } from './form-values';
import { addedThing } from './group-words';
import { ListField } from './list-field';
import { PlaceholderChips } from './placeholder-chips';
import { placeholderChips } from './placeholder-words';
import type { FieldDescriptor } from './schema-fields';

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);

/**
 * Whether a select's hint only lists what the select offers ("One of facebook, instagram, x."):
 * the schema's words for whoever edits the files, which the select itself shows.
 */
export function listsOptionsOnly(field: FieldDescriptor): boolean {
  if (field.kind !== 'choice' || !field.hint) return false;
  const words = field.hint.replace(/^one of\s*/i, '').replace(/\.$/, '');
  return words !== field.hint && words.split(/,\s*/).every((word) => field.options.includes(word));
}

/** One field of the generated form, at `path`, drawn from its descriptor. */
export function FieldControl({
  field,
  path,
  label = field.label,
  neededIf,
}: {
  field: FieldDescriptor;
  path: string;
  label?: string;
  /** Set inside an optional group: the thing whose adding makes this field needed ("a quote"). */
  neededIf?: string;
}) {
  const editor = useEditor();
  const id = inputId(path);
  const problem = editor.problemAt(path);
  const value = editor.valueAt(path);
  // A required field of an optional group is needed only once the group is started.
  const isRequired = !field.isOptional && !neededIf;

  if (field.kind === 'group') {
    return (
      <fieldset
        id={id}
        tabIndex={-1}
        aria-describedby={field.hint ? `${id}-hint` : undefined}
        className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4"
      >
        <legend className="px-1 text-sm font-bold text-fg">
          {label}
          {field.isOptional && <span className="font-normal text-fg-muted"> (optional)</span>}
        </legend>
        {field.hint && (
          <p id={`${id}-hint`} className="text-sm text-fg-muted">
            {sentence(field.hint)}
          </p>
        )}
        {field.isOptional && (
          <p className="text-sm text-fg-muted">
            Leave all of its fields empty to leave {addedThing(label).replace(/^an? /, 'the ')} out.
          </p>
        )}
        <Problem id={id} problem={problem} />
        {field.fields.map((child) => (
          <FieldControl
            key={child.key}
            field={child}
            path={joinPath(path, child.key)}
            neededIf={field.isOptional ? addedThing(label) : neededIf}
          />
        ))}
      </fieldset>
    );
  }
  if (field.kind === 'list') return <ListField field={field} path={path} label={label} />;
  // An item's place among its collection: moved in the list, not typed (list/reorder-list.tsx).
  if (field.kind === 'number' && path === 'order') {
    return (
      <div id={id} tabIndex={-1} className="flex flex-col gap-1 text-sm">
        <input type="hidden" name={path} value={asText(value)} />
        <p className="font-semibold text-fg">
          Place in the list: <span className="font-normal">{asText(value) || 'last'}</span>
        </p>
        <p className="text-fg-muted">
          To move it, use its handle or its move buttons in the list of all of them.
        </p>
        <Problem id={id} problem={problem} />
      </div>
    );
  }
  if (field.kind === 'choices') return <ChoicesField field={field} path={path} label={label} />;
  if (field.kind === 'picture') return <PictureField field={field} path={path} label={label} />;

  if (field.kind === 'boolean') {
    const hint = sentence(field.hint);
    return (
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-center gap-3 font-semibold text-fg">
          <input
            id={id}
            type="checkbox"
            name={path}
            checked={value === true}
            onChange={(event) => editor.setValue(path, event.target.checked)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(id, hint, problem)}
            className="size-5 accent-accent"
          />
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="pl-8 text-sm text-fg-muted">
            {hint}
          </p>
        )}
        <Problem id={id} problem={problem} />
      </div>
    );
  }

  const ownHint = listsOptionsOnly(field) ? undefined : sentence(field.hint);
  const needed = neededIf && !field.isOptional ? `Needed only if you add ${neededIf}.` : undefined;
  const hint = [needed, ownHint].filter(Boolean).join(' ') || undefined;
  const text = field.kind === 'text' ? asText(value) : '';
  const hasChips = placeholderChips(text, field.placeholders).length > 0;
  const described = [describedBy(id, hint, problem), hasChips && `${id}-chips`];
  const common = {
    id,
    name: path,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described.filter(Boolean).join(' ') || undefined,
    'aria-required': isRequired || undefined,
    className: controlClass,
  } as const;
  const set = (next: string) => editor.setValue(path, next);

  let control: React.ReactNode;
  if (field.kind === 'choice') {
    control = (
      <select {...common} value={asText(value)} onChange={(event) => set(event.target.value)}>
        {field.isOptional && <option value="">None</option>}
        {field.options.map((option) => (
          <option key={option} value={option}>
            {field.labels?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'text' && field.isLong) {
    control = (
      <textarea
        {...common}
        rows={3}
        value={asText(value)}
        onChange={(event) => set(event.target.value)}
      />
    );
  } else {
    const type =
      field.kind === 'number'
        ? 'number'
        : field.kind === 'date'
          ? 'date'
          : field.kind === 'text' && field.isUrl
            ? 'url'
            : 'text';
    control = (
      <input
        {...common}
        type={type}
        inputMode={field.kind === 'number' && field.isInteger ? 'numeric' : undefined}
        step={field.kind === 'number' ? (field.isInteger ? 1 : 'any') : undefined}
        min={field.kind === 'number' ? field.min : undefined}
        max={field.kind === 'number' ? field.max : undefined}
        value={asText(value)}
        onChange={(event) => set(event.target.value)}
      />
    );
  }
  return (
    <FieldShell id={id} label={label} hint={hint} problem={problem} isRequired={isRequired}>
      {control}
      {hasChips && <PlaceholderChips id={id} text={text} page={field.placeholders} />}
    </FieldShell>
  );
}
