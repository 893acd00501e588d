// `npm run content` (the first step of build, dev, typecheck and unit tests): checks
// app/brand.ts (its fields, then whether its colour gives accessible accents), then checks
// content/ and writes app/content/generated/ (generate.mjs). A problem prints one sentence
// first, naming the file, the field and what was expected, then its details, and exits 1.
// Everything is imported here, one step after the other, so that a brand file that does not
// even parse is reported as such rather than as a stack trace from the first module to read it.
import { join } from 'node:path';
import { isMain } from '../lib/paths.mjs';
import { assertBrand, loadBrand } from './brand.mjs';

const ROOT = join(import.meta.dirname, '../..');

/** Runs the brand check and the content step; resolves with the line to print. */
export async function runContentStep(root = ROOT) {
  assertBrand(await loadBrand(join(root, 'app/brand.ts')));
  // Palette warnings (a grey brand, a faint fill) are printed by the build's plugin, once.
  const { checkedPalette } = await import('../../plugins/brand-palette.ts');
  checkedPalette(root, () => {});
  const { generateContent } = await import('./generate.mjs');
  const { counts, ms } = await generateContent();
  return `content: ${counts.join(', ')} (${ms} ms)`;
}

if (isMain(import.meta.url)) {
  try {
    console.log(await runContentStep());
  } catch (error) {
    console.error(error.readable ? error.message : error);
    process.exit(1);
  }
}
