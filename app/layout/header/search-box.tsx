import { Search, X } from 'lucide-react';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Id the header toggle's `commandfor` names. */
  id: string;
}

/**
 * The header search panel: a GET form to the results page (works without JavaScript). It is a
 * popover, so it opens from the header toggle (`command="toggle-popover"`) and closes with its
 * close button, Escape or a click elsewhere before and without the page's script, and the
 * browser returns focus to the toggle. Once opened, the search island (app/islands/search.ts,
 * not loaded with the page) makes the field a combobox with suggestions and keeps focus in it.
 */
export function SearchBox({ id }: SearchBoxProps) {
  const fieldProps = {
    id: `${id}-input`,
    type: 'search',
    name: 'q',
    placeholder: 'Search Here.....',
    className:
      'min-h-12 w-full rounded-md border border-border-strong bg-bg px-4 text-base text-fg placeholder:text-fg-muted',
  } as const;

  return (
    <div
      id={id}
      popover="auto"
      data-island="search"
      data-island-when="open"
      className="fixed inset-x-0 top-(--header-h) bottom-auto m-0 w-full max-w-none overflow-visible border-0 border-b border-border bg-surface p-0 text-fg shadow-pop"
    >
      <div className="container-site flex items-center gap-3 py-5">
        {/* A plain form: the results page is a full request to the server, with or without JavaScript. */}
        {/* biome-ignore lint/a11y/useSemanticElements: form role=search is announced everywhere; <search> support still lags */}
        <form
          role="search"
          method="get"
          action="/search"
          className="flex flex-1 items-center gap-2"
        >
          <label htmlFor={fieldProps.id} className="sr-only">
            Search
          </label>
          <div className="relative flex-1">
            <input {...fieldProps} />
          </div>
          <button
            type="submit"
            aria-label="Submit search"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-accent text-on-accent transition-colors hover:bg-accent-strong"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        </form>
        <button
          type="button"
          aria-label="Close search"
          commandfor={id}
          command="hide-popover"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-md border border-border-strong text-fg transition-colors hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
