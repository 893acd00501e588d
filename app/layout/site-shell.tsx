import type { ReactNode } from 'react';
import { lazyOnVisible } from '../browser/lazy-on-visible';
import type { FooterPostsProps } from './footer/footer-posts';
import { SiteHeader } from './header/site-header';
import { CustomCursor } from './widgets/custom-cursor';
import { ScrollTopGate } from './widgets/scroll-top-gate';

// The footer is links and a sign-up form that works as plain HTML; its code loads when the
// visitor reaches into it.
const SiteFooter = lazyOnVisible(
  'site-footer',
  () => import('./footer/site-footer').then((module) => module.SiteFooter),
  { loadWhenNear: false },
);
// The settings button floats on screen, so its code follows right after the app's first load
// instead of being part of it; a tap before then is replayed (app/browser/early-taps.ts).
const SettingsPanel = lazyOnVisible('settings', () =>
  import('./widgets/settings-panel').then((module) => module.SettingsPanel),
);

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

/** Header, main landmark, footer and floating controls around every page. */
export function SiteShell({ children, footerPosts, year, privacyPath }: SiteShellProps) {
  return (
    <>
      <SiteHeader />
      {/* Focus target of the skip link and of Scroll to top; no ring on the whole page. */}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter posts={footerPosts} year={year} privacyPath={privacyPath} />
      <ScrollTopGate />
      <SettingsPanel />
      <CustomCursor />
    </>
  );
}
