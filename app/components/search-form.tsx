import { Search } from 'lucide-react';
import { Form } from 'react-router';

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
 * A site search box: a GET form to /search with the query in `q`, so Enter works and it
 * works without JavaScript.
 */
export function SearchForm({ id, label, defaultValue, labelledBy }: SearchFormProps) {
  return (
    <Form role="search" method="get" action="/search" aria-labelledby={labelledBy} className="flex">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        // A new query replaces what the field shows after a client-side search.
        key={defaultValue}
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
    </Form>
  );
}
