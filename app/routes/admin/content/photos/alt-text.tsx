import { useEditor } from '../form/editor-state';
import { inputId } from '../form/field-paths';
import { controlClass, describedBy, Problem } from '../form/field-shell';

/** A picture's alt text: may wait while it is a draft, needed before it is published. */
export function AltText({ path, label = 'Alt text' }: { path: string; label?: string }) {
  const editor = useEditor();
  const id = inputId(path);
  const problem = editor.problemAt(path);
  const hint = 'What the picture shows, for people who cannot see it. Needed before publishing.';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {hint}
      </p>
      <input
        id={id}
        type="text"
        name={path}
        value={String(editor.valueAt(path) ?? '')}
        onChange={(event) => editor.setValue(path, event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        className={controlClass}
      />
      <Problem id={id} problem={problem} />
    </div>
  );
}
