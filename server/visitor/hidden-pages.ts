/**
 * Which of the specification's extra pages the office hid (decision 056), as the server asks
 * before it answers a page: from the office settings, read once and kept until a change is
 * heard (this server's, or another's through the change feed), so a page costs no query. When
 * the settings cannot be read, the last list read stands (the seed's defaults before the first),
 * and the failure is logged once until a reading succeeds again.
 */
import {
  DEFAULT_HIDDEN_PAGES,
  HIDEABLE_PAGES,
  isHiddenPage,
} from '../../app/site-options/hideable-pages.ts';
import type { FailureLog } from '../ops/failure-log.ts';

const HIDEABLE = new Set<string>(HIDEABLE_PAGES.map((page) => page.path));

/** Whether a request's path is one of the pages that can be hidden (`/team-three`, its `.data`). */
const isHideable = (path: string) =>
  HIDEABLE.has(
    path
      .replace(/\.data$/, '')
      .replace(/\/+$/, '')
      .toLowerCase(),
  );

export function createHiddenPages(
  read: () => Promise<readonly string[]>,
  failures: Pick<FailureLog, 'failure'>,
) {
  let known: readonly string[] | undefined;
  let last: readonly string[] = DEFAULT_HIDDEN_PAGES;
  let reading: Promise<readonly string[]> | undefined;
  let failing = false;
  // A change heard while a reading is under way: that reading may be older than the change.
  let generation = 0;

  const current = (): Promise<readonly string[]> => {
    if (known) return Promise.resolve(known);
    const asked = generation;
    reading ??= read()
      .then((hidden) => {
        if (asked === generation) known = hidden;
        last = hidden;
        failing = false;
        return hidden;
      })
      .catch((error: unknown) => {
        if (!failing) failures.failure('hidden pages', error, '(the last list read is used)');
        failing = true;
        return last;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  return {
    /** Whether `path` is a page the office hid: it answers Not Found. */
    async isHidden(path: string): Promise<boolean> {
      if (!isHideable(path)) return false;
      return isHiddenPage(path, await current());
    },
    /** A change was heard: the next question reads the settings again. */
    forget() {
      known = undefined;
      reading = undefined;
      generation += 1;
    },
  };
}

export type HiddenPages = ReturnType<typeof createHiddenPages>;
