// The edit trial (issue 18, "Tests survive the office's edits"): a content change the editor
// would accept, applied to a copy of the project. A seventh service, a one-paragraph post with no
// list, heading or FAQ, another company name and another brand colour. Nothing here is committed
// as content: `npm run test:edit-trial` applies it to a temporary copy and runs the tests there.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The rebrand: another name, address and email, and a blue that still gives accessible accents. */
export const TRIAL_BRAND = {
  name: 'Halvorsen Builders',
  shortName: 'Halvorsen',
  legalName: 'Halvorsen Builders Inc.',
  logo: { word: 'Halvorsen', sub: 'Builders' },
  origin: 'https://www.halvorsenbuilders.example',
  email: 'office@halvorsenbuilders.example',
  color: '#2f6db3',
};

/**
 * A picture of its own, as the office would upload: a roof under a sky, drawn with the artwork's
 * palette (scripts/art/primitives.mjs), its amber accents included, so a rebrand recolours it.
 */
export function trialArt(width, height, seed) {
  const ridge = Math.round(height * (0.3 + (seed % 3) * 0.04));
  const eaves = Math.round(height * 0.62);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#efe9df"/>`,
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.08}" fill="#f3c58b"/>`,
    `<rect x="${width * 0.2}" y="${eaves}" width="${width * 0.6}" height="${height * 0.3}" fill="#d9cdb8"/>`,
    `<polygon points="${width * 0.14},${eaves} ${width / 2},${ridge} ${width * 0.86},${eaves}" fill="#e0892b"/>`,
    `<rect x="${width * 0.44}" y="${eaves + height * 0.1}" width="${width * 0.12}" height="${height * 0.2}" fill="#2f4757"/>`,
    `<rect y="${height * 0.92}" width="${width}" height="${height * 0.08}" fill="#a79f92"/>`,
    '</svg>',
  ].join('');
}

/** The seventh service: the shape of an existing one, its own slug and title. */
export const TRIAL_SERVICE = {
  slug: 'roof-replacement',
  art: trialArt(1200, 800, 1),
  markdown: `---
order: 7
title: Roof Replacement
icon: shield
description: Re-roofing, repairs and gutters, with every roof surveyed from the deck up before we quote.
image:
  src: roof-replacement.svg
  alt: Illustration of a house with a new roof under a pale sun
checklist:
  - Roof survey with photos
  - Fixed-price quote
  - Ten-year workmanship guarantee
---

## Roofs that outlast the weather

We strip, repair and re-cover pitched and flat roofs, and we check the deck, the flashing and the gutters while the scaffold is up.
`,
};

/** A short post: one paragraph, no list, no heading, no quote, no comments. */
export const TRIAL_POST = {
  slug: 'a-new-roof-before-winter',
  art: trialArt(1200, 750, 2),
  markdown: `---
title: A New Roof Before Winter
date: 2026-04-02
description: Why autumn is the time to book a re-roof, in one paragraph.
image:
  src: a-new-roof-before-winter.svg
  alt: Illustration of a house under a freshly laid roof
---

A roof rarely fails in summer. It fails in the first storm of November, which is why we book re-roofing through **September and October**.
`,
};

/** A string literal for app/brand.ts, quoted as the file quotes them. */
const literal = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** app/brand.ts's source with the trial's name, short name, legal name, logo and colour. */
export function rebrandSource(source, brand = TRIAL_BRAND) {
  const replace = (text, pattern, value, field) => {
    if (!pattern.test(text)) throw new Error(`edit trial: app/brand.ts has no ${field} to change`);
    return text.replace(pattern, value);
  };
  let out = source;
  out = replace(out, /^(\s*)name: '[^']*',/m, `$1name: ${literal(brand.name)},`, 'name');
  out = replace(
    out,
    /^(\s*)shortName: '[^']*',/m,
    `$1shortName: ${literal(brand.shortName)},`,
    'shortName',
  );
  out = replace(
    out,
    /^(\s*)legalName: '[^']*',/m,
    `$1legalName: ${literal(brand.legalName)},`,
    'legalName',
  );
  out = replace(
    out,
    /^(\s*)logo: \{[^}]*\},/m,
    `$1logo: { word: ${literal(brand.logo.word)}, sub: ${literal(brand.logo.sub)} },`,
    'logo',
  );
  out = replace(out, /^(\s*)origin: '[^']*',/m, `$1origin: ${literal(brand.origin)},`, 'origin');
  out = replace(out, /^(\s*)email: '[^']*',/m, `$1email: ${literal(brand.email)},`, 'email');
  out = replace(out, /^(\s*)color: '#[0-9a-fA-F]{6}',/m, `$1color: '${brand.color}',`, 'color');
  return out;
}

/** Writes the trial into the project at `root` (a copy: it changes content and the brand). */
export function applyTrial(root) {
  for (const [collection, item] of [
    ['services', TRIAL_SERVICE],
    ['posts', TRIAL_POST],
  ]) {
    writeFileSync(join(root, 'content', collection, `${item.slug}.md`), item.markdown);
    writeFileSync(join(root, 'content', collection, `${item.slug}.svg`), item.art);
  }
  const brandFile = join(root, 'app/brand.ts');
  writeFileSync(brandFile, rebrandSource(readFileSync(brandFile, 'utf8')));
}
