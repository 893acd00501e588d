import { type DragEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LeadStage } from '../../../../server/leads/tables';
import { useIsHydrated } from '../content/use-is-hydrated';
import { ClockNote, Notice } from '../kit';
import { SHOW_PARAM, shownStage } from './board-stage';
import { LeadCard } from './lead-card';
import { type BoardData, filterQuery, type LeadActionData } from './lead-data';
import { LeadFilters } from './lead-filters';
import { count, money, STAGE_LABELS } from './lead-words';
import { LeadsHeader } from './leads-header';
import { useMoveFocus } from './move-focus';
import { moveIds } from './move-form';
import { StageStrip } from './stage-strip';

/** A card dropped on a column: the card's own "Move to" form is set and sent. */
function moveByDrop(id: number, stage: LeadStage, ask: (hint: string) => void) {
  const ids = moveIds(id);
  const form = document.getElementById(ids.form);
  const select = document.getElementById(ids.stage);
  if (!(form instanceof HTMLFormElement) || !(select instanceof HTMLSelectElement)) return;
  if (select.value === stage) return;
  select.value = stage;
  if (stage === 'lost') {
    // Lost needs a reason: the card's field shows (CSS), and the office types it, then Move.
    document.getElementById(ids.reason)?.focus();
    ask('Say why it was lost, then choose Move.');
    return;
  }
  form.requestSubmit();
}

/** /admin/leads/board: a column per stage; cards move by "Move to" (keyboard) or by drag. */
export function LeadBoard({ data, actionData }: { data: BoardData; actionData?: LeadActionData }) {
  const isHydrated = useIsHydrated();
  const [hint, setHint] = useState('');
  const [over, setOver] = useState<LeadStage | null>(null);
  const { search } = useLocation();
  // Below 1024 px one column shows at a time (decision 049); wider, all of them.
  const shown = shownStage(data.columns, new URLSearchParams(search).get(SHOW_PARAM), actionData);
  useMoveFocus(actionData, data.columns);
  const onDragStart = (id: number) => (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData('text/plain', String(id));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropHandlers = (stage: LeadStage) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(stage);
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(null);
      const id = Number(event.dataTransfer.getData('text/plain'));
      if (Number.isInteger(id) && id > 0) moveByDrop(id, stage, setHint);
    },
  });
  return (
    <div className="flex flex-col gap-6" onSubmitCapture={() => setHint('')}>
      <LeadsHeader
        view="board"
        title="Leads board"
        intro={
          // On a phone the stage strip says it; the words stay for screen readers.
          <span className="max-lg:sr-only">
            A column per stage. Drag a card, or use “Move to” on it.
          </span>
        }
        filter={data.filter}
      />
      <StageStrip columns={data.columns} shown={shown} />
      <LeadFilters
        key={filterQuery(data.filter)}
        action="/admin/leads/board"
        filter={data.filter}
        owners={data.owners}
        foldOnPhones
      />
      <Notice tone={hint ? 'info' : actionData?.ok === false ? 'error' : 'success'} polite>
        {hint || actionData?.message}
      </Notice>
      {/*
        Below 1024 px one column, the strip's choice; from 1024 px the columns side by side,
        scrolling sideways (one snapping into place at a time) until 1280 px.
      */}
      <section
        aria-label="Board columns"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="flex flex-col gap-3 lg:-mx-6 lg:flex-row lg:snap-x lg:snap-mandatory lg:overflow-x-auto lg:px-6 lg:pb-4 xl:mx-0 xl:grid xl:grid-cols-6 xl:overflow-visible xl:px-0"
      >
        {data.columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`column-${column.stage}`}
            data-column={column.stage}
            {...(isHydrated ? dropHandlers(column.stage) : {})}
            className={`flex-col gap-3 rounded-lg border-2 p-3 lg:flex lg:w-5/6 lg:max-w-80 lg:shrink-0 lg:snap-start xl:w-auto xl:max-w-none ${
              column.stage === shown ? 'flex' : 'hidden'
            } ${over === column.stage ? 'border-fg bg-surface' : 'border-transparent bg-surface-muted'}`}
          >
            <header className="flex flex-col">
              <h2 id={`column-${column.stage}`} className="text-lg font-bold text-fg">
                {STAGE_LABELS[column.stage]}{' '}
                <span className="text-sm font-semibold text-fg-muted">({column.count})</span>
              </h2>
              {column.value > 0 && <p className="text-sm text-fg-muted">{money(column.value)}</p>}
            </header>
            {column.leads.length > 0 ? (
              <ol className="flex flex-col gap-3">
                {column.leads.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard
                      lead={lead}
                      titles={data.titles}
                      actionData={actionData}
                      isCompact
                      onDragStart={isHydrated ? onDragStart(lead.id) : undefined}
                    />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-fg-muted">No leads here.</p>
            )}
            {column.count > column.leads.length && (
              <Link
                to={`/admin/leads${filterQuery({ ...data.filter, stage: column.stage })}`}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-link underline underline-offset-4"
              >
                All {count(column.count, 'lead')} in the list
              </Link>
            )}
          </section>
        ))}
      </section>
      {/* Under the columns: on a phone the first card stays in the first screen (decision 049). */}
      <ClockNote />
    </div>
  );
}
