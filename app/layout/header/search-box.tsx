import { Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

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

/** The header search panel. Search has no behaviour yet (spec), so submitting stays on the page. */
export function SearchBox({ isOpen, onClose, toggleRef, id }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  const close = () => {
    onClose();
    toggleRef.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const handleSubmit = (event: FormEvent) => event.preventDefault();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape bubbling from the fields inside
    <div
      id={id}
      hidden={!isOpen}
      onKeyDown={handleKeyDown}
      className="absolute inset-x-0 top-full border-b border-border bg-surface shadow-pop"
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
          onClick={close}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-md border border-border-strong text-fg transition-colors hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
