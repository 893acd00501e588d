import { useId } from 'react';
import { Form } from 'react-router';
import { Button } from '../../../components/button';
import { fieldControlClass } from '../../../components/form/form-field';
import { type Answer, AnswerNotice } from './alert-answer';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The daily digest: the hour it goes out in the company's time, or off. */
export function DigestSection({
  hour,
  timeZone,
  isMailOn,
  saved,
}: {
  hour: number | null;
  timeZone: string;
  isMailOn: boolean;
  saved?: Answer;
}) {
  const id = useId();
  return (
    <section aria-labelledby="digest-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="digest-title" className="text-h3 text-fg">
        Daily digest
      </h2>
      <p className="text-fg-muted">
        Once a day, a mail to the office lists the stale leads and the follow-ups due. Nothing is
        sent on a day with nothing to say.
      </p>
      {!isMailOn && (
        <p className="rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg">
          Mail to the office is off (no SMTP_URL and NOTIFY_TO): no digest is sent.
        </p>
      )}
      <AnswerNotice answer={saved} />
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="digest" />
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-fg">
            Send at
          </label>
          <p id={`${id}-hint`} className="text-sm text-fg-muted">
            The hour in {timeZone.replace(/_/g, ' ')}, the company’s time zone.
          </p>
          <select
            id={id}
            name="digestHour"
            defaultValue={hour === null ? 'off' : String(hour)}
            aria-describedby={`${id}-hint`}
            className={`${fieldControlClass} max-w-48`}
          >
            <option value="off">Off</option>
            {HOURS.map((h) => (
              <option key={h} value={String(h)}>
                {String(h).padStart(2, '0')}:00
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="self-start">
          Save digest
        </Button>
      </Form>
    </section>
  );
}
