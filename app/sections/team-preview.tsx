import { ButtonLink } from '../components/button-link';
import { TeamCard } from '../components/cards/team-card';
import { SectionHeading } from '../components/section-heading';
import type { TeamMember } from '../content/types';

/** Props of {@link TeamPreview}. */
export interface TeamPreviewProps {
  /** The members to show (a few leads), with their social links. */
  members: readonly TeamMember[];
  eyebrow: string;
  title: string;
  /** Link to the full team page. */
  link: { label: string; to: string };
  headingId?: string;
}

/** A few team cards beside a heading and a link to the whole team (About Us). */
export function TeamPreview({
  members,
  eyebrow,
  title,
  link,
  headingId = 'team-heading',
}: TeamPreviewProps) {
  return (
    <section aria-labelledby={headingId} className="section container-site flex flex-col gap-12">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
        <ButtonLink to={link.to} variant="outline">
          {link.label}
        </ButtonLink>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.slug}>
            <TeamCard member={member} showSocials />
          </li>
        ))}
      </ul>
    </section>
  );
}
