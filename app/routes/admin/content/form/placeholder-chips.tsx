import { type PagePlaceholders, placeholderChips } from './placeholder-words';

/**
 * The placeholders in a field's text as chips, each with what it becomes; under the field and
 * named by its aria-describedby (`${id}-chips`), the text itself staying plain editable text.
 */
export function PlaceholderChips({
  id,
  text,
  page,
}: {
  id: string;
  text: string;
  page?: PagePlaceholders;
}) {
  const chips = placeholderChips(text, page);
  if (chips.length === 0) return null;
  return (
    <div id={`${id}-chips`} className="flex flex-col gap-1.5 text-sm">
      <p className="text-fg-muted">On the page:</p>
      <ul className="flex flex-col gap-1.5">
        {chips.map((chip) => (
          <li key={chip.token} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span
              className={`rounded-full border px-2.5 py-0.5 font-semibold ${
                chip.isKnown
                  ? 'border-border-strong bg-surface-muted text-fg'
                  : 'border-accent-text text-accent-text'
              }`}
            >
              {chip.token}
            </span>{' '}
            <span className={chip.isKnown ? 'text-fg-muted' : 'font-semibold text-accent-text'}>
              {chip.becomes}.
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
