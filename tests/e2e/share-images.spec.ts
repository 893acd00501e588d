import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { builtHtml, tagsOf } from './support/html';
import { buildDir, postSlugs, prerenderedRoutes, serviceSlugs } from './support/routes';

// A shared link shows the page's own card: every pre-rendered page names a 1200x630 PNG that
// the build wrote, and the icons and manifest exist at the sizes they claim.
const routes = prerenderedRoutes();

/** The content of a page's `<meta property|name=key>`, read from the build. */
function metaOf(route: string, key: string): string | undefined {
  return tagsOf(builtHtml(route), 'meta').find((m) => m.property === key || m.name === key)
    ?.content;
}

/** The built file behind an absolute image URL on the site's origin. */
const fileOf = (url: string) => join(buildDir, new URL(url).pathname);

test('every pre-rendered page names its own 1200x630 PNG card, with size and alt text', async () => {
  const seen = new Map<string, string>();
  const home = metaOf('/', 'og:image');
  for (const route of routes) {
    const image = metaOf(route, 'og:image');
    expect(image, `${route} has og:image`).toBeTruthy();
    expect(metaOf(route, 'twitter:image'), route).toBe(image);
    expect(metaOf(route, 'twitter:card'), route).toBe('summary_large_image');
    expect(metaOf(route, 'og:image:width'), route).toBe('1200');
    expect(metaOf(route, 'og:image:height'), route).toBe('630');
    expect(metaOf(route, 'og:image:alt'), route).toBeTruthy();
    expect(metaOf(route, 'twitter:image:alt'), route).toBe(metaOf(route, 'og:image:alt'));
    const meta = await sharp(fileOf(image ?? '')).metadata();
    expect([meta.format, meta.width, meta.height], `${route}: ${image}`).toEqual([
      'png',
      1200,
      630,
    ]);
    // A page kept out of search results shows the home card; every other page its own.
    if (metaOf(route, 'robots')?.includes('noindex')) {
      expect(image, `${route} is noindex`).toBe(home);
      continue;
    }
    expect(seen.get(image ?? ''), `${route} shares its card with another page`).toBeUndefined();
    seen.set(image ?? '', route);
  }
});

test('a post, a service and the home page each show a different card', () => {
  const pages = ['/', `/blog/${postSlugs[0]}`, `/services/${serviceSlugs[0]}`];
  const hashes = pages.map((route) =>
    createHash('sha256')
      .update(readFileSync(fileOf(metaOf(route, 'og:image') ?? '')))
      .digest('hex'),
  );
  expect(new Set(hashes).size).toBe(pages.length);
});

test('the touch icon, favicon.ico and the manifest icons exist at the sizes they claim', async () => {
  const links = tagsOf(builtHtml('/'), 'link');
  const touch = links.find((l) => l.rel === 'apple-touch-icon')?.href ?? '';
  expect((await sharp(join(buildDir, touch)).metadata()).width).toBe(180);
  const manifestHref = links.find((l) => l.rel === 'manifest')?.href ?? '';
  const manifest = JSON.parse(readFileSync(join(buildDir, manifestHref), 'utf8'));
  expect(manifest.name).toBeTruthy();
  expect(manifest.start_url).toBe('/');
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const { width, height } = await sharp(join(buildDir, icon.src)).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  const ico = readFileSync(join(buildDir, links.find((l) => l.sizes === '32x32')?.href ?? ''));
  expect(ico.readUInt16LE(2)).toBe(1);
  expect([0, 1, 2].map((i) => ico[6 + 16 * i])).toEqual([16, 32, 48]);
});

test('the server sends cards, icons and the manifest with their types, revalidating', async ({
  request,
}) => {
  const files = {
    [new URL(metaOf(`/blog/${postSlugs[0]}`, 'og:image') ?? '').pathname]: 'image/png',
    '/apple-touch-icon.png': 'image/png',
    '/favicon.ico': 'image/x-icon',
    '/site.webmanifest': 'application/manifest+json',
  };
  for (const [path, type] of Object.entries(files)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
    expect(response.headers()['cache-control'], path).toContain('max-age=0');
  }
});
