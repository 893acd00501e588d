import { Link } from 'react-router';
import { buildMeta } from '../../../lib/meta';
import { dayWords } from '../../visit/visit-words';
import { ScreenTitle } from '../admin-shell';
import { ButtonLink, ClockNote, CompanyClock, Notice } from '../kit';
import type { Route } from './+types/visits';
import { BookForm } from './book-form';
import { VisitCard } from './visit-card';
import { visitsAction, visitsLoader } from './visits-route.server';
import { addDays } from './week-days';

export const meta = () => buildMeta({ name: 'Site visits', path: '/admin/visits', noIndex: true });

export const loader = visitsLoader;
export const action = visitsAction;

const DONE: Record<string, string> = {
  booked: 'The visit is booked; the invitations are on their way.',
  moved: 'The visit has moved; the updated invitations are on their way.',
  cancelled: 'The visit is cancelled; both sides are told.',
};

const navLink =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold text-link underline underline-offset-4';

const dayLink =
  'flex min-h-11 flex-col items-center justify-center rounded-md text-sm leading-tight font-semibold text-link';

/**
 * /admin/visits: the week's site visits, a column a day from 1024 px, one day at a time below
 * (the day links choose it; no script needed); book one for a caller, move or cancel one.
 */
export default function Visits({ loaderData, actionData }: Route.ComponentProps) {
  const { days, day, monday, visits, slots, timeZone, today } = loaderData;
  const done = loaderData.done ? DONE[loaderData.done] : undefined;
  const byDay = (date: string) =>
    visits.filter(
      (visit) =>
        new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(visit.start)) === date,
    );
  const weekLink = (week: string, chosen?: string) =>
    `/admin/visits?week=${week}${chosen ? `&day=${chosen}` : ''}`;
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="Site visits"
        intro="The week’s visits on the company’s clock. Customers book from the link in their quote’s confirmation or one you send; book here for someone on the phone."
      />
      <ClockNote />
      <Notice tone={actionData?.ok === false ? 'error' : 'success'}>
        {actionData?.message ?? done}
      </Notice>
      {actionData && 'link' in actionData && actionData.link && (
        <p className="break-all rounded-md border border-border bg-surface-muted p-3 font-mono text-sm text-fg">
          {actionData.link}
        </p>
      )}
      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
        <Link to={weekLink(addDays(monday, -7))} className={navLink}>
          Previous week
        </Link>
        <Link to={weekLink(today)} className={navLink}>
          This week
        </Link>
        <Link to={weekLink(addDays(monday, 7))} className={navLink}>
          Next week
        </Link>
        <ButtonLink to="/admin/visits/hours" className="ml-auto">
          Visit hours
        </ButtonLink>
      </nav>
      <nav aria-label="Days" className="grid grid-cols-7 gap-1 lg:hidden">
        {days.map((date) => {
          const [weekday = '', dayNumber] = dayWords(date).split(' ');
          return (
            <Link
              key={date}
              to={weekLink(monday, date)}
              aria-current={date === day ? 'date' : undefined}
              className={`${dayLink} aria-[current=date]:bg-accent aria-[current=date]:text-on-accent`}
            >
              <span>{weekday.slice(0, 3)}</span> <span>{dayNumber}</span>
            </Link>
          );
        })}
      </nav>
      <div className="grid gap-4 lg:grid-cols-7">
        {days.map((date) => {
          const list = byDay(date);
          return (
            <section
              key={date}
              aria-labelledby={`day-${date}`}
              className={`${date === day ? 'flex' : 'hidden lg:flex'} min-w-0 flex-col gap-2`}
            >
              <h2 id={`day-${date}`} className="text-base font-bold text-fg">
                <DayHeading words={dayWords(date)} />
              </h2>
              {list.length === 0 ? (
                <p className="text-sm text-fg-muted">No visits.</p>
              ) : (
                list.map((visit) => (
                  <VisitCard
                    key={visit.id}
                    visit={visit}
                    slots={slots}
                    timeZone={timeZone}
                    back="/admin/visits"
                  />
                ))
              )}
            </section>
          );
        })}
      </div>
      <BookForm
        leads={loaderData.leads}
        chosenLead={loaderData.chosenLead}
        slots={slots}
        timeZone={timeZone}
        error={actionData?.ok === false ? actionData : undefined}
      />
    </CompanyClock>
  );
}

/** "Monday 30 November": the weekday on a line of its own in the week's columns, so they align. */
function DayHeading({ words }: { words: string }) {
  const space = words.indexOf(' ');
  if (space < 0) return words;
  return (
    <>
      <span className="lg:block">{words.slice(0, space)}</span>{' '}
      <span className="lg:block lg:font-semibold">{words.slice(space + 1)}</span>
    </>
  );
}
