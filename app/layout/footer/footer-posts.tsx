import { RecentPostList } from '../../components/recent-post-list';
import type { Post } from '../../content/types';
import { FooterHeading } from './footer-links';

/** Props of {@link FooterPosts}. */
export interface FooterPostsProps {
  /** The most recent posts, newest first. */
  posts: readonly Pick<Post, 'slug' | 'title' | 'day' | 'month' | 'published' | 'image'>[];
}

/** The latest blog posts: thumbnail, date and linked title. */
export function FooterPosts({ posts }: FooterPostsProps) {
  return (
    <div className="flex flex-col gap-4">
      <FooterHeading>Recent posts</FooterHeading>
      <RecentPostList posts={posts} tone="inverse" />
    </div>
  );
}
