import type { LeadSummary } from './lead-data';
import { day, money } from './lead-words';

const badge = 'inline-flex items-center rounded-sm px-2 py-0.5 text-xs font-semibold';

/** What needs attention on a lead (stale, follow-up due) and its value, as short badges. */
export function LeadBadges({
  lead,
}: {
  lead: Pick<LeadSummary, 'isStale' | 'isDue' | 'followUpOn' | 'estimatedValue'>;
}) {
  if (!lead.isStale && !lead.followUpOn && lead.estimatedValue === null) return null;
  return (
    <p className="flex flex-wrap gap-2">
      {lead.isStale && (
        <span className={`${badge} border border-accent-text text-accent-text`}>Stale</span>
      )}
      {lead.followUpOn && (
        <span
          className={`${badge} ${lead.isDue ? 'bg-fg text-bg' : 'border border-border-strong text-fg'}`}
        >
          {lead.isDue ? 'Follow up due' : 'Follow up'} {day(lead.followUpOn)}
        </span>
      )}
      {lead.estimatedValue !== null && (
        <span className={`${badge} bg-surface-muted text-fg`}>
          <span className="sr-only">Estimated value&nbsp;</span>
          {money(lead.estimatedValue)}
        </span>
      )}
    </p>
  );
}
