// One person's part of /admin/visits/hours (visit-hours.tsx): whether they visit sites, their
// hours for each day of the week, and their calendar feed with when it was last read.
import { WEEKDAYS } from '../../../../common/weekdays';
import { fieldControlClass } from '../../../components/form/form-field';
import { CompanyTime, Field } from '../kit';
import type { Route } from './+types/visit-hours';

type Hours = Route.ComponentProps['loaderData'];

const smallInput = `${fieldControlClass} w-28`;

export function PersonHours({
  person,
  set,
  feed,
}: {
  person: Hours['people'][number];
  set: Hours['hours']['people'][number] | undefined;
  feed: Hours['feeds'][number];
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-4">
      <legend className="px-1 font-semibold text-fg">{person.name}</legend>
      <label className="flex min-h-11 items-center gap-3 text-fg">
        <input
          type="checkbox"
          name="visits"
          value={person.id}
          defaultChecked={Boolean(set)}
          className="size-5 accent-[var(--color-accent)]"
        />
        Visits sites
      </label>
      <table className="text-sm">
        <caption className="sr-only">{person.name}’s hours</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-semibold text-fg">
              Day
            </th>
            <th scope="col" className="text-left font-semibold text-fg">
              From
            </th>
            <th scope="col" className="text-left font-semibold text-fg">
              To
            </th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day}>
              <th scope="row" className="pr-3 text-left font-normal text-fg">
                {day}
              </th>
              <td className="py-1 pr-2">
                <input
                  type="time"
                  aria-label={`${person.name}, ${day}, from`}
                  name={`opens-${person.id}-${day}`}
                  defaultValue={set?.week?.[day]?.opens ?? ''}
                  className={smallInput}
                />
              </td>
              <td className="py-1">
                <input
                  type="time"
                  aria-label={`${person.name}, ${day}, to`}
                  name={`closes-${person.id}-${day}`}
                  defaultValue={set?.week?.[day]?.closes ?? ''}
                  className={smallInput}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Field
        label="Calendar feed (https)"
        name={`feed-${person.id}`}
        required={false}
        hint={
          feed ? (
            feed.problem ? (
              <>
                Last read <CompanyTime iso={feed.at} />: {feed.problem}. Booking goes on without it.
              </>
            ) : (
              <>
                Last read <CompanyTime iso={feed.at} />: {feed.events} busy times.
              </>
            )
          ) : undefined
        }
        input={{ type: 'url', inputMode: 'url', defaultValue: set?.feedUrl ?? '' }}
      />
    </fieldset>
  );
}
