/**
 * The key that seals secrets typed in /admin (decision 051). SETTINGS_KEY when set (the same on
 * every server); otherwise, on SQLite only, a key made on first use and kept in
 * `settings.key` beside the database file, readable by this user alone (0600). PostgreSQL
 * without SETTINGS_KEY has no key: several servers would each make their own, so the office
 * cannot store a password until the operator sets one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const KEY_FILE_NAME = 'settings.key';

/** Where the key comes from, for the screen and the start's lines. */
export type KeySource = 'env' | 'file' | 'none';

export interface SettingsKey {
  source: KeySource;
  /** The 32-byte key; undefined when there is none (PostgreSQL without SETTINGS_KEY). */
  get: () => Uint8Array | undefined;
}

/** SETTINGS_KEY's text as a 32-byte key (any text of at least 32 characters, hashed). */
export const keyFromSetting = (setting: string): Uint8Array =>
  createHash('sha256').update(`settings-key:${setting}`).digest();

/**
 * The settings key for this server: `setting` (SETTINGS_KEY) first, then the SQLite file's
 * neighbour, made on first use.
 */
export function settingsKey(
  setting: string | undefined,
  databaseUrl: string,
  root = process.cwd(),
): SettingsKey {
  if (setting) {
    const key = keyFromSetting(setting);
    return { source: 'env', get: () => key };
  }
  if (!databaseUrl.startsWith('sqlite:')) return { source: 'none', get: () => undefined };
  const file = join(
    dirname(resolve(root, databaseUrl.slice('sqlite:'.length) || 'data/site.db')),
    KEY_FILE_NAME,
  );
  let key: Uint8Array | undefined;
  return {
    source: 'file',
    get: () => {
      key ??= readOrMakeKeyFile(file);
      return key;
    },
  };
}

/** Reads the key file, or makes it (only this user may read it); a second maker reads the first's. */
export function readOrMakeKeyFile(file: string): Uint8Array {
  try {
    return decodeKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    // The mode given is masked by the umask; set it outright.
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(readFileSync(file, 'utf8'));
}

function decodeKey(text: string): Uint8Array {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${KEY_FILE_NAME} does not hold a 32-byte key`);
  return key;
}
