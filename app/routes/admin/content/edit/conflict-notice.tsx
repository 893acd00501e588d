import { KitButton, kitButtonClass } from '../../kit';
import { ChangedNote, type ChangeNote } from '../changed-note';

/** Someone saved a newer version after this form was opened. */
export interface Conflict {
  version: number;
  yours: number;
  changed: ChangeNote;
}

/**
 * A save that would overwrite someone else's newer one is refused: this says who and when, keeps
 * everything typed below, and offers to save it anyway as a new version (theirs stays in the
 * revisions).
 */
export function ConflictNotice({ conflict, formId }: { conflict: Conflict; formId: string }) {
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="flex flex-col gap-3 rounded-md border border-l-4 border-accent-text bg-surface px-4 py-3"
    >
      <h2 id="conflict-title" className="text-lg font-bold text-fg">
        Someone else saved a newer version
      </h2>
      <p className="text-fg">
        Version {conflict.version} was <ChangedNote changed={conflict.changed} verb="saved" />,
        after you opened version {conflict.yours}. Nothing of yours was saved: your changes are
        still in the form below.
      </p>
      <div className="flex flex-wrap gap-2">
        <a href="?" target="_blank" rel="noopener" className={kitButtonClass('quiet')}>
          See their version<span className="sr-only"> (new tab)</span>
        </a>
        <KitButton
          type="submit"
          tone="primary"
          form={formId}
          name="overrideBase"
          value={conflict.version}
        >
          Save mine as version {conflict.version + 1}
        </KitButton>
      </div>
    </section>
  );
}
