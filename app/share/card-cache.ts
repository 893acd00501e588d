import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The build's share cards drawn before, kept by what they were drawn from: a card's SVG holds
 * everything it shows (the title as outlines, the artwork and the mark as data URIs), so the
 * same SVG drawn by the same encoder gives the same PNG. A rebuild draws only the cards whose
 * SVG changed (drawing was about 7 of a build's 20 CPU-s; decision 042, session 34).
 *
 * `encoder` names what else decides the bytes (the image library's versions and the PNG
 * options): another encoder misses every card kept before.
 */
export interface CardCache {
  /** The card's PNG: the one kept for this SVG, or `draw(svg)`, then kept. */
  png(svg: string, draw: (svg: string) => Promise<Buffer>): Promise<Buffer>;
  /** Removes the cards this cache did not hand out since it was opened; returns how many. */
  prune(): Promise<number>;
}

const EXTENSION = '.png';

export function cardCache(dir: string, encoder: string): CardCache {
  const used = new Set<string>();
  let unwritable = false;
  const keyOf = (svg: string) => createHash('sha256').update(encoder).update('\0').update(svg);
  return {
    async png(svg, draw) {
      const name = `${keyOf(svg).digest('hex')}${EXTENSION}`;
      used.add(name);
      const file = join(dir, name);
      try {
        return await readFile(file);
      } catch {
        // Not kept yet (or not readable): drawn, then kept.
      }
      const png = await draw(svg);
      if (unwritable) return png;
      // Written whole under another name first, so a build stopped midway keeps no half file.
      const partial = `${file}.${process.pid}.part`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(partial, png);
        await rename(partial, file);
      } catch (error) {
        // The cache only saves time: a folder it cannot write to costs the drawing, not the build.
        unwritable = true;
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        console.warn(
          `share cards: cannot keep cards in ${dir} (${code}); each build draws them all`,
        );
      }
      return png;
    },
    async prune() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return 0;
      }
      const stale = names.filter((name) => name.endsWith(EXTENSION) && !used.has(name));
      await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })));
      return stale.length;
    },
  };
}
