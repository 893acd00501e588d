import { Search, X } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { SearchCombobox } from './search-combobox';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Whether the panel is shown. */
  isOpen: boolean;
  /** Called when the visitor closes the panel. */
  onClose: () => void;
  /** The header toggle; focus returns to it on close. */
  toggleRef: RefObject<HTMLElement | null>;
  /** Id the toggle's `aria-controls` points at. */
  id: string;
}

/** The suggestions' code, once loaded, and what was typed before it arrived. */
interface Suggesting {
  Combobox: typeof SearchCombobox;
  initialQuery: string;
}

/**
 * The header search panel: a GET form to the results page (works without JavaScript). Once
 * opened, the suggestions' code loads (not with the page) and the field becomes a combobox.
 */
export function SearchBox({ isOpen, onClose, toggleRef, id }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState<Suggesting | null>(null);

  useEffect(() => {
    if (!isOpen || suggesting) return;
    import('./search-combobox').then(
      ({ SearchCombobox }) =>
        setSuggesting({ Combobox: SearchCombobox, initialQuery: inputRef.current?.value ?? '' }),
      // Without its code the plain field still submits to the results page.
      () => {},
    );
  }, [isOpen, suggesting]);

  // Focus the field on opening, and again when the combobox replaces the plain field.
  const Combobox = suggesting?.Combobox;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field element changes when Combobox arrives
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen, Combobox]);

  const close = () => {
    onClose();
    toggleRef.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
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
      id={id}
      hidden={!isOpen}
      onKeyDown={handleKeyDown}
      className="absolute inset-x-0 top-full border-b border-border bg-surface shadow-pop"
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
                onOpen={onClose}
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
          onClick={close}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-md border border-border-strong text-fg transition-colors hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
