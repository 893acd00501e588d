import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtFile } from './built-pages';

// The dark theme changes colours only, so the e2e suite's axe scans run every rule in the light
// theme and the colour rules alone in the dark one (tests/e2e/support/axe.ts, COLOUR_RULES).
// This keeps that true of the built CSS: whatever applies only in the dark theme (a `.dark`
// selector, a `dark:` utility, a prefers-color-scheme: dark query) sets colour variables and
// color-scheme, nothing that could show, hide, move or name an element.

/** Each declaration block of a stylesheet with the preludes around it (selectors, at-rules). */
function blocks(css: string): { preludes: string[]; declarations: string[] }[] {
  const found: { preludes: string[]; declarations: string[] }[] = [];
  const stack: { prelude: string; text: string }[] = [];
  let text = '';
  let quote = '';
  for (const char of css) {
    if (quote) {
      text += char;
      if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      text += char;
    } else if (char === '{') {
      // The prelude is what follows the last declaration of the enclosing block.
      const cut = text.lastIndexOf(';');
      const parent = stack.at(-1);
      if (parent) parent.text += text.slice(0, cut + 1);
      stack.push({ prelude: text.slice(cut + 1).trim(), text: '' });
      text = '';
    } else if (char === '}') {
      const block = stack.pop();
      if (!block) throw new Error('unbalanced CSS');
      const declarations = `${block.text}${text}`
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean);
      found.push({ preludes: [...stack.map((b) => b.prelude), block.prelude], declarations });
      text = '';
    } else {
      text += char;
    }
  }
  return found;
}

const isDarkOnly = (prelude: string) =>
  /\.dark(?![\w-])/.test(prelude) || /prefers-color-scheme\s*:\s*dark/.test(prelude);
const property = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();

describe('the dark theme in the built CSS', () => {
  const sheets = readdirSync(`${import.meta.dirname}/../../build/client/assets`).filter((name) =>
    name.endsWith('.css'),
  );

  it('there is CSS, and a dark theme in it', () => {
    expect(sheets.length).toBeGreaterThan(0);
    const dark = sheets.flatMap((name) =>
      blocks(builtFile(`assets/${name}`)).filter((b) => b.preludes.some(isDarkOnly)),
    );
    expect(dark.length).toBeGreaterThan(0);
  });

  it.each(sheets)(
    'assets/%s: dark-only rules set colour variables and color-scheme only',
    (name) => {
      const other = blocks(builtFile(`assets/${name}`))
        .filter((block) => block.preludes.some(isDarkOnly))
        .flatMap((block) =>
          block.declarations
            .filter((d) => !property(d).startsWith('--') && property(d) !== 'color-scheme')
            .map((d) => `${block.preludes.join(' ')} { ${d} }`),
        );
      expect(other).toEqual([]);
    },
  );

  it('the parser sees a declaration the rule forbids', () => {
    const css =
      '.a{color:red}.dark{--bg:#000;color-scheme:dark}@media (prefers-color-scheme: dark){.b{display:none}}.dark\\:hidden:where(.dark,.dark *){display:none}';
    const dark = blocks(css).filter((block) => block.preludes.some(isDarkOnly));
    expect(dark.map((b) => b.declarations)).toEqual([
      ['--bg:#000', 'color-scheme:dark'],
      ['display:none'],
      // (the @media block around it declares nothing itself)
      [],
      ['display:none'],
    ]);
  });
});
