import { Links, Meta } from 'react-router';

/**
 * The document's <head> (moved out of app/root.tsx): the character set, viewport, icons and
 * manifest, then each route's meta and links.
 */
export function DocumentHead() {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light dark" />
      {/* The ICO is for browsers without SVG icons; `sizes` keeps the others on the SVG. */}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <Meta />
      <Links />
    </head>
  );
}
