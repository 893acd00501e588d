import { PIXEL_PLACEHOLDER } from './payload';

/**
 * The inner HTML of the `<noscript>` where a page's no-script view goes (decision 036): the
 * server writes a hidden 1×1 image over the placeholder as a public page leaves it
 * (server/http/stats-pixel.ts). Only the pre-rendered HTML needs it; the browser's copy stays
 * empty, and browsers with script never load what is inside `<noscript>`.
 */
export const pixelSlotHtml = { __html: import.meta.env.SSR ? PIXEL_PLACEHOLDER : '' };
