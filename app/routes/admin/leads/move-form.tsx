import { Form } from 'react-router';
import type { LeadActionData, LeadSummary } from './lead-data';
import { STAGE_LABELS, STAGES } from './lead-words';

const controlClass =
  'min-h-11 w-full min-w-0 rounded-md border border-border-strong bg-surface px-2 text-sm text-fg aria-invalid:border-2 aria-invalid:border-accent-text';

/** The ids of a lead's move form and its parts (the board's drag and drop finds them). */
export const moveIds = (id: number) => ({
  form: `move-${id}`,
  stage: `move-stage-${id}`,
  reason: `move-reason-${id}`,
  error: `move-error-${id}`,
});

/**
 * "Move to" on a card: a select and a button, posted as a form (no script needed). Choosing
 * Lost shows the reason field by CSS alone (:has), so it works before and without script too.
 * This is the keyboard's way to move a card; dragging is the pointer's.
 */
export function MoveForm({
  lead,
  actionData,
}: {
  lead: Pick<LeadSummary, 'id' | 'name' | 'stage' | 'lostReason'>;
  actionData?: LeadActionData;
}) {
  const ids = moveIds(lead.id);
  const refusal =
    actionData && !actionData.ok && actionData.id === lead.id && actionData.intent === 'stage'
      ? actionData
      : undefined;
  return (
    <Form method="post" id={ids.form} className="group/move flex flex-col gap-2">
      <input type="hidden" name="intent" value="stage" />
      <input type="hidden" name="id" value={lead.id} />
      {/* Select and button side by side when the card is wide enough (8rem + button), else stacked. */}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 grow basis-32 flex-col gap-1">
          <label htmlFor={ids.stage} className="text-xs font-semibold text-fg-muted uppercase">
            Move <span className="sr-only">{lead.name}</span> to
          </label>
          <select
            id={ids.stage}
            name="stage"
            defaultValue={refusal?.stage ?? lead.stage}
            aria-invalid={refusal?.field === 'stage' ? true : undefined}
            className={controlClass}
          >
            {STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-fg px-3 text-sm font-semibold text-fg hover:bg-fg hover:text-bg"
        >
          Move
        </button>
      </div>
      <div className="hidden flex-col gap-1 group-has-[option[value=lost]:checked]/move:flex">
        <label htmlFor={ids.reason} className="text-xs font-semibold text-fg-muted uppercase">
          Why was it lost?
        </label>
        <input
          id={ids.reason}
          name="reason"
          maxLength={500}
          defaultValue={lead.lostReason ?? ''}
          aria-invalid={refusal?.field === 'reason' ? true : undefined}
          aria-describedby={refusal ? ids.error : undefined}
          className={controlClass}
        />
      </div>
      {refusal && (
        <p id={ids.error} className="text-sm font-medium text-accent-text">
          {refusal.message}
        </p>
      )}
    </Form>
  );
}
