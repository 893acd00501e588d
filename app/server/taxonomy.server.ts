/**
 * The office's lists and the posts' authors as a loader reads them (docs/decisions/055): from
 * the database on the server (kept between changes), the spec's defaults while pages are
 * pre-rendered. A page that reads them is cached under the `taxonomy` tag. While the database is
 * away, or when the read fails (logged), the lists as last read, else the defaults: never a 500,
 * a tag or a byline is not worth a missing page.
 */
import type { RouterContextProvider } from 'react-router';
import { type PageLists, SEED_LISTS } from '../lib/taxonomy-view';
import { showsTags } from './content.server';
import { databaseAwayContext, servicesContext } from './context';

export async function listsOf(context: Readonly<RouterContextProvider>): Promise<PageLists> {
  const services = context.get(servicesContext);
  if (!services) return SEED_LISTS;
  showsTags(context, 'taxonomy');
  const lastGood = () => services.taxonomy.lastGoodLists() ?? SEED_LISTS;
  if (context.get(databaseAwayContext)) return lastGood();
  try {
    return await services.taxonomy.publicLists();
  } catch (error) {
    services.failures.failure('content', error, '(a page was shown with the last tags read)');
    return lastGood();
  }
}
