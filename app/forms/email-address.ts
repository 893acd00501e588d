/**
 * Email addresses as people have them: an apostrophe (o'brien@example.com), letters of any
 * script before the @ (RFC 6531) and an internationalised domain (exämple.de, 例子.广告), which
 * must read as host labels once in its ASCII form. A domain needs a dot and a top-level label of
 * letters (or its xn-- form), so `ada@localhost` and `ada@192.168.0.1` are refused as before.
 */

/** What may stand between the dots of the part before the @: HTML's atext, and any letter or digit. */
const LOCAL_ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*$`, 'u');
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/;

/** The domain in its ASCII (punycode) form, or undefined when it cannot be one. */
function asciiDomain(domain: string): string | undefined {
  if (domain === '' || /[\s/\\?#:@[\]%]/u.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
}

/** True for an address the office can answer (see above); the same check in the browser and on the server. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  if ([...local].length > 64 || !LOCAL.test(local)) return false;
  const domain = asciiDomain(value.slice(at + 1));
  if (!domain || domain.length > 253) return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LABEL.test(labels.at(-1) ?? '')
  );
}
