import { Link } from 'react-router';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** The logo's words (`site.logo`, from app/brand.ts); together they name the link. */
  logo: { word: string; sub: string };
  /** Light type for dark bands (footer, inverse panels). */
  tone?: 'default' | 'inverse';
  className?: string;
}

const toneClass = {
  default: { word: 'text-fg', sub: 'text-fg-muted', mark: 'text-fg' },
  inverse: { word: 'text-inverse-fg', sub: 'text-inverse-muted', mark: 'text-inverse-fg' },
} as const;

/** The company's mark and wordmark, linking home. */
export function Logo({ logo, tone = 'default', className = '' }: LogoProps) {
  const colors = toneClass[tone];
  return (
    <Link to="/" className={`inline-flex min-h-11 items-center gap-3 rounded-sm ${className}`}>
      <LogoMark className={`size-10 shrink-0 ${colors.mark}`} />
      <span className="flex flex-col leading-none">
        <span className={`text-xl font-extrabold tracking-[0.12em] uppercase ${colors.word}`}>
          {logo.word}
        </span>{' '}
        {/* 10px: the sub-line must fit under the wordmark. */}
        <span
          className={`mt-1 text-[0.625rem] font-semibold tracking-[0.32em] uppercase ${colors.sub}`}
        >
          {logo.sub}
        </span>
      </span>
    </Link>
  );
}

/** Courses of masonry stepping out from a wall, the top course in the brand's accent. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect x="4" y="4" width="5" height="32" fill="currentColor" />
      <rect x="11" y="6" width="25" height="6" className="fill-accent" />
      <rect x="11" y="15" width="18" height="6" fill="currentColor" />
      <rect x="11" y="24" width="11" height="6" fill="currentColor" />
    </svg>
  );
}
