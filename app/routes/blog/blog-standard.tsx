import { PostCard } from '../../components/cards/post-card';
import { LegacyPageRedirect } from '../../components/legacy-page-redirect';
import { Pagination } from '../../components/pagination';
import { site } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { blogStandard, listingPage } from '../../lib/blog-listings';
import { postCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { pageBanner, pageName, pageOf, pagePath } from '../../lib/paginate';
import { popularTags, withAuthorName } from '../../lib/taxonomy-view';
import { BlogSidebar } from '../../sections/blog-sidebar';
import { contentOf } from '../../server/content.server';
import { pageIntro } from '../../server/page-intro.server';
import { listsOf } from '../../server/taxonomy.server';
import type { Route } from './+types/blog-standard';

// Cards, links and the sidebar's plain search form with the shell: served with islands, no
// React in the browser (decision 047). LegacyPageRedirect's inline script sends an old ?page
// link on.
export const handle: IslandsHandle = { islands: true };

// One module for /blog-standard and /blog-standard/page/:page: each page is pre-rendered at its own URL.
export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: pageName('Blog Standard', loaderData.pageIndex),
    description: `${loaderData.intro.description} ${pageOf(loaderData)}`,
    path: pagePath(blogStandard.basePath, loaderData.pageIndex),
    breadcrumb: pageBanner('Blog Standard', blogStandard.basePath, loaderData.pageIndex),
  });

// At 375px the pagination and the sidebar come after the list: their code loads as they
// scroll near.

const RECENT_COUNT = 3;

// Runs at build time: only card fields reach the browser, never the post bodies.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [posts, lists] = await Promise.all([contentOf(context).posts(), listsOf(context)]);
  const page = listingPage(blogStandard, posts, request.url, params.page);
  return {
    posts: page.items.map((post) => withAuthorName(postCardData(post), post, lists)),
    pageIndex: page.pageIndex,
    pageCount: page.pageCount,
    recent: posts.slice(0, RECENT_COUNT).map(postCardData),
    tags: popularTags(lists),
    intro: await pageIntro(context, 'blogStandard', { count: posts.length }),
  };
}

// Client-side navigation: an old ?page link or a page that does not exist redirects before
// asking for data the static host does not have.

export default function BlogStandard({ loaderData }: Route.ComponentProps) {
  const { posts, pageIndex, pageCount, recent, tags } = loaderData;
  return (
    <>
      {pageIndex === 0 && (
        <LegacyPageRedirect basePath={blogStandard.basePath} pageCount={pageCount} />
      )}
      <PageBanner {...pageBanner('Blog Standard', blogStandard.basePath, pageIndex)} />
      <div className="section container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <section aria-labelledby="blog-list-heading" className="flex flex-col gap-10">
          <h2 id="blog-list-heading" className="sr-only">
            Articles, page {pageIndex + 1} of {pageCount}
          </h2>
          <ul className="flex flex-col gap-10">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard
                  post={post}
                  author={site.postAuthor}
                  variant="list"
                  priority={index === 0}
                  sizes="(min-width: 80rem) 50rem, (min-width: 64rem) 60vw, 100vw"
                />
              </li>
            ))}
          </ul>
          <Pagination
            basePath={blogStandard.basePath}
            pageIndex={pageIndex}
            pageCount={pageCount}
            edge="disabled"
            align="start"
          />
        </section>
        <BlogSidebar recent={recent} tags={tags} />
      </div>
    </>
  );
}
