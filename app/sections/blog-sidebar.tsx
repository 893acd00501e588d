import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecentPostList } from '../components/recent-post-list';
import { SearchForm } from '../components/search-form';
import type { Post } from '../content/types';

/** Props of {@link BlogSidebar}. */
export interface BlogSidebarProps {
  /** The most recent posts, newest first. */
  recent: readonly Pick<Post, 'slug' | 'title' | 'day' | 'image'>[];
  /** The fixed month shown after each day. */
  month: string;
  /** Popular tags; each links to the blog. */
  tags: readonly string[];
}

/** Blog sidebar: a search box, recent posts and popular tags. */
export function BlogSidebar({ recent, month, tags }: BlogSidebarProps) {
  return (
    <aside
      aria-label="Blog sidebar"
      className="grid gap-8 self-start md:grid-cols-2 lg:grid-cols-1"
    >
      <Widget title="Search" id="blog-search-heading">
        <SearchForm id="blog-search" label="Search the site" labelledBy="blog-search-heading" />
      </Widget>
      <Widget title="Recent posts" id="blog-recent-heading">
        <RecentPostList posts={recent} month={month} />
      </Widget>
      <Widget title="Popular tags" id="blog-tags-heading">
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Link
                to="/blog"
                className="inline-flex min-h-10 items-center rounded-md border border-border-strong px-4 text-sm font-semibold text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
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
