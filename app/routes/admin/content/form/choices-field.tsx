import { useEditor } from './editor-state';
import { sentence } from './field-labels';
import { inputId } from './field-paths';
import { Problem } from './field-shell';
import { joinPath } from './form-values';
import type { FieldDescriptor } from './schema-fields';

type ChoicesDescriptor = Extract<FieldDescriptor, { kind: 'choices' }>;

/**
 * Some of a fixed set (the days an office opens): a checkbox per option, kept in the options'
 * order. Each is named by its option's index, so the plain form posts the checked ones.
 */
export function ChoicesField({
  field,
  path,
  label,
}: {
  field: ChoicesDescriptor;
  path: string;
  label: string;
}) {
  const editor = useEditor();
  const id = inputId(path);
  const problem = editor.problemAt(path);
  const value = editor.valueAt(path);
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  const hint = sentence(field.hint);
  const toggle = (option: string, isOn: boolean) => {
    const next = new Set(chosen);
    if (isOn) next.add(option);
    else next.delete(option);
    editor.setValue(
      path,
      field.options.filter((o) => next.has(o)),
    );
  };
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={
        [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined
      }
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="text-sm font-semibold text-fg">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {field.options.map((option, index) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-fg">
            <input
              id={inputId(joinPath(path, index))}
              type="checkbox"
              name={joinPath(path, index)}
              value={option}
              checked={chosen.has(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              aria-invalid={problem ? true : undefined}
              className="size-5 accent-accent"
            />
            {field.labels?.[option] ?? option}
          </label>
        ))}
      </div>
      <Problem id={id} problem={problem} />
    </fieldset>
  );
}
