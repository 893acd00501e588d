import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDrawnAccent } from '../brand-kit/brand-art';
import { assetDataUri, type BuildDirs } from './assets';

const dirs: BuildDirs = { root: process.cwd(), client: 'build/client' };
const ART = 'content/services/flooring-installation.svg';
const source = readFileSync(join(dirs.root, ART), 'utf8');

/**
 * An SVG as Vite inlines a small file outside a build (its svgToDataURL): URL-encoded with its
 * double quotes made single. The build's config sees content artwork this way.
 */
const viteInlined = (svg: string) =>
  `data:image/svg+xml,${svg
    .trim()
    .replaceAll(/>\s+</g, '><')
    .replaceAll('"', "'")
    .replaceAll('%', '%25')
    .replaceAll('#', '%23')
    .replaceAll('<', '%3c')
    .replaceAll('>', '%3e')
    .replaceAll(/\s+/g, '%20')}`;

/** A stand-in recolouring: every drawn accent becomes one blue. */
const toBlue = (svg: string) =>
  svg.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => (isDrawnAccent(hex) ? '#2f6db3' : hex));

const drawn = (dataUri: string) =>
  Buffer.from(dataUri.slice(dataUri.indexOf(',') + 1), 'base64').toString('utf8');

const accentsIn = (svg: string) => (svg.match(/#[0-9a-fA-F]{6}\b/g) ?? []).filter(isDrawnAccent);

describe('assetDataUri', () => {
  it('recolours source artwork however the config sees it: a path, inlined or base64', async () => {
    expect(accentsIn(source).length).toBeGreaterThan(0);
    for (const src of [
      `/${ART}`,
      viteInlined(source),
      `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`,
    ]) {
      const svg = drawn(await assetDataUri(src, dirs, toBlue));
      expect(svg, src.slice(0, 40)).toContain('#2f6db3');
      expect(accentsIn(svg), src.slice(0, 40)).toEqual([]);
    }
  });

  it('keeps a built asset as it is: the build has already recoloured it', async () => {
    const untouched = (svg: string) => `${svg}<!-- recoloured twice -->`;
    const client = join(dirs.root, 'content');
    const uri = await assetDataUri(
      '/assets/../services/flooring-installation.svg',
      { ...dirs, client },
      untouched,
    );
    expect(drawn(uri)).not.toContain('recoloured twice');
  });
});
