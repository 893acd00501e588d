import { useEditor } from './editor-state';
import { inputId } from './field-paths';
import { controlClass, Problem } from './field-shell';

/** One line of a list of lines: its number, and the line (its problem under it). */
export function LineEntry({ path, name, number }: { path: string; name: string; number: number }) {
  const editor = useEditor();
  const id = inputId(path);
  const problem = editor.problemAt(path);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="w-6 shrink-0 text-right text-sm font-semibold text-fg-muted">
          <span aria-hidden="true">{number}.</span>
          <span className="sr-only">{name}</span>
        </label>
        <input
          id={id}
          name={path}
          value={String(editor.valueAt(path) ?? '')}
          onChange={(event) => editor.setValue(path, event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={controlClass}
        />
      </div>
      <div className="pl-8">
        <Problem id={id} problem={problem} />
      </div>
    </div>
  );
}
