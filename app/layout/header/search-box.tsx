import { Search, X } from 'lucide-react';
import { type FormEvent, type ToggleEvent, useRef } from 'react';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Id the header toggle's `commandfor` names. */
  id: string;
}

/**
 * The header search panel. Search has no behaviour yet (spec), so submitting stays on the page.
 * It is a popover, so it opens from the header toggle (`command="toggle-popover"`) and closes
 * with its close button, Escape or a click elsewhere before and without the page's script,
 * and the browser returns focus to the toggle. Script moves focus into the field on opening.
 */
export function SearchBox({ id }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const handleToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') inputRef.current?.focus();
  };
  const handleSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <div
      id={id}
      popover="auto"
      onToggle={handleToggle}
      className="fixed inset-x-0 top-(--header-h) bottom-auto m-0 w-full max-w-none border-0 border-b border-border bg-surface p-0 text-fg shadow-pop"
    >
      <div className="container-site flex items-center gap-3 py-5">
        {/* biome-ignore lint/a11y/useSemanticElements: form role=search is announced everywhere; <search> support still lags */}
        <form role="search" onSubmit={handleSubmit} className="flex flex-1 items-center gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            Search
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            name="q"
            placeholder="Search Here....."
            className="min-h-12 w-full flex-1 rounded-md border border-border-strong bg-bg px-4 text-base text-fg placeholder:text-fg-muted"
          />
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
