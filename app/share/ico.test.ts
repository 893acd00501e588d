import { describe, expect, it } from 'vitest';
import { icoFromPngs, pngSize } from './ico';

/** The first 24 bytes of a PNG of the given size (signature and IHDR), then filler. */
function fakePng(size: number, extra = 10): Uint8Array {
  const png = new Uint8Array(24 + extra).fill(7);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(png.buffer);
  view.setUint32(16, size);
  view.setUint32(20, size);
  return png;
}

describe('icoFromPngs', () => {
  const pngs = [fakePng(16), fakePng(32, 20), fakePng(48, 30)];
  const ico = icoFromPngs(pngs);
  const view = new DataView(ico.buffer);

  it('writes an icon header counting the images', () => {
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 3,
    ]);
  });

  it('lists each image with its size, 32-bit depth, length and offset, and stores it unchanged', () => {
    let offset = 6 + 16 * 3;
    pngs.forEach((png, i) => {
      const entry = 6 + 16 * i;
      expect(ico[entry]).toBe(pngSize(png).width);
      expect(ico[entry + 1]).toBe(pngSize(png).height);
      expect(view.getUint16(entry + 4, true)).toBe(1);
      expect(view.getUint16(entry + 6, true)).toBe(32);
      expect(view.getUint32(entry + 8, true)).toBe(png.length);
      expect(view.getUint32(entry + 12, true)).toBe(offset);
      expect([...ico.subarray(offset, offset + png.length)]).toEqual([...png]);
      offset += png.length;
    });
    expect(ico.length).toBe(offset);
  });

  it('writes 256 px as 0 and refuses larger images or bytes that are not a PNG', () => {
    expect(icoFromPngs([fakePng(256)])[6]).toBe(0);
    expect(() => icoFromPngs([fakePng(512)])).toThrow(/at most 256/);
    expect(() => icoFromPngs([new Uint8Array(30)])).toThrow(/not a PNG/);
  });
});
