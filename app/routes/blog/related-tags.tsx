import { Link } from 'react-router';

/** Props of {@link RelatedTags}. */
export interface RelatedTagsProps {
  /**
   * The post's tags, each to its tag page; or, for a post without tags, the spec's default: the
   * first word of the next posts' titles, each to that post (app/lib/taxonomy-view.ts).
   */
  tags: readonly { key: string; href: string; label: string }[];
}

/** The post's tags, under the article. */
export function RelatedTags({ tags }: RelatedTagsProps) {
  return (
    <nav
      aria-labelledby="related-tags-heading"
      className="flex flex-wrap items-center gap-3 border-y border-border py-6"
    >
      <h2 id="related-tags-heading" className="mr-2 text-base font-bold text-fg">
        Related tags:
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.key}>
            <Link
              to={tag.href}
              className="inline-flex min-h-10 items-center rounded-md bg-surface-muted px-4 text-sm font-semibold text-fg transition-colors hover:bg-accent hover:text-on-accent"
            >
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
