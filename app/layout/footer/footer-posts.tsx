import { Link } from 'react-router';
import { Picture } from '../../components/picture';
import type { Post } from '../../content/types';
import { postPath } from '../../lib/paths';
import { FooterHeading } from './footer-links';

/** Props of {@link FooterPosts}. */
export interface FooterPostsProps {
  /** The most recent posts, newest first. */
  posts: readonly Pick<Post, 'slug' | 'title' | 'day' | 'image'>[];
  /** The fixed month shown after each day. */
  month: string;
}

/** The latest blog posts: thumbnail, date and linked title. */
export function FooterPosts({ posts, month }: FooterPostsProps) {
  return (
    <div className="flex flex-col gap-4">
      <FooterHeading>Recent posts</FooterHeading>
      <ul className="flex flex-col gap-5">
        {posts.map((post) => (
          <li key={post.slug} className="flex items-center gap-4">
            <Picture
              image={post.image}
              alt=""
              sizes="5rem"
              className="size-20 shrink-0 rounded-md object-cover"
            />
            <div className="flex flex-col gap-1">
              <p className="text-xs font-semibold tracking-[0.16em] text-inverse-accent uppercase">
                {post.day} {month}
              </p>
              <Link
                to={postPath(post.slug)}
                className="font-semibold leading-snug text-inverse-fg underline-offset-4 transition-colors hover:text-inverse-accent hover:underline"
              >
                {post.title}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
