import { Form } from 'react-router';
import { Field, KitButton, Notice, zoneWords } from '../kit';
import { MailOffWhere } from '../office/mail-off-where';
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
        <Notice tone="warning" live={false}>
          Mail to the office is off: no digest is sent.
          <MailOffWhere />
        </Notice>
      )}
      <AnswerNotice answer={saved} />
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="digest" />
        <Field
          label="Send at"
          name="digestHour"
          hint={`The hour on the company’s clock: ${zoneWords(timeZone)}.`}
        >
          {(props) => (
            <select
              {...props}
              defaultValue={hour === null ? 'off' : String(hour)}
              className={`${props.className} max-w-48`}
            >
              <option value="off">Off</option>
              {HOURS.map((h) => (
                <option key={h} value={String(h)}>
                  {String(h).padStart(2, '0')}:00
                </option>
              ))}
            </select>
          )}
        </Field>
        <KitButton type="submit" tone="primary" className="self-start">
          Save digest
        </KitButton>
      </Form>
    </section>
  );
}
