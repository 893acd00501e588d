/**
 * The reference a visitor is given for a sent quote request or message: a letter for the kind
 * and the lead's number in Crockford's base 32 (no I, L, O or U to misread), at least four
 * characters: `Q-00K7`. It is only ever shown (the confirmation, the thank-you page, the
 * acknowledgement mail, the lead page); nothing on the public site looks a lead up by it, so
 * guessing one reads nothing (docs/decisions/031-the-visitors-side.md).
 */

const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = { quote: 'Q', message: 'M' } as const;

/** The kinds of form that get a reference. */
export type ReferencedKind = keyof typeof PREFIX;

export const hasReference = (kind: string): kind is ReferencedKind => Object.hasOwn(PREFIX, kind);

/** The reference of lead `id` of `kind`. */
export function referenceOf(kind: ReferencedKind, id: number): string {
  let code = '';
  for (let rest = Math.max(0, Math.trunc(id)); rest > 0; rest = Math.floor(rest / 32)) {
    code = DIGITS[rest % 32] + code;
  }
  return `${PREFIX[kind]}-${code.padStart(4, '0')}`;
}

const SHAPE = /^([QM])-([0-9A-HJKMNP-TV-Z]{4,10})$/;

/**
 * The lead number a reference names, or undefined for text that is not one (read as typed:
 * lower case, and the letters O, I and L people type for 0 and 1, are taken too).
 */
export function leadIdOf(text: string, kind?: ReferencedKind): number | undefined {
  const normal = text.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  const match = SHAPE.exec(normal);
  if (!match?.[1] || !match[2]) return undefined;
  if (kind && match[1] !== PREFIX[kind]) return undefined;
  let id = 0;
  for (const digit of match[2]) id = id * 32 + DIGITS.indexOf(digit);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The reference as it should be shown, or undefined for text that is none (a made-up link). */
export function cleanReference(text: string | null, kind: ReferencedKind): string | undefined {
  const id = text ? leadIdOf(text, kind) : undefined;
  return id === undefined ? undefined : referenceOf(kind, id);
}
