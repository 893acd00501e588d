import { useState } from 'react';
import { Button } from '../../../../components/button';
import { useEditor } from '../form/editor-state';
import { sentence } from '../form/field-labels';
import { inputId } from '../form/field-paths';
import { Problem } from '../form/field-shell';
import { joinPath } from '../form/form-values';
import type { FieldDescriptor } from '../form/schema-fields';
import { useIsHydrated } from '../use-is-hydrated';
import { AltText } from './alt-text';
import { FocalPoint } from './focal-point';
import { MediaLibrary } from './media-library';
import { PictureSelect } from './picture-select';
import { Thumbnail } from './thumbnail';

/**
 * A picture field: the picture (chosen from the library, uploaded, or picked by file name
 * without JavaScript), its alt text, and where its crops centre.
 */
export function PictureField({
  field,
  path,
  label,
}: {
  field: FieldDescriptor;
  path: string;
  label: string;
}) {
  const editor = useEditor();
  const isHydrated = useIsHydrated();
  const [isPicking, setIsPicking] = useState(false);
  const srcPath = joinPath(path, 'src');
  const src = String(editor.valueAt(srcPath) ?? '');
  const media = editor.media.get(src);
  const id = inputId(path);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={field.hint ? `${id}-hint` : undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4"
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
      <Problem id={id} problem={editor.problemAt(path)} />
      <div className="flex flex-col gap-4 sm:flex-row">
        <Thumbnail media={media} name={src} className="w-full sm:w-48" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {isHydrated && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                className="min-h-11 px-4 py-2 text-xs"
                onClick={() => setIsPicking(true)}
              >
                {media ? 'Change picture' : 'Choose or upload'}
                <span className="sr-only"> for {label}</span>
              </Button>
            </div>
          )}
          <PictureSelect path={srcPath} label={`${label}: file`} />
          <AltText path={joinPath(path, 'alt')} />
        </div>
      </div>
      {isHydrated && media && (
        <details className="rounded-md border border-border p-3">
          <summary className="min-h-6 cursor-pointer text-sm font-semibold text-fg">
            Focal point for crops
          </summary>
          <div className="pt-3">
            <FocalPoint key={media.name} media={media} />
          </div>
        </details>
      )}
      {isPicking && (
        <MediaLibrary
          title={`Picture for ${label}`}
          onClose={() => setIsPicking(false)}
          onChoose={([picked]) => {
            if (!picked) return;
            editor.setValue(srcPath, picked.name);
            editor.announce(`${picked.label} chosen for ${label}.`);
          }}
        />
      )}
    </fieldset>
  );
}
