import type { BrandColors } from './brand-colors';

/**
 * The icon files the build writes beside the pages (app/share/icons.ts), by size. The document
 * (app/document-head.tsx) links the ICO, the touch icon and the manifest by these paths.
 */
export const ICONS = {
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
  any192: { path: '/icon-192.png', size: 192 },
  any512: { path: '/icon-512.png', size: 512 },
  maskable512: { path: '/icon-maskable-512.png', size: 512 },
  favicon: { path: '/favicon.ico', sizes: [16, 32, 48] },
} as const;

export const MANIFEST_PATH = '/site.webmanifest';

/** The company facts the manifest names. */
interface ManifestSite {
  name: string;
  shortName: string;
  description: string;
}

const png = (icon: { path: string; size: number }, purpose?: 'maskable') => ({
  src: icon.path,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  ...(purpose ? { purpose } : {}),
});

/** The web app manifest: names from the site facts, colours from the light theme. */
export function webManifest(site: ManifestSite, colors: BrandColors) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The light header: an installed window's title bar continues the page.
    theme_color: colors.bg,
    background_color: colors.bg,
    icons: [png(ICONS.any192), png(ICONS.any512), png(ICONS.maskable512, 'maskable')],
  };
}
