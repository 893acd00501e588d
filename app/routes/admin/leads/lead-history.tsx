import { CompanyTime } from '../kit';
import { MailLine, ReplyEvent } from '../replies/reply-event';
import type { LeadActionData, LeadDetail, LeadOwner } from './lead-data';
import { fieldClass, LeadFieldForm } from './lead-field-form';
import { day, money, STAGE_LABELS } from './lead-words';

type LeadEvent = LeadDetail['events'][number];

/** A move out of Spam's acknowledgement to the visitor (server/spam/not-spam.ts), in words. */
const ACKNOWLEDGEMENT_EVENT_WORDS: Record<string, string> = {
  queued: 'sent the visitor their acknowledgement',
  off: 'sent the visitor no acknowledgement: acknowledgements are off',
  'mail-off': 'sent the visitor no acknowledgement: mail is off',
  'no-address': 'sent the visitor no acknowledgement: no address',
  limit: 'sent the visitor no acknowledgement: their address had one that day',
};

/** What an event says after its author's name. */
function eventText(event: LeadEvent, owners: LeadOwner[]): string {
  const { body } = event;
  switch (event.kind) {
    case 'stage': {
      if (body.startsWith('lost: ')) return `marked it Lost: ${body.slice(6)}`;
      return `moved it to ${STAGE_LABELS[body as keyof typeof STAGE_LABELS] ?? body}`;
    }
    case 'owner': {
      if (!body) return 'left it with nobody';
      const owner = owners.find((person) => String(person.id) === body);
      return `gave it to ${owner?.name ?? 'a removed account'}`;
    }
    case 'follow-up':
      return body ? `set the follow-up for ${day(body)}` : 'cleared the follow-up';
    case 'value':
      return body
        ? `set the estimated value to ${money(Number(body))}`
        : 'cleared the estimated value';
    case 'note':
      return 'wrote a note';
    case 'reply':
      return 'replied by mail';
    case 'spam': {
      const held = /^not spam \(was: (.*)\)$/.exec(body)?.[1];
      return held === undefined
        ? `spam: ${body}`
        : `moved it out of Spam (held for: ${held.split(' ').join(', ')})`;
    }
    case 'finished':
      return `marked the job finished on ${day(body)}`;
    case 'acknowledgement':
      return ACKNOWLEDGEMENT_EVENT_WORDS[body] ?? `acknowledgement: ${body}`;
    default:
      return `${event.kind}: ${body}`;
  }
}

/** Notes (add one) and everything that happened to the lead, newest first. */
export function LeadHistory({
  lead,
  owners,
  actionData,
}: {
  lead: LeadDetail;
  owners: LeadOwner[];
  actionData?: LeadActionData;
}) {
  const events = [...lead.events].reverse();
  return (
    <section aria-labelledby="lead-history" className="flex flex-col gap-4">
      <h2 id="lead-history" className="text-h3 text-fg">
        Notes and history
      </h2>
      {/* A new event is a fresh form: the note just added leaves the box empty. */}
      <LeadFieldForm
        key={lead.events.length}
        intent="note"
        name="note"
        label="Add a note"
        button="Add note"
        actionData={actionData}
      >
        {(control) => <textarea {...control} rows={3} maxLength={5000} className={fieldClass} />}
      </LeadFieldForm>
      <ol className="flex flex-col gap-3">
        {events.map((event) => (
          <li key={event.id} className="flex flex-col gap-1 border-l-2 border-border-strong pl-3">
            <p className="text-sm text-fg">
              <span className="font-semibold">{event.author ?? 'The system'}</span>{' '}
              {eventText(event, owners)}
            </p>
            {event.kind === 'reply' && <ReplyEvent event={event} />}
            {event.kind === 'acknowledgement' && <MailLine event={event} />}
            {event.kind === 'note' && (
              <p className="break-words whitespace-pre-wrap text-fg" dir="auto">
                {event.body}
              </p>
            )}
            <p className="text-xs text-fg-muted">
              <CompanyTime iso={event.at} />
            </p>
          </li>
        ))}
        <li className="flex flex-col gap-1 border-l-2 border-border-strong pl-3">
          <p className="text-sm text-fg">Sent by {lead.name}</p>
          <p className="text-xs text-fg-muted">
            <CompanyTime iso={lead.createdAt} />
          </p>
        </li>
      </ol>
    </section>
  );
}
