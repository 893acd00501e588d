// The content step (`npm run content` runs it through main.mjs, after the brand check): reads
// content/<collection>/*.md, checks every file's front matter against its schema, renders the
// Markdown bodies to blocks, and writes app/content/generated/*.ts for the site (git-ignored;
// the build, dev server, typecheck and tests run this first). Every problem is reported with
// its file and field, the first one as the error's first line; any problem fails the build.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describeIssues, IMAGE_FIELDS, schemas } from '../../app/content/schemas/index.ts';
import { collections } from '../../common/collection-items.ts';
import { splitFrontMatter } from '../../common/front-matter.ts';
import { checkLink } from '../../common/links.ts';
import { markdownToBlocks } from '../../common/markdown.ts';
import { fillPlaceholders, fillPlaceholdersDeep } from '../../common/placeholders.ts';
import { resolveImage } from './images.mjs';
import { Code, toSource } from './source.mjs';
import { readDocuments, writeDocuments } from './write-documents.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTENT_DIR = join(ROOT, 'content');
const OUT_DIR = join(ROOT, 'app/content/generated');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const rel = (file) => relative(ROOT, file);

/** The Markdown files of a collection, by slug (a missing folder is an empty collection). */
function listEntries(contentDir, name) {
  const dir = join(contentDir, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ slug: file.slice(0, -3), file: join(dir, file) }));
}

async function readEntry(name, { slug, file }, slugs) {
  if (!SLUG.test(slug)) {
    throw new Error(
      'the file name is the page address: use lower-case letters, digits and hyphens',
    );
  }
  const { data: raw, body, bodyLine } = splitFrontMatter(readFileSync(file, 'utf8'));
  const parsed = v.safeParse(schemas[name], fillPlaceholdersDeep(raw));
  if (!parsed.success) throw new Error(describeIssues(parsed.issues, schemas[name]).join('\n  '));
  const images = [];
  const links = [];
  const blocks = markdownToBlocks(fillPlaceholders(body), {
    line: bodyLine,
    image: (src, alt, line) => {
      const ref = { src, alt, line };
      images.push(ref);
      return ref;
    },
    link: (href, line) => {
      const target = checkLink(href, slugs, line);
      if (target.startsWith('/')) links.push(target);
      return target;
    },
  });
  return { slug, file, data: parsed.output, body: blocks, images, links };
}

/** Reads and checks every collection; returns them with every problem found. */
export async function readCollections(contentDir = CONTENT_DIR) {
  const problems = [];
  const entries = Object.fromEntries(
    Object.keys(collections).map((name) => [name, listEntries(contentDir, name)]),
  );
  const slugs = Object.fromEntries(
    Object.entries(entries).map(([name, list]) => [name, new Set(list.map((e) => e.slug))]),
  );
  const read = {};
  for (const [name, list] of Object.entries(entries)) {
    read[name] = [];
    for (const entry of list) {
      try {
        const item = await readEntry(name, entry, slugs);
        // Front-matter images and body images are resolved relative to the file, here, so
        // that a missing or unreadable one is a problem naming the file and the field.
        for (const ref of item.images) {
          const where = `line ${ref.line}: image`;
          Object.assign(ref, await resolveImage(entry.file, ref.src, ref.alt, where));
        }
        item.frontImages = new Map();
        for (const key of IMAGE_FIELDS) {
          const image = item.data[key];
          if (!image) continue;
          const where = `${key}.src:`;
          item.frontImages.set(image, await resolveImage(entry.file, image.src, image.alt, where));
        }
        // A project's gallery: each picture resolved the same way, named by its place.
        for (const [index, image] of (item.data.gallery ?? []).entries()) {
          const where = `gallery.${index}.src:`;
          item.frontImages.set(image, await resolveImage(entry.file, image.src, image.alt, where));
        }
        read[name].push(item);
      } catch (error) {
        problems.push(`${rel(entry.file)}:\n  ${error.message}`);
      }
    }
  }
  return { read, problems };
}

/**
 * The content step's error: its first line is one sentence, the first problem with its file and
 * field (`content/posts/x.md: image.src: "photo.jpg" not found …`); every problem follows.
 */
export function contentError(problems) {
  const [head = '', ...lines] = problems[0]?.split('\n') ?? [];
  const count = problems.reduce((sum, problem) => sum + problem.split('\n').length - 1, 0);
  const headline = `${head} ${lines[0]?.trim() ?? ''}`;
  const error = new Error(
    count > 1
      ? `${headline} (${count} problems in content, all listed below)\n\n${problems.join('\n\n')}\n`
      : headline,
  );
  error.contentProblems = problems;
  error.readable = true;
  return error;
}

/** Writes one collection's module; returns its slugs in display order. */
async function writeCollection(name, entries, outDir) {
  const { type, sort, item } = collections[name];
  const imports = [];
  /** A front-matter image also gets a square crop for thumbnails; one in a body does not. */
  const imageCode = (ref, withThumb = true) => {
    const id = `image${imports.length}`;
    const from = relative(outDir, ref.file);
    const alt = JSON.stringify(ref.alt);
    if (ref.kind === 'svg') {
      imports.push(`import ${id} from '${from}';`);
      return new Code(`{ src: ${id}, alt: ${alt}, width: ${ref.width}, height: ${ref.height} }`);
    }
    const size = `{ width: ${ref.width}, height: ${ref.height} }`;
    imports.push(`import ${id} from '${from}?${ref.query}';`);
    if (!withThumb) return new Code(`rasterImage(${id}, ${alt}, ${size})`);
    imports.push(`import ${id}Thumb from '${from}?${ref.thumbQuery}';`);
    return new Code(
      `{ ...rasterImage(${id}, ${alt}, ${size}), thumb: rasterImage(${id}Thumb, ${alt}, { width: 160, height: 160 }) }`,
    );
  };
  const sorted = [...entries].sort(sort);
  const items = [];
  for (const [index, entry] of sorted.entries()) {
    const { frontImages } = entry;
    const body = entry.body.map((block) =>
      block.type === 'image' ? { ...block, image: imageCode(block.image, false) } : block,
    );
    items.push(
      item({ ...entry, body, image: (image) => imageCode(frontImages.get(image)) }, index),
    );
  }
  const usesRaster = imports.some((line) => line.includes('as=picture'));
  const source = [
    `// Generated by scripts/content/generate.mjs from content/${name}/*.md: edit those files.`,
    usesRaster ? "import { rasterImage } from '../../lib/raster-image';" : '',
    `import type { ${type} } from '../types';`,
    ...imports,
    '',
    `export const ${name} = ${toSource(items)} as const satisfies readonly ${type}[];`,
    '',
  ].filter((line, i) => line !== '' || i > 2);
  writeFileSync(join(outDir, `${name}.ts`), source.join('\n'));
  return sorted;
}

/** Checks content/ and writes the modules; throws with every problem, each naming its file. */
export async function generateContent({ contentDir = CONTENT_DIR, outDir = OUT_DIR } = {}) {
  const started = performance.now();
  const { read, problems } = await readCollections(contentDir);
  const settings = await readDocuments(contentDir, ROOT);
  problems.push(...settings.problems);
  if (problems.length > 0) throw contentError(problems);
  mkdirSync(outDir, { recursive: true });
  const documentCount = writeDocuments(settings.read, outDir);
  const order = {};
  const links = [];
  for (const name of Object.keys(collections)) {
    order[name] = await writeCollection(name, read[name], outDir);
    for (const entry of read[name]) {
      for (const href of entry.links) links.push({ file: rel(entry.file), href });
    }
  }
  const list = (name) => toSource(order[name].map((entry) => entry.slug));
  writeFileSync(
    join(outDir, 'slugs.ts'),
    [
      '// Generated by scripts/content/generate.mjs from the file names in content/: no imports,',
      '// so the client, build scripts and tests can all read it.',
      `export const serviceSlugs = ${list('services')} as const;`,
      `export const projectSlugs = ${list('projects')} as const;`,
      '/** Newest first. */',
      `export const postSlugs = ${list('posts')} as const;`,
      `export const teamSlugs = ${list('team')} as const;`,
      `export const testimonialIds = ${list('testimonials')} as const;`,
      '/** Site-internal links written in content bodies; the build checks each one exists. */',
      `export const contentLinks = ${toSource(links)} as const;`,
      '',
    ].join('\n'),
  );
  const counts = Object.entries(order).map(([name, list]) => `${list.length} ${name}`);
  if (documentCount > 0) counts.push(`${documentCount} settings documents`);
  return { counts, ms: Math.round(performance.now() - started) };
}
