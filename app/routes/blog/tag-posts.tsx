import { data, Link } from 'react-router';
import { site } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { postCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { tagPath, withAuthorName } from '../../lib/taxonomy-view';
import { contentOf } from '../../server/content.server';
import { listsOf } from '../../server/taxonomy.server';
import { shareImagePath } from '../../share/share-image';
import type { Route } from './+types/tag-posts';
import { PostCardGrid } from './post-card-grid';

// Cards and links only: served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

/**
 * The posts of one tag in the office's list (docs/decisions/055), newest first. Rendered by the
 * server from the list and the live posts (never pre-rendered: the seed has no tags); a tag
 * that is not in the list is Not Found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lists = await listsOf(context);
  const tag = lists.tags.find((term) => term.slug === params.tag);
  if (!tag) throw data(null, { status: 404 });
  const posts = (await contentOf(context).posts()).filter((post) => post.tags.includes(tag.slug));
  return {
    tag,
    posts: posts.map((post) => withAuthorName(postCardData(post), post, lists)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: `Posts tagged ${loaderData?.tag.label ?? ''}`,
    description: `Articles from ${site.shortName} tagged ${loaderData?.tag.label ?? ''}.`,
    path: tagPath(loaderData?.tag.slug ?? ''),
    // Share cards are drawn for built pages; a tag's page shares the blog's.
    image: shareImagePath('/blog'),
    breadcrumb: {
      title: `Tag: ${loaderData?.tag.label ?? ''}`,
      parent: { label: 'Blog', to: '/blog' },
    },
  });

export default function TagPosts({ loaderData }: Route.ComponentProps) {
  const { tag, posts } = loaderData;
  const count = posts.length;
  return (
    <>
      <PageBanner title={`Tag: ${tag.label}`} parent={{ label: 'Blog', to: '/blog' }} />
      <section
        aria-labelledby="tag-posts-heading"
        className="section container-site flex flex-col gap-10"
      >
        <h2 id="tag-posts-heading" className="text-h3 text-fg">
          {count === 0
            ? `No posts are tagged “${tag.label}” yet.`
            : `${count} ${count === 1 ? 'post' : 'posts'} tagged “${tag.label}”`}
        </h2>
        {count ? <PostCardGrid posts={posts} /> : null}
        <p>
          <Link
            to="/blog"
            className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
          >
            All posts
          </Link>
        </p>
      </section>
    </>
  );
}
