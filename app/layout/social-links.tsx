import type { SocialLink } from '../content/types';
import { SocialIcon } from './social-icon';

/** Props of {@link SocialLinks}. */
export interface SocialLinksProps {
  /** The profiles to link, in order. */
  socials: readonly SocialLink[];
  /** Whose profiles these are, for the accessible names. */
  owner: string;
  /** Light-on-dark styling for inverse bands. */
  tone?: 'default' | 'inverse';
  className?: string;
}

const toneClass = {
  default: 'border-border-strong text-fg hover:border-accent hover:bg-accent hover:text-on-accent',
  inverse:
    'border-inverse-muted/40 text-inverse-fg hover:border-inverse-accent hover:bg-inverse-accent hover:text-inverse-bg',
} as const;

/** Round icon links to social profiles, each opening in a new tab. */
export function SocialLinks({
  socials,
  owner,
  tone = 'default',
  className = '',
}: SocialLinksProps) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {socials.map((social) => (
        <li key={social.href}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${owner} on ${social.label} (opens in a new tab)`}
            className={`inline-flex size-11 items-center justify-center rounded-full border transition-colors motion-safe:duration-200 ${toneClass[tone]}`}
          >
            <SocialIcon icon={social.icon} className="size-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
