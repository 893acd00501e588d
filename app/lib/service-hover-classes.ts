// The hover-expand services' looks for the expanded panel and the others, shared by its server
// render (app/sections/home/service-hover-list.tsx) and its island
// (app/islands/service-hover-list.ts), which swaps them on the server's markup. No imports: an
// island must not pull React in (decision 047).

/** Each part of a panel whose looks change with it, by its `data-service-part` name. */
export interface ServicePanelClasses {
  item: string;
  icon: string;
  number: string;
  picture: string;
  reveal: string;
  text: string;
}

/** A panel's classes, expanded (active) or not. */
export function servicePanelClasses(isActive: boolean): ServicePanelClasses {
  return {
    item: `relative flex min-w-0 flex-col justify-between gap-6 overflow-hidden rounded-lg border p-6 transition-[flex-grow,background-color] motion-safe:duration-500 lg:flex-1 ${
      isActive
        ? 'border-accent bg-inverse-bg text-inverse-fg lg:grow-[2.6]'
        : 'border-border bg-surface text-fg'
    }`,
    icon: `grid size-14 shrink-0 place-items-center rounded-md ${isActive ? 'bg-accent text-on-accent' : 'bg-surface-muted text-accent-text'}`,
    number: `text-5xl font-bold leading-none ${isActive ? 'text-inverse-accent' : 'text-fg-muted'}`,
    picture: `hidden overflow-hidden rounded-md lg:block ${isActive ? 'opacity-100' : 'opacity-0'} transition-opacity motion-safe:duration-500`,
    // Grid rows 0fr → 1fr animates the description open without measuring it.
    reveal: `grid transition-[grid-template-rows] motion-safe:duration-500 ${isActive ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'}`,
    text: isActive ? 'text-inverse-muted' : 'text-fg-muted',
  };
}
