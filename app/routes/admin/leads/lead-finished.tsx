import type { LeadActionData, LeadPageData } from './lead-data';
import { fieldClass, LeadFieldForm } from './lead-field-form';
import { day } from './lead-words';

/** What became of the review request, in words (decision 061). */
function requestWords(finished: NonNullable<LeadPageData['finished']>): string {
  if (finished.unsubscribed_at) return 'The customer asked for no review mails.';
  if (finished.followed_at) return 'The customer followed the review link.';
  if (finished.reminded_at) return 'Review request and its reminder sent.';
  if (finished.sent_at) return 'Review request sent.';
  return 'No review request sent yet.';
}

/**
 * The closing step after Won: the day the job was finished. Marking it schedules the review
 * request (when the office turned requests on, under Office, Reviews); only for Won leads.
 */
export function LeadFinished({
  data,
  actionData,
}: {
  data: LeadPageData;
  actionData?: LeadActionData;
}) {
  if (data.lead.stage !== 'won') return null;
  const { finished } = data;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <LeadFieldForm
        intent="finished"
        name="finishedOn"
        label="Finished on"
        hint={
          finished
            ? `Finished on ${day(finished.finished_on)}. ${requestWords(finished)}`
            : 'The day the work was done. A review request follows when requests are on.'
        }
        button={finished ? 'Change day' : 'Mark finished'}
        actionData={actionData}
      >
        {(control) => (
          <input
            type="date"
            {...control}
            required
            defaultValue={finished?.finished_on ?? ''}
            className={fieldClass}
          />
        )}
      </LeadFieldForm>
    </div>
  );
}
