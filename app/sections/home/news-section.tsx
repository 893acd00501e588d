import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { PostMeta } from '../../components/cards/post-meta';
import { Picture } from '../../components/picture';
import { SectionHeading } from '../../components/section-heading';
import type { Post } from '../../content/types';

/** Props of {@link NewsSection}. */
export interface NewsSectionProps {
  posts: readonly (Pick<
    Post,
    'slug' | 'title' | 'image' | 'day' | 'month' | 'published' | 'comments'
  > & { authorName?: string })[];
  /** The default author label, for a post without its own. */
  author: string;
  getPath: (slug: string) => string;
  headingId?: string;
}

/** News as wide rows: date, title with author and comments, and a thumbnail. */
export function NewsSection({
  posts,
  author,
  getPath,
  headingId = 'news-heading',
}: NewsSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="news"
    >
      <SectionHeading id={headingId} eyebrow="News" title="Notes from the studio and the site" />
      <ul className="flex flex-col border-t border-border">
        {posts.map((post) => (
          <li
            key={post.slug}
            className="group relative grid grid-cols-[4.5rem_1fr] items-center gap-x-5 gap-y-4 border-b border-border py-6 md:grid-cols-[6rem_1fr_14rem_auto] md:gap-x-8"
          >
            <time
              dateTime={post.published}
              className="flex flex-col items-center rounded-md bg-surface-muted py-3 text-fg transition-colors group-hover:bg-accent group-hover:text-on-accent"
            >
              <span className="text-3xl font-bold leading-none md:text-4xl">{post.day}</span>{' '}
              <span className="mt-1 text-xs font-semibold uppercase tracking-wider">
                {post.month}
              </span>
            </time>
            <div className="flex min-w-0 flex-col gap-2">
              <PostMeta author={post.authorName ?? author} comments={post.comments} />
              <h3 className="text-xl font-bold text-fg md:text-2xl">
                <Link
                  to={getPath(post.slug)}
                  className="underline-offset-4 after:absolute after:inset-0 after:content-[''] group-hover:underline"
                >
                  {post.title}
                </Link>
              </h3>
            </div>
            <div className="col-span-2 overflow-hidden rounded-md md:col-span-1">
              <Picture
                image={post.image}
                alt=""
                sizes="(min-width: 768px) 14rem, 100vw"
                className="aspect-[16/10] h-auto w-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
              />
            </div>
            <span
              aria-hidden="true"
              className="hidden size-12 place-items-center rounded-full border border-border-strong text-fg transition-colors group-hover:border-accent group-hover:bg-accent group-hover:text-on-accent md:grid"
            >
              <ArrowUpRight className="size-5" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
