/**
 * The share card of a post, service or project as it is published now: the same card the build
 * draws (app/share/render.ts), from the store's title and picture. The server draws it on request
 * and keeps it until the content changes (server/http/app.ts); other pages keep their built card.
 */
import type { RouterContextProvider } from 'react-router';
import { brandArt } from '../brand-kit/brand-art';
import { site } from '../content/site';
import type { Image } from '../content/types';
import { contentOf } from '../server/content.server';
import { servicesContext } from '../server/context';
import { shareCardSvg } from './card-svg';
import { type CardStyle, cardPng, readCardStyle } from './render';
import { archivoFonts, type CardFonts } from './text-shaper';

const CARD_PATH = /^\/og\/(blog|services|portfolio)\/([^/]+)\.png$/;

let style: Promise<CardStyle> | undefined;
let fonts: CardFonts | undefined;

/** What the card shows for an item page, or undefined when there is no such live item. */
async function cardFacts(context: Readonly<RouterContextProvider>, section: string, slug: string) {
  const content = contentOf(context);
  if (section === 'blog') {
    const post = await content.post(slug);
    return (
      post && { title: post.title, art: post.image, kicker: `Blog · ${post.day} ${post.month}` }
    );
  }
  if (section === 'services') {
    const service = await content.service(slug);
    return (
      service && { title: service.title, art: service.image, kicker: `Service ${service.number}` }
    );
  }
  const project = await content.project(slug);
  return (
    project && { title: project.title, art: project.image, kicker: `Portfolio · ${project.sector}` }
  );
}

/** A stored picture as a data URI; artwork follows the brand as the build's cards do. */
async function artDataUri(
  context: Readonly<RouterContextProvider>,
  art: Image,
  accents: CardStyle['art'],
) {
  const name = art.src.startsWith('/media/') ? art.src.slice('/media/'.length) : undefined;
  const services = context.get(servicesContext);
  // An artwork's own file, or a photo's rendition (a photo's src names its largest JPEG).
  const file = name ? await services?.content.media.file(name) : undefined;
  if (!file) return undefined;
  if (file.type === 'image/svg+xml') {
    const svg = brandArt(Buffer.from(file.bytes).toString('utf8'), { light: accents });
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  }
  return `data:${file.type};base64,${Buffer.from(file.bytes).toString('base64')}`;
}

/**
 * The PNG card for `/og/<blog|services|portfolio>/<slug>.png`, or undefined for any other path
 * and for an item that is not live (the built card, if any, is served then).
 */
export async function liveShareCard(
  context: Readonly<RouterContextProvider>,
  pathname: string,
  root: string,
): Promise<Uint8Array | undefined> {
  const [, section = '', slug = ''] = CARD_PATH.exec(pathname) ?? [];
  if (!section) return undefined;
  const facts = await cardFacts(context, section, slug);
  if (!facts) return undefined;
  style ??= readCardStyle(root);
  fonts ??= archivoFonts();
  const card = await style;
  const href = await artDataUri(context, facts.art, card.art);
  if (!href) return undefined;
  const svg = shareCardSvg(
    {
      title: facts.title,
      kicker: facts.kicker,
      art: { href, width: facts.art.width, height: facts.art.height },
      company: site.name,
      domain: new URL(site.origin).hostname.replace(/^www\./, ''),
      mark: card.mark,
    },
    card.colors,
    fonts,
  );
  return cardPng(svg);
}
