// html-validate over every built page (build/client/**/*.html): 0 errors or exit 1.
// The standard preset, minus the rules that flag React's own markup style rather than errors
// (streaming ids like «R1», `<br/>`, `hidden=""`, inline styles it writes, camel-cased SVG
// attributes); see /work/shared/TOOLCHAIN.md note 10 and docs/decisions/015.
// Usage: node scripts/validate-html.mjs   (after npm run build)
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { formatterFactory, HtmlValidate, StaticConfigLoader } from 'html-validate';
import { buildDir, isMain } from './lib/paths.mjs';

/** The rules configuration every page is checked with. */
export const htmlValidateConfig = {
  root: true,
  extends: ['html-validate:standard'],
  rules: {
    'valid-id': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'no-inline-style': 'off',
    'attr-case': 'off',
  },
};

/** Every .html file under `dir`, sorted. */
export async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Validates every page of the build; resolves to the number of errors. */
export async function validateBuiltHtml(dir = buildDir) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`No build in ${relative(process.cwd(), dir)}: run npm run build first`);
  }
  const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));
  const files = await htmlFiles(dir);
  const reports = await Promise.all(files.map((file) => validator.validateFile(file)));
  const results = reports.flatMap((report) => report.results);
  const errors = reports.reduce((n, report) => n + report.errorCount, 0);
  if (results.length > 0) console.log(formatterFactory('stylish')(results));
  console.log(`html-validate: ${files.length} pages, ${errors} errors`);
  return errors;
}

if (isMain(import.meta.url)) {
  try {
    process.exitCode = (await validateBuiltHtml()) > 0 ? 1 : 0;
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
