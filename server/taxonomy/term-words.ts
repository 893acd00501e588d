/** A term's label as the office types it, and the key (slug) made from it. */

/** The longest label: a tag or category is a word or a few, shown on a button. */
export const LABEL_MAX = 40;

/** The label as it is kept (one line, spaces collapsed), or the reason it is refused. */
export function checkLabel(
  raw: string,
): { ok: true; label: string } | { ok: false; error: string } {
  const label = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!label) return { ok: false, error: 'Type a name first.' };
  if (label.length > LABEL_MAX) {
    return { ok: false, error: `A name can be at most ${LABEL_MAX} characters long.` };
  }
  return { ok: true, label };
}

/**
 * The key a new term gets from its label: lower-case ASCII letters and digits joined by single
 * hyphens ("Loft & Attic" → "loft-attic", "Überbau" → "uberbau"); `term` when nothing is left.
 */
export function slugOfLabel(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'term';
}

/** `slug`, or `slug-2`, `slug-3`… : the first one not in `taken`. */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n += 1;
  return `${slug}-${n}`;
}
