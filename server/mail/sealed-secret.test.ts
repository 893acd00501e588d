import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, UnreadableSecretError } from './sealed-secret.ts';
import { KEY_FILE_NAME, keyFromSetting, settingsKey } from './settings-key.ts';

const LABEL = 'mail-server-password';

describe('a sealed secret', () => {
  it('opens to what was sealed, and each sealing differs', () => {
    const key = randomBytes(32);
    const one = sealSecret('app-password 1234 ü', key, LABEL);
    const two = sealSecret('app-password 1234 ü', key, LABEL);
    expect(one).not.toBe(two);
    expect(one).not.toContain('app-password');
    expect(openSecret(one, key, LABEL)).toBe('app-password 1234 ü');
    expect(openSecret(two, key, LABEL)).toBe('app-password 1234 ü');
  });

  it('does not open with another key or for another purpose, and says nothing of the secret', () => {
    const sealed = sealSecret('s3cret-pass', randomBytes(32), LABEL);
    let error: unknown;
    try {
      openSecret(sealed, randomBytes(32), LABEL);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnreadableSecretError);
    expect(String((error as Error).message)).not.toContain('s3cret');
    const key = randomBytes(32);
    expect(() => openSecret(sealSecret('x', key, LABEL), key, 'another-label')).toThrow(
      UnreadableSecretError,
    );
  });

  it('does not open once any part of it was changed', () => {
    const key = randomBytes(32);
    const sealed = sealSecret('s3cret-pass', key, LABEL);
    const parts = sealed.split('.');
    for (let part = 1; part < parts.length; part++) {
      const bytes = Buffer.from(parts[part] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      const changed = parts.map((text, n) => (n === part ? bytes.toString('base64url') : text));
      expect(() => openSecret(changed.join('.'), key, LABEL), `part ${part}`).toThrow(
        UnreadableSecretError,
      );
    }
    expect(() => openSecret(`v2.${parts.slice(1).join('.')}`, key, LABEL)).toThrow();
    expect(() => openSecret(`${sealed}.extra`, key, LABEL)).toThrow();
    expect(() => openSecret('', key, LABEL)).toThrow(UnreadableSecretError);
  });
});

describe('the settings key', () => {
  it('is SETTINGS_KEY when set, whatever the database', () => {
    const key = settingsKey('k'.repeat(40), 'postgres://db/site');
    expect(key.source).toBe('env');
    expect(key.get()).toEqual(keyFromSetting('k'.repeat(40)));
    expect(key.get()).toHaveLength(32);
  });

  it('on SQLite without it, is made once beside the database, readable by its user only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-key-'));
    const first = settingsKey(undefined, `sqlite:${join(dir, 'site.db')}`);
    expect(first.source).toBe('file');
    const made = first.get();
    expect(made).toHaveLength(32);
    expect(statSync(join(dir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    // Another start reads the same key.
    expect(settingsKey(undefined, `sqlite:${join(dir, 'site.db')}`).get()).toEqual(made);
  });

  it('on PostgreSQL without it, is none: each server would make a different one', () => {
    const key = settingsKey(undefined, 'postgres://user:pw@db/site');
    expect(key.source).toBe('none');
    expect(key.get()).toBeUndefined();
  });
});
