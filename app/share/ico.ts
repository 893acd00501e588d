const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEADER = 6;
const ENTRY = 16;

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  if (png.length < 24 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte)) {
    throw new Error('not a PNG file');
  }
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * An ICO file holding the given PNGs as they are (PNG-in-ICO, read by every browser since
 * IE 11): a 6-byte header, one 16-byte entry per image, then the images.
 */
export function icoFromPngs(pngs: readonly Uint8Array[]): Uint8Array {
  const total = HEADER + ENTRY * pngs.length + pngs.reduce((n, png) => n + png.length, 0);
  const ico = new Uint8Array(total);
  const view = new DataView(ico.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, pngs.length, true);
  let offset = HEADER + ENTRY * pngs.length;
  pngs.forEach((png, i) => {
    const { width, height } = pngSize(png);
    if (width > 256 || height > 256) throw new Error(`an icon is at most 256 px, got ${width}`);
    const entry = HEADER + ENTRY * i;
    view.setUint8(entry, width % 256); // 0 means 256
    view.setUint8(entry + 1, height % 256);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    ico.set(png, offset);
    offset += png.length;
  });
  return ico;
}
