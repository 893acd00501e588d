import { Search, X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ToggleEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { SearchCombobox } from './search-combobox';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Id the header toggle's `commandfor` names. */
  id: string;
}

/** The suggestions' code, once loaded, and what was typed before it arrived. */
interface Suggesting {
  Combobox: typeof SearchCombobox;
  initialQuery: string;
}

/**
 * The header search panel: a GET form to the results page (works without JavaScript). It is a
 * popover, so it opens from the header toggle (`command="toggle-popover"`) and closes with its
 * close button, Escape or a click elsewhere before and without the page's script, and the
 * browser returns focus to the toggle. Once opened, the suggestions' code loads (not with the
 * page) and the field becomes a combobox; script keeps focus in the field.
 */
export function SearchBox({ id }: SearchBoxProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [suggesting, setSuggesting] = useState<Suggesting | null>(null);

  // Opened before hydration: React's first render finds the popover already showing.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && 'showPopover' in panel && panel.matches(':popover-open')) setIsOpen(true);
  }, []);

  useEffect(() => {
    if (!isOpen || suggesting) return;
    import('./search-combobox').then(
      ({ SearchCombobox }) =>
        setSuggesting({ Combobox: SearchCombobox, initialQuery: inputRef.current?.value ?? '' }),
      // Without its code the plain field still submits to the results page.
      () => {},
    );
  }, [isOpen, suggesting]);

  // Focus the field on opening, and again when the combobox replaces the plain field: in the
  // same commit (a layout effect), so focus is never left on the page between the two fields.
  // An Escape pressed in that gap closed the panel without the browser returning focus to the
  // toggle (the focus was no longer inside the panel).
  const Combobox = suggesting?.Combobox;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field element changes when Combobox arrives
  useLayoutEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen, Combobox]);

  // Escape left over by the field (the suggestions closed on the first) closes the panel; the
  // browser's own Escape does not come after a key the page handled once.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (event.key !== 'Escape' || event.defaultPrevented || !panel?.matches(':popover-open'))
      return;
    event.preventDefault();
    panel.hidePopover();
  };
  const handleToggle = (event: ToggleEvent<HTMLDivElement>) => {
    setIsOpen(event.newState === 'open');
    if (event.newState === 'open') inputRef.current?.focus();
  };
  const fieldProps = {
    id: `${id}-input`,
    type: 'search',
    name: 'q',
    placeholder: 'Search Here.....',
    className:
      'min-h-12 w-full rounded-md border border-border-strong bg-bg px-4 text-base text-fg placeholder:text-fg-muted',
  } as const;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape bubbling from the fields inside
    <div
      ref={panelRef}
      id={id}
      popover="auto"
      // The search island (app/islands/search.ts) binds here on pages without React, when it opens.
      data-island="search"
      data-island-when="open"
      onToggle={handleToggle}
      onKeyDown={handleKeyDown}
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
            {suggesting ? (
              <suggesting.Combobox
                inputProps={fieldProps}
                inputRef={inputRef}
                initialQuery={suggesting.initialQuery}
                onOpen={() => panelRef.current?.hidePopover()}
              />
            ) : (
              <input ref={inputRef} {...fieldProps} />
            )}
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
