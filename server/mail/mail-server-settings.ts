/**
 * The outgoing mail server an owner sets in /admin/office/mail (decision 051), and the site's
 * address, kept in `office_settings` (one JSON value per key) so every server reads the same.
 * The password is stored sealed (sealed-secret.ts) and never read back to a screen.
 */

import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { storeOfficeSetting } from '../leads/office-settings.ts';

export const MAIL_SERVER_KEY = 'mailServer';
export const SITE_ADDRESS_KEY = 'siteAddress';
/** The additional data the password is sealed with: it opens as this and nothing else. */
export const PASSWORD_LABEL = 'mail-server-password';

export const SECURITY = ['starttls', 'tls', 'none'] as const;
export type Security = (typeof SECURITY)[number];

/** The mail server as stored: the password sealed, or absent. */
export interface StoredMailServer {
  host: string;
  port: number;
  security: Security;
  user: string;
  /** `sealSecret`'s text; empty when no password is set. */
  password: string;
  /** The From address of every mail. */
  from: string;
  /** Where new leads are mailed (the office's mailbox). */
  notifyTo: string;
}

const EMAIL = /^[^\s@,<>"]+@[^\s@,<>"]+\.[^\s@,<>"]+$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name (letters, digits, hyphens and dots) or an IPv4 address; lower case. */
export function isHostName(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  if (isIP(host) === 4) return true;
  const labels = host.split('.');
  return (
    labels.length >= 1 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^\d+$/.test(labels.at(-1) ?? '')
  );
}

const email = (what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, `${what} is too long`),
    v.regex(EMAIL, `${what} must be an email address such as office@example.com`),
  );

/** The form's fields as the server checks them (the password is handled apart). */
export const mailServerForm = v.object({
  host: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('Type the mail server’s host name, such as smtp.example.com'),
    v.check(
      isHostName,
      'The host must be a name such as smtp.example.com, without https:// or a path',
    ),
  ),
  port: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,5}$/, 'The port must be a number from 1 to 65535 (usually 587 or 465)'),
    v.transform(Number),
    v.minValue(1, 'The port must be a number from 1 to 65535 (usually 587 or 465)'),
    v.maxValue(65535, 'The port must be a number from 1 to 65535 (usually 587 or 465)'),
  ),
  security: v.picklist(SECURITY, 'Choose STARTTLS, TLS or none'),
  user: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(254, 'The user name is too long'),
    v.regex(/^[^\s\p{Cc}]*$/u, 'The user name cannot hold spaces or line breaks'),
  ),
  from: email('The From address'),
  notifyTo: email('The office’s mailbox'),
});
export type MailServerForm = v.InferOutput<typeof mailServerForm>;

/** The form's fields checked; a 422 refusal names the first field at fault. */
export function checkMailServerForm(input: Record<string, unknown>): MailServerForm {
  const parsed = v.safeParse(mailServerForm, input);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = String(issue?.path?.[0]?.key ?? '');
  throw refusal(422, issue?.message ?? 'Check the mail server’s fields', field);
}

const stored = v.object({
  host: v.pipe(v.string(), v.check(isHostName)),
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  security: v.picklist(SECURITY),
  user: v.string(),
  password: v.string(),
  from: v.pipe(v.string(), v.regex(EMAIL)),
  notifyTo: v.pipe(v.string(), v.regex(EMAIL)),
});

/** The stored mail server and site address as JSON text (compared to see a change). */
export async function readMailRows(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('office_settings')
    .select(['key', 'value'])
    .where('key', 'in', [MAIL_SERVER_KEY, SITE_ADDRESS_KEY])
    .execute();
  const text = (key: string) => rows.find((row) => row.key === key)?.value;
  return { mailServer: text(MAIL_SERVER_KEY), siteAddress: text(SITE_ADDRESS_KEY) };
}

/** A stored mail server's JSON read back; undefined when absent or no longer readable. */
export function parseStoredMailServer(json: string | undefined): StoredMailServer | undefined {
  if (!json) return undefined;
  try {
    const parsed = v.safeParse(stored, JSON.parse(json));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** A stored site address read back (an origin); undefined when absent or unreadable. */
export function parseStoredSiteAddress(json: string | undefined): string | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' && siteAddressProblem(value) === undefined
      ? new URL(value).origin
      : undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with `value` as the site's address, or undefined: an https origin (nothing
 * after the host), or http for this machine only — the rule PUBLIC_URL follows.
 */
export function siteAddressProblem(value: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Said below.
  }
  if (
    !url ||
    !(url.protocol === 'https:' || url.protocol === 'http:') ||
    !url.hostname ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password ||
    /[/?#]./.test(value.replace(/^https?:\/\//, '').replace(/\/$/, ''))
  ) {
    return 'The site’s address is its start, such as https://www.example.com, with nothing after the host';
  }
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    return 'The site’s address must start with https:// (its links carry sign-in tokens); http:// is only for this machine';
  }
  return undefined;
}

/** Stores the mail server (the password already sealed). */
export const storeMailServer = (
  db: Kysely<Database>,
  value: StoredMailServer,
  actor: number | null,
) => storeOfficeSetting(db, MAIL_SERVER_KEY, value, actor);

/** Removes the stored mail server (mail from /admin off). */
export const clearMailServer = (db: Kysely<Database>) =>
  db.deleteFrom('office_settings').where('key', '=', MAIL_SERVER_KEY).execute();

/** Stores the site's address (an origin). */
export const storeSiteAddress = (db: Kysely<Database>, origin: string, actor: number | null) =>
  storeOfficeSetting(db, SITE_ADDRESS_KEY, origin, actor);
