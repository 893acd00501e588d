/** What the content overview and a collection's list show. */
import { collectionOf, hasOrder } from '../../../../../common/collections';
import type { ContentStatus } from '../../../../../server/content/tables';
import type { Services } from '../../../../../server/services';
import { COLLECTION_ORDER, collectionInfo, documentLabel, SETTINGS } from '../collection-labels';
import { mediaChoices } from './edit-data.server';
import { changeNote, namesOf } from './last-change.server';
import { TIME_ZONE } from './local-time.server';

export const STATUSES: readonly ContentStatus[] = ['draft', 'scheduled', 'published'];

const statusOf = (value: string | null) => STATUSES.find((status) => status === value);

/** Every collection with its counts per status (the settings documents last). */
export async function overviewData(services: Services) {
  const collections = await Promise.all(
    COLLECTION_ORDER.map(async (name) => {
      const items = await services.content.editor.list(name);
      const count = (status: ContentStatus) => items.filter((i) => i.status === status).length;
      return {
        ...collectionInfo(name),
        total: items.length,
        draft: count('draft'),
        scheduled: count('scheduled'),
        published: count('published'),
        unpublishedChanges: items.filter(
          (item) => item.liveVersion !== null && item.liveVersion !== item.version,
        ).length,
      };
    }),
  );
  return { view: 'overview' as const, collections };
}

/**
 * One collection's items, filtered by `?q=` (title or slug) and `?status=`. A collection with
 * an order lists them in it, unfiltered, to be moved (`canReorder`), each with its thumbnail.
 */
export async function listData(services: Services, collection: string, url: URL) {
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const status = statusOf(url.searchParams.get('status'));
  const nameOf = await namesOf(services);
  const summaries = await services.content.editor.list(collection, { status });
  const needle = search.toLowerCase();
  const now = new Date();
  const isSettings = collection === SETTINGS;
  const canReorder = hasOrder(collectionOf(collection)) && !search && !status;
  const media = canReorder ? new Map((await mediaChoices(services)).map((m) => [m.name, m])) : null;
  if (canReorder) summaries.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
  const items = summaries
    .map((item) => ({
      id: item.id,
      slug: item.slug,
      title: isSettings ? documentLabel(item.slug) : item.title,
      status: item.status,
      scheduledFor: item.publishAt ?? null,
      hasUnpublishedChanges: item.liveVersion !== null && item.liveVersion !== item.version,
      changed: changeNote(item.updatedAt, item.updatedBy, nameOf, now),
      thumbnail: (item.picture && media?.get(item.picture)) || null,
    }))
    .filter(
      (item) =>
        !needle ||
        item.title.toLowerCase().includes(needle) ||
        item.slug.toLowerCase().includes(needle),
    );
  const deleteId = Number(url.searchParams.get('delete'));
  const deleting = items.find((item) => item.id === deleteId);
  return {
    view: 'list' as const,
    collection: collectionInfo(collection),
    canCreate: !isSettings,
    canReorder,
    items,
    search,
    status: (status ?? '') as ContentStatus | '',
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    timeZone: TIME_ZONE,
  };
}
