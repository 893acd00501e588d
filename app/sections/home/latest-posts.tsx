import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PostCard, type PostCardProps } from '../../components/cards/post-card';
import { SectionHeading } from '../../components/section-heading';

/** Props of {@link LatestPosts}. */
export interface LatestPostsProps {
  posts: readonly PostCardProps['post'][];
  author: string;
  headingId?: string;
  /** Link to the blog. */
  allTo?: string;
}

const columns: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

/** The newest blog posts as a grid of cards. */
export function LatestPosts({
  posts,
  author,
  headingId = 'latest-posts-heading',
  allTo = '/blog',
}: LatestPostsProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="latest-posts"
    >
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={headingId} eyebrow="Blog" title="Latest news and building tips" />
        <Link
          to={allTo}
          className="group inline-flex min-h-12 items-center gap-2 font-semibold text-link underline-offset-4 hover:underline"
        >
          View all posts
          <ArrowRight
            aria-hidden="true"
            className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
          />
        </Link>
      </div>
      <ul className={`grid gap-6 md:grid-cols-2 ${columns[posts.length] ?? 'lg:grid-cols-3'}`}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard
              post={post}
              author={author}
              sizes="(min-width: 64rem) 25vw, (min-width: 48rem) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
