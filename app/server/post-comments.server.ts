/**
 * The approved comments a post page shows (decision 054), with the office's replies: from the
 * database, the page tagged `comments` so that a change drops it from the caches. Pre-rendered
 * without a database, the seed's samples. A page answering a form the database did not take
 * (decision 041) shows the last ones this server read, else the seed's, without asking.
 */
import type { RouterContextProvider } from 'react-router';
import type { ShownComment } from '../../server/comments/store';
import { sampleComments } from '../content/sample-comments';
import { showsTags } from './content.server';
import { databaseAwayContext, servicesContext } from './context';

/** The seed's samples of a post, as the database would give them. */
export const seedComments = (slug: string): ShownComment[] =>
  (sampleComments[slug] ?? []).map((sample, index) => ({
    id: index + 1,
    name: sample.name,
    createdAt: `${sample.date}T12:00:00.000Z`,
    text: sample.text,
    reply: null,
  }));

/** What this server last read for each post. */
const lastRead = new Map<string, ShownComment[]>();

export async function shownComments(
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<ShownComment[]> {
  const services = context.get(servicesContext);
  if (!services) return seedComments(slug);
  const remembered = () => lastRead.get(slug) ?? seedComments(slug);
  if (context.get(databaseAwayContext)) return remembered();
  showsTags(context, 'comments');
  const shown = await services.comments.shown(slug).catch((error: unknown) => {
    services.failures.failure('comments', error, '(a post was shown with the comments last read)');
    return undefined;
  });
  if (shown) lastRead.set(slug, shown);
  return shown ?? remembered();
}
