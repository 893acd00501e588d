import { Link } from 'react-router';
import type { NavLinkItem } from '../../content/navigation';

/** Props of {@link FooterLinks}. */
export interface FooterLinksProps {
  /** Heading of the list. */
  title: string;
  links: readonly NavLinkItem[];
}

/** A titled list of internal links, as in Quick links and Support. */
export function FooterLinks({ title, links }: FooterLinksProps) {
  // A list the office emptied goes with its heading.
  if (links.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      <FooterHeading>{title}</FooterHeading>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="inline-flex min-h-8 items-center text-inverse-muted underline-offset-4 transition-colors hover:text-inverse-accent hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A column heading in the footer: small, uppercase, with a rule in the accent colour. */
export function FooterHeading({ children }: { children: string }) {
  return (
    <h2 className="flex flex-col gap-3 text-sm font-bold tracking-[0.16em] text-inverse-fg uppercase">
      {children}
      <span aria-hidden="true" className="h-0.5 w-8 bg-inverse-accent" />
    </h2>
  );
}
