/**
 * Size of every page's share image (the size Open Graph and X show large); always a PNG.
 * `buildMeta` writes it as text: its test and the build-output e2e check keep the three in step.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * Root-relative URL of a page's share image: `/og/<path>.png`, `/og/home.png` for `/`.
 * The build renders one per pre-rendered page at exactly this address (app/share/render.ts).
 */
export function shareImagePath(path: string): string {
  const clean = path.replace(/\/+$/, '');
  return clean ? `/og${clean}.png` : '/og/home.png';
}
