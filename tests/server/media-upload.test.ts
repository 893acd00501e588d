import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { flatPng, HEIC_FIXTURE, metadataOf, NO_METADATA, phoneJpeg } from './support/photos.ts';
import { freshDatabaseUrl, signIn, siteDatabaseUrl, startSiteAt } from './support/site.ts';
import { type Site, withStore } from './support/site-store.ts';

interface Sent {
  name: string;
  bytes: Uint8Array;
}
interface Stored {
  name: string;
  url: string;
  width: number;
  height: number;
  type: string;
}

/** Posts files (and fields, first) to the upload endpoint as a browser's form would. */
function upload(
  site: Site,
  cookie: string,
  files: Sent[],
  { json = true, origin = site.url, fields = {} as Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return fetch(`${site.url}/admin/media`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { cookie, Origin: origin, ...(json ? { Accept: 'application/json' } : {}) },
  });
}

/** The first `length` bytes of a real executable (this Node binary), to send as a "photo". */
function executableHead(length = 64 * 1024) {
  const fd = openSync(process.execPath, 'r');
  const bytes = Buffer.alloc(length);
  readSync(fd, bytes, 0, length, 0);
  closeSync(fd);
  return bytes;
}

const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
);
/** MEDIA_MAX_MB for these servers: small, so a too-large file is quick to send. */
const MAX_MB = 1;

describe('photo uploads (POST /admin/media) and stored pictures (GET /media/…)', () => {
  let site: Site;
  let cookie: string;
  let temp: string;
  beforeAll(async () => {
    // The server's temporary folder is the test's: no upload may leave a file in it.
    temp = mkdtempSync(join(tmpdir(), 'upload-temp-'));
    site = await startSiteAt(
      await siteDatabaseUrl('sqlite'),
      { MEDIA_MAX_MB: String(MAX_MB), TMPDIR: temp },
      { pipeStderr: true },
    );
    cookie = await signIn(site.url);
  });
  afterAll(() => site?.close());

  /** The renditions the store lists for a stored picture (read from the server's database). */
  const variantsOf = (name: string) =>
    withStore(
      site.databaseUrl,
      async (store) => (await store.media.withVariants(name))?.variants ?? [],
    );

  const served = async (url: string) => {
    const response = await fetch(`${site.url}${url}`);
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  it('takes a phone JPEG with GPS tags: stored upright, and neither it nor any rendition carries metadata', async () => {
    const sent = await phoneJpeg(300, 200);
    expect((await exifr.gps(sent))?.latitude).toBeCloseTo(51.5);
    const response = await upload(site, cookie, [{ name: 'IMG_0042.JPG', bytes: sent }]);
    expect(response.status).toBe(201);
    const { media } = (await response.json()) as { media: Stored[] };
    expect(media).toEqual([
      {
        name: expect.stringMatching(/^[0-9a-f]{20}\.jpg$/),
        url: `/media/${media[0]?.name}`,
        width: 200,
        height: 300,
        type: 'image/jpeg',
      },
    ]);
    const variants = await variantsOf(media[0]?.name ?? '');
    // 200 px wide: one width (its own) and two thumbnails, each in AVIF, WebP and JPEG.
    expect(variants.map((v) => `${v.purpose} ${v.width}`).sort()).toEqual(
      ['thumb 160', 'thumb 80', 'width 200'].flatMap((kind) => [kind, kind, kind]),
    );
    for (const url of [media[0]?.url ?? '', ...variants.map((v) => `/media/${v.name}`)]) {
      expect({ url, ...(await metadataOf(await served(url))) }).toEqual({ url, ...NO_METADATA });
    }
  });

  it('takes a PNG and an iPhone HEIC in one upload; the HEIC becomes a JPEG of the same picture', async () => {
    const response = await upload(site, cookie, [
      { name: 'plan.png', bytes: await flatPng(120, 90) },
      { name: 'IMG_0007.HEIC', bytes: readFileSync(HEIC_FIXTURE) },
    ]);
    expect(response.status).toBe(201);
    const { media } = (await response.json()) as { media: Stored[] };
    expect(media.map(({ type, width, height }) => ({ type, width, height }))).toEqual([
      { type: 'image/png', width: 120, height: 90 },
      { type: 'image/jpeg', width: 160, height: 96 },
    ]);
    const heic = await served(media[1]?.url ?? '');
    const { data, info } = await sharp(heic).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number) => (48 * info.width + x) * info.channels;
    expect(data[at(20)]).toBeGreaterThan(150); // red on the left
    expect(data[at(140) + 2]).toBeGreaterThan(150); // blue on the right
  });

  it('refuses a renamed executable and an SVG with 415, naming the file and what is taken', async () => {
    for (const [name, bytes] of [
      ['holiday.jpg', executableHead()],
      ['logo.svg', SVG],
      ['drawing.png', SVG],
    ] as const) {
      const response = await upload(site, cookie, [{ name, bytes }]);
      expect(response.status).toBe(415);
      const { error } = (await response.json()) as { error: string };
      expect(error).toBe(
        `"${name}" is not a photo this site takes: send JPEG, PNG, WebP, AVIF or HEIC.`,
      );
    }
  });

  it('refuses a file over MEDIA_MAX_MB with 413 and stores nothing of the upload', async () => {
    const big = Buffer.alloc(MAX_MB * 1024 * 1024 + 300 * 1024, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const small = await flatPng(20, 20, '#123456');
    const response = await upload(site, cookie, [
      { name: 'small.png', bytes: small },
      { name: 'huge.jpg', bytes: big },
    ]);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(
      '"huge.jpg" is larger than 1 MB, the most a photo may be.',
    );
    // The whole upload is refused: the small file beside it was not stored either.
    const rows = await withStore(site.databaseUrl, (_, db) =>
      db.selectFrom('media').select('original_name').execute(),
    );
    expect(rows.map((row) => row.original_name)).not.toContain('small.png');
    expect(rows.length).toBeGreaterThan(0);
  });

  it('needs a session (401, or 303 to sign in without JavaScript) and this site as the origin (403)', async () => {
    const file = [{ name: 'a.png', bytes: await flatPng(10, 10) }];
    const anonymous = await upload(site, '', file);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please sign in to upload photos.' });
    const plainForm = await upload(site, '', file, { json: false });
    expect(plainForm.status).toBe(303);
    expect(plainForm.headers.get('location')).toBe('/admin/sign-in');
    // Refused before its body is read, a larger upload still gets the answer, not a reset.
    for (let i = 0; i < 3; i++) {
      const large = await upload(site, '', [{ name: 'a.jpg', bytes: new Uint8Array(900_000) }]);
      expect(large.status).toBe(401);
    }
    const forged = await upload(site, 'admin_session=not-a-session', file);
    expect(forged.status).toBe(401);
    const crossSite = await upload(site, cookie, file, { origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'Photos must be uploaded from this site.' });
    const get = await fetch(`${site.url}/admin/media`, { headers: { cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers the plain form with 303 to its return path: the stored names, or a short error code', async () => {
    const stored = await upload(
      site,
      cookie,
      [{ name: 'deck.png', bytes: await flatPng(30, 20, '#335577') }],
      {
        json: false,
        fields: { return: '/admin/content/projects/4?tab=photos' },
      },
    );
    expect(stored.status).toBe(303);
    expect(stored.headers.get('location')).toMatch(
      /^\/admin\/content\/projects\/4\?tab=photos&uploaded=[0-9a-f]{20}\.png$/,
    );
    const refused = await upload(site, cookie, [{ name: 'Jane Smith passport.svg', bytes: SVG }], {
      json: false,
      fields: { return: '/admin/content/posts/1' },
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/admin/content/posts/1?upload-error=type');
    // A return path that leaves the admin or the site is not followed.
    for (const away of [
      '//evil.example/admin/',
      'https://evil.example/admin/x',
      '/admin/../blog',
    ]) {
      const response = await upload(site, cookie, [{ name: 'x.png', bytes: await flatPng(8, 8) }], {
        json: false,
        fields: { return: away },
      });
      expect(response.headers.get('location')).toMatch(/^\/admin\?uploaded=[0-9a-f]{20}\.png$/);
    }
    const empty = await upload(site, cookie, [], { json: false, fields: { return: '/admin/x' } });
    expect(empty.headers.get('location')).toBe('/admin/x?upload-error=no-file');
  });

  it('serves a stored picture with its sniffed type, nosniff, a policy that runs nothing, a year of cache and 304', async () => {
    const response = await upload(site, cookie, [
      { name: 'wall.png', bytes: await flatPng(40, 30, '#aa3311') },
    ]);
    const [media] = ((await response.json()) as { media: Stored[] }).media;
    const url = `${site.url}${media?.url}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBe(`"${media?.name}"`);
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(url, { method: 'HEAD' })).headers.get('content-length')).toBe(
      String(first.headers.get('content-length')),
    );
    for (const unknown of ['/media/0123456789abcdef0123.jpg', '/media/nothing.png', '/media/']) {
      expect((await fetch(`${site.url}${unknown}`)).status).toBe(404);
    }
  });

  it("shows an uploaded photo on a published post's public page as the build's <picture>", async () => {
    const response = await upload(site, cookie, [
      { name: 'new-roof.jpg', bytes: await phoneJpeg(700, 1000) },
    ]);
    const [media] = ((await response.json()) as { media: Stored[] }).media;
    const slug = 'how-weather-can-impact-a-construction-project';
    // The editor's part, done through the store on the server's own database.
    await withStore(site.databaseUrl, async (store) => {
      const post = await store.editor.find('posts', slug);
      if (!post) throw new Error('the sample post is missing');
      const fields = { ...post.fields, image: { src: media?.name, alt: 'The new roof, upright' } };
      await store.saveDraft(post.id, { fields, body: post.body }, null);
      await store.publish(post.id, null);
    });
    // Another process changed the database: the server sees it through the store's counter.
    const html = await eventually(async () => {
      const page = await (await fetch(`${site.url}/blog/${slug}`)).text();
      return page.includes('The new roof, upright') ? page : undefined;
    });
    const at = html.indexOf('alt="The new roof, upright"');
    const picture = html.slice(html.lastIndexOf('<picture', at), html.indexOf('</picture>', at));
    const avif = /<source[^>]*type="image\/avif"[^>]*srcset="([^"]+)"/i.exec(picture)?.[1] ?? '';
    // 1000 px wide after turning upright: 480, 800 and its own 1000.
    expect(avif).toMatch(
      /^\/media\/\w{20}\.avif 480w, \/media\/\w{20}\.avif 800w, \/media\/\w{20}\.avif 1000w$/,
    );
    expect(picture).toContain('type="image/webp"');
    const src = /<img[^>]* src="(\/media\/\w{20}\.jpg)"/.exec(picture)?.[1];
    const largest = await fetch(`${site.url}${src}`);
    expect(largest.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(new Uint8Array(await largest.arrayBuffer())).metadata()).width).toBe(1000);
    const firstAvif = await fetch(`${site.url}${avif.split(' ')[0]}`);
    expect(firstAvif.headers.get('content-type')).toBe('image/avif');
  });

  it("serves the seed's SVG artwork as SVG under the same policy", async () => {
    const svg = await withStore(site.databaseUrl, (_, db) =>
      db
        .selectFrom('media')
        .select('name')
        .where('mime', '=', 'image/svg+xml')
        .executeTakeFirstOrThrow(),
    );
    const response = await fetch(`${site.url}/media/${svg.name}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  it('leaves no temporary file behind and logs each refusal with its cause, never a file name', async () => {
    expect(readdirSync(temp)).toEqual([]);
    const log = site.output();
    expect(log).toMatch(/upload: .*\(UPLOAD_TYPE\) \(answered 415: type\)/);
    expect(log).toMatch(/upload: .*\(UPLOAD_TOO_LARGE\) \(answered 413: too-large\)/);
    expect(log).not.toMatch(/passport|holiday\.jpg|huge\.jpg/);
  });
});

describe('uploaded pictures on two servers of one PostgreSQL', () => {
  const sites: Site[] = [];
  beforeAll(async () => {
    const databaseUrl = await freshDatabaseUrl('postgres');
    // One after the other: the first imports the seed, the second finds it there.
    sites.push(await startSiteAt(databaseUrl));
    sites.push(await startSiteAt(databaseUrl));
  }, 120_000);
  afterAll(() => Promise.all(sites.map((site) => site.close())));

  it('serves a photo uploaded through one server from the other, renditions included', async () => {
    const [first, second] = sites as [Site, Site];
    const response = await upload(first, await signIn(first.url), [
      { name: 'site-visit.jpg', bytes: await phoneJpeg(240, 160) },
    ]);
    expect(response.status).toBe(201);
    const [media] = ((await response.json()) as { media: Stored[] }).media;
    const fromFirst = await fetch(`${first.url}${media?.url}`);
    const fromSecond = await fetch(`${second.url}${media?.url}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(
      Buffer.from(await fromFirst.arrayBuffer()),
    );
    const variants = await withStore(second.databaseUrl, (store) =>
      store.media.withVariants(media?.name ?? ''),
    );
    expect(variants?.variants.length).toBe(9);
    for (const variant of variants?.variants ?? []) {
      const served = await fetch(`${second.url}/media/${variant.name}`);
      expect(served.headers.get('content-type')).toBe(variant.mime);
    }
  });
});
