import { useLoaderData, useSearchParams } from 'react-router';
import { PostCard } from '../../components/cards/post-card';
import { SectionHeading } from '../../components/section-heading';
import { posts, site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { postCardData } from '../../lib/card-data';
import { lazyOnVisible } from '../../lib/lazy-on-visible';
import { buildMeta } from '../../lib/meta';
import { pageIndexFromParam, paginate } from '../../lib/paginate';
import { useHydrated } from '../../lib/use-hydrated';

export const meta = () =>
  buildMeta({
    name: 'Blog',
    description: `Field notes from ${site.name}: planning a build, weather on site, choosing a contractor, renovation mistakes and smart homes.`,
    path: '/blog',
  });

// The pagination comes after the posts: its code loads as it scrolls near.
const DeferredPagination = lazyOnVisible('pagination', () =>
  import('../../components/pagination').then((module) => module.Pagination),
);

const PAGE_SIZE = 4;

// Runs at build time: only the card fields reach the browser, never the post bodies.
export async function loader() {
  return {
    posts: posts.map(postCardData),
  };
}

export default function BlogGrid() {
  const { posts } = useLoaderData<typeof loader>();
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
      <PageBanner title="Blog" />
      <section
        aria-labelledby="blog-heading"
        className="section container-site flex flex-col gap-12"
      >
        <SectionHeading
          id="blog-heading"
          eyebrow="Insights"
          title="Notes from the site office"
          lead={`Practical advice from our project managers and architects. Page ${page.pageIndex + 1} of ${page.pageCount}.`}
          align="center"
        />
        <ul className="grid gap-8 md:grid-cols-2">
          {page.items.map((post, index) => (
            <li key={post.slug}>
              <PostCard
                post={post}
                month={site.postMonth}
                author={site.postAuthor}
                priority={index < 2}
                sizes="(min-width: 48rem) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
        <DeferredPagination
          basePath="/blog"
          pageIndex={page.pageIndex}
          pageCount={page.pageCount}
          edge="hidden"
        />
      </section>
    </>
  );
}
