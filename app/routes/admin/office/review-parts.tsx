import { Form } from 'react-router';
import type { ReviewSettings } from '../../../../server/reviews/review-settings';
import type { Review } from '../../../../server/reviews/review-store';
import { DefinitionList, Field, KitButton, Panel } from '../kit';

/** Where a review comes from, in words (server/reviews/tables.ts REVIEW_SOURCES). */
export const SOURCE_WORDS: Record<Review['source'], string> = {
  own: 'Our own customers (collected by us)',
  google: 'Google',
  facebook: 'Facebook',
  houzz: 'Houzz',
  yelp: 'Yelp',
  other: 'Another site',
};

/** A refused field and its message, when the last post was refused there. */
export type FieldError = { intent: string; field?: string; message: string } | undefined;

const errorAt = (error: FieldError, intent: string, name: string) =>
  error?.intent === intent && error.field === name ? error.message : undefined;

/** The review link and the delay; an empty link turns requests off. */
export function RequestSettings({
  settings,
  counts,
  error,
}: {
  settings: ReviewSettings;
  counts: { sent: number; reminded: number; followed: number; stopped: number };
  error: FieldError;
}) {
  return (
    <Panel
      id="review-requests-title"
      title="Review requests"
      wide={false}
      intro="When a won lead is marked finished, the customer gets one mail asking for a review, and one reminder a week later unless they followed the link or asked for no more. Every customer gets the same link, whatever the job was like: review sites forbid asking only happy customers."
    >
      <DefinitionList
        items={[
          { term: 'Requests', value: settings.link ? 'On' : 'Off (no review link)' },
          { term: 'Sent', value: `${counts.sent} (${counts.reminded} reminded)` },
          { term: 'Link followed', value: String(counts.followed) },
          { term: 'Asked for no more', value: String(counts.stopped) },
        ]}
      />
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="settings" />
        <Field
          label="Review link"
          name="link"
          required={false}
          hint="Your Google review link (Google Business Profile, Ask for reviews), or another https:// address. Empty: no requests."
          error={errorAt(error, 'settings', 'link')}
          input={{
            type: 'url',
            defaultValue: settings.link ?? '',
            maxLength: 500,
            inputMode: 'url',
          }}
        />
        <Field
          label="Days after the job is finished"
          name="delayDays"
          error={errorAt(error, 'settings', 'delayDays')}
          input={{
            type: 'number',
            min: 0,
            max: 90,
            step: 1,
            defaultValue: String(settings.delayDays),
            inputMode: 'numeric',
          }}
        />
        <div>
          <KitButton type="submit" tone="primary">
            Save review requests
          </KitButton>
        </div>
      </Form>
    </Panel>
  );
}

/** Paste a review from another site (or one a customer sent you) with its details. */
export function AddReview({ error, today }: { error: FieldError; today: string }) {
  return (
    <Panel
      id="add-review-title"
      title="Add a review"
      wide={false}
      intro="Paste a review with its reviewer’s name, where it comes from, its day and its stars. Approved reviews follow the testimonials on the site."
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="add" />
        <Field label="Review" name="text" error={errorAt(error, 'add', 'text')}>
          {(props) => <textarea {...props} rows={4} maxLength={2000} />}
        </Field>
        <Field
          label="Reviewer’s name"
          name="author"
          hint="As they signed it, such as “Dana R.”"
          error={errorAt(error, 'add', 'author')}
          input={{ maxLength: 100, autoComplete: 'off' }}
        />
        <Field label="Where it comes from" name="source" error={errorAt(error, 'add', 'source')}>
          {(props) => (
            <select {...props} defaultValue="google">
              {Object.entries(SOURCE_WORDS).map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Day of the review"
          name="reviewedOn"
          error={errorAt(error, 'add', 'reviewedOn')}
          input={{ type: 'date', defaultValue: today }}
        />
        <Field label="Stars" name="rating" error={errorAt(error, 'add', 'rating')}>
          {(props) => (
            <select {...props} defaultValue="5">
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {`${stars} of 5`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-fg">
          <input type="checkbox" name="approve" value="1" className="size-5" />
          Approve it for the site now
        </label>
        <div>
          <KitButton type="submit" tone="primary">
            Add review
          </KitButton>
        </div>
      </Form>
    </Panel>
  );
}

/** Several reviews at once: rows pasted from a spreadsheet. */
export function ImportReviews({ error }: { error: FieldError }) {
  return (
    <Panel
      id="import-reviews-title"
      title="Import several"
      wide={false}
      intro="Paste rows from a spreadsheet, one review a row, in this order: day (2026-05-01), stars (1 to 5), where it comes from (Google, Facebook, Houzz, Yelp, other, or own), the reviewer’s name, the review. Every row is checked first: nothing is added until all of them read."
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="import" />
        <Field label="Rows" name="rows" error={errorAt(error, 'import', 'rows')}>
          {(props) => <textarea {...props} rows={5} className={`${props.className} font-mono`} />}
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-fg">
          <input type="checkbox" name="approve" value="1" className="size-5" />
          Approve them for the site now
        </label>
        <div>
          <KitButton type="submit">Import reviews</KitButton>
        </div>
      </Form>
    </Panel>
  );
}
