/**
 * The edit screen's actions: save (never changes the live site), publish now or at a time,
 * unpublish, restore a revision; and the small questions the form asks as you type (the body's
 * preview, whether an address is free) and a picture's focal point. Bad input is a 4xx that
 * gives back everything typed; success is a 303 to the screen with `?done=` saying what happened.
 */
import { data, redirect } from 'react-router';
import { isRefusal } from '../../../../../common/refusal';
import type { ContentItem } from '../../../../../server/content/records';
import type { Services } from '../../../../../server/services';
import { publicPathOf } from '../../../../lib/content-paths';
import { field } from '../../../../server/admin-session.server';
import { collectionInfo, contentPath, SETTINGS } from '../collection-labels';
import { descriptorAt } from '../form/field-paths';
import { emptyValue, parseFields, readerOf } from '../form/form-values';
import { applyListOp, parseListOp } from '../form/list-ops';
import { draftTarget, formFieldsOf, itemOf } from './edit-data.server';
import { refusal, refuse, type Typed } from './edit-refusal.server';
import { changeNote, namesOf } from './last-change.server';
import { localInputToUtc } from './local-time.server';
import { altProblems } from './publish-checks.server';
import { slugCheck } from './slug-check.server';

export type { Typed };

/** A stable text of a value (object keys sorted), to tell whether a save changes anything. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

interface ActionInput {
  services: Services;
  actor: number;
  collection: string;
  param: string;
  form: FormData;
}

export async function editAction({ services, actor, collection, param, form }: ActionInput) {
  const content = services.content;
  // "Save mine" after a conflict posts the version it replaces and no intent: a save.
  const intent = field(form, 'intent', 40) || (form.has('overrideBase') ? 'save' : '');

  const item = await itemOf(services, collection, param);
  const fields = await formFieldsOf(services, collection, item);
  const back = (done: string, id = item?.id) =>
    redirect(`${contentPath(collection, id)}?done=${done}`, { status: 303 });
  // Saved: the person's autosaved draft of it goes (after the save's commit; a slot left behind
  // is only logged, the save stands).
  const saved = async (done: string, id = item?.id) => {
    await services.drafts
      .discard({ kind: 'content', target: draftTarget(collection, item), userId: actor })
      .catch((error: unknown) =>
        services.failures.failure('drafts', error, '(a saved item’s draft was not removed)'),
      );
    return back(done, id);
  };

  // The saved draft on its real page, through a new link the office may send (7 days).
  if (item && intent === 'preview') {
    const { token } = await content.previews.create(item.id, actor);
    return redirect(`${publicPathOf(collection, item.slug)}?preview=${token}`, { status: 303 });
  }
  if (item && intent === 'unpublish') {
    await content.unpublish(item.id, actor);
    return back('unpublished');
  }
  if (item && intent === 'restore') {
    const version = Number(form.get('version'));
    try {
      await content.restore(item.id, version, actor);
    } catch (error) {
      if (isRefusal(error)) return data({ error: error.message }, { status: error.status });
      throw error;
    }
    return back(`restored-${version}`);
  }

  const typed: Typed = {
    values: parseFields(fields, readerOf(form)),
    body: collection === SETTINGS ? '' : bodyOf(form),
    slug: collection === SETTINGS ? (item?.slug ?? '') : field(form, 'slug', 200),
    publishAt: field(form, 'publishAt', 40),
  };

  // A list's Add / Remove / Move posted without JavaScript: the changed form, nothing saved.
  const op = parseListOp(field(form, 'op', 300));
  if (op) {
    const list = descriptorAt(fields, op.path);
    if (list?.kind !== 'list')
      return refuse(fields, 400, typed, { error: 'That change could not be read.' });
    return { typed: { ...typed, values: applyListOp(typed.values, op, emptyValue(list.item)) } };
  }
  if (!['save', 'publish', 'schedule'].includes(intent)) {
    throw data('Unknown action.', { status: 400 });
  }

  let at: Date | undefined;
  if (intent === 'schedule') {
    at = localInputToUtc(typed.publishAt);
    const problem = !at
      ? 'publishAt: choose a day and a time'
      : at.getTime() <= Date.now()
        ? 'publishAt: choose a time in the future (or publish now)'
        : undefined;
    if (problem)
      return refuse(fields, 400, typed, { problems: [{ field: 'publishAt', message: problem }] });
  }
  if (intent !== 'save') {
    const missing = altProblems(typed.values, typed.body);
    if (missing.length > 0) return refuse(fields, 422, typed, { problems: missing });
  }

  try {
    if (!item) {
      const created = await content.create(
        { collection, slug: typed.slug, fields: typed.values, body: typed.body },
        actor,
      );
      if (intent !== 'save') await content.publish(created.id, actor, { at });
      return saved(
        intent === 'save' ? 'created' : intent === 'publish' ? 'published' : 'scheduled',
        created.id,
      );
    }
    const conflict = await conflictOf(services, item, form);
    if (conflict) return data({ conflict, typed }, { status: 409 });
    // The address is not versioned: changing a live item's changes the site at once, so it
    // goes with Publish now, never with a draft or a later publish.
    if (typed.slug !== item.slug && item.live && intent !== 'publish') {
      const message = `slug: the address of a published ${collectionInfo(collection).one} changes on the site at once; change it with Publish now (the old address will redirect), or put “${item.slug}” back to save a draft`;
      return refuse(fields, 409, typed, { problems: [{ field: 'slug', message }] });
    }
    if (typed.slug !== item.slug) {
      const check = await slugCheck(services, collection, typed.slug, param);
      if (check.problem)
        return refuse(fields, 409, typed, {
          problems: [{ field: 'slug', message: `slug: ${check.problem}` }],
        });
    }
    const isChanged = stable(typed.values) !== stable(item.fields) || typed.body !== item.body;
    if (isChanged) {
      await content.saveDraft(
        item.id,
        { fields: typed.values, body: typed.body, baseVersion: item.version },
        actor,
      );
    }
    if (typed.slug !== item.slug) await content.changeSlug(item.id, typed.slug, actor);
    if (intent !== 'save') await content.publish(item.id, actor, { at });
    const moved = typed.slug !== item.slug;
    if (intent === 'save') return saved(isChanged || moved ? 'saved' : 'unchanged');
    return saved(intent === 'publish' ? 'published' : 'scheduled');
  } catch (error) {
    return refusal(fields, error, typed);
  }
}

/** The body as typed, with the browser's line ends made plain. */
const bodyOf = (form: FormData) => {
  const value = form.get('body');
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n').slice(0, 200_000) : '';
};

/**
 * Someone else saved after this form was opened (its `baseVersion`; "save mine anyway" posts
 * the newer version as `overrideBase`): who, when and which version, or undefined.
 */
async function conflictOf(services: Services, item: ContentItem, form: FormData) {
  const base = Number(form.get('overrideBase') || form.get('baseVersion'));
  if (!Number.isInteger(base) || base === item.version) return undefined;
  const nameOf = await namesOf(services);
  return {
    version: item.version,
    yours: base,
    changed: changeNote(item.updatedAt, item.updatedBy, nameOf),
  };
}
