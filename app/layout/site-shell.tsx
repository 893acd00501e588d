import type { ReactNode } from 'react';
import type { FooterPostsProps } from './footer/footer-posts';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { SettingsPanel } from './widgets/settings-panel';

/** Props of {@link SiteShell}. */
export interface SiteShellProps {
  children: ReactNode;
  /** The footer's most recent posts (read at build time by the root loader). */
  footerPosts: FooterPostsProps['posts'];
  /** The copyright line's year, from the root loader (app/lib/site-year.ts). */
  year: number;
  /** Where the footer's Privacy policy leads (root loader). */
  privacyPath?: string;
}

/**
 * Header, main landmark, footer and the settings panel around every page. Scroll to top and the
 * custom cursor have no markup: their islands add them (app/islands/scroll-top.ts, cursor.ts).
 */
export function SiteShell({ children, footerPosts, year, privacyPath }: SiteShellProps) {
  return (
    <>
      <SiteHeader />
      {/* Focus target of the skip link and of Scroll to top; no ring on the whole page. */}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter posts={footerPosts} year={year} privacyPath={privacyPath} />
      <SettingsPanel />
    </>
  );
}
