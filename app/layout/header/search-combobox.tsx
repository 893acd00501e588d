import { type ComponentProps, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSuggestions } from './use-suggestions';

/** Props of {@link SearchCombobox}. */
export interface SearchComboboxProps {
  /** The field's own attributes (id, name, placeholder, classes), as the plain field has them. */
  inputProps: ComponentProps<'input'>;
  /** Ref to the field, for focus. */
  inputRef: Ref<HTMLInputElement>;
  /** What the visitor typed before this code loaded. */
  initialQuery: string;
  /** Called when a suggestion is opened. */
  onOpen: () => void;
}

/**
 * The header search field with suggestions, as an APG combobox: a listbox of options grouped
 * by kind. Arrow keys move through the options, Enter opens the highlighted one (or submits
 * the form when none is), Escape closes the list (a second Escape reaches the overlay).
 */
export function SearchCombobox({
  inputProps,
  inputRef,
  initialQuery,
  onOpen,
}: SearchComboboxProps) {
  const [query, setQuery] = useState(initialQuery);
  const [isListOpen, setIsListOpen] = useState(initialQuery !== '');
  const [active, setActive] = useState(-1);
  const groups = useSuggestions(query);
  const navigate = useNavigate();
  const listId = useId();
  const options = groups.flatMap((group) => group.hits);
  const isExpanded = isListOpen && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const open = (index: number) => {
    const option = options[index];
    if (!option) return;
    onOpen();
    navigate(option.url);
  };
  // Moves the highlight by one option, wrapping at either end; from none, Down goes to the
  // first option and Up to the last.
  const move = (step: 1 | -1) => {
    const count = options.length;
    setIsListOpen(true);
    setActive((current) => {
      if (current < 0) return step > 0 ? 0 : count - 1;
      return (current + step + count) % count;
    });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && isExpanded && active >= 0) {
      event.preventDefault();
      open(active);
    } else if (event.key === 'Escape' && isExpanded) {
      // Only the list closes; the overlay stays for a second Escape.
      event.preventDefault();
      event.stopPropagation();
      setIsListOpen(false);
      setActive(-1);
    }
  };

  let index = 0;
  return (
    <>
      <input
        {...inputProps}
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsListOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsListOpen(false)}
      />
      {/* 60vh: the list scrolls rather than running off a short screen. */}
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-10 mt-2 max-h-[60vh] overflow-y-auto rounded-md border border-border bg-surface p-2 shadow-pop"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: inside a listbox only role=group is valid; a fieldset is not
          <div key={group.kind} role="group" aria-label={group.label} className="py-1">
            <div
              aria-hidden="true"
              className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-fg-muted"
            >
              {group.label}
            </div>
            {group.hits.map((hit) => {
              const at = index++;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the field (aria-activedescendant)
                <div
                  key={hit.id}
                  id={optionId(at)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={at === active}
                  // Keeps focus in the field, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => open(at)}
                  className="cursor-pointer rounded-sm px-3 py-2 text-fg hover:bg-surface-muted aria-selected:bg-accent aria-selected:text-on-accent"
                >
                  {hit.title}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {isExpanded ? `${options.length} suggestions; use the arrow keys to choose.` : ''}
      </p>
    </>
  );
}
