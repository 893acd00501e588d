import { Link } from 'react-router';
import { MarkedText } from '../components/marked-text';
import type { SearchGroup } from '../search/search-site';

/** The results of a search, one section per kind with a heading and a count. */
export function SearchResultGroups({ groups }: { groups: readonly SearchGroup[] }) {
  return (
    <div className="flex flex-col gap-12">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`} className="mb-5 flex items-center gap-3 text-h3 text-fg">
            <span aria-hidden="true" className="h-5 w-1 rounded-full bg-accent" />
            {group.label}
            <span className="text-base font-normal text-fg-muted">({group.hits.length})</span>
          </h2>
          <ol className="grid gap-4">
            {group.hits.map((hit) => (
              <li
                key={hit.id}
                className="rounded-lg border border-border bg-surface p-5 shadow-card md:p-6"
              >
                <h3 className="text-lg font-semibold">
                  <Link to={hit.url} className="text-link underline-offset-4 hover:underline">
                    {hit.title}
                  </Link>
                </h3>
                <p className="mt-2 text-fg-muted">
                  <MarkedText segments={hit.excerpt} />
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
