/**
 * The reply templates screen's loader and action (owners and editors). Every change is a plain
 * form post answered with a redirect and `?done=` (no script needed, a reload sends nothing
 * again); a refusal answers 4xx with the field, the message and what was typed.
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { BODY_MAX, NAME_MAX, SUBJECT_MAX } from '../../../../common/reply-text';
import { field, idField, requireUser } from '../../../server/admin-session.server';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const PATH = '/admin/reply-templates';

export async function templatesLoader({ request, context }: Args) {
  const { services } = await requireUser(request, context);
  const url = new URL(request.url);
  const [templates, clock] = await Promise.all([
    services.replies.templates.list(),
    services.leads.clock(),
  ]);
  const editId = Number(url.searchParams.get('edit'));
  return {
    templates,
    timeZone: clock.timeZone,
    editing: templates.find((template) => template.id === editId),
    isMailOn: services.replies.isMailOn,
  };
}

/** What a refused save answers with: the message, its field, and the form as typed. */
export interface TemplateRefusal {
  ok: false;
  message: string;
  field?: string;
  typed: { id?: number; name: string; subject: string; body: string };
}

export async function templatesAction({ request, context }: Args) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent', 20);
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  const templates = services.replies.templates;
  const id = idField(form, 'id');
  const typed = {
    id,
    name: field(form, 'name', NAME_MAX + 1),
    subject: field(form, 'subject', SUBJECT_MAX + 1),
    body:
      typeof form.get('body') === 'string' ? String(form.get('body')).slice(0, BODY_MAX + 1) : '',
  };
  try {
    if (intent === 'add') {
      await templates.add(actor, typed);
      return redirect(`${PATH}?done=added`, { status: 303 });
    }
    if (intent === 'change' && id) {
      await templates.change(actor, id, typed);
      return redirect(`${PATH}?done=changed`, { status: 303 });
    }
    if (intent === 'delete' && id) {
      const name = await templates.delete(actor, id);
      return redirect(`${PATH}?done=${name === undefined ? 'gone' : 'deleted'}`, { status: 303 });
    }
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const answer: TemplateRefusal = {
      ok: false,
      message: error.message,
      field: error.field,
      typed,
    };
    return data(answer, { status: error.status });
  }
  throw data('Unknown action.', { status: 400 });
}
