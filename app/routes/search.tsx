import { SearchForm } from '../components/search-form';
import { mainSections } from '../content/navigation';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { liveSearchIndex } from '../search/live-search-index.server';
import { normalizeQuery } from '../search/normalize-query';
import { isPrerendering } from '../search/prerendering.server';
import { searchSite } from '../search/search-site';
import { SearchFallback } from '../sections/search-fallback';
import { SearchResultGroups } from '../sections/search-results';
import { servicesContext } from '../server/context';
import { pageIntro } from '../server/page-intro.server';
import type { Route } from './+types/search';

// Results and fallbacks are plain links and a GET form; the only script is the shell's and the
// footer sign-up's islands: served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

// Results are per query and per visitor: never stored by a shared cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.query ? `Search: ${loaderData.query}` : 'Search',
    description: loaderData?.intro.description,
    path: '/search',
    noIndex: true,
  });

// Rendered per request by the server. At build time the page is pre-rendered without a query
// for static-only copies of the site, which have no server to search with.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = normalizeQuery(url.searchParams.get('q'));
  const base = { query, sections: mainSections, intro: await pageIntro(context, 'search') };
  if (isPrerendering()) return { ...base, status: 'needs-server' as const };
  if (!query) return { ...base, status: 'empty' as const };
  try {
    const index = await liveSearchIndex(context);
    return {
      ...base,
      status: 'done' as const,
      results: searchSite(index, query, { withExcerpts: true }),
    };
  } catch (error) {
    context
      .get(servicesContext)
      ?.failures.failure('search', error, '(the index could not be read)');
    return { ...base, status: 'unavailable' as const };
  }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Search" />
      <div className="section container-site flex max-w-4xl flex-col gap-10">
        <SearchForm
          id="search-page-field"
          label="Search the site"
          defaultValue={loaderData.query}
        />
        <SearchOutcome data={loaderData} />
      </div>
    </>
  );
}

/** Why a page has no results to show, and what it offers instead. */
const fallbacks = {
  'needs-server': [
    "Search needs the site's server, and this copy of the site runs without one.",
    'These sections list everything the site holds:',
  ],
  unavailable: [
    'Search is not working right now. Please try again in a moment.',
    'Meanwhile, these sections list everything the site holds:',
  ],
  empty: [
    'Type a word or two to search services, projects, posts, people, answers and pages.',
    'Or start from one of the main sections:',
  ],
} as const;

/** The count and the results, or why there are none. */
function SearchOutcome({ data }: { data: Route.ComponentProps['loaderData'] }) {
  if (data.status !== 'done') {
    const [message, offer] = fallbacks[data.status];
    return (
      <SearchFallback sections={data.sections}>
        <p>{message}</p>
        <p className="text-base text-fg-muted">{offer}</p>
      </SearchFallback>
    );
  }
  const { total, groups } = data.results;
  const count = `${total} ${total === 1 ? 'result' : 'results'} for “${data.query}”`;
  return (
    <>
      <p role="status" className="text-lg font-semibold text-fg">
        {count}
      </p>
      {total > 0 ? (
        <SearchResultGroups groups={groups} />
      ) : (
        <SearchFallback sections={data.sections}>
          <p>Nothing on the site matches “{data.query}”. Check the spelling or try fewer words.</p>
          <p className="text-base text-fg-muted">
            Or browse the main sections, or ask us directly on the contact page:
          </p>
        </SearchFallback>
      )}
    </>
  );
}
