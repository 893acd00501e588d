import { Link } from 'react-router';
import type { Post } from '../content/types';
import { postPath } from '../lib/paths';
import { Picture } from './picture';

/** Props of {@link RecentPostList}. */
export interface RecentPostListProps {
  posts: readonly Pick<Post, 'slug' | 'title' | 'day' | 'month' | 'published' | 'image'>[];
  /** Light text for dark bands (the footer). */
  tone?: 'default' | 'inverse';
}

const tones = {
  default: { date: 'text-accent-text', link: 'text-fg hover:text-accent-text' },
  inverse: { date: 'text-inverse-accent', link: 'text-inverse-fg hover:text-inverse-accent' },
} as const;

/** Thumbnail, date and linked title of a few recent posts (footer, blog sidebar). */
export function RecentPostList({ posts, tone = 'default' }: RecentPostListProps) {
  const colors = tones[tone];
  return (
    <ul className="flex flex-col gap-5">
      {posts.map((post) => (
        <li key={post.slug} className="flex items-center gap-4">
          <Picture
            image={post.image.thumb ?? post.image}
            alt=""
            sizes="5rem"
            className="aspect-square size-20 shrink-0 rounded-md object-cover"
          />
          <div className="flex flex-col gap-1">
            <p className={`text-xs font-semibold tracking-[0.16em] uppercase ${colors.date}`}>
              <time dateTime={post.published}>
                {post.day} {post.month}
              </time>
            </p>
            <Link
              to={postPath(post.slug)}
              className={`font-semibold leading-snug underline-offset-4 transition-colors hover:underline ${colors.link}`}
            >
              {post.title}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
