import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Post } from '../../content/types';
import { postPath } from '../../lib/paths';
import { Picture } from '../picture';
import { PostMeta } from './post-meta';

/** `grid`: compact card for grids and sliders. `list`: wide entry for the blog list with sidebar. */
export type PostCardVariant = 'grid' | 'list';

/** Props of {@link PostCard}. */
export interface PostCardProps {
  post: Pick<
    Post,
    'slug' | 'title' | 'image' | 'description' | 'day' | 'month' | 'published' | 'comments'
  > & {
    /** Who wrote it, when the office chose an author (app/lib/taxonomy-view.ts). */
    authorName?: string;
  };
  /** The default author label (`site.postAuthor`), for a post without its own. */
  author: string;
  variant?: PostCardVariant;
  /** Heading level of the title: h3 inside a section, h2 directly under the page h1. */
  headingLevel?: 'h2' | 'h3';
  /** The `sizes` hint for the cover. */
  sizes?: string;
  /** Load the cover eagerly (cards in the first visible row). */
  priority?: boolean;
  className?: string;
}

const styles: Record<
  PostCardVariant,
  { image: string; body: string; title: string; description: string }
> = {
  grid: {
    image: 'aspect-[16/10]',
    body: 'gap-3 p-6',
    title: 'text-h3',
    description: 'line-clamp-3',
  },
  list: {
    image: 'aspect-[16/9]',
    body: 'gap-4 p-6 md:p-10',
    title: 'text-2xl md:text-3xl',
    description: 'text-lg',
  },
};

/** A blog post teaser: cover with a date badge, author and comments, title, summary and Read More. */
export function PostCard({
  post,
  author,
  variant = 'grid',
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
  priority,
  className = '',
}: PostCardProps) {
  const style = styles[variant];
  const href = postPath(post.slug);
  return (
    <article
      className={`group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card ${className}`}
    >
      <div className={`relative overflow-hidden bg-surface-muted ${style.image}`}>
        <Picture
          image={post.image}
          alt=""
          sizes={sizes}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-105 motion-safe:group-focus-within:scale-105"
        />
        {/* The card shows the day and the month; `dateTime` is the full date. */}
        <time
          dateTime={post.published}
          className="absolute top-4 left-4 flex min-w-16 flex-col items-center rounded-md bg-accent px-3 py-2 text-on-accent shadow-card"
        >
          <span className="text-2xl leading-none font-bold">{post.day}</span>{' '}
          <span className="mt-1 text-xs font-semibold uppercase tracking-wider">{post.month}</span>
        </time>
      </div>
      <div className={`flex flex-1 flex-col ${style.body}`}>
        <PostMeta author={post.authorName ?? author} comments={post.comments} />
        <Heading className={`${style.title} text-fg`}>
          <Link
            to={href}
            className="underline-offset-4 transition-colors hover:text-accent-text hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className={`text-fg-muted ${style.description}`}>{post.description}</p>
        <Link
          to={href}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-2 text-sm font-semibold uppercase tracking-wide text-link underline-offset-4 hover:underline"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
          />
        </Link>
      </div>
    </article>
  );
}
