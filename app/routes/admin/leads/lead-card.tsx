import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { CompanyTime } from '../kit';
import { LeadBadges } from './lead-badges';
import type { LeadActionData, LeadSummary } from './lead-data';
import { KIND_LABELS, STAGE_LABELS } from './lead-words';
import { mailWords } from './mail-words';
import { MoveForm } from './move-form';

/**
 * One lead on the board (compact) or in the list (with what was sent): who, what, when, its
 * badges, its owner, and "Move to". On the board it can be dragged once the page's script runs.
 */
export function LeadCard({
  lead,
  titles,
  actionData,
  isCompact = false,
  onDragStart,
}: {
  lead: LeadSummary;
  titles: Record<string, string>;
  actionData?: LeadActionData;
  isCompact?: boolean;
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
}) {
  const titleId = `lead-${lead.id}-title`;
  const about = lead.service ? (titles[lead.service] ?? lead.service) : lead.subject;
  return (
    <article
      aria-labelledby={titleId}
      data-lead={lead.id}
      data-stage={lead.stage}
      draggable={onDragStart ? true : undefined}
      onDragStart={onDragStart}
      // relative: the screen-reader-only words stay inside the card (off-screen columns would
      // otherwise widen the page at their static position).
      className="relative flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 shadow-card"
    >
      <header className="flex flex-col gap-1">
        <h3 id={titleId} className="text-base font-bold break-words text-fg">
          {/* A full tap target (decision 049): 44 px high, at least as wide. */}
          <Link
            to={`/admin/leads/${lead.id}`}
            className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:underline"
          >
            {lead.name}
          </Link>
        </h3>
        <p className="text-xs text-fg-muted">
          {KIND_LABELS[lead.kind]}
          {!isCompact && ` · ${STAGE_LABELS[lead.stage]}`} · <CompanyTime iso={lead.createdAt} />
        </p>
      </header>
      {about && <p className="text-sm font-medium break-words text-fg">{about}</p>}
      {!isCompact && (
        <>
          <p className="text-sm break-all text-fg-muted">
            {lead.email}
            {lead.phone && ` · ${lead.phone}`}
            {lead.company && ` · ${lead.company}`}
          </p>
          {lead.excerpt && (
            <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap text-fg" dir="auto">
              {lead.excerpt}
            </p>
          )}
        </>
      )}
      <LeadBadges lead={lead} />
      <p className="text-sm text-fg-muted">
        Owner: <span className="font-semibold text-fg">{lead.ownerName ?? 'nobody yet'}</span>
      </p>
      {!isCompact && lead.mail !== 'none' && (
        <p className="text-xs text-fg-muted" data-mail={lead.mail}>
          {mailWords(lead)}
        </p>
      )}
      <MoveForm lead={lead} actionData={actionData} />
    </article>
  );
}
