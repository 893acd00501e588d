/** The leads route's loader and action, by address: the list, the board, one lead. */
import { data, type RouterContextProvider } from 'react-router';
import { parseLeadFilter } from '../../../../common/lead-filter';
import { NOTE_MAX, parseValue, REASON_MAX } from '../../../../common/lead-values';
import { isRefusal, refusal } from '../../../../common/refusal';
import { isRowId } from '../../../../common/row-id';
import type { Services } from '../../../../server/services';
import { field, idField, requireUser } from '../../../server/admin-session.server';
import { requestInfoContext } from '../../../server/context';
import { quoteAction } from '../quotes/quote-route.server';
import { replyAction, replyFormData } from '../replies/reply-route.server';
import { day, money, STAGE_LABELS } from './lead-words';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { view?: string };
}

const leadId = (view: string | undefined) =>
  view && /^\d{1,9}$/.test(view) ? Number(view) : undefined;

/** A refusal of the address (an unreadable filter) as its 4xx. */
async function answered<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** The office reads the service's name, not its slug (a removed service keeps its slug). */
async function serviceTitles(services: Services) {
  const offered = await services.content.published.services();
  return Object.fromEntries(offered.map((service) => [service.slug, service.title]));
}

export async function leadsLoader({ request, context, params }: Args) {
  // Owners and editors both work leads.
  const { services, signedIn } = await requireUser(request, context);
  const url = new URL(request.url);
  return answered(async () => {
    const [clock, owners, titles] = await Promise.all([
      services.leads.clock(),
      services.leads.owners(),
      serviceTitles(services),
    ]);
    const common = { owners, titles, timeZone: clock.timeZone, me: signedIn.person.id };
    const id = leadId(params.view);
    if (id) {
      const lead = await services.leads.lead(id);
      if (!lead) throw data('That lead does not exist.', { status: 404 });
      const [files, reply, visit, finished, quote] = await Promise.all([
        services.leadFiles.list(id),
        replyFormData(services, signedIn, lead, titles, url),
        services.stats.visitPages(id),
        services.reviews.finishedOf(id),
        services.quotes.panel(id),
      ]);
      const siteVisit = await services.visits.ofLead(id);
      return {
        view: 'lead' as const,
        ...common,
        lead,
        files,
        reply,
        visit,
        finished,
        siteVisit,
        quote,
      };
    }
    const filter = parseLeadFilter(url.searchParams);
    if (params.view === 'board') {
      return {
        view: 'board' as const,
        ...common,
        filter,
        columns: await services.leads.board(filter),
      };
    }
    if (params.view) throw data('There is no such view of the leads.', { status: 404 });
    const pageText = url.searchParams.get('page') ?? '1';
    const page = Number(pageText);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) {
      throw refusal(400, 'The page must be a whole number from 1.', 'page');
    }
    return {
      view: 'list' as const,
      ...common,
      filter,
      page,
      ...(await services.leads.list(filter, page)),
    };
  });
}

/** What a change answers: what happened (announced), or why not and at which field. */
export type LeadActionData =
  | { ok: true; id: number; intent: string; message: string }
  | {
      ok: false;
      id: number;
      intent: string;
      field?: string;
      message: string;
      /** The stage asked for, so the form shows it again beside the message. */
      stage?: string;
      /** A refused reply's subject and text as typed, so the form shows them again. */
      reply?: { subject: string; body: string };
      /** A refused quote's kind, amount, validity and terms as typed (the form shows them). */
      quote?: { kind: string; amount: string; validUntil: string; terms: string };
    };

async function change(services: Services, actor: number, id: number, form: FormData) {
  const intent = field(form, 'intent');
  const leads = services.leads;
  switch (intent) {
    case 'stage': {
      const stage = field(form, 'stage');
      const result = await leads.setStage(id, actor, stage, field(form, 'reason', REASON_MAX + 1));
      const label = STAGE_LABELS[result.stage];
      return result.changed
        ? `${result.name} moved to ${label}.`
        : `${result.name} is in ${label} already.`;
    }
    case 'owner': {
      const text = field(form, 'owner');
      const owner = text ? Number(text) : null;
      if (owner !== null && !isRowId(owner)) {
        throw refusal(422, 'The owner must be one of the people who sign in.', 'owner');
      }
      const result = await leads.setOwner(id, actor, owner);
      const name = (await leads.owners()).find((person) => person.id === owner)?.name;
      return name
        ? `${name} owns ${result.name}’s lead now.`
        : `Nobody owns ${result.name}’s lead now.`;
    }
    case 'note':
      await leads.addNote(id, actor, field(form, 'note', NOTE_MAX + 1));
      return 'Note added.';
    case 'follow-up': {
      const date = field(form, 'followUp', 20);
      await leads.setFollowUp(id, actor, date);
      return date ? `Follow up on ${day(date)}.` : 'Follow-up day cleared.';
    }
    case 'value': {
      const text = field(form, 'value', 30);
      await leads.setValue(id, actor, text);
      const amount = parseValue(text);
      return amount === null ? 'Estimated value cleared.' : `Estimated value ${money(amount)}.`;
    }
    case 'finished': {
      const result = await services.reviews.markFinished(id, actor, field(form, 'finishedOn', 20));
      const asked = result.requestDueAt ? ' The review request is scheduled.' : '';
      return result.changed
        ? `${result.name}’s job is marked finished.${asked}`
        : `${result.name}’s job was marked finished on that day already.`;
    }
    default:
      throw data('Unknown action.', { status: 400 });
  }
}

export async function leadsAction({ request, context, params }: Args) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const id = idField(form, 'id') ?? leadId(params.view);
  if (!id) throw data('That change names no lead.', { status: 400 });
  const intent = field(form, 'intent');
  if (intent === 'reply') return replyAction(services, signedIn, id, form);
  if (intent.startsWith('quote-')) {
    // The office's own PDF, when the Quote panel posted one (server/lead-files/receive.ts).
    const uploads = context.get(requestInfoContext).uploads;
    return quoteAction(services, signedIn, id, form, uploads);
  }
  try {
    const message = await change(services, signedIn.person.id, id, form);
    return { ok: true, id, intent, message } satisfies LeadActionData;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const answer: LeadActionData = {
      ok: false,
      id,
      intent,
      field: error.field,
      message: error.message,
      stage: intent === 'stage' ? field(form, 'stage', 20) : undefined,
    };
    return data(answer, { status: error.status });
  }
}
