/** A person's name as they are shown by (People, history lines, reply signatures). */
export const NAME_MAX = 100;

/**
 * The name as it is kept (trimmed, inner runs of spaces made one), or undefined with a reason:
 * empty, too long, or on more than one line (a name signs mails and heads history lines).
 */
export function checkName(raw: string): { ok: true; name: string } | { ok: false; error: string } {
  if (/[\r\n\u2028\u2029]/.test(raw)) {
    return { ok: false, error: 'Your name goes on one line.' };
  }
  // Control characters have no place in a name that signs a mail.
  const name = raw
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) return { ok: false, error: 'Enter your name, as people will see it.' };
  if (name.length > NAME_MAX) {
    return { ok: false, error: `Your name can be at most ${NAME_MAX} characters long.` };
  }
  return { ok: true, name };
}
