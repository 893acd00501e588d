import { Search } from 'lucide-react';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** Id of the field, for its label. */
  id: string;
  /** Accessible name of the field. */
  label: string;
  /** The query to show in the field (the results page). */
  defaultValue?: string;
  /** Id of a heading that names the form. */
  labelledBy?: string;
}

/**
 * A site search box: a plain GET form to /search with the query in `q`, so Enter works and it
 * works without JavaScript. The results page is a full request to the server either way.
 */
export function SearchForm({ id, label, defaultValue, labelledBy }: SearchFormProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: form role=search is announced everywhere; <search> support still lags
    <form role="search" method="get" action="/search" aria-labelledby={labelledBy} className="flex">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder="Search Here....."
        className="min-h-12 w-full min-w-0 rounded-l-md border border-r-0 border-border-strong bg-bg px-4 text-fg placeholder:text-fg-muted"
      />
      <button
        type="submit"
        className="grid min-h-12 w-12 shrink-0 place-items-center rounded-r-md bg-accent text-on-accent hover:bg-accent-strong"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
