import { Asterisk } from 'lucide-react';
import { Link } from 'react-router';
import { Marquee } from '../../components/marquee';
import { PauseButton } from '../../components/pause-button';

/** One word of the ticker and where it leads. */
export interface TickerItem {
  label: string;
  to: string;
}

/** Props of {@link PortfolioTicker}. */
export interface PortfolioTickerProps {
  items: readonly TickerItem[];
  /** Heading id, unique on the page. */
  headingId?: string;
}

/** A band of large words, one per portfolio project, scrolling sideways. */
export function PortfolioTicker({
  items,
  headingId = 'portfolio-ticker-heading',
}: PortfolioTickerProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="border-y border-border bg-surface-muted py-8 md:py-10"
      data-section="portfolio-ticker"
      // app/islands/marquee.ts pauses the rows.
      data-island="marquee"
    >
      <div className="container-site mb-6 flex items-center gap-4">
        <PauseButton label="project ticker" />
        <h2
          id={headingId}
          className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.18em] text-accent-text"
        >
          <span aria-hidden="true" className="h-0.5 w-8 bg-accent" />
          Featured projects
        </h2>
      </div>
      <Marquee
        label="Portfolio projects"
        items={items}
        getKey={(item) => item.to}
        durationSeconds={36}
        renderItem={(item) => (
          <>
            <Link
              to={item.to}
              className="px-3 text-4xl font-bold uppercase tracking-tight text-fg transition-colors hover:text-accent-text md:px-6 md:text-6xl"
            >
              {item.label}
            </Link>
            <Asterisk
              aria-hidden="true"
              className="size-8 shrink-0 text-accent md:size-12"
              strokeWidth={2.5}
            />
          </>
        )}
      />
    </section>
  );
}
