/** A person's "About me" line: one short sentence under their name on the posts they wrote. */
export const ABOUT_MAX = 160;

/** The line as it is kept (one line, spaces collapsed; empty is none), or why it is refused. */
export function checkAbout(
  raw: string,
): { ok: true; about: string | null } | { ok: false; error: string } {
  if (/[\r\n\u2028\u2029]/.test(raw)) return { ok: false, error: 'Keep it to one line.' };
  const about = raw
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (about.length > ABOUT_MAX) {
    return { ok: false, error: `Keep it to ${ABOUT_MAX} characters (it has ${about.length}).` };
  }
  return { ok: true, about: about || null };
}
