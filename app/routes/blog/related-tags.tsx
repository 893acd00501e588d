import { Link } from 'react-router';
import { postPath } from '../../lib/paths';

/** Props of {@link RelatedTags}. */
export interface RelatedTagsProps {
  /** One tag per related post: its slug and the first word of its title. */
  tags: readonly { slug: string; label: string }[];
}

/** Tags linking to related posts, under the article. */
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
          <li key={tag.slug}>
            <Link
              to={postPath(tag.slug)}
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
