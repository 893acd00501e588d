import { Form } from 'react-router';
import type { VisitView } from '../../../../server/visits/service';
import { dayWords, timeWords, zoneWords } from '../../visit/visit-words';
import { ButtonLink, KitButton } from '../kit';
import { localDay, mondayOf } from './week-days';

/**
 * A lead's site visit (issue 33), on the lead screen: when and who, with Move (the week of
 * visits at that day) and Cancel; or Book (the week's booking form with this lead chosen) and a
 * booking link to send the customer.
 */
export function VisitPanel({
  leadId,
  visit,
  timeZone,
}: {
  leadId: number;
  visit: VisitView | undefined;
  timeZone: string;
}) {
  const day = visit ? localDay(visit.start, timeZone) : undefined;
  return (
    <section aria-labelledby="lead-site-visit" className="flex flex-col gap-3">
      <h2 id="lead-site-visit" className="text-h3 text-fg">
        Site visit
      </h2>
      {visit && day ? (
        <>
          <p className="text-fg" data-site-visit>
            {dayWords(day)}, {timeWords(visit.start, timeZone)}–{timeWords(visit.end, timeZone)}{' '}
            {zoneWords(visit.start, timeZone)} · {visit.personName} goes
          </p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={`/admin/visits?week=${mondayOf(day)}&day=${day}`}>Move</ButtonLink>
            <Form method="post" action="/admin/visits">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="visit" value={visit.id} />
              <input type="hidden" name="back" value={`/admin/leads/${leadId}`} />
              <KitButton type="submit" tone="destructive">
                Cancel the visit
              </KitButton>
            </Form>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/admin/visits?lead=${leadId}#book-visit`}>Book a visit</ButtonLink>
          <Form method="post" action="/admin/visits">
            <input type="hidden" name="intent" value="link" />
            <input type="hidden" name="lead" value={leadId} />
            <KitButton type="submit">Make a booking link</KitButton>
          </Form>
        </div>
      )}
    </section>
  );
}
