import type { TeamMember } from '../../content/types';
import { SocialLinks } from '../../layout/social-links';
import { Picture } from '../picture';

/** Props of {@link TeamCard}. */
export interface TeamCardProps {
  member: TeamMember;
  /** Lists the member's social profiles (each opens in a new tab). */
  showSocials?: boolean;
  /** Heading level of the name within the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A team member's portrait, name and role, optionally with social links. */
export function TeamCard({
  member,
  showSocials = false,
  headingLevel: Heading = 'h3',
}: TeamCardProps) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card">
      <div className="relative overflow-hidden bg-surface-muted">
        <Picture
          image={member.image}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[6/7] h-auto w-full object-cover transition-transform group-hover:scale-[1.03] motion-safe:duration-700"
        />
        <span
          aria-hidden="true"
          className="absolute bottom-0 left-0 h-1 w-16 bg-accent transition-all group-hover:w-full motion-safe:duration-500"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-6">
        <Heading className="text-h3 text-fg">{member.name}</Heading>
        <p className="text-sm font-medium uppercase tracking-wider text-accent-text">
          {member.position}
        </p>
        {showSocials && member.socials.length > 0 && (
          <SocialLinks socials={member.socials} owner={member.name} className="mt-4" />
        )}
      </div>
    </article>
  );
}
