import type { ReactNode } from 'react';

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** Small label above the heading. */
  eyebrow?: string;
  /** The heading text. */
  title: ReactNode;
  /** Optional lead paragraph. */
  lead?: ReactNode;
  /** Id for `aria-labelledby` on the section. */
  id?: string;
  align?: 'start' | 'center';
  /** Heading level; sections under the page h1 use h2. */
  level?: 'h2' | 'h3';
}

/** A section's words as the office writes them (a page's introduction, content/settings/pages.yml). */
export interface HeadingCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

/** Eyebrow, heading and lead used at the top of each section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'start',
  level: Heading = 'h2',
}: SectionHeadingProps) {
  const alignClass = align === 'center' ? 'mx-auto text-center items-center' : '';
  return (
    <div className={`flex max-w-2xl flex-col gap-3 ${alignClass}`}>
      {eyebrow && (
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-accent-text">
          <span aria-hidden="true" className="h-0.5 w-8 bg-accent" />
          {eyebrow}
        </p>
      )}
      <Heading id={id} className="text-h2 text-fg">
        {title}
      </Heading>
      {lead && <p className="text-lg text-fg-muted">{lead}</p>}
    </div>
  );
}
