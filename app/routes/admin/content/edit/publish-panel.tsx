import { Form } from 'react-router';
import { Button } from '../../../../components/button';
import { ChangedNote } from '../changed-note';
import { controlClass, describedBy, Problem } from '../form/field-shell';
import { notReady, useBusy } from './busy';
import type { EditData } from './edit-screen';

const small = 'min-h-11 px-4 py-2 text-xs';

/** The zone's short name for a label ("Pacific Time"). */
const zoneName = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * Where the item stands and what can be done: Save keeps a draft (the site does not change),
 * Publish makes it live now, Schedule at a time on the company's clock; Unpublish takes it off.
 */
export function PublishPanel({
  formId,
  item,
  one,
  timeZone,
  publishAt,
  publishAtKey,
  publishAtProblem,
}: {
  formId: string;
  item: EditData['item'] | null;
  one: string;
  timeZone: string;
  publishAt: string;
  /** Changes with each saved version: the field starts again from its value. */
  publishAtKey: string;
  publishAtProblem?: string;
}) {
  const busy = useBusy();
  const problem = publishAtProblem?.replace(/^publishAt: /, '');
  return (
    <section
      aria-labelledby="publish-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="publish-title" className="text-h3 text-fg">
        Publishing
      </h2>
      <div className="flex flex-col gap-1 text-sm text-fg">
        {!item && <p>Not saved yet.</p>}
        {item && (
          <>
            <p>
              {item.liveVersion !== null
                ? `The site shows version ${item.liveVersion}${item.publishedAt ? `, published ${item.publishedAt}` : ''}.`
                : `The site does not show this ${one}.`}
            </p>
            {item.scheduledFor && (
              <p className="font-semibold">Scheduled for {item.scheduledFor}.</p>
            )}
            {item.hasUnpublishedChanges && (
              <p className="font-semibold">
                Unpublished changes: the draft is version {item.version}.
              </p>
            )}
            <p className="text-fg-muted">
              <ChangedNote changed={item.changed} verb="Saved" />
            </p>
            {item.publicPath && (
              <p>
                <a
                  href={item.publicPath}
                  className="font-semibold text-link underline underline-offset-4"
                >
                  View on the site<span className="sr-only"> (opens the live page)</span>
                </a>
              </p>
            )}
          </>
        )}
      </div>
      {/* On a phone these two sit in the bar at the bottom of the screen (SaveBar). */}
      <div className="hidden flex-wrap gap-2 lg:flex">
        <MainButtons formId={formId} where="panel" />
      </div>
      {item && (
        // Opens the last saved draft on its real page in a new tab; that page's address is a
        // link the office can send to a client, working for 7 days. A plain form: the browser posts it from the new tab and follows the 303 there.
        <form method="post" target="_blank" className="flex flex-col gap-1.5">
          <input type="hidden" name="intent" value="preview" />
          <div>
            <Button type="submit" variant="outline" className={small}>
              Preview the saved draft
              <span className="sr-only"> (opens in a new tab)</span>
            </Button>
          </div>
          <p className="text-xs text-fg-muted">
            Shows the last saved version on the real page. Its address works for 7 days: copy it to
            send to a client.
          </p>
        </form>
      )}
      <div className="flex flex-col gap-1.5 border-t border-border pt-4">
        <label htmlFor="field-publishAt" className="text-sm font-semibold text-fg">
          Publish at ({zoneName(timeZone)})
        </label>
        <input
          key={publishAtKey}
          id="field-publishAt"
          type="datetime-local"
          name="publishAt"
          form={formId}
          defaultValue={publishAt}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy('field-publishAt', undefined, problem)}
          className={controlClass}
        />
        <Problem id="field-publishAt" problem={problem} />
        <div>
          <Button
            type="submit"
            form={formId}
            name="intent"
            value="schedule"
            variant="outline"
            className={small}
            {...notReady(busy, 'busy-panel')}
          >
            Schedule
          </Button>
        </div>
      </div>
      {item && item.status !== 'draft' && (
        <Form method="post" className="border-t border-border pt-4">
          <input type="hidden" name="intent" value="unpublish" />
          <Button type="submit" variant="outline" className={small}>
            {item.status === 'scheduled' && item.liveVersion === null
              ? 'Cancel the schedule'
              : 'Unpublish'}
          </Button>
        </Form>
      )}
    </section>
  );
}

/** Save draft and Publish now: the two actions the office uses most. */
function MainButtons({ formId, where }: { formId: string; where: 'panel' | 'bar' }) {
  const busy = useBusy();
  const reasonId = `busy-${where}`;
  return (
    <>
      <Button
        type="submit"
        form={formId}
        name="intent"
        value="save"
        variant="outline"
        className={`${small} aria-disabled:cursor-wait aria-disabled:opacity-60`}
        {...notReady(busy, reasonId)}
      >
        Save draft
      </Button>
      <Button
        type="submit"
        form={formId}
        name="intent"
        value="publish"
        className={`${small} aria-disabled:cursor-wait aria-disabled:opacity-60`}
        {...notReady(busy, reasonId)}
      >
        Publish now
      </Button>
      {/* In the phone's bar the reason sits just above it, so the buttons never move. */}
      <p
        id={reasonId}
        className={`text-sm text-fg-muted empty:hidden ${
          where === 'bar'
            ? 'absolute right-0 bottom-full left-0 border-t border-border bg-surface px-4 py-1 sm:px-6'
            : 'basis-full'
        }`}
      >
        {busy}
      </p>
    </>
  );
}

/** On a phone, Save and Publish stay in reach at the bottom of the screen. */
export function SaveBar({ formId }: { formId: string }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 -mb-8 flex flex-wrap gap-2 border-t border-border bg-surface px-4 py-3 sm:-mx-6 sm:px-6 lg:hidden">
      <MainButtons formId={formId} where="bar" />
    </div>
  );
}
