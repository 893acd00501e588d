import { checkName } from './accounts/person-name.ts';
import type { SettingName } from './env-settings.ts';
import { StartError } from './ops/start-error.ts';

/** Shortest ADMIN_PASSWORD accepted: it guards every visitor's personal data. */
export const MIN_PASSWORD_LENGTH = 12;

/** A setting's value, trimmed; undefined when unset or blank. */
export function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A number of seconds of at least `min`, or the default when unset. */
export function seconds(
  env: NodeJS.ProcessEnv,
  name: SettingName,
  fallback: number,
  { min = 1, max = 86_400 } = {},
): number {
  const raw = optional(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new StartError(
      `${name} must be a number of seconds from ${min} to ${max} (got "${raw}").`,
    );
  }
  return value;
}

/** A whole number of at least 1, or the default when unset. */
export function positiveInteger(
  env: NodeJS.ProcessEnv,
  name: SettingName,
  fallback: number,
): number {
  const raw = optional(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new StartError(`${name} must be a whole number of at least 1 (got "${raw}").`);
  }
  return value;
}

/** A size in megabytes (decimals allowed, above 0 and at most `max`), in bytes; the default when unset. */
export function megabytes(
  env: NodeJS.ProcessEnv,
  name: SettingName,
  fallback: number,
  { max = 1024 } = {},
): number {
  const raw = optional(env[name]);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new StartError(
      `${name} must be a number of megabytes above 0 and at most ${max} (got "${raw}").`,
    );
  }
  return Math.round(value * 1024 * 1024);
}

const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** An email address (or a comma-separated list, for NOTIFY_TO), or undefined when unset. */
export function emailList(env: NodeJS.ProcessEnv, name: SettingName): string | undefined {
  const raw = optional(env[name]);
  if (raw === undefined) return undefined;
  // "Name <address>" is accepted too; only the address is checked.
  const addressOf = (entry: string) => entry.match(/<([^<>]+)>\s*$/)?.[1] ?? entry.trim();
  if (!raw.split(',').every((entry) => EMAIL.test(addressOf(entry)))) {
    throw new StartError(`${name} must be an email address such as office@example.com.`);
  }
  return raw;
}

/**
 * SMTP_URL and NOTIFY_TO: both (mail on) or neither (mail off); the URL must be smtp: or
 * smtps:. The URL is never repeated in a message: it may hold a password.
 */
export function mailSettings(env: NodeJS.ProcessEnv) {
  const smtpUrl = optional(env.SMTP_URL);
  const notifyTo = emailList(env, 'NOTIFY_TO');
  if (smtpUrl && !notifyTo) {
    throw new StartError(
      'SMTP_URL is set but NOTIFY_TO is not: set NOTIFY_TO to the office address to mail it, or unset SMTP_URL to keep mail off.',
    );
  }
  if (notifyTo && !smtpUrl) {
    throw new StartError(
      'NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL to the mail server (smtps://user:password@host) to mail the office, or unset NOTIFY_TO.',
    );
  }
  if (smtpUrl) {
    let protocol = '';
    let host = '';
    try {
      ({ protocol, hostname: host } = new URL(smtpUrl));
    } catch {
      // Reported below.
    }
    if (!(protocol === 'smtp:' || protocol === 'smtps:') || !host) {
      throw new StartError(
        'SMTP_URL must be an smtp:// or smtps:// URL with a host, such as smtps://user:password@smtp.example.com.',
      );
    }
  }
  return { smtpUrl, notifyTo, mailFrom: emailList(env, 'MAIL_FROM') };
}

/** ADMIN_PASSWORD: unset (no first owner from it) or at least {@link MIN_PASSWORD_LENGTH} characters. */
export function adminPassword(env: NodeJS.ProcessEnv): string | undefined {
  const password = optional(env.ADMIN_PASSWORD);
  if (password !== undefined && [...password].length < MIN_PASSWORD_LENGTH) {
    throw new StartError(
      `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long, or unset (then make the first owner with npm run admin -- add-user).`,
    );
  }
  return password;
}

/** ADMIN_NAME: the first owner's name, as checked for a name typed in Account. */
export function adminName(env: NodeJS.ProcessEnv): string | undefined {
  const raw = optional(env.ADMIN_NAME);
  if (raw === undefined) return undefined;
  const named = checkName(raw);
  if (!named.ok) {
    throw new StartError(
      `ADMIN_NAME cannot be used: ${named.error.replace(/^Your name/, 'a name')}`,
    );
  }
  return named.name;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * CDN_PURGE_URL (optional): an http(s) URL with a host; CDN_PURGE_TOKEN only with it, and never
 * sent over plain http except to this machine. Neither is repeated in a message.
 */
export function cdnPurge(env: NodeJS.ProcessEnv): { url: string; token?: string } | undefined {
  const url = optional(env.CDN_PURGE_URL);
  const token = optional(env.CDN_PURGE_TOKEN);
  if (!url) {
    if (token) {
      throw new StartError(
        'CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not: set CDN_PURGE_URL to the purge endpoint, or unset CDN_PURGE_TOKEN.',
      );
    }
    return undefined;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Reported below.
  }
  if (!parsed || !(parsed.protocol === 'https:' || parsed.protocol === 'http:') || !parsed.host) {
    throw new StartError(
      'CDN_PURGE_URL must be an https:// URL with a host, such as https://purge.example.com/site.',
    );
  }
  if (token && parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname)) {
    throw new StartError(
      'CDN_PURGE_URL must be https:// when CDN_PURGE_TOKEN is set: the token would travel unencrypted.',
    );
  }
  if (token && /\s/.test(token)) {
    throw new StartError('CDN_PURGE_TOKEN must not contain spaces or line breaks.');
  }
  return token ? { url, token } : { url };
}

/** Shortest FORM_SECRET accepted: the key that proves a form came from our pages. */
export const MIN_FORM_SECRET_LENGTH = 32;

/** FORM_SECRET: unset (a key is kept in the database) or at least 32 characters, never repeated. */
export function formSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = optional(env.FORM_SECRET);
  if (secret !== undefined && Buffer.byteLength(secret) < MIN_FORM_SECRET_LENGTH) {
    throw new StartError(
      `FORM_SECRET must be at least ${MIN_FORM_SECRET_LENGTH} characters long (for example from \`openssl rand -base64 32\`), or unset.`,
    );
  }
  return secret;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * PUBLIC_URL: the site's address as visitors reach it, the start of every link in every mail
 * (common/public-link.ts); never taken from a request's Host or X-Forwarded-Host. An
 * http(s) origin (a path of `/` at most, no query, user or fragment); https unless the host is
 * this machine. Unset: `fallback`, the brand's origin (the one the sitemap uses).
 */
export function publicUrl(env: NodeJS.ProcessEnv, fallback: string): string {
  const raw = optional(env.PUBLIC_URL);
  if (raw === undefined) return new URL(fallback).origin;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    // Reported below.
  }
  const isWeb = parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:');
  if (
    !parsed ||
    !isWeb ||
    !parsed.hostname ||
    parsed.pathname !== '/' ||
    parsed.search ||
    parsed.hash ||
    parsed.username ||
    parsed.password
  ) {
    throw new StartError(
      "PUBLIC_URL must be the site's address with nothing after the host, such as https://www.example.com.",
    );
  }
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) {
    throw new StartError(
      'PUBLIC_URL must start with https:// (links in mails carry sign-in and unsubscribe tokens); http:// is only for this machine.',
    );
  }
  return parsed.origin;
}

/** Shortest SETTINGS_KEY accepted. */
export const MIN_SETTINGS_KEY_LENGTH = 32;

/** SETTINGS_KEY: unset, or at least 32 characters (the key sealing secrets typed in /admin). */
export function settingsKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = optional(env.SETTINGS_KEY);
  if (key !== undefined && Buffer.byteLength(key) < MIN_SETTINGS_KEY_LENGTH) {
    throw new StartError(
      `SETTINGS_KEY must be at least ${MIN_SETTINGS_KEY_LENGTH} characters long (for example from \`openssl rand -base64 32\`), the same on every server, or unset.`,
    );
  }
  return key;
}

/** SMTP_TEST_PORT (tests only): a port from 1 to 65535, or unset. */
export function smtpTestPort(env: NodeJS.ProcessEnv): number | undefined {
  const raw = optional(env.SMTP_TEST_PORT);
  if (raw === undefined) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartError(
      `SMTP_TEST_PORT must be a port from 1 to 65535 (got "${raw}"); it is for tests only.`,
    );
  }
  return port;
}
