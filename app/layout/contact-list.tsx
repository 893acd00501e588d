import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

/** The company facts {@link ContactList} shows (a subset of `site`). */
export interface ContactFacts {
  address: { lines: readonly string[]; mapHref: string };
  phone: { display: string; href: string };
  email: string;
  hours: string;
}

/** Address, phone, email and opening hours, each with a small uppercase label. */
export function ContactList({ site }: { site: ContactFacts }) {
  return (
    <ul className="flex flex-col gap-5">
      <ContactRow icon={<MapPin className="size-5" aria-hidden="true" />} label="Address">
        <a
          href={site.address.mapHref}
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-4 hover:text-accent-text hover:underline"
        >
          {site.address.lines.join(', ')}
          <span className="sr-only"> (opens maps in a new tab)</span>
        </a>
      </ContactRow>
      <ContactRow icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
        <a
          href={site.phone.href}
          className="underline-offset-4 hover:text-accent-text hover:underline"
        >
          {site.phone.display}
        </a>
      </ContactRow>
      <ContactRow icon={<Mail className="size-5" aria-hidden="true" />} label="Email">
        <a
          href={`mailto:${site.email}`}
          className="break-all underline-offset-4 hover:text-accent-text hover:underline"
        >
          {site.email}
        </a>
      </ContactRow>
      <ContactRow icon={<Clock className="size-5" aria-hidden="true" />} label="Opening hours">
        {site.hours}
      </ContactRow>
    </ul>
  );
}

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-accent-text">
        {icon}
      </span>
      <span className="flex flex-col gap-0.5 text-fg">
        <span className="text-xs font-semibold tracking-[0.16em] text-fg-muted uppercase">
          {label}
        </span>
        {children}
      </span>
    </li>
  );
}
