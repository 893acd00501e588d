/** Two revisions compared (server/revision-diff.server.ts builds it). */
export interface RevisionDiffData {
  from: number;
  to: number;
  fields: { path: string; label: string; parts: DiffPart[] }[];
  body: DiffPart[] | null;
}

interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** Added words underlined and marked, removed ones struck through; both named for screen readers. */
function Parts({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        // The parts of one diff never move: the index is their identity.
        const key = index;
        if (part.change === 'added') {
          return (
            <ins
              key={key}
              className="rounded-sm bg-surface-muted font-semibold text-fg underline decoration-2"
            >
              <span className="sr-only">[added: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        if (part.change === 'removed') {
          return (
            <del key={key} className="text-fg-muted line-through decoration-2">
              <span className="sr-only">[removed: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </>
  );
}

/** What changed from one version to another: each field, then the body's lines. */
export function RevisionDiffView({ diff }: { diff: RevisionDiffData }) {
  const isSame = diff.fields.length === 0 && diff.body === null;
  return (
    <section
      aria-labelledby="compare-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="compare-title" tabIndex={-1} className="text-h3 text-fg">
        Version {diff.from} compared with version {diff.to}
      </h2>
      {isSame && <p className="text-fg-muted">The two versions are the same.</p>}
      {diff.fields.length > 0 && (
        <dl className="flex flex-col gap-3">
          {diff.fields.map((field) => (
            <div
              key={field.path}
              className="flex flex-col gap-1 border-b border-border pb-3 md:flex-row md:gap-4"
            >
              <dt className="shrink-0 font-semibold text-fg md:w-56">{field.label}</dt>
              <dd className="min-w-0 break-words text-fg">
                <Parts parts={field.parts} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {diff.body && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-fg">Body</h3>
          <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-bg p-3 font-mono text-sm text-fg">
            <Parts parts={diff.body} />
          </pre>
        </div>
      )}
    </section>
  );
}
