import { useCompanyZone, wallClock } from '../kit';

/** A change as shown: "3 hours ago", by whom, and the exact time for a tooltip and <time>. */
export interface ChangeNote {
  ago: string;
  iso: string;
  by: string;
}

/** "Changed 3 hours ago by Olive Owner", the exact time on the company's clock in its tooltip. */
export function ChangedNote({ changed, verb = 'Changed' }: { changed: ChangeNote; verb?: string }) {
  const zone = useCompanyZone();
  return (
    <span>
      {verb}{' '}
      <time dateTime={changed.iso} title={wallClock(changed.iso, zone)}>
        {changed.ago}
      </time>{' '}
      by {changed.by}
    </span>
  );
}
