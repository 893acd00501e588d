import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { type BreadcrumbSpec, breadcrumbLinks } from '../lib/breadcrumb';

/**
 * Props of {@link PageBanner}. The same title, crumb and parent given to `buildMeta` make the
 * page's BreadcrumbList structured data (lib/breadcrumb.ts builds both trails).
 */
export interface PageBannerProps extends BreadcrumbSpec {
  /**
   * The title is the page's h1 unless the page has its own main heading
   * (the Not Found screen, a blog post's full title), in which case it is a plain paragraph.
   */
  isHeading?: boolean;
}

/** The breadcrumb bar at the top of every inner page: title and a trail back home. */
export function PageBanner({ title, crumb = title, parent, isHeading = true }: PageBannerProps) {
  const Title = isHeading ? 'h1' : 'p';
  return (
    <div className="relative overflow-hidden border-b border-border bg-surface-muted">
      <BlueprintGrid />
      <div className="container-site relative flex flex-col gap-4 py-14 md:py-20">
        <Title className="text-display font-bold text-balance break-words text-fg">{title}</Title>
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm font-medium text-fg-muted">
            {breadcrumbLinks(parent).map((link) => (
              <li key={link.to} className="flex items-center gap-1">
                <Link
                  to={link.to}
                  className="inline-flex min-h-6 items-center underline-offset-4 hover:text-fg hover:underline"
                >
                  {link.label}
                </Link>
                <ChevronRight aria-hidden="true" className="size-4" />
              </li>
            ))}
            <li aria-current="page" className="font-semibold text-accent-text">
              {crumb}
            </li>
          </ol>
        </nav>
      </div>
    </div>
  );
}

/** Faint drafting grid behind the banner: decoration only. */
function BlueprintGrid() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 h-full w-full text-border-strong opacity-60"
      focusable="false"
    >
      <defs>
        <pattern id="banner-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke="currentColor" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#banner-grid)" />
    </svg>
  );
}
