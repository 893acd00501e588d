import { Link, useLocation } from 'react-router';
import type { LeadStage } from '../../../../server/leads/tables';
import { stageSearch } from './board-stage';
import { STAGE_LABELS } from './lead-words';

/**
 * The board's stages on a phone (below 1024 px; decision 049): a segmented control of links,
 * each with its count, the shown one marked `aria-current`. A link only changes the address's
 * `show` (the route does not reload its data for that: leads.tsx), so it works without script.
 */
export function StageStrip({
  columns,
  shown,
}: {
  columns: readonly { stage: LeadStage; count: number }[];
  shown: LeadStage | undefined;
}) {
  const { search } = useLocation();
  if (columns.length < 2) return null;
  return (
    <nav aria-label="Stages" className="lg:hidden">
      <ul className="grid grid-cols-3 gap-1 rounded-lg border border-border bg-surface-muted p-1">
        {columns.map(({ stage, count }) => {
          const isShown = stage === shown;
          return (
            <li key={stage} className="min-w-0">
              <Link
                to={{ search: stageSearch(search, stage) }}
                replace
                preventScrollReset
                aria-current={isShown ? 'true' : undefined}
                className={`flex min-h-11 w-full flex-wrap items-center justify-center gap-x-1.5 rounded-md px-1 text-center text-sm leading-tight font-semibold ${
                  isShown ? 'bg-fg text-bg' : 'text-fg hover:bg-surface'
                }`}
              >
                <span>{STAGE_LABELS[stage]}</span>
                <span className={isShown ? 'text-bg' : 'text-fg-muted'}>
                  {count}
                  <span className="sr-only"> {count === 1 ? 'lead' : 'leads'}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
