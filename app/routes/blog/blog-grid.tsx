import { LegacyPageRedirect } from '../../components/legacy-page-redirect';
import { Pagination } from '../../components/pagination';
import { SectionHeading } from '../../components/section-heading';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { blogGrid, listingPage } from '../../lib/blog-listings';
import { postCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { pageBanner, pageName, pageOf, pagePath } from '../../lib/paginate';
import { withAuthorName } from '../../lib/taxonomy-view';
import { contentOf } from '../../server/content.server';
import { pageIntro } from '../../server/page-intro.server';
import { listsOf } from '../../server/taxonomy.server';
import type { Route } from './+types/blog-grid';
import { PostCardGrid } from './post-card-grid';

// Cards and the pagination's links with the shell: served with islands, no React in the
// browser (decision 047). LegacyPageRedirect's inline script sends an old ?page link on.
export const handle: IslandsHandle = { islands: true };

// One module for /blog and /blog/page/:page: each page is pre-rendered at its own URL.
export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: pageName('Blog', loaderData.pageIndex),
    description: `${loaderData.intro.description} ${pageOf(loaderData)}`,
    path: pagePath(blogGrid.basePath, loaderData.pageIndex),
    breadcrumb: pageBanner('Blog', blogGrid.basePath, loaderData.pageIndex),
  });

// The pagination comes after the posts: its code loads as it scrolls near.

// Runs at build time: only this page's card fields reach the browser, never the post bodies.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [posts, lists] = await Promise.all([contentOf(context).posts(), listsOf(context)]);
  const page = listingPage(blogGrid, posts, request.url, params.page);
  return {
    posts: page.items.map((post) => withAuthorName(postCardData(post), post, lists)),
    pageIndex: page.pageIndex,
    pageCount: page.pageCount,
    intro: await pageIntro(context, 'blog', { count: posts.length }),
  };
}

// Client-side navigation: an old ?page link or a page that does not exist redirects before
// asking for data the static host does not have.

export default function BlogGrid({ loaderData }: Route.ComponentProps) {
  const { posts, pageIndex, pageCount, intro } = loaderData;
  return (
    <>
      {pageIndex === 0 && <LegacyPageRedirect basePath={blogGrid.basePath} pageCount={pageCount} />}
      <PageBanner {...pageBanner('Blog', blogGrid.basePath, pageIndex)} />
      <section
        aria-labelledby="blog-heading"
        className="section container-site flex flex-col gap-12"
      >
        <SectionHeading
          id="blog-heading"
          eyebrow={intro.eyebrow}
          title={intro.title}
          lead={`${intro.lead} ${pageOf(loaderData)}`}
          align="center"
        />
        <PostCardGrid posts={posts} />
        <Pagination
          basePath={blogGrid.basePath}
          pageIndex={pageIndex}
          pageCount={pageCount}
          edge="hidden"
        />
      </section>
    </>
  );
}
