import { Rss } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecentPostList } from '../components/recent-post-list';
import { SearchForm } from '../components/search-form';
import type { Post } from '../content/types';
import { FEED_PATH } from '../lib/paths';

/** Props of {@link BlogSidebar}. */
export interface BlogSidebarProps {
  /** The most recent posts, newest first. */
  recent: readonly Pick<Post, 'slug' | 'title' | 'day' | 'month' | 'published' | 'image'>[];
  /** Popular tags: the office's list (each to its page), else the spec's five to the blog. */
  tags: readonly { key: string; href: string; label: string }[];
}

/** Blog sidebar: a search box, recent posts, popular tags and the feed. */
export function BlogSidebar({ recent, tags }: BlogSidebarProps) {
  return (
    <aside
      aria-label="Blog sidebar"
      className="grid gap-8 self-start md:grid-cols-2 lg:grid-cols-1"
    >
      <Widget title="Search" id="blog-search-heading">
        <SearchForm id="blog-search" label="Search the site" labelledBy="blog-search-heading" />
      </Widget>
      <Widget title="Recent posts" id="blog-recent-heading">
        <RecentPostList posts={recent} />
      </Widget>
      <Widget title="Popular tags" id="blog-tags-heading">
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.key}>
              <Link
                to={tag.href}
                className="inline-flex min-h-10 items-center rounded-md border border-border-strong px-4 text-sm font-semibold text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
              >
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title="Follow the blog" id="blog-feed-heading">
        <a
          href={FEED_PATH}
          type="application/rss+xml"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          RSS feed of new posts
        </a>
      </Widget>
    </aside>
  );
}

function Widget({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-8"
    >
      <h2 id={id} className="mb-5 flex items-center gap-3 text-h3 text-fg">
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-accent" />
        {title}
      </h2>
      {children}
    </section>
  );
}
