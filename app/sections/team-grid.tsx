import { TeamCard } from '../components/cards/team-card';
import { SectionHeading } from '../components/section-heading';
import type { TeamMember } from '../content/types';

/** Props of {@link TeamGrid}. */
export interface TeamGridProps {
  members: readonly TeamMember[];
  /** Lists each member's social profiles. */
  showSocials?: boolean;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Cards per row on large screens. */
  columns?: 3 | 4;
  /** Heading id, unique on the page. */
  headingId?: string;
}

const columnClass = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** A grid of team cards under a section heading (the three team pages). */
export function TeamGrid({
  members,
  showSocials = false,
  eyebrow = 'Our team',
  title,
  lead,
  columns = 3,
  headingId = 'team-heading',
}: TeamGridProps) {
  return (
    <section aria-labelledby={headingId} className="section container-site flex flex-col gap-12">
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} align="center" />
      <ul className={`grid gap-6 sm:grid-cols-2 ${columnClass[columns]}`} data-team-grid>
        {members.map((member) => (
          <li key={member.slug}>
            <TeamCard member={member} showSocials={showSocials} />
          </li>
        ))}
      </ul>
    </section>
  );
}
