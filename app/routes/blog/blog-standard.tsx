import { useLoaderData, useSearchParams } from 'react-router';
import { PostCard } from '../../components/cards/post-card';
import { blogExtras, posts, recentPosts, site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { postCardData } from '../../lib/card-data';
import { lazyOnVisible } from '../../lib/lazy-on-visible';
import { buildMeta } from '../../lib/meta';
import { pageIndexFromParam, paginate } from '../../lib/paginate';
import { useHydrated } from '../../lib/use-hydrated';

export const meta = () =>
  buildMeta({
    name: 'Blog Standard',
    description: `Every ${site.name} article in one list, with recent posts and popular topics alongside.`,
    path: '/blog-standard',
  });

// At 375px the pagination and the sidebar come after the list: their code loads as they
// scroll near.
const DeferredPagination = lazyOnVisible('pagination', () =>
  import('../../components/pagination').then((module) => module.Pagination),
);
const DeferredBlogSidebar = lazyOnVisible('blog-sidebar', () =>
  import('../../sections/blog-sidebar').then((module) => module.BlogSidebar),
);

const PAGE_SIZE = 3;
const RECENT_COUNT = 3;

// Runs at build time: only the card fields reach the browser, never the post bodies.
export async function loader() {
  return {
    posts: posts.map(postCardData),
    recent: recentPosts(RECENT_COUNT).map(postCardData),
    tags: blogExtras.tags,
  };
}

export default function BlogStandard() {
  const { posts, recent, tags } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  // The static HTML is page 1; the URL's page applies once hydrated, so hydration always matches.
  const isHydrated = useHydrated();
  const page = paginate(
    posts,
    isHydrated ? pageIndexFromParam(searchParams.get('page')) : 0,
    PAGE_SIZE,
  );
  return (
    <>
      <PageBanner title="Blog Standard" />
      <div className="section container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <section aria-labelledby="blog-list-heading" className="flex flex-col gap-10">
          <h2 id="blog-list-heading" className="sr-only">
            Articles, page {page.pageIndex + 1} of {page.pageCount}
          </h2>
          <ul className="flex flex-col gap-10">
            {page.items.map((post, index) => (
              <li key={post.slug}>
                <PostCard
                  post={post}
                  month={site.postMonth}
                  author={site.postAuthor}
                  variant="list"
                  priority={index === 0}
                  sizes="(min-width: 80rem) 50rem, (min-width: 64rem) 60vw, 100vw"
                />
              </li>
            ))}
          </ul>
          <DeferredPagination
            basePath="/blog-standard"
            pageIndex={page.pageIndex}
            pageCount={page.pageCount}
            edge="disabled"
            align="start"
          />
        </section>
        <DeferredBlogSidebar recent={recent} month={site.postMonth} tags={tags} />
      </div>
    </>
  );
}
