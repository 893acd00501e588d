import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** One question-and-answer pair, or any titled panel. */
export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /**
   * Group name shared by the panels: the browser keeps only one open at a time
   * (exclusive `<details name>`). Must be unique on the page.
   */
  name: string;
  /** Index of the panel open at first; -1 for none. */
  defaultOpen?: number;
}

/**
 * Disclosure accordion built on `<details>`: keyboard support, state for
 * assistive technology and working without JavaScript come from the platform.
 */
export function Accordion({ items, name, defaultOpen = 0 }: AccordionProps) {
  return (
    <div className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface">
      {items.map((item, index) => (
        <details
          key={item.id}
          name={name}
          open={index === defaultOpen}
          className="group"
          data-accordion-item
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-fg hover:text-accent-text [&::-webkit-details-marker]:hidden">
            <span className="text-base font-semibold md:text-lg">{item.title}</span>
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full border border-border-strong transition-transform group-open:rotate-180 group-open:border-accent group-open:bg-accent group-open:text-on-accent motion-safe:duration-200"
            >
              <ChevronDown className="size-4" />
            </span>
          </summary>
          <div className="px-5 pb-5 text-fg-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
