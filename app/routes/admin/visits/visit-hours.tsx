import { data, Form } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { VISIT_NUMBERS } from '../../../../common/visit-limits';
import { buildMeta } from '../../../lib/meta';
import { requireUser } from '../../../server/admin-session.server';
import { ScreenTitle } from '../admin-shell';
import { ButtonLink, CompanyClock, Field, KitButton, Notice, Panel } from '../kit';
import type { Route } from './+types/visit-hours';
import { readHoursForm } from './hours-form-read';
import { PersonHours } from './person-hours';

export const meta = () =>
  buildMeta({ name: 'Visit hours', path: '/admin/visits/hours', noIndex: true });

/** Owners only: when the office visits sites, who goes, and their calendars. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  const [hours, people, feeds, settings] = await Promise.all([
    services.visits.hours(),
    services.accounts.people(),
    services.visits.feedStates(),
    services.office.settings(),
  ]);
  return {
    timeZone: settings.timeZone,
    hours,
    feeds,
    people: people.people.map((person) => ({ id: person.id, name: person.name })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  const people = (await services.accounts.people()).people.map((person) => person.id);
  try {
    const actor = { id: signedIn.person.id, email: signedIn.person.email };
    await services.visits.saveHours(actor, readHoursForm(form, people));
  } catch (error) {
    if (isRefusal(error)) {
      return data(
        { ok: false as const, message: error.message, field: error.field ?? '' },
        { status: error.status },
      );
    }
    throw error;
  }
  return { ok: true as const, message: 'Saved. The booking page offers the new times now.' };
}

export default function VisitHours({ loaderData, actionData }: Route.ComponentProps) {
  const { hours, people, feeds } = loaderData;
  const error = actionData?.ok === false ? actionData : undefined;
  const errorAt = (name: string) => (error?.field === name ? error.message : undefined);
  return (
    <CompanyClock zone={loaderData.timeZone}>
      <ScreenTitle
        title="Visit hours"
        intro="When the office visits sites. Out of the box, visits follow the opening hours in the contact details and “our team” goes; tick the people who visit to give each their own hours and calendar."
      />
      <div>
        <ButtonLink to="/admin/visits">Back to the week of visits</ButtonLink>
      </div>
      <Notice tone={error ? 'error' : 'success'}>{actionData?.message}</Notice>
      <Form method="post" className="flex max-w-3xl flex-col gap-8">
        <Panel id="visit-lengths" title="Slots" wide={false}>
          <div className="grid gap-4 sm:grid-cols-2">
            {VISIT_NUMBERS.map((number) => (
              <Field
                key={number.name}
                label={number.label}
                name={number.name}
                error={errorAt(number.name)}
                input={{
                  type: 'number',
                  min: number.min,
                  max: number.max,
                  step: number.step,
                  defaultValue: hours[number.name],
                }}
              />
            ))}
          </div>
          <Field
            label="Days off"
            name="daysOff"
            required={false}
            hint="One date a line, such as 2026-12-25: nobody is offered then."
            error={error?.field?.startsWith('daysOff') ? error.message : undefined}
          >
            {(props) => <textarea {...props} rows={3} defaultValue={hours.daysOff.join('\n')} />}
          </Field>
        </Panel>
        <Panel
          id="visit-people"
          title="Who visits"
          intro="Leave a person’s days empty to follow the opening hours. A calendar feed (the “secret address in iCal format” of Google Calendar, or an Outlook calendar’s ICS link) keeps their busy times off the booking page."
          wide={false}
        >
          {people.map((person) => (
            <PersonHours
              key={person.id}
              person={person}
              set={hours.people.find((entry) => entry.userId === person.id)}
              feed={feeds[person.id]}
            />
          ))}
        </Panel>
        <KitButton type="submit" tone="primary" className="self-start">
          Save the visit hours
        </KitButton>
      </Form>
    </CompanyClock>
  );
}
