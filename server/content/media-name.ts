/** How stored pictures and their renditions are named and addressed. */
import { createHash } from 'node:crypto';

/** `<first 20 hex digits of the SHA-256>.<ext>`: a name that changes whenever the bytes do. */
export const mediaName = (bytes: Uint8Array, ext: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${ext}`;

/** Whether `name` has the form of a stored name (so a lookup is worth making). */
export const isMediaName = (name: string) => /^[0-9a-f]{20}\.(jpg|png|webp|avif|svg)$/.test(name);
