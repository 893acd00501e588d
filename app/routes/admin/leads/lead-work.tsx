import type { LeadActionData, LeadPageData } from './lead-data';
import { fieldClass, LeadFieldForm } from './lead-field-form';
import { LeadFinished } from './lead-finished';
import { MoveForm } from './move-form';

/** The lead's stage, owner, follow-up day and estimated value, each changed on its own. */
export function LeadWork({
  data,
  actionData,
}: {
  data: LeadPageData;
  actionData?: LeadActionData;
}) {
  const { lead, owners } = data;
  return (
    <section
      aria-labelledby="lead-work"
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="lead-work" className="text-h3 text-fg">
        Work this lead
      </h2>
      {/* Keyed by the stage: a move made elsewhere (a quote sent) shows here at once. */}
      <MoveForm key={lead.stage} lead={lead} actionData={actionData} />
      <LeadFinished data={data} actionData={actionData} />
      <LeadFieldForm
        intent="owner"
        name="owner"
        label="Owner"
        button="Save owner"
        actionData={actionData}
      >
        {(control) => (
          <select {...control} defaultValue={lead.ownerId ?? ''} className={fieldClass}>
            <option value="">Nobody yet</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {`${owner.name}${owner.id === data.me ? ' (you)' : ''}`}
              </option>
            ))}
          </select>
        )}
      </LeadFieldForm>
      <LeadFieldForm
        intent="follow-up"
        name="followUp"
        label="Follow up on"
        hint="Leave empty for no follow-up."
        button="Save follow-up"
        actionData={actionData}
      >
        {(control) => (
          <input
            type="date"
            {...control}
            defaultValue={lead.followUpOn ?? ''}
            className={fieldClass}
          />
        )}
      </LeadFieldForm>
      <LeadFieldForm
        intent="value"
        name="value"
        label="Estimated value (USD)"
        hint="A whole amount, such as 12500; empty for none."
        button="Save value"
        actionData={actionData}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            maxLength={20}
            defaultValue={lead.estimatedValue ?? ''}
            className={fieldClass}
          />
        )}
      </LeadFieldForm>
    </section>
  );
}
