/**
 * The pixel size a HEIC/HEIF file declares, read from its header without decoding it (issue 28,
 * decision 037): the `ispe` (image spatial extents) properties in `meta` → `iprp` → `ipco`
 * (ISO/IEC 23008-12). Every image item must have one; the largest is taken, which is the whole
 * picture for a tiled (grid) photo. Undefined when the header has none or cannot be read.
 */
import { open } from 'node:fs/promises';

export interface DeclaredSize {
  width: number;
  height: number;
}

/** A `meta` box larger than this is not read (an iPhone's is a few kilobytes). */
const MAX_META_BYTES = 4 * 1024 * 1024;

interface Box {
  type: string;
  /** Where its contents start and where it ends, in the bytes given. */
  body: number;
  end: number;
}

/** The boxes in `bytes` from `start` to `end`; stops at the first that does not fit. */
function* boxesIn(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) return;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    yield { type, body, end: at + size };
    at += size;
  }
}

const child = (bytes: Uint8Array, parent: Box, type: string, skip = 0) => {
  for (const box of boxesIn(bytes, parent.body + skip, parent.end)) {
    if (box.type === type) return box;
  }
  return undefined;
};

/** The largest `ispe` in a `meta` box's bytes (its header included), or undefined. */
export function sizeInMeta(meta: Uint8Array): DeclaredSize | undefined {
  const [box] = boxesIn(meta, 0, meta.byteLength);
  if (box?.type !== 'meta') return undefined;
  // `meta` is a full box: four bytes of version and flags before its children.
  const properties = child(meta, box, 'iprp', 4);
  const container = properties && child(meta, properties, 'ipco');
  if (!container) return undefined;
  const view = new DataView(meta.buffer, meta.byteOffset, meta.byteLength);
  let largest: DeclaredSize | undefined;
  for (const property of boxesIn(meta, container.body, container.end)) {
    // `ispe` is a full box too: version and flags, then width and height (32 bits each).
    if (property.type !== 'ispe' || property.body + 12 > property.end) continue;
    const width = view.getUint32(property.body + 4);
    const height = view.getUint32(property.body + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/** The size the HEIF file at `path` declares (see the module comment), reading only its header. */
export async function heifDeclaredSize(path: string): Promise<DeclaredSize | undefined> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const head = new Uint8Array(16);
    let at = 0;
    // Top-level boxes, one header at a time: `meta` usually follows `ftyp`, but may follow `mdat`.
    while (at + 8 <= fileSize) {
      const { bytesRead } = await file.read(head, 0, 16, at);
      if (bytesRead < 8) return undefined;
      const view = new DataView(head.buffer);
      const declared = view.getUint32(0);
      const type = String.fromCharCode(...head.subarray(4, 8));
      let size = declared;
      if (declared === 1) size = bytesRead >= 16 ? Number(view.getBigUint64(8)) : 0;
      else if (declared === 0) size = fileSize - at;
      if (size < 8) return undefined;
      if (type === 'meta') {
        if (size > MAX_META_BYTES) return undefined;
        const meta = new Uint8Array(size);
        await file.read(meta, 0, size, at);
        return sizeInMeta(meta);
      }
      at += size;
    }
    return undefined;
  } finally {
    await file.close();
  }
}
