import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMB_WIDTHS, widthsFor } from '../../common/picture-sizes.ts';
import { CONTENT_DIR, freshDb } from '../../tests/server/support/content.ts';
import {
  HEIC_FIXTURE,
  metadataOf,
  NO_METADATA,
  phoneJpeg,
  photo,
} from '../../tests/server/support/photos.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import type { ContentChange } from './events.ts';
import { type ContentStore, createContentStore } from './store.ts';

const tempFile = (name: string, bytes: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'media-test-')), name);
  writeFileSync(file, bytes);
  return file;
};

it('renders each width of the list below a photo’s own, then its own, never wider than the widest', () => {
  expect(widthsFor(1400)).toEqual([480, 800, 1200, 1400]);
  expect(widthsFor(900)).toEqual([480, 800, 900]);
  expect(widthsFor(2400)).toEqual([480, 800, 1200, 1600]);
  expect(widthsFor(1600)).toEqual([480, 800, 1200, 1600]);
  expect(widthsFor(300)).toEqual([300]);
});

describe.each(databases)('the picture pipeline on %s', (kind) => {
  let database: Db;
  let store: ContentStore;
  beforeAll(async () => {
    database = await freshDb(kind);
    store = createContentStore(database.db);
  });
  afterAll(() => database?.close());

  it("renders a photo in the build's widths (AVIF, WebP, JPEG) and square thumbnails, each named by its own hash", async () => {
    const added = await store.media.add(await photo(1000, 750), { originalName: 'roof.jpg' });
    const stored = await store.media.withVariants(added.name);
    const widths = stored?.variants.filter((v) => v.purpose === 'width') ?? [];
    const thumbs = stored?.variants.filter((v) => v.purpose === 'thumb') ?? [];
    const expected = widthsFor(1000).flatMap((w) =>
      ['image/avif', 'image/jpeg', 'image/webp'].map((mime) => `${mime} ${w}x${(w * 3) / 4}`),
    );
    expect(widths.map((v) => `${v.mime} ${v.width}x${v.height}`).sort()).toEqual(expected.sort());
    expect(thumbs.map((v) => `${v.mime} ${v.width}x${v.height}`).sort()).toEqual(
      THUMB_WIDTHS.flatMap((w) =>
        ['image/avif', 'image/jpeg', 'image/webp'].map((mime) => `${mime} ${w}x${w}`),
      ).sort(),
    );
    const names = new Set(stored?.variants.map((v) => v.name));
    expect(names.size).toBe(stored?.variants.length);
    for (const variant of stored?.variants ?? []) {
      expect(variant.name).toMatch(/^[0-9a-f]{20}\.(avif|webp|jpg)$/);
      const bytes = await store.media.bytes(variant.name);
      const facts = await sharp(bytes).metadata();
      expect(`${facts.format} ${facts.width}x${facts.height}`).toBe(
        `${{ 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }[variant.mime]} ${variant.width}x${variant.height}`,
      );
    }
    // The same bytes again: the same row, nothing rendered twice.
    const again = await store.media.add((await store.media.bytes(added.name)) ?? new Uint8Array(), {
      originalName: 'copy.jpg',
    });
    expect(again.id).toBe(added.id);
  });

  it('cleans an upload: upright, no EXIF, GPS, XMP or ICC in the stored file or any rendition', async () => {
    const sent = await phoneJpeg(300, 200);
    expect((await exifr.gps(sent))?.latitude).toBeCloseTo(51.5);
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    const media = await store.media.upload({
      path: tempFile('upload', sent),
      type: 'image/jpeg',
      originalName: 'IMG_0042.JPG',
    });
    expect(media).toMatchObject({
      mime: 'image/jpeg',
      width: 200,
      height: 300,
      original_name: 'IMG_0042.jpg',
    });
    const stored = await store.media.withVariants(media.name);
    for (const name of [media.name, ...(stored?.variants.map((v) => v.name) ?? [])]) {
      const bytes = (await store.media.bytes(name)) ?? new Uint8Array();
      expect({ name, ...(await metadataOf(bytes)) }).toEqual({ name, ...NO_METADATA });
    }
    expect(stored?.variants.find((v) => v.purpose === 'width')).toMatchObject({
      width: 200,
      height: 300,
    });
  });

  it('converts a wide-gamut PNG to sRGB and drops its profile; keeps transparency as PNG', async () => {
    const p3 = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 4,
        background: { r: 0, g: 200, b: 80, alpha: 0.5 },
      },
    })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const media = await store.media.upload({
      path: tempFile('upload', p3),
      type: 'image/png',
      originalName: 'plan.png',
    });
    expect(media.mime).toBe('image/png');
    const bytes = (await store.media.bytes(media.name)) ?? new Uint8Array();
    expect(await metadataOf(bytes)).toEqual(NO_METADATA);
    expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);
    const stored = await store.media.withVariants(media.name);
    expect(new Set(stored?.variants.map((v) => v.mime))).toEqual(
      new Set(['image/avif', 'image/webp', 'image/png']),
    );
  });

  it("decodes an iPhone's HEIC (which sharp's own binaries cannot) and stores it as JPEG", async () => {
    const heic = readFileSync(HEIC_FIXTURE);
    await expect(sharp(heic).toBuffer()).rejects.toThrow();
    const media = await store.media.upload({
      path: HEIC_FIXTURE,
      type: 'image/heic',
      originalName: 'IMG_0007.HEIC',
    });
    expect(media).toMatchObject({
      mime: 'image/jpeg',
      width: 160,
      height: 96,
      original_name: 'IMG_0007.jpg',
    });
    const { data, info } = await sharp(await store.media.bytes(media.name))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [
      ...data.subarray((48 * info.width + x) * 3, (48 * info.width + x) * 3 + 3),
    ];
    // The fixture is red on the left half and blue on the right.
    const [red, blue] = [pixel(20), pixel(140)];
    expect(red[0]).toBeGreaterThan(150);
    expect(red[2]).toBeLessThan(80);
    expect(blue[2]).toBeGreaterThan(150);
    expect(blue[0]).toBeLessThan(80);
  });

  it('refuses a file that starts like a JPEG but is not one, with a 422 naming it', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    await expect(
      store.media.upload({
        path: tempFile('upload', broken),
        type: 'image/jpeg',
        originalName: 'broken.jpg',
      }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining('"broken.jpg"') });
  });

  it('gives published pictures their sources, thumbnail and focal point; a seed photo gets renditions and exports as it came', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-photo-'));
    cpSync(CONTENT_DIR, join(dir, 'content'), { recursive: true });
    const slug = 'how-weather-can-impact-a-construction-project';
    const post = join(dir, 'content/posts', `${slug}.md`);
    // 900 px wide, not wider: the widths a size gets are checked once, above (widthsFor), and
    // each width encoded in AVIF costs CPU on both databases.
    const cover = await photo(900, 600);
    const inBody = await photo(600, 400);
    writeFileSync(join(dir, 'content/posts/site.jpg'), cover);
    writeFileSync(join(dir, 'content/posts/detail.jpg'), inBody);
    writeFileSync(
      post,
      `${readFileSync(post, 'utf8')
        .replace(`src: ${slug}.svg`, 'src: site.jpg')
        .trimEnd()}\n\n![A detail of the frame](detail.jpg)\n`,
    );
    await store.importSeed(join(dir, 'content'));
    const read = await store.published.post(slug);
    const image = read?.image;
    expect(image?.src).toMatch(/^\/media\/[0-9a-f]{20}\.jpg$/);
    expect({ width: image?.width, height: image?.height }).toEqual({ width: 900, height: 600 });
    expect(image?.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(image?.sources?.[0]?.srcset).toMatch(
      /^\/media\/[0-9a-f]{20}\.avif 480w, \/media\/[0-9a-f]{20}\.avif 800w, \/media\/[0-9a-f]{20}\.avif 900w$/,
    );
    expect(image?.thumb).toMatchObject({ width: 160, height: 160, alt: image?.alt });
    expect(image?.thumb?.sources?.[1]?.srcset).toMatch(/ 80w, .* 160w$/);
    expect(image?.focus).toBeUndefined();
    const bodyImage = read?.body.find((block) => block.type === 'image');
    expect(bodyImage?.type === 'image' && bodyImage.image).toMatchObject({
      width: 600,
      height: 400,
    });
    expect(bodyImage?.type === 'image' && bodyImage.image.thumb).toBeUndefined();

    // The focal point the editor sets is the Image's focus.
    const coverName = [
      ...(await database.db.selectFrom('media').select(['name', 'original_name']).execute()),
    ].find((row) => row.original_name === 'site.jpg')?.name as string;
    const heard: ContentChange[] = [];
    const stop = store.onChange((change) => heard.push(change));
    await store.media.describe(coverName, { focal: { x: 0.2, y: 0.7 } });
    stop();
    expect((await store.published.post(slug))?.image.focus).toEqual({ x: 0.2, y: 0.7 });
    // The post that shows it is told, as a change visitors see (caches and pages drop it).
    expect(heard).toMatchObject([{ action: 'media', collection: 'posts', slug, isPublic: true }]);

    // The seed's own file is what is stored and exported: byte for byte.
    const out = mkdtempSync(join(tmpdir(), 'seed-export-'));
    await store.exportSeed(out);
    expect(readFileSync(join(out, 'posts/site.jpg')).equals(cover)).toBe(true);
  });
});
