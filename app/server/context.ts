import { createContext } from 'react-router';
import type { PublishedReads } from '../../server/content/published';
import type { Services } from '../../server/services';
import type { QuoteUploads } from '../forms/quote-files';

/** The server's services; null while pages are pre-rendered at build time (no server then). */
export const servicesContext = createContext<Services | null>(null);

/** Facts about the request that only the server knows. */
export interface RequestInfo {
  /** The visitor's address, for rate limits; never stored. */
  clientIp: string;
  /** Whether the visitor reached us over HTTPS (sets the Secure cookie flag). */
  isHttps: boolean;
  /** The response's Content-Security-Policy nonce; empty at build time. */
  nonce: string;
  /** The files of a quote posted as multipart, on temporary files (server/lead-files). */
  uploads?: QuoteUploads;
}

export const requestInfoContext = createContext<RequestInfo>({
  clientIp: '',
  isHttps: false,
  nonce: '',
});

/**
 * What the page being rendered shows, as cache tags: the content reads add to it
 * (app/server/content.server.ts) and the server sends and caches the page under them. Null at
 * build time.
 */
export const contentTagsContext = createContext<Set<string> | null>(null);

/** A preview link's view (server/content/previews.ts): the reads with the item's draft in place. */
export interface PreviewView {
  reads: PublishedReads;
  /** When the link stops working (ISO 8601). */
  expiresAt: string;
}

/** Set by the server for a request carrying a valid preview link; null otherwise. */
export const previewContext = createContext<PreviewView | null>(null);

/**
 * Set once this request found the database away (a form answered 503): the rest of its page
 * reads the last published copy in memory, or the built one, without asking the database
 * again (app/server/content.server.ts, docs/decisions/041).
 */
export const databaseAwayContext = createContext<boolean>(false);
