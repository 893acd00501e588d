import { BadgeCheck } from 'lucide-react';
import { SectionHeading } from '../../components/section-heading';

/** One certification. */
export interface CertificationItem {
  id: string;
  title: string;
  issuer: string;
  text: string;
}

/** Props of {@link Certifications}. */
export interface CertificationsProps {
  items: readonly CertificationItem[];
  headingId?: string;
}

/** Certificates the company holds, as a grid of cards. */
export function Certifications({
  items,
  headingId = 'certifications-heading',
}: CertificationsProps) {
  // The office removed every certificate: no empty section.
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="certifications"
    >
      <SectionHeading
        id={headingId}
        eyebrow="Certifications"
        title="Audited, licensed and insured"
        lead="Independent bodies check how we build, so you do not have to take our word for it."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6 shadow-card"
          >
            <BadgeCheck
              aria-hidden="true"
              className="size-10 text-accent-text"
              strokeWidth={1.75}
            />
            <h3 className="text-h3 text-fg">{item.title}</h3>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-text">
              {item.issuer}
            </p>
            <p className="text-fg-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
