import type { ContentStatus } from '../../../../server/content/tables';

const LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

const TONES: Record<ContentStatus, string> = {
  draft: 'border-border-strong text-fg',
  scheduled: 'border-link text-link',
  published: 'border-fg bg-fg text-bg',
};

/** An item's status in words (never by colour alone), and whether the draft is ahead of the site. */
export function StatusBadge({
  status,
  hasUnpublishedChanges = false,
}: {
  status: ContentStatus;
  hasUnpublishedChanges?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        className={`inline-flex min-h-6 items-center rounded-full border px-2.5 text-xs font-bold uppercase tracking-wide ${TONES[status]}`}
      >
        {LABELS[status]}
      </span>
      {hasUnpublishedChanges && (
        <span className="inline-flex min-h-6 items-center rounded-full border border-dashed border-border-strong px-2.5 text-xs font-semibold text-fg">
          Unpublished changes
        </span>
      )}
    </span>
  );
}
