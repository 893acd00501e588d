/**
 * `GET /og/<blog|services|portfolio>/<slug>.png`: a live item's share card, drawn by the app's
 * server build from what is published now (app/share/live-card.server.ts), kept in memory until
 * the content changes and tagged for a CDN like the item's page.
 */
import { RouterContextProvider } from 'react-router';
import type { Services } from '../services.ts';
import { RENDERED_CACHE_CONTROL } from './page-answers.ts';
import type { ServerExtras } from './server-extras.ts';

/** Share cards kept in memory at most (a card is about 20 KB). */
const MAX_CARDS = 200;

/** The collection behind each section of the cards' addresses. */
const COLLECTION: Record<string, string> = {
  blog: 'posts',
  services: 'services',
  portfolio: 'projects',
};

export function createShareCards(options: {
  services: Services;
  extras: Pick<ServerExtras, 'servicesContext' | 'liveShareCard'>;
  root: string;
  onError: (error: unknown) => void;
}) {
  const { services, extras } = options;
  const cards = new Map<string, Uint8Array>();
  services.onChange(() => cards.clear());
  /** The card's answer, or undefined when there is no live item to draw (a built card may be). */
  return async (pathname: string): Promise<Response | undefined> => {
    let png = cards.get(pathname);
    if (!png) {
      const context = new RouterContextProvider();
      context.set(extras.servicesContext, services);
      png = await extras.liveShareCard(context, pathname, options.root).catch((error: unknown) => {
        options.onError(error);
        return undefined;
      });
      if (!png) return undefined;
      if (cards.size >= MAX_CARDS) cards.delete(cards.keys().next().value as string);
      cards.set(pathname, png);
    }
    const [, section = '', slug = ''] = /^\/og\/([^/]+)\/([^/]+)\.png$/.exec(pathname) ?? [];
    const tag = `${COLLECTION[section] ?? section}:${slug}`;
    return new Response(png as BodyInit, {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': RENDERED_CACHE_CONTROL,
        'Surrogate-Key': tag,
        'Cache-Tag': tag,
      },
    });
  };
}
