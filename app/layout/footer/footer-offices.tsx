import { MapPin } from 'lucide-react';
import type { Office } from '../../content/types';
import { FooterHeading } from './footer-links';

/** Head and branch office addresses and phones, each with a map link opening in a new tab. */
export function FooterOffices({ offices }: { offices: readonly Office[] }) {
  return (
    <div className="flex flex-col gap-4">
      <FooterHeading>Our offices</FooterHeading>
      <ul className="flex flex-col gap-6">
        {offices.map((office) => (
          <li key={office.label} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-inverse-fg">{office.label}</h3>
            <address className="text-inverse-muted not-italic">
              {office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <a
                href={office.phone.href}
                className="block underline-offset-4 hover:text-inverse-fg hover:underline"
              >
                {office.phone.display}
              </a>
            </address>
            <a
              href={office.mapHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-8 items-center gap-2 self-start text-sm font-semibold text-inverse-accent underline-offset-4 hover:underline"
            >
              <MapPin aria-hidden="true" className="size-4" />
              View on map
              <span className="sr-only">: {office.label} (opens maps in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
