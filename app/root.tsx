import './styles/app.css';
import archivoLatin from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url';
import { type ReactNode, useEffect } from 'react';
import { Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { HYDRATED_ATTR } from './browser/hydrated-mark';
import { useChunkTimeout } from './browser/use-chunk-timeout';
import { site } from './content/site';
import { DocumentHead } from './document-head';
import { useIslandsPage, useIslandsRouteId } from './islands/islands-page';
import { speculationRulesHtml, tapCatcherHtml, themeBootHtml } from './layout/inline-scripts';
import { LazyNotFound } from './layout/lazy-not-found';
import { PreviewNote } from './layout/preview-note';
import { RootErrorBoundary } from './layout/root-error-boundary';
import { SiteShell } from './layout/site-shell';
import { ContactContext, NO_CONTACT } from './layout/use-contact';
import { MenusContext } from './layout/use-menus';
import { buildMeta } from './lib/meta';
import { useNonce } from './lib/nonce';
import { FEED_PATH, NOT_FOUND_PATH } from './lib/paths';
import { renderYear, useSiteYear } from './lib/site-year';
import { readContact } from './server/contact.server';
import { contentOf, previewUntil } from './server/content.server';
import { privacyLink } from './server/privacy-notice.server';
import { readSitePages } from './server/site-pages.server';
import { feedTitle } from './site-files/rss-feed';
import { usePageViews } from './stats/page-views';
import { pixelSlotHtml } from './stats/pixel-slot';
import { startVitals } from './vitals/start-vitals';

/**
 * The Latin subset of the one web font, requested with the HTML rather than after the CSS;
 * the blog's feed, for feed readers on every page.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: archivoLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'alternate', type: 'application/rss+xml', title: feedTitle(site), href: FEED_PATH },
];

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  // The router's own scripts take the nonce from <ServerRouter nonce>; these two need it too.
  const nonce = useNonce();
  // The published contact details, for every component (app/layout/use-contact.ts).
  const rootData = useRouteLoaderData<typeof loader>('root');
  const contact = rootData?.contact ?? NO_CONTACT;
  // Routes moved to islands (handle.islands) ship no React: the islands boot replaces the
  // router's scripts and its scroll restoration (decision 047). Decided
  // in the server's render only: an app that has booted (a React page, then a client-side
  // navigation to such a route) keeps its own scripts, and the browser bundle leaves this out
  // (`import.meta.env.SSR` is a constant of each build, so the hook's call order never changes).
  // biome-ignore lint/correctness/useHookAtTopLevel: constant per build (see above)
  const islands = import.meta.env.SSR && useIslandsPage();
  // Its route id on <body>: the one place such a page names what renders it (decision 047).
  // biome-ignore lint/correctness/useHookAtTopLevel: constant per build (see above)
  const islandsRoute = import.meta.env.SSR ? useIslandsRouteId() : undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <DocumentHead />
      <body suppressHydrationWarning data-route={islandsRoute}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed boot script, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={themeBootHtml} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script, no user input: holds taps on islands until the boot replays them */}
        {islands && <script nonce={nonce} dangerouslySetInnerHTML={tapCatcherHtml} />}
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <ContactContext value={contact}>
          {rootData?.menus ? (
            <MenusContext value={rootData.menus}>{children}</MenusContext>
          ) : (
            children
          )}
        </ContactContext>
        {islands && (
          <>
            <script type="module" src={__ISLANDS_BOOT__} data-islands-boot="" />
            <script
              type="speculationrules"
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed rules (app/islands/speculation-rules.ts), no user input
              dangerouslySetInnerHTML={speculationRulesHtml}
            />
          </>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the no-script view's fixed placeholder (app/stats/pixel-slot.ts) */}
        <noscript dangerouslySetInnerHTML={pixelSlotHtml} />
        {!islands && <ScrollRestoration />}
        {!islands && <Scripts />}
      </body>
    </html>
  );
}

/** How many recent posts the footer lists (spec). */
const FOOTER_POST_COUNT = 2;

/**
 * What every page's chrome needs from the content (the footer's posts, the contact details), so
 * neither ships in the browser bundle. Runs when a page is rendered: at build time for the
 * pre-rendered pages, per request for the few the server renders. The year is read here so that the browser hydrates
 * with the value the HTML shows (app/lib/site-year.ts explains the choice).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [recent, contact, privacyPath, sitePages] = await Promise.all([
    contentOf(context).recentPosts(FOOTER_POST_COUNT),
    readContact(context),
    privacyLink(context),
    readSitePages(context),
  ]);
  return {
    year: renderYear(),
    privacyPath,
    previewUntil: previewUntil(context),
    contact,
    // The office's menus (decision 056): the header, mobile menu and footer show them.
    menus: sitePages.menus,
    footerPosts: recent.map(({ slug, title, day, month, published, image }) => ({
      slug,
      title,
      day,
      month,
      published,
      image,
    })),
  };
}

/** Footer posts from the root loader; empty where it has no data (an error screen). */
function useFooterPosts() {
  return useRouteLoaderData<typeof loader>('root')?.footerPosts ?? [];
}

export default function App() {
  useChunkTimeout();
  usePageViews();
  // A hook for tests and tools: the app has hydrated and handles events from here on.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    startVitals();
  }, []);
  // The admin wears its own frame (routes/admin/layout.tsx), not the public header and footer.
  const ownLayout = useMatches().some(
    (match) => (match.handle as { ownLayout?: boolean } | undefined)?.ownLayout,
  );
  const footerPosts = useFooterPosts();
  const year = useSiteYear();
  const root = useRouteLoaderData<typeof loader>('root');
  const preview = root?.previewUntil;
  if (ownLayout) return <Outlet />;
  return (
    <>
      {preview && <PreviewNote until={preview} />}
      <SiteShell footerPosts={footerPosts} year={year} privacyPath={root?.privacyPath}>
        <Outlet />
      </SiteShell>
    </>
  );
}

/** Shown for unknown URLs served by the static host's fallback page, before and without scripts. */
export function HydrateFallback() {
  return (
    <SiteShell footerPosts={useFooterPosts()} year={useSiteYear()}>
      <LazyNotFound />
    </SiteShell>
  );
}

/**
 * The root's error screens (app/layout/root-error-boundary.tsx). Declared here, not re-exported:
 * the router's build hands the error only to a route module's own `ErrorBoundary` (a re-export
 * got no props, so every root error read "Something went wrong." and no 404 showed Not Found).
 */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RootErrorBoundary {...props} />;
}

/** Only the static fallback page (unknown URLs) uses the root's own meta; every route has its own. */
export const meta = () =>
  buildMeta({
    name: 'Page Not Found',
    description: 'The page you asked for is not available on this website.',
    path: NOT_FOUND_PATH,
    noIndex: true,
  });
