/** A change as shown: "3 hours ago", by whom, and the exact time for a tooltip and <time>. */
export interface ChangeNote {
  ago: string;
  at: string;
  iso: string;
  by: string;
}

/** "Changed 3 hours ago by Olive Owner", with the exact time in the company's zone. */
export function ChangedNote({ changed, verb = 'Changed' }: { changed: ChangeNote; verb?: string }) {
  return (
    <span>
      {verb}{' '}
      <time dateTime={changed.iso} title={changed.at}>
        {changed.ago}
      </time>{' '}
      by {changed.by}
    </span>
  );
}
