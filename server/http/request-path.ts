/** Longest file or folder name most file systems (and so a static host) accept, in bytes. */
export const MAX_SEGMENT_BYTES = 255;
/** Longest path the site answers; its own paths stay far below. */
export const MAX_PATH_LENGTH = 2048;

const encoder = new TextEncoder();

/**
 * Why a request path cannot name anything on this site, or undefined when it is well formed:
 * broken percent-encoding, a control character (NUL included), a segment longer than a file
 * name can be, or an overlong path. Such requests get 400, never a server error.
 */
export function malformedPathReason(rawPathname: string): string | undefined {
  if (rawPathname.length > MAX_PATH_LENGTH) return 'path too long';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return 'malformed percent-encoding';
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'control character';
  if (decoded.split('/').some((segment) => encoder.encode(segment).length > MAX_SEGMENT_BYTES)) {
    return 'segment too long';
  }
  return undefined;
}
