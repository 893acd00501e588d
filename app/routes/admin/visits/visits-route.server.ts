/** The week of visits' loader and action (issue 33): book for a caller, move, cancel, a link. */
import { data, redirect } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { visitPath } from '../../../../common/visit-token';
import type { VisitAnswer } from '../../../../server/visits/service';
import { field, idField, requireUser } from '../../../server/admin-session.server';
import { dateParam, localDay, mondayOf, weekOf } from './week-days';

type Args = { request: Request; context: Parameters<typeof requireUser>[1] };

export async function visitsLoader({ request, context }: Args) {
  const { services } = await requireUser(request, context);
  const url = new URL(request.url);
  const { timeZone } = await services.office.settings();
  const today = localDay(new Date(), timeZone);
  const monday = mondayOf(dateParam(url.searchParams.get('week')) ?? today);
  const days = weekOf(monday);
  const asked = dateParam(url.searchParams.get('day'));
  const day = asked && days.includes(asked) ? asked : days.includes(today) ? today : monday;
  const [week, slots, leads] = await Promise.all([
    services.visits.week(monday),
    services.visits.slots(),
    services.visits.bookable(),
  ]);
  const leadParam = Number(url.searchParams.get('lead'));
  return {
    timeZone,
    monday,
    days,
    day,
    today,
    visits: week.visits,
    slots: slots.days,
    leads,
    chosenLead: leads.some((lead) => lead.id === leadParam) ? leadParam : undefined,
    done: url.searchParams.get('done'),
  };
}

export type VisitsData = Awaited<ReturnType<typeof visitsLoader>>;

export type VisitsActionData =
  | { ok: false; message: string; field?: string }
  | { ok: true; message: string; link?: string };

const back = (form: FormData, done: string) => {
  const to = field(form, 'back', 200);
  // Only the admin's own screens: a made-up address goes to the week.
  const path = /^\/admin\/(?:visits|leads\/\d+)$/.test(to) ? to : '/admin/visits';
  return redirect(`${path}?done=${done}`, 303);
};

export async function visitsAction({ request, context }: Args) {
  const { services, signedIn } = await requireUser(request, context);
  const actor = signedIn.person.id;
  const form = await request.formData();
  const intent = form.get('intent');
  const start = field(form, 'start', 40);
  const when = Number.isNaN(Date.parse(start)) ? '' : new Date(start).toISOString();
  const taken = (answer: VisitAnswer) =>
    data(
      {
        ok: false,
        message: answer.ok ? '' : answer.message,
        field: 'start',
      } satisfies VisitsActionData,
      {
        status: 409,
      },
    );
  try {
    if (intent === 'cancel') {
      const visit = idField(form, 'visit');
      if (!visit) return data({ ok: false, message: 'That names no visit.' }, { status: 400 });
      await services.visits.cancelByOffice(actor, visit);
      return back(form, 'cancelled');
    }
    if (intent === 'link') {
      const lead = idField(form, 'lead');
      if (!lead) return data({ ok: false, message: 'That names no lead.' }, { status: 400 });
      const token = await services.visits.issueLink(lead);
      return {
        ok: true,
        message:
          'A new booking link for this lead: send it in your reply. It books, moves and cancels without an account.',
        link: `${new URL(services.publicUrl).origin}${visitPath(token)}`,
      } satisfies VisitsActionData;
    }
    if (!when)
      return data(
        { ok: false, message: 'Choose one of the free times.', field: 'start' },
        { status: 422 },
      );
    if (intent === 'move') {
      const visit = idField(form, 'visit');
      if (!visit) return data({ ok: false, message: 'That names no visit.' }, { status: 400 });
      const answer = await services.visits.moveByOffice(actor, visit, when);
      return answer.ok ? back(form, 'moved') : taken(answer);
    }
    if (intent === 'book') {
      const chosen = idField(form, 'lead');
      const lead =
        chosen ??
        (await services.visits.callerLead(actor, {
          name: field(form, 'name', 200),
          email: field(form, 'email', 300),
          phone: field(form, 'phone', 60),
        }));
      const answer = await services.visits.bookForLead(actor, lead, when);
      return answer.ok ? back(form, 'booked') : taken(answer);
    }
    return data({ ok: false, message: 'Unknown action.' }, { status: 400 });
  } catch (error) {
    if (isRefusal(error)) {
      return data(
        { ok: false, message: error.message, field: error.field } satisfies VisitsActionData,
        {
          status: error.status,
        },
      );
    }
    throw error;
  }
}
