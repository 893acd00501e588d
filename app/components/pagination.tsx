import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePath } from '../lib/paginate';

/** What the previous/next controls do at the first and last page: disappear, or stay as disabled buttons. */
export type PaginationEdge = 'hidden' | 'disabled';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Path of the list's first page; page n (from 2) links to `basePath/page/n`. */
  basePath: string;
  /** Zero-based index of the current page. */
  pageIndex: number;
  /** Total number of pages. */
  pageCount: number;
  edge?: PaginationEdge;
  align?: 'start' | 'center';
  className?: string;
}

const cell =
  'inline-flex size-12 items-center justify-center rounded-md border text-base font-semibold';
const idle = `${cell} border-border-strong bg-surface text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent`;
const current = `${cell} border-accent bg-accent text-on-accent`;
const inert = `${cell} cursor-not-allowed border-border bg-surface-muted text-fg-muted`;

/** Page links for a paged list: previous, each page number, next. The current page is marked for assistive tech. */
export function Pagination({
  basePath,
  pageIndex,
  pageCount,
  edge = 'hidden',
  align = 'center',
  className = '',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index);
  return (
    <nav aria-label="Pagination" className={className}>
      <ul
        className={`flex flex-wrap items-center gap-2 ${align === 'center' ? 'justify-center' : 'justify-start'}`}
      >
        <Step
          edge={edge}
          isAvailable={pageIndex > 0}
          to={pagePath(basePath, pageIndex - 1)}
          label="Previous page"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Step>
        {pages.map((index) => (
          <li key={index}>
            <Link
              to={pagePath(basePath, index)}
              aria-label={`Page ${index + 1}`}
              aria-current={index === pageIndex ? 'page' : undefined}
              className={index === pageIndex ? current : idle}
            >
              {index + 1}
            </Link>
          </li>
        ))}
        <Step
          edge={edge}
          isAvailable={pageIndex < pageCount - 1}
          to={pagePath(basePath, pageIndex + 1)}
          label="Next page"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Step>
      </ul>
    </nav>
  );
}

interface StepProps {
  edge: PaginationEdge;
  isAvailable: boolean;
  to: string;
  label: string;
  children: ReactNode;
}

function Step({ edge, isAvailable, to, label, children }: StepProps) {
  if (isAvailable) {
    return (
      <li>
        <Link to={to} className={idle}>
          <span className="sr-only">{label}</span>
          {children}
        </Link>
      </li>
    );
  }
  if (edge === 'hidden') return null;
  return (
    <li>
      {/* The pager's edge: seen and announced as unavailable, never a link to nowhere. */}
      <button type="button" disabled className={inert}>
        <span className="sr-only">{label}</span>
        {children}
      </button>
    </li>
  );
}
