/** What the edit screen shows: the form's fields and values, status, pictures and revisions. */
import { data } from 'react-router';
import { hasBody, SETTINGS, schemaOf } from '../../../../../common/collections';
import { mediaUrl } from '../../../../../common/media-url';
import { isRowId } from '../../../../../common/row-id';
import type { ContentItem } from '../../../../../server/content/records';
import type { Services } from '../../../../../server/services';
import { collectionInfo, documentAbout, documentLabel } from '../collection-labels';
import { newItemValues } from '../form/form-values';
import { describeFields } from '../form/schema-fields';
import type { MediaChoice } from '../photos/media-choice';
import { changeNote, namesOf } from './last-change.server';
import { localText, TIME_ZONE, utcToLocalInput } from './local-time.server';
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

/** The form's field descriptors for an item of the collection (a document's by its name). */
export function formFieldsOf(collection: string, item: ContentItem | undefined) {
  const schema = schemaOf(collection as never, item?.slug ?? '');
  if (!schema) throw data('This document has no form.', 404);
  return describeFields(schema);
}

/** Which two versions to compare: `?from=&to=`, each a version of the item. */
function compareOf(url: URL, latest: number) {
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  const isVersion = (n: number) => Number.isInteger(n) && n >= 1 && n <= latest;
  return isVersion(from) && isVersion(to) && from !== to ? { from, to } : undefined;
}

export async function editData(services: Services, collection: string, param: string, url: URL) {
  const item = await itemOf(services, collection, param);
  const fields = formFieldsOf(collection, item);
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
    values: item
      ? item.fields
      : newItemValues(fields, { today: utcToLocalInput(now).slice(0, 10), nextOrder: count + 1 }),
    body: item?.body ?? '',
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
