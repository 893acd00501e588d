/** Pictures made at test time for the upload and pipeline tests, and what metadata a file carries. */
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';

export const FIXTURES = join(import.meta.dirname, '../fixtures');
/** 160×96 HEIC (HEVC, written by ImageMagick): red on the left half, blue on the right. */
export const HEIC_FIXTURE = join(FIXTURES, 'two-colours.heic');

/** A photo-like JPEG (smooth noise), `width`×`height`. */
export async function photo(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  return sharp(noise).jpeg().toBuffer();
}

/** A JPEG as a phone writes it: GPS position, camera tags, stored sideways (orientation 6). */
export async function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  const tagged = await sharp(await photo(width, height))
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
  return sharp(tagged).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

/** A small PNG of one colour. */
export const flatPng = (width: number, height: number, background = '#c06020') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** What metadata a file carries (EXIF, GPS through exifr, ICC, XMP, IPTC, orientation). */
export async function metadataOf(bytes: Uint8Array) {
  const facts = await sharp(bytes).metadata();
  return {
    exif: facts.exif,
    icc: facts.icc,
    xmp: facts.xmp,
    iptc: facts.iptc,
    orientation: facts.orientation,
    gps: await exifr.gps(Buffer.from(bytes)).catch(() => undefined),
  };
}

/** What {@link metadataOf} says of a clean file. */
export const NO_METADATA = {
  exif: undefined,
  icc: undefined,
  xmp: undefined,
  iptc: undefined,
  orientation: undefined,
  gps: undefined,
};
