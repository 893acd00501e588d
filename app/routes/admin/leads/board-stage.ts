/**
 * Which stage the board shows on a phone (decision 049): below 1024 px the board shows one
 * column at a time, chosen in the stage strip; the choice is the address's `show`, so it works
 * without script, survives a reload, and a switch needs no new data.
 */
import type { LeadStage } from '../../../../server/leads/tables';

/** The address parameter that names the stage shown on a phone. */
export const SHOW_PARAM = 'show';

interface Column {
  stage: LeadStage;
  leads: readonly { id: number }[];
}

/**
 * The stage shown: the one a card was just moved to (the card is followed, so focus stays with
 * it and the move can be seen), else the one the address asks for, else the first stage with
 * leads, else the first stage.
 */
export function shownStage(
  columns: readonly Column[],
  requested: string | null,
  moved?: { ok: boolean; intent: string; id: number },
): LeadStage | undefined {
  if (moved?.ok && moved.intent === 'stage') {
    const target = columns.find((column) => column.leads.some((lead) => lead.id === moved.id));
    if (target) return target.stage;
  }
  const asked = columns.find((column) => column.stage === requested);
  if (asked) return asked.stage;
  return (columns.find((column) => column.leads.length > 0) ?? columns[0])?.stage;
}

/** The address of the board showing `stage`, the rest of the query (the filter) kept. */
export function stageSearch(search: string, stage: LeadStage): string {
  const params = new URLSearchParams(search);
  params.set(SHOW_PARAM, stage);
  return `?${params}`;
}

/**
 * Whether going from `current` to `next` only switches the shown stage (same screen, same
 * filter): then the board's data stays as it is, no request.
 */
export function onlyStageChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(SHOW_PARAM);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}
