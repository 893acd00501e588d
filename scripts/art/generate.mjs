#!/usr/bin/env node
// Writes every SVG in app/art (and the collections' pictures in content/<collection>/ and the
// documents' in content/settings/, beside their files) from the scene functions. Deterministic
// (seeded), no dependencies.
// Run: node scripts/art/generate.mjs
// The build recolours what is drawn in C.amber / C.soft (and blends of them) from brand.color and
// fills `{{SHORT_NAME}}` / `{{FOUNDED_YEAR}}` from app/brand.ts (plugins/brand-art.ts): draw
// accents with those colours and never write the company's name into a picture.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobs as history } from './history.mjs';
import { avatar, clients, members, portrait } from './people.mjs';
import { jobs as posts } from './posts.mjs';
import { jobs as projects } from './projects.mjs';
import { jobs as services } from './services.mjs';
import { jobs as site } from './site.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Collections whose pictures live beside their Markdown files. */
const IN_CONTENT = new Set(['posts', 'services', 'projects', 'team', 'testimonials']);
/** Pictures of the documents in content/settings/ (awards, history, partners) live beside them. */
const IN_SETTINGS = new Set(['awards', 'history', 'partners']);
const outDir = (dir) =>
  IN_SETTINGS.has(dir)
    ? join(ROOT, 'content/settings')
    : join(ROOT, IN_CONTENT.has(dir) ? 'content' : 'app/art', dir);
/** Per-file budget in bytes; the brief asks for roughly 6 KB raw. */
const BUDGET = 6500;

/** collection -> { name: () => svg } */
const jobs = {
  testimonials: Object.fromEntries(clients.map((x) => [x.name, () => avatar(x)])),
  team: Object.fromEntries(members.map((x) => [x.name, () => portrait(x)])),
  ...services,
  ...projects,
  ...posts,
  ...history,
  ...site,
};

let total = 0;
let count = 0;
for (const [dir, items] of Object.entries(jobs)) {
  mkdirSync(outDir(dir), { recursive: true });
  for (const [name, draw] of Object.entries(items)) {
    const svg = draw();
    writeFileSync(join(outDir(dir), `${name}.svg`), `${svg}\n`);
    total += svg.length;
    count++;
    if (svg.length > BUDGET) console.warn(`warning: ${dir}/${name}.svg is ${svg.length} bytes`);
  }
}
console.log(`wrote ${count} SVGs, ${(total / 1024).toFixed(1)} KiB in total`);
