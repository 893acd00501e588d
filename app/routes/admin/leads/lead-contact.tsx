import { Mail, MapPin, MessageSquareReply, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { mailtoHref, mapHref, telHref } from './contact-links';
import type { LeadDetail } from './lead-data';

const action =
  'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-muted';

function Action({
  href,
  icon,
  children,
  newTab = false,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  newTab?: boolean;
}) {
  return (
    <li className="min-w-0">
      <a
        href={href}
        className={`${action} w-full`}
        {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}
      >
        {icon}
        <span className="min-w-0 truncate">{children}</span>
      </a>
    </li>
  );
}

/**
 * The lead's one-tap actions, first on a phone (decision 049): call, mail, the site on a map
 * (a maps search in a new tab, nothing loaded before the tap), and the reply form below.
 */
export function LeadContact({ lead }: { lead: LeadDetail }) {
  const tel = lead.phone ? telHref(lead.phone) : null;
  const map = mapHref(lead.details.siteAddress);
  return (
    <ul aria-label="Contact and reply" className="grid grid-cols-2 gap-2">
      {tel && (
        <Action href={tel} icon={<Phone aria-hidden="true" className="size-4 shrink-0" />}>
          Call <span className="sr-only">{lead.name} on </span>
          {lead.phone}
        </Action>
      )}
      <Action
        href={mailtoHref(lead.email)}
        icon={<Mail aria-hidden="true" className="size-4 shrink-0" />}
      >
        Email <span className="sr-only">{lead.email}</span>
      </Action>
      {map && (
        <Action href={map} newTab icon={<MapPin aria-hidden="true" className="size-4 shrink-0" />}>
          Map <span className="sr-only">of the site (opens a new tab)</span>
        </Action>
      )}
      <Action
        href="#reply"
        icon={<MessageSquareReply aria-hidden="true" className="size-4 shrink-0" />}
      >
        Reply
      </Action>
    </ul>
  );
}
