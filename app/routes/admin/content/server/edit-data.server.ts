/** What the edit screen shows: the form's fields and values, status, pictures and revisions. */
import { data } from 'react-router';
import { hasBody, SETTINGS, schemaOf } from '../../../../../common/collections';
import type { ContentDraft } from '../../../../../common/draft-shapes';
import { mediaUrl } from '../../../../../common/media-url';
import { isRowId } from '../../../../../common/row-id';
import type { ContentItem } from '../../../../../server/content/records';
import type { Services } from '../../../../../server/services';
import { stableJson } from '../../drafts/stable-json';
import { collectionInfo, documentAbout, documentLabel } from '../collection-labels';
import { draftValues } from '../form/draft-values';
import { newItemValues } from '../form/form-values';
import { officeFields } from '../form/office-words';
import { describeFields } from '../form/schema-fields';
import type { MediaChoice } from '../photos/media-choice';
import { changeNote, namesOf } from './last-change.server';
import { localText, TIME_ZONE, utcToLocalInput } from './local-time.server';
import { officeListsOf, withOfficeChoices } from './office-choices.server';
import { revisionDiff } from './revision-diff.server';

export async function mediaChoices(services: Services): Promise<MediaChoice[]> {
  return (await services.content.media.list()).map((m) => ({
    name: m.name,
    url: mediaUrl(m.name),
    label: m.original_name,
    width: m.width,
    height: m.height,
    alt: m.alt,
    focal: m.focal_x === null || m.focal_y === null ? null : { x: m.focal_x, y: m.focal_y },
  }));
}

/** The item of the collection named by the address (`new` is none), or a 404. */
export async function itemOf(services: Services, collection: string, param: string) {
  if (param === 'new') {
    if (collection === SETTINGS) throw data('Settings documents are not created here.', 404);
    return undefined;
  }
  const id = Number(param);
  const item = isRowId(id) ? await services.content.editor.get(id) : undefined;
  if (!item || item.collection !== collection) throw data('There is no such item.', 404);
  return item;
}

/**
 * The form's field descriptors for an item of the collection (a document's by its name), the
 * author, tags and category offering what the office's lists hold.
 */
export async function formFieldsOf(
  services: Services,
  collection: string,
  item: ContentItem | undefined,
) {
  const schema = schemaOf(collection as never, item?.slug ?? '');
  if (!schema) throw data('This document has no form.', 404);
  const fields = officeFields(describeFields(schema));
  if (collection !== 'posts' && collection !== 'projects') return fields;
  return withOfficeChoices(collection, fields, await officeListsOf(services));
}

/** Which two versions to compare: `?from=&to=`, each a version of the item. */
function compareOf(url: URL, latest: number) {
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  const isVersion = (n: number) => Number.isInteger(n) && n >= 1 && n <= latest;
  return isVersion(from) && isVersion(to) && from !== to ? { from, to } : undefined;
}

/** Which autosave slot an item's (or a new item's) typing goes to: "services/12", "services/new". */
export const draftTarget = (collection: string, item: { id: number } | undefined) =>
  `${collection}/${item ? item.id : 'new'}`;

/** A kept draft, offered back on the edit screen ("You have unsaved changes from …"). */
export interface DraftOfferData {
  /** When it was kept, on the company's clock with the zone. */
  savedAt: string;
  values: Record<string, unknown>;
  body: string;
  slug: string;
  /** The version the typing started from: a save of the restored draft meets the conflict check. */
  baseVersion: number | null;
}

/**
 * The person's kept draft of this item, when it is newer than the item's last save and differs
 * from it (an autosave that crossed a save is not offered).
 */
async function draftOffer(
  services: Services,
  userId: number,
  collection: string,
  item: ContentItem | undefined,
  form: { values: Record<string, unknown>; body: string; slug: string },
): Promise<DraftOfferData | null> {
  const slot = await services.drafts.read<ContentDraft>({
    kind: 'content',
    target: draftTarget(collection, item),
    userId,
  });
  if (!slot || (item && slot.savedAt <= item.updatedAt)) return null;
  const draft = {
    values: draftValues(form.values, slot.data.values),
    body: slot.data.body,
    slug: slot.data.slug || form.slug,
  };
  if (stableJson(draft) === stableJson(form)) return null;
  return { ...draft, savedAt: localText(slot.savedAt), baseVersion: slot.baseVersion };
}

export async function editData(
  services: Services,
  collection: string,
  param: string,
  url: URL,
  userId: number,
) {
  const item = await itemOf(services, collection, param);
  const fields = await formFieldsOf(services, collection, item);
  const nameOf = await namesOf(services);
  const now = new Date();
  const count = item ? 0 : (await services.content.editor.list(collection)).length;
  const revisions = item ? await services.content.editor.revisions(item.id) : [];
  const compare = item && compareOf(url, item.version);
  const revisionAt = (version: number) => revisions.find((r) => r.version === version);
  const diff =
    compare &&
    revisionDiff(
      fields,
      revisionAt(compare.from) as NonNullable<ReturnType<typeof revisionAt>>,
      revisionAt(compare.to) as NonNullable<ReturnType<typeof revisionAt>>,
    );
  const info = collectionInfo(collection);
  const values = item
    ? item.fields
    : newItemValues(fields, { today: utcToLocalInput(now).slice(0, 10), nextOrder: count + 1 });
  const body = item?.body ?? '';
  return {
    view: 'edit' as const,
    collection: info,
    hasBody: hasBody(collection as never),
    hasSlug: collection !== SETTINGS,
    about: item && collection === SETTINGS ? documentAbout(item.slug) : null,
    title: item
      ? collection === SETTINGS
        ? documentLabel(item.slug)
        : String(item.fields.title ?? item.fields.name ?? item.slug)
      : `New ${info.one}`,
    item: item && {
      id: item.id,
      slug: item.slug,
      status: item.status,
      version: item.version,
      liveVersion: item.live?.version ?? null,
      hasUnpublishedChanges: item.live !== null && item.hasUnpublishedChanges,
      scheduledFor: item.publishAt ? localText(item.publishAt) : null,
      publishedAt: item.publishedAt ? localText(item.publishedAt) : null,
      publicPath: item.live && info.publicBase ? `${info.publicBase}/${item.slug}` : null,
      changed: changeNote(item.updatedAt, item.updatedBy, nameOf, now),
    },
    fields,
    values,
    body,
    autosave: await draftOffer(services, userId, collection, item, {
      values,
      body,
      slug: item?.slug ?? '',
    }),
    media: await mediaChoices(services),
    timeZone: TIME_ZONE,
    /** The schedule field's first value: the item's scheduled time, or the next whole hour. */
    publishAtInput: utcToLocalInput(
      item?.publishAt ?? new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000),
    ),
    revisions: revisions.map((revision) => ({
      version: revision.version,
      isLive: revision.isLive,
      changed: changeNote(revision.createdAt, revision.author, nameOf, now),
    })),
    diff: diff ?? null,
  };
}
