import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir } from './routes';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the few entities React writes into text and attributes. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return String.fromCodePoint(n);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Attributes of every `<tag …>` in `html`, lower-cased names, decoded values. */
export function tagsOf(html: string, tag: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of (match[1] ?? '').matchAll(
      /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attrs[(a[1] ?? '').toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    tags.push(attrs);
  }
  return tags;
}

/** The texts of every `<title>` element (normally exactly one). */
export function titlesOf(html: string): string[] {
  return [...html.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) =>
    decodeEntities(m[1] ?? '').trim(),
  );
}

/** How many `<h1>` elements the markup opens. */
export function h1Count(html: string): number {
  return html.match(/<h1[\s>]/gi)?.length ?? 0;
}

/** The pre-rendered HTML of `route`, read from the build output. */
export function builtHtml(route: string): string {
  return readFileSync(join(buildDir, route, 'index.html'), 'utf8');
}

export const SUFFIX_SEPARATOR = ' | ';

/** The part of a title from its last ` | ` on, or '' when there is none. */
export function suffixOf(title: string): string {
  const at = title.lastIndexOf(SUFFIX_SEPARATOR);
  return at > 0 ? title.slice(at) : '';
}
