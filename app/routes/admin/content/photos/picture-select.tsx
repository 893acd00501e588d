import { useEditor } from '../form/editor-state';
import { inputId } from '../form/field-paths';
import { controlClass, describedBy, Problem } from '../form/field-shell';

/** The picture by its file name: how a picture is chosen without JavaScript. */
export function PictureSelect({ path, label }: { path: string; label: string }) {
  const editor = useEditor();
  const id = inputId(path);
  const value = String(editor.valueAt(path) ?? '');
  const problem = editor.problemAt(path);
  const choices = [...editor.media.values()];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <select
        id={id}
        name={path}
        value={value}
        onChange={(event) => editor.setValue(path, event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, undefined, problem)}
        className={controlClass}
      >
        <option value="">No picture</option>
        {value && !editor.media.has(value) && <option value={value}>{value} (not stored)</option>}
        {choices.map((media) => (
          <option key={media.name} value={media.name}>
            {media.label} ({media.width}×{media.height})
          </option>
        ))}
      </select>
      <Problem id={id} problem={problem} />
    </div>
  );
}
