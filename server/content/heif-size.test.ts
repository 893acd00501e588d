import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEIC_FIXTURE } from '../../tests/server/support/photos';
import { heifDeclaredSize, sizeInMeta } from './heif-size';
import { cleanPicture } from './picture-clean';

// A HEIC's size is read from its header (the `ispe` boxes) before anything is decoded
// (issue 28): a header that declares a pixel bomb is refused without decoding it.

const box = (type: string, ...parts: Uint8Array[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const fullBox = (type: string, ...parts: Uint8Array[]) => box(type, Buffer.alloc(4), ...parts);
const ispe = (width: number, height: number) => {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width);
  size.writeUInt32BE(height, 4);
  return fullBox('ispe', size);
};

/** An HEIC whose header declares `sizes` (a thumbnail and the picture, say) and holds no picture. */
function heicDeclaring(...sizes: [number, number][]) {
  return Buffer.concat([
    box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
    box('mdat', Buffer.alloc(64)),
    fullBox('meta', box('iprp', box('ipco', ...sizes.map(([w, h]) => ispe(w, h))))),
  ]);
}

const folder = mkdtempSync(join(tmpdir(), 'heif-size-'));
const fileOf = (name: string, bytes: Uint8Array) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};

describe('the size a HEIC declares', () => {
  it('is read from an iPhone-style file without decoding it', async () => {
    expect(await heifDeclaredSize(HEIC_FIXTURE)).toEqual({ width: 160, height: 96 });
  });

  it('is the largest of its image items, wherever its meta box lies', async () => {
    const path = fileOf('grid.heic', heicDeclaring([320, 240], [8064, 6048], [512, 512]));
    expect(await heifDeclaredSize(path)).toEqual({ width: 8064, height: 6048 });
  });

  it('is unknown for a header without one, or cut short', async () => {
    expect(sizeInMeta(fullBox('meta', box('iprp', box('ipco'))))).toBeUndefined();
    const whole = readFileSync(HEIC_FIXTURE);
    expect(await heifDeclaredSize(fileOf('cut.heic', whole.subarray(0, 60)))).toBeUndefined();
  });

  it('refuses a declared pixel bomb before decoding, and a header without a size', async () => {
    const bomb = fileOf('bomb.heic', heicDeclaring([50_000, 50_000]));
    await expect(cleanPicture(bomb, 'image/heic', '“bomb.heic”')).rejects.toThrow(
      '“bomb.heic” could not be read as a picture (more than 100 megapixels)',
    );
    const none = fileOf('none.heic', heicDeclaring());
    await expect(cleanPicture(none, 'image/heic', '“none.heic”')).rejects.toThrow(
      'the file is damaged',
    );
  });
});
