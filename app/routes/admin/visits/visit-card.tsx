import { Form, Link } from 'react-router';
import type { VisitView } from '../../../../server/visits/service';
import type { SlotDay } from '../../../../server/visits/slots';
import { timeWords } from '../../visit/visit-words';
import { KitButton } from '../kit';
import { SlotSelect } from './slot-select';

/**
 * One booked visit: when, which lead, who goes; Move and Cancel behind a disclosure (a plain
 * `<details>`, no script), each a form post that sends the same mails as the visitor's.
 */
export function VisitCard({
  visit,
  slots,
  timeZone,
  back,
}: {
  visit: VisitView;
  slots: readonly SlotDay[];
  timeZone: string;
  /** The screen to come back to after a change. */
  back: string;
}) {
  return (
    <article
      aria-labelledby={`visit-${visit.id}`}
      className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3 shadow-card"
    >
      <h3 id={`visit-${visit.id}`} className="font-semibold text-fg tabular-nums">
        {timeWords(visit.start, timeZone)}–{timeWords(visit.end, timeZone)}{' '}
        <Link
          to={`/admin/leads/${visit.leadId}`}
          className="text-link underline underline-offset-4"
        >
          {visit.leadName}
        </Link>
      </h3>
      <p className="text-sm text-fg-muted">
        {visit.personName} goes · booked by{' '}
        {visit.bookedBy === 'visitor' ? 'the customer' : 'the office'}
      </p>
      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-link underline underline-offset-4">
          Move or cancel
        </summary>
        <div className="mt-2 flex flex-col gap-3">
          <Form method="post" action="/admin/visits" className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="visit" value={visit.id} />
            <input type="hidden" name="back" value={back} />
            <SlotSelect id={`move-${visit.id}`} days={slots} timeZone={timeZone} label="Move to" />
            <KitButton type="submit">Move the visit</KitButton>
          </Form>
          <Form method="post" action="/admin/visits">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="visit" value={visit.id} />
            <input type="hidden" name="back" value={back} />
            <KitButton type="submit" tone="destructive" className="w-full">
              Cancel the visit
            </KitButton>
          </Form>
        </div>
      </details>
    </article>
  );
}
