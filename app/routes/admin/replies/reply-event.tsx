import type { LeadDetail } from '../leads/lead-data';

type LeadEvent = LeadDetail['events'][number];

const STATE_TEXT = {
  queued: 'Waiting in the outbox',
  sent: 'Sent',
  failed: 'Not sent yet, retrying',
} as const;

/** A reply in the lead's history: its subject and text, and how its mail stands. */
export function ReplyEvent({ event }: { event: LeadEvent }) {
  return (
    <>
      {event.subject && (
        <p className="text-sm break-words text-fg" dir="auto">
          <span className="font-semibold">Subject:</span> {event.subject}
        </p>
      )}
      <p className="break-words whitespace-pre-wrap text-fg" dir="auto">
        {event.body}
      </p>
      <MailLine event={event} />
    </>
  );
}

/** How an event's mail stands (a reply, a visitor's acknowledgement): queued, sent, or failed with the outbox's reason. */
export function MailLine({ event }: { event: LeadEvent }) {
  const mail = event.mail;
  if (!mail) return null;
  return (
    <p
      className={`text-xs font-semibold ${mail.state === 'failed' ? 'text-accent-text' : 'text-fg-muted'}`}
    >
      {`Mail: ${STATE_TEXT[mail.state]}${mail.error ? ` (${mail.error})` : ''}`}
    </p>
  );
}
