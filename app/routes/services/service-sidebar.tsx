import { ArrowRight, FileText, Headset } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button-link';

/** Props of {@link ServiceSidebar}. */
export interface ServiceSidebarProps {
  /** The services to list (the first five), with their addresses. */
  services: readonly { slug: string; title: string; to: string }[];
  /** The service being shown; marked as the current page. */
  currentSlug: string;
}

/** Documents the spec lists without a destination: shown honestly as not yet available. */
const downloads = ['Company brochure (PDF)', 'Service checklist (PDF)'] as const;

/** Service detail sidebar: other services, a call for advice and the downloads. */
export function ServiceSidebar({ services, currentSlug }: ServiceSidebarProps) {
  return (
    <div className="flex flex-col gap-8 lg:sticky lg:top-[calc(var(--header-h)+2rem)] lg:self-start">
      <nav
        aria-labelledby="sidebar-services"
        className="rounded-lg border border-border bg-surface p-6 shadow-card"
      >
        <h2 id="sidebar-services" className="mb-4 text-h3 text-fg">
          Our services
        </h2>
        <ul className="flex flex-col gap-2" data-service-sidebar>
          {services.map((service) => {
            const isCurrent = service.slug === currentSlug;
            return (
              <li key={service.slug}>
                <Link
                  to={service.to}
                  aria-current={isCurrent ? 'page' : undefined}
                  className="group flex min-h-12 items-center justify-between gap-3 rounded-md border border-border bg-surface-muted px-4 py-3 font-semibold text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent"
                >
                  {service.title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 transition-transform group-hover:translate-x-1 motion-safe:duration-200"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        aria-labelledby="sidebar-advice"
        className="relative overflow-hidden rounded-lg bg-inverse-bg p-8 text-inverse-fg"
      >
        <Headset
          aria-hidden="true"
          className="mb-5 size-10 text-inverse-accent"
          strokeWidth={1.5}
        />
        <h2 id="sidebar-advice" className="text-h3">
          Not sure what you need?
        </h2>
        <p className="mt-2 mb-6 text-inverse-muted">
          Talk it through with one of our project leads. Advice is free and there is no obligation.
        </p>
        <ButtonLink to="/contact-us">Get an Advice</ButtonLink>
      </section>
      <section
        aria-labelledby="sidebar-downloads"
        className="rounded-lg border border-border bg-surface p-6 shadow-card"
      >
        <h2 id="sidebar-downloads" className="mb-1 text-h3 text-fg">
          Downloads
        </h2>
        <p className="mb-4 text-sm text-fg-muted">Our printable documents are being prepared.</p>
        <ul className="flex flex-col gap-2" data-downloads>
          {downloads.map((label) => (
            <li
              key={label}
              className="flex min-h-12 items-center gap-3 rounded-md border border-dashed border-border-strong px-4 py-3 text-fg-muted"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex flex-col">
                <span className="font-medium text-fg">{label}</span>
                <span className="text-xs font-semibold uppercase tracking-wider">Coming soon</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
