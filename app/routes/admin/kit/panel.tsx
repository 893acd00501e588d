import type { ReactNode } from 'react';

/** A titled part of a screen: a region named by its h2. */
export function Panel({
  title,
  intro,
  children,
  id,
  wide = true,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** The heading's id (also the region's name); default from the title's text. */
  id: string;
  /** False: at most a form's reading width. */
  wide?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 ${wide ? '' : 'max-w-xl'}`}>
      <h2 id={id} className="text-h3 text-fg">
        {title}
      </h2>
      {intro && <p className="max-w-3xl text-fg-muted">{intro}</p>}
      {children}
    </section>
  );
}

/** Terms and their values side by side from a small screen up ("Name: Dana"). */
export function DefinitionList({
  items,
}: {
  items: readonly { term: string; value: ReactNode }[];
}) {
  return (
    <dl className="grid max-w-xl gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
      {items.map((item) => (
        <div key={item.term} className="contents">
          <dt className="font-semibold text-fg">{item.term}</dt>
          <dd className="break-words text-fg-muted">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
