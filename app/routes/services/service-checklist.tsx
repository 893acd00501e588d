import { Check } from 'lucide-react';

/** Props of {@link ServiceChecklist}. */
export interface ServiceChecklistProps {
  items: readonly string[];
}

/** What every job of this service includes, as a ticked list. */
export function ServiceChecklist({ items }: ServiceChecklistProps) {
  return (
    <section
      aria-labelledby="service-checklist"
      className="flex flex-col gap-6 rounded-lg border border-border bg-surface-muted p-6 md:p-8"
    >
      <h3 id="service-checklist" className="text-h3 text-fg md:text-2xl">
        What every job includes
      </h3>
      <ul className="grid gap-4 md:grid-cols-2" data-checklist>
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-fg">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent text-on-accent"
            >
              <Check className="size-4" strokeWidth={3} />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
