/**
 * The contract between the Node server and the app's server build: what app/entry.server.tsx
 * exports beside its request handler (context keys, path rules, content files, share cards).
 */
import type { RouterContext, RouterContextProvider } from 'react-router';
import type { QuoteUploads } from '../../app/forms/quote-files.ts';
import type { PublishedReads } from '../content/published.ts';
import type { Services } from '../services.ts';
import type { OfficeContact } from './plain-page.ts';

/** What the server build exports beside its request handler (see app/entry.server.tsx). */
export interface ServerExtras {
  servicesContext: RouterContext<Services | null>;
  requestInfoContext: RouterContext<{
    clientIp: string;
    isHttps: boolean;
    nonce: string;
    /** A quote's files on temporary files (server/lead-files/receive.ts). */
    uploads?: QuoteUploads;
  }>;
  /** Filled while a page renders with the tags of the content it shows. */
  contentTagsContext: RouterContext<Set<string> | null>;
  /** Set for a request with a valid preview link: the reads with the item's draft in place. */
  previewContext: RouterContext<{ reads: PublishedReads; expiresAt: string } | null>;
  /**
   * How to reach the office on the server's own pages (429, 403, outage): the contact details
   * the last published page was rendered with, so they need no database (read on each use).
   */
  office: OfficeContact;
  /** Paths the server renders (from the content store) even though a pre-rendered file exists. */
  isLivePath: (pathname: string) => boolean;
  /** Rendered pages that are the same for everyone: kept in the render cache and by a CDN. */
  isCacheablePage: (pathname: string) => boolean;
  /** Files rendered from the content (sitemap, feed) by path, with their type. */
  contentFiles: Record<
    string,
    {
      type: string;
      render: (
        context: RouterContextProvider,
        routes: readonly { path?: string; index?: boolean }[],
      ) => Promise<string>;
    }
  >;
  /** A live item's share card (`/og/…png`) drawn from the store, or undefined. */
  liveShareCard: (
    context: RouterContextProvider,
    pathname: string,
    root: string,
  ) => Promise<Uint8Array | undefined>;
  /** The only hosts pages may frame (video, map). */
  embedOrigins: readonly string[];
}
