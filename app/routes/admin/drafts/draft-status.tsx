import { timeZone as companyZone } from '../../../brand';
import { cachedFormatter } from '../../../lib/clock-text';
import type { AutosaveState } from './autosaver';

/** "10:42" on the company's clock. */
const clockTime = (iso: string, timeZone: string) =>
  cachedFormatter(`hh:mm ${timeZone}`, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/** The autosave's quiet line: "Draft saved 10:42", read out politely, never moving the focus. */
export function DraftStatus({
  state,
  timeZone = companyZone,
}: {
  state: AutosaveState;
  timeZone?: string;
}) {
  const text =
    state.kind === 'saving'
      ? 'Saving draft…'
      : state.kind === 'saved'
        ? `Draft saved ${clockTime(state.at, timeZone)}`
        : state.kind === 'failed'
          ? state.message
          : '';
  return (
    <p
      aria-live="polite"
      data-draft-status
      className={`min-h-5 text-sm ${state.kind === 'failed' ? 'font-medium text-accent-text' : 'text-fg-muted'}`}
    >
      {text}
    </p>
  );
}
