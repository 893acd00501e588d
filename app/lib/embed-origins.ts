import { mapEmbedSrc } from '../content/contact-view';
import { site } from '../content/site';

/**
 * The only hosts the site frames (the video player and the office map, wherever the office
 * is): the security policy allows frames from these and nowhere else, and lets them use what
 * the player asks for.
 */
export const embedOrigins: readonly string[] = [
  ...new Set([site.video.embedSrc, mapEmbedSrc('')].map((src) => new URL(src).origin)),
];
