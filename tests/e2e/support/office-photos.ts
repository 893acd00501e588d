/**
 * Photos as the office's phones make them, for the editor's file choosers (Playwright's
 * setInputFiles takes them from memory), and what the site serves of them afterwards.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { flatPng, HEIC_FIXTURE, metadataOf, phoneJpeg, photo } from '../../server/support/photos';
import { AS_A_BROWSER } from './office-editor';

/** A file for setInputFiles. */
export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A post's three photos: an iPhone HEIC, a JPEG carrying GPS and camera tags (stored sideways,
 * as phones write them) and a PNG screenshot. The JPEG and the PNG are new bytes each time (the
 * HEIC is one fixture: a second upload of it is the stored picture again).
 */
export async function postPhotos(): Promise<[PhotoFile, PhotoFile, PhotoFile]> {
  const jpeg = await phoneJpeg(640, 480);
  const png = await sharp(await photo(600, 400))
    .png()
    .toBuffer();
  return [
    { name: 'IMG_4012.HEIC', mimeType: 'image/heic', buffer: readFileSync(HEIC_FIXTURE) },
    { name: 'IMG_4013.JPG', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'Screenshot.png', mimeType: 'image/png', buffer: png },
  ];
}

/** `count` photos of a job, each a different colour (and so different bytes). */
export async function jobPhotos(count: number): Promise<PhotoFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `job-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await flatPng(480, 360, `hsl(${Math.round((360 * i) / count)}, 60%, 50%)`),
    })),
  );
}

/** Every file URL the page offers for the picture with this alt text: its img and its sources. */
export async function pictureFiles(page: Page, alt: string): Promise<string[]> {
  return page.getByRole('img', { name: alt, exact: true }).evaluateAll((images) =>
    images.flatMap((img) => {
      const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])];
      const sets = [img.getAttribute('srcset'), ...sources.map((s) => s.getAttribute('srcset'))];
      const urls = sets.flatMap((set) =>
        (set ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
      );
      return [(img as HTMLImageElement).src, ...urls]
        .filter(Boolean)
        .map((url) => new URL(url, location.href).href);
    }),
  );
}

/** What metadata each served file carries, by URL (see metadataOf; a clean file has none). */
export async function servedMetadata(request: APIRequestContext, urls: readonly string[]) {
  return Promise.all(
    [...new Set(urls)].map(async (url) => {
      const response = await request.get(url, AS_A_BROWSER);
      if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
      return { url, ...(await metadataOf(await response.body())) };
    }),
  );
}
