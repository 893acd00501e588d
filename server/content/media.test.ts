import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { type ContentStore, createContentStore } from './store.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c06020' } })
    .png()
    .toBuffer();

describe.each(databases)('stored media on %s', (kind) => {
  let database: Db;
  let store: ContentStore;
  beforeAll(async () => {
    database = await freshDb(kind);
    store = createContentStore(database.db);
  });
  afterAll(() => database?.close());

  it('stores a picture once under its content hash, with its type and size from the bytes', async () => {
    const bytes = await png(64, 48);
    const media = await store.media.add(bytes, { originalName: 'site photo.jpg', alt: 'A site' });
    expect(media).toMatchObject({
      mime: 'image/png',
      width: 64,
      height: 48,
      bytes: bytes.byteLength,
      original_name: 'site photo.jpg',
      alt: 'A site',
    });
    expect(media.name).toMatch(/^[0-9a-f]{20}\.png$/);
    const again = await store.media.add(bytes, { originalName: 'copy.png' });
    expect(again.id).toBe(media.id);
    expect(Buffer.from((await store.media.bytes(media.name)) ?? []).equals(bytes)).toBe(true);
    const other = await store.media.add(await png(10, 10), { originalName: 'site photo.jpg' });
    expect(other.name).not.toBe(media.name);
  });

  it('refuses what is not a picture, and SVG unless allowed', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30"/></svg>',
    );
    await expect(store.media.add(svg, { originalName: 'logo.svg' })).rejects.toMatchObject({
      status: 400,
      message: '"logo.svg" is not a picture this site takes (JPEG, PNG, WebP or AVIF)',
    });
    const text = new TextEncoder().encode('just text, named as a photo');
    await expect(store.media.add(text, { originalName: 'photo.jpg' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await store.media.add(svg, { originalName: 'logo.svg', allowSvg: true })).toMatchObject({
      mime: 'image/svg+xml',
      width: 40,
      height: 30,
    });
  });

  it('keeps alt text and a focal point, checked to lie within the picture', async () => {
    const media = await store.media.add(await png(20, 20), { originalName: 'a.png' });
    const described = await store.media.describe(media.name, {
      alt: 'Roofers on a slate roof',
      focal: { x: 0.25, y: 0.75 },
    });
    expect(described).toMatchObject({
      alt: 'Roofers on a slate roof',
      focal_x: 0.25,
      focal_y: 0.75,
    });
    await expect(
      store.media.describe(media.name, { focal: { x: 2, y: 0.5 } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(store.media.describe('nothing.png', { alt: 'x' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
