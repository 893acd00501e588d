/**
 * /admin/taxonomy's loader and action (owners and editors; docs/decisions/055): the office's
 * tags and project categories. Every change is a plain form post answered with a redirect and
 * `?done=` (no script needed; a reload sends nothing again); a refusal answers 400 with the
 * list, the message and what was typed.
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { TermKind } from '../../../../server/taxonomy/tables';
import { field, idField, requireUser } from '../../../server/admin-session.server';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export const TAXONOMY_PATH = '/admin/taxonomy';

const KINDS: readonly TermKind[] = ['category', 'tag'];
const kindOf = (value: string): TermKind | undefined => KINDS.find((kind) => kind === value);

export async function taxonomyLoader({ request, context }: Args) {
  const { services } = await requireUser(request, context);
  const url = new URL(request.url);
  const [categories, tags] = await Promise.all([
    services.taxonomy.listWithUses('category'),
    services.taxonomy.listWithUses('tag'),
  ]);
  // `?rename=tag-3`: that row shows its rename form.
  const [renameKind, renameId] = (url.searchParams.get('rename') ?? '').split('-');
  return {
    categories,
    tags,
    renaming:
      kindOf(renameKind ?? '') && Number(renameId) > 0
        ? { kind: renameKind as TermKind, id: Number(renameId) }
        : null,
  };
}

/** What a refused change answers with: which form, its message and the text as typed. */
export interface TaxonomyRefusal {
  ok: false;
  /** `add-tag`, `rename-category-3`, `remove-tag-5` … */
  form: string;
  message: string;
  typed: string;
}

export async function taxonomyAction({ request, context }: Args) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent', 20);
  const kind = kindOf(field(form, 'kind', 20));
  if (!kind) throw data('Unknown list.', { status: 400 });
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  const id = idField(form, 'id');
  // One more than allowed, so that too long is refused rather than cut.
  const typed = field(form, 'label', 41);
  const refused = (formName: string, message: string) =>
    data<TaxonomyRefusal>({ ok: false, form: formName, message, typed }, { status: 400 });
  const done = (what: string) => redirect(`${TAXONOMY_PATH}?done=${what}`, { status: 303 });
  // Back to the moved row, whose buttons keep the keyboard's place.
  const moved = (which: TermKind, termId: number, how: string) =>
    redirect(`${TAXONOMY_PATH}?done=${which}-moved&by=${how}#${which}-${termId}`, { status: 303 });

  if (intent === 'add') {
    const result = await services.taxonomy.add(actor, kind, typed);
    return result.ok ? done(`${kind}-added`) : refused(`add-${kind}`, result.error);
  }
  if (!id) throw data('Which entry? The form names none.', { status: 400 });
  if (intent === 'rename') {
    const result = await services.taxonomy.rename(actor, kind, id, typed);
    return result.ok ? done(`${kind}-renamed`) : refused(`rename-${kind}-${id}`, result.error);
  }
  if (intent === 'move-up' || intent === 'move-down' || intent === 'move') {
    const terms = await services.taxonomy.list(kind);
    const from = terms.findIndex((term) => term.id === id);
    // Move up / Move down: one place; a drag's drop names the place (`place`, 0 first).
    const place =
      intent === 'move' ? Number(field(form, 'place', 4)) : from + (intent === 'move-up' ? -1 : 1);
    if (!Number.isInteger(place) || place < 0)
      throw data('Which place? The form names none.', { status: 400 });
    const result = await services.taxonomy.move(actor, kind, id, place);
    return result.ok ? moved(kind, id, intent) : refused(`move-${kind}-${id}`, result.error);
  }
  if (intent === 'remove') {
    const result = await services.taxonomy.remove(actor, kind, id, idField(form, 'moveTo'));
    return result.ok ? done(`${kind}-removed`) : refused(`remove-${kind}-${id}`, result.error);
  }
  throw data('Unknown action.', { status: 400 });
}
