import { Home } from 'lucide-react';
import { ButtonLink } from '../components/button-link';
import { Picture } from '../components/picture';
import { siteArt } from '../content';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { NOT_FOUND_PATH } from '../lib/paths';

/** The banner of the Not Found screen, also its breadcrumb in the structured data. */
const banner = { title: 'Page Not Found', crumb: '404' } as const;

// /404-error and every unmatched path: the shell's and the footer sign-up's islands only, no
// React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = () =>
  buildMeta({
    name: banner.title,
    description: 'The page you asked for is not available on this website.',
    path: NOT_FOUND_PATH,
    noIndex: true,
    breadcrumb: banner,
  });

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}

/** The Not Found screen, shared by /404-error, unmatched paths and the static fallback page. */
export function NotFoundScreen() {
  return (
    <>
      <PageBanner {...banner} isHeading={false} />
      <section className="section container-site flex flex-col items-center gap-6 text-center">
        <Picture image={siteArt.notFound} alt="" priority className="h-auto w-full max-w-md" />
        <h1 className="text-h2 text-fg">Oops! Page not found</h1>
        <p className="max-w-xl text-lg text-fg-muted">
          The page you are looking for is not available, or it does not belong to this website.
        </p>
        <ButtonLink to="/">
          <Home aria-hidden="true" className="size-4" />
          Back to Home
        </ButtonLink>
      </section>
    </>
  );
}
