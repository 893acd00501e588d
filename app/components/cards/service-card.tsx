import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Service } from '../../content/types';
import { ServiceIcon } from './service-icon';

/** Props of {@link ServiceCard}. */
export interface ServiceCardProps {
  service: Service;
  /** Address of the service's detail page. */
  to: string;
  className?: string;
}

/**
 * A service with its icon, number, title and summary. The title link covers the
 * whole card, so the card is one target and one tab stop.
 */
export function ServiceCard({ service, to, className = '' }: ServiceCardProps) {
  return (
    <article
      className={`group relative flex h-full flex-col gap-5 overflow-hidden rounded-lg border border-border bg-surface p-7 shadow-card transition-colors hover:border-accent focus-within:border-accent motion-safe:duration-300 ${className}`}
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-accent transition-transform group-hover:scale-x-100 group-focus-within:scale-x-100 motion-safe:duration-500"
      />
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-16 place-items-center rounded-md bg-surface-muted text-accent-text transition-colors group-hover:bg-accent group-hover:text-on-accent motion-safe:duration-300">
          <ServiceIcon icon={service.icon} />
        </span>
        <span
          aria-hidden="true"
          className="text-3xl font-semibold tabular-nums leading-none tracking-tight text-accent-text"
        >
          {service.number}
        </span>
      </div>
      <h3 className="text-h3 text-fg">
        <Link to={to} className="after:absolute after:inset-0 after:content-['']">
          {service.title}
        </Link>
      </h3>
      <p className="text-fg-muted">{service.description}</p>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-accent-text"
      >
        Read more
        <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 motion-safe:duration-300" />
      </span>
    </article>
  );
}
