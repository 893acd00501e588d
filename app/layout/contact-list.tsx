import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContact } from './use-contact';

/** Address, phone, email and opening hours (as published), each with a small uppercase label. */
export function ContactList() {
  const contact = useContact();
  return (
    <ul className="flex flex-col gap-5">
      <ContactRow icon={<MapPin className="size-5" aria-hidden="true" />} label="Address">
        <a
          href={contact.address.mapHref}
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-4 hover:text-accent-text hover:underline"
        >
          {contact.address.lines.join(', ')}
          <span className="sr-only"> (opens maps in a new tab)</span>
        </a>
      </ContactRow>
      <ContactRow icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
        <a
          href={contact.phone.href}
          className="underline-offset-4 hover:text-accent-text hover:underline"
        >
          {contact.phone.display}
        </a>
      </ContactRow>
      <ContactRow icon={<Mail className="size-5" aria-hidden="true" />} label="Email">
        <a
          href={`mailto:${contact.email}`}
          className="break-all underline-offset-4 hover:text-accent-text hover:underline"
        >
          {contact.email}
        </a>
      </ContactRow>
      <ContactRow icon={<Clock className="size-5" aria-hidden="true" />} label="Opening hours">
        {contact.hours}
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
