/**
 * The day's visitor key (decision 036): hex of HMAC-SHA256(the day's salt, shortened address +
 * browser family), cut to 32 characters. The salt is random, one per company day, shared by
 * every server through `stats_salts`, and deleted once the day is two days old: after that no
 * one can tell which key of that day belongs to which address, nor link one day's key to the
 * next. A browser that sends `Sec-GPC: 1` or `DNT: 1` gets no key at all.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { browserFamily } from './device.ts';

/** Hex characters kept of the HMAC. */
export const KEY_LENGTH = 32;

/** The day before `day` (both YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Expands an IPv6 text to its eight groups (undefined when it is not one). */
function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((g) =>
    g.toLowerCase().padStart(4, '0'),
  );
}

/**
 * The address cut to its network: IPv4 to /24, IPv6 to /48 (an IPv4 inside IPv6 counts as
 * IPv4). Anything else (an unknown socket address) is one bucket of its own.
 */
export function shortenAddress(address: string): string {
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  const ip = mapped ?? plain;
  if (isIP(ip) === 4) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(ip) === 6) {
    const groups = ipv6Groups(ip);
    if (groups) return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return 'unknown';
}

/** The key of one shortened address and browser family under `salt`. */
export function visitorKey(salt: string, address: string, userAgent: string | null): string {
  return createHmac('sha256', salt)
    .update(`${shortenAddress(address)} ${browserFamily(userAgent)}`)
    .digest('hex')
    .slice(0, KEY_LENGTH);
}

/**
 * The salt of company day `day`: read, or made and stored if no server has yet (insert … on
 * conflict do nothing, then read, so two servers racing end with the same one). The server that
 * makes a day's salt deletes the salts older than the day before.
 */
export async function daySalt(db: Kysely<Database>, day: string): Promise<string> {
  const made = await db
    .insertInto('stats_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  if (made) await db.deleteFrom('stats_salts').where('day', '<', dayBefore(day)).execute();
  const row = await db
    .selectFrom('stats_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Keeps the salt of the latest day asked for, so a busy day reads it once per server. */
export function createSaltCache(db: Kysely<Database>) {
  let kept: { day: string; salt: string } | undefined;
  return async (day: string): Promise<string> => {
    if (kept?.day === day) return kept.salt;
    const salt = await daySalt(db, day);
    kept = { day, salt };
    return salt;
  };
}
