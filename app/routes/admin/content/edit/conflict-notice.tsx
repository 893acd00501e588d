import { Button } from '../../../../components/button';
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
      className="flex flex-col gap-3 rounded-md border-2 border-accent-text bg-surface p-4"
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
        <a
          href="?"
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-fg px-4 text-xs font-semibold uppercase tracking-wide text-fg hover:bg-fg hover:text-bg"
        >
          See their version<span className="sr-only"> (new tab)</span>
        </a>
        <Button
          type="submit"
          form={formId}
          name="overrideBase"
          value={conflict.version}
          className="min-h-11 px-4 py-2 text-xs"
        >
          Save mine as version {conflict.version + 1}
        </Button>
      </div>
    </section>
  );
}
