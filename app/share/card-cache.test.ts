import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardCache } from './card-cache';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'card-cache-'));
  dirs.push(dir);
  return join(dir, 'cards');
};

/** A stand-in for the encoder: bytes that tell which SVG and which call made them. */
function counted() {
  const calls: string[] = [];
  const draw = async (svg: string) => {
    calls.push(svg);
    return Buffer.from(`png of ${svg} #${calls.length}`);
  };
  return { calls, draw };
}

describe('the share cards kept between builds', () => {
  it('draws a card once; a later build gets the same bytes without drawing it', async () => {
    const dir = freshDir();
    const first = counted();
    const drawn = await cardCache(dir, 'sharp 1').png('<svg>a</svg>', first.draw);
    expect(first.calls).toEqual(['<svg>a</svg>']);

    const later = counted();
    const kept = await cardCache(dir, 'sharp 1').png('<svg>a</svg>', later.draw);
    expect(later.calls).toEqual([]);
    expect(kept.equals(drawn)).toBe(true);
  });

  it('draws again for a changed SVG, and for another encoder', async () => {
    const dir = freshDir();
    await cardCache(dir, 'sharp 1').png('<svg>a</svg>', counted().draw);

    const next = counted();
    const cache = cardCache(dir, 'sharp 1');
    await cache.png('<svg>b</svg>', next.draw);
    await cache.png('<svg>a</svg>', next.draw);
    expect(next.calls).toEqual(['<svg>b</svg>']);

    const newer = counted();
    const png = await cardCache(dir, 'sharp 2').png('<svg>a</svg>', newer.draw);
    expect(newer.calls).toEqual(['<svg>a</svg>']);
    expect(png.toString()).toBe('png of <svg>a</svg> #1');
  });

  it('keeps only the cards the last build used once pruned', async () => {
    const dir = freshDir();
    const earlier = cardCache(dir, 'sharp 1');
    for (const svg of ['<svg>a</svg>', '<svg>b</svg>', '<svg>c</svg>']) {
      await earlier.png(svg, counted().draw);
    }
    expect(readdirSync(dir)).toHaveLength(3);

    const build = cardCache(dir, 'sharp 1');
    const { calls, draw } = counted();
    await build.png('<svg>b</svg>', draw);
    expect(await build.prune()).toBe(2);
    expect(readdirSync(dir)).toHaveLength(1);

    await cardCache(dir, 'sharp 1').png('<svg>b</svg>', draw);
    expect(calls).toEqual([]);
  });

  it('prunes nothing when no card was ever kept', async () => {
    expect(await cardCache(freshDir(), 'sharp 1').prune()).toBe(0);
  });

  it('still gives every card when its folder cannot be written, saying so once', async () => {
    const parent = freshDir();
    writeFileSync(parent, 'a file where the folder would be');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const cache = cardCache(join(parent, 'cards'), 'sharp 1');
      const { calls, draw } = counted();
      expect((await cache.png('<svg>a</svg>', draw)).toString()).toBe('png of <svg>a</svg> #1');
      expect((await cache.png('<svg>b</svg>', draw)).toString()).toBe('png of <svg>b</svg> #2');
      expect(calls).toHaveLength(2);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('cannot keep cards');
    } finally {
      warn.mockRestore();
    }
  });
});
