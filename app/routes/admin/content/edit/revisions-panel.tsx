import { Form } from 'react-router';
import { Button } from '../../../../components/button';
import { ChangedNote, type ChangeNote } from '../changed-note';
import { controlClass } from '../form/field-shell';

/** One revision as the list shows it. */
export interface RevisionRow {
  version: number;
  isLive: boolean;
  changed: ChangeNote;
}

const small = 'min-h-11 px-3 py-2 text-xs';

/**
 * Every save is a revision: who, when, which is live; compare any two (the comparison shows
 * below the form) and restore one (a new version, nothing is lost).
 */
export function RevisionsPanel({
  revisions,
  version,
  path,
  compare,
}: {
  revisions: readonly RevisionRow[];
  version: number;
  path: string;
  compare: { from: number; to: number } | null;
}) {
  const from = compare?.from ?? Math.max(1, version - 1);
  const to = compare?.to ?? version;
  return (
    <section
      aria-labelledby="revisions-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="revisions-title" className="text-h3 text-fg">
        Revisions
      </h2>
      {revisions.length > 1 && (
        <Form
          method="get"
          action={`${path}#compare-title`}
          className="flex flex-wrap items-end gap-2"
        >
          {(
            [
              ['from', 'Compare', from],
              ['to', 'with', to],
            ] as const
          ).map(([name, label, value]) => (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={`compare-${name}`} className="text-sm font-semibold text-fg">
                {label}
              </label>
              <select
                id={`compare-${name}`}
                name={name}
                defaultValue={value}
                className={`${controlClass} w-24`}
              >
                {revisions.map((r) => (
                  <option key={r.version} value={r.version}>
                    v{r.version}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <Button type="submit" variant="outline" className={small}>
            Compare
          </Button>
        </Form>
      )}
      <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {revisions.map((revision) => (
          <li
            key={revision.version}
            className="flex flex-col gap-1 border-b border-border pb-2 text-sm last:border-0"
          >
            <p className="font-semibold text-fg">
              Version {revision.version}
              {revision.version === version && (
                <span className="font-normal text-fg-muted"> · the draft</span>
              )}
              {revision.isLive && <span className="font-normal text-fg-muted"> · on the site</span>}
            </p>
            <p className="text-fg-muted">
              <ChangedNote changed={revision.changed} verb="Saved" />
            </p>
            {revision.version !== version && (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="version" value={revision.version} />
                <Button type="submit" variant="outline" className={small}>
                  Restore<span className="sr-only"> version {revision.version}</span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
