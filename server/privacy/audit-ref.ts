import { createHmac } from 'node:crypto';
import { normaliseAddress } from './person-rows.ts';

/**
 * What the audit log names an address by after an export or erasure (docs/decisions/035): a
 * keyed hash (HMAC-SHA-256 with the server's form secret), 16 hex digits. Never the address:
 * the log outlives the erasure. Not a plain hash: an address is easy to guess and hash, and
 * the key stays on the server, so only this server can say "that address was erased on …" by
 * computing the same reference again.
 */
export function auditRef(secret: Uint8Array, email: string): string {
  return createHmac('sha256', secret)
    .update(`privacy-ref:${normaliseAddress(email)}`)
    .digest('hex')
    .slice(0, 16);
}
