import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { describeConfig, readConfig, redactUrl } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { waitForDatabase } from '../../server/db/wait.ts';
import { StartError } from '../../server/ops/start-error.ts';
import { type Exit, runServerToExit } from './support/run-once';

/** The start banner of a refused start: one line, one sentence, exit code 1. */
function expectRefused(exit: Exit, ...words: (string | RegExp)[]) {
  expect(exit.code).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  const [line = ''] = lines;
  expect(line).toMatch(/^The server could not start: [A-Z].*\.$/);
  // One sentence: no full stop followed by another sentence.
  expect(line.replace(/\([^)]*\)/g, '')).not.toMatch(/\.\s+[A-Z]/);
  for (const word of words) expect(line).toMatch(word);
  return line;
}

/** Never opened: every case is refused before the database. */
const SCRATCH_DB = `sqlite:${join(mkdtempSync(join(tmpdir(), 'site-settings-')), 'site.db')}`;

const MAIL = { SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TO: 'office@example.com' };

describe('settings checked at start', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['SMTP_URL without NOTIFY_TO', { SMTP_URL: MAIL.SMTP_URL }, 'NOTIFY_TO'],
    ['NOTIFY_TO without SMTP_URL', { NOTIFY_TO: MAIL.NOTIFY_TO }, 'SMTP_URL'],
    ['SMTP_URL that is not a URL', { ...MAIL, SMTP_URL: 'nonsense-secret-value' }, 'SMTP_URL'],
    [
      'SMTP_URL of another scheme',
      { ...MAIL, SMTP_URL: 'http://user:pw@mail.example.com' },
      'smtp',
    ],
    ['NOTIFY_TO that is not an address', { ...MAIL, NOTIFY_TO: 'the office' }, 'NOTIFY_TO'],
    ['a short ADMIN_PASSWORD', { ADMIN_PASSWORD: 'abc' }, 'ADMIN_PASSWORD'],
    ['an ADMIN_EMAIL that is not an address', { ADMIN_EMAIL: 'the boss' }, 'ADMIN_EMAIL'],
    ['a TRUST_PROXY host name', { TRUST_PROXY: 'proxy.example.com' }, 'TRUST_PROXY'],
    ['a TRUST_PROXY network with a bad prefix', { TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
    ['a negative OUTBOX_INTERVAL_SECONDS', { OUTBOX_INTERVAL_SECONDS: '-5' }, 'OUTBOX_INTERVAL'],
    ['an OUTBOX_INTERVAL_SECONDS under a second', { OUTBOX_INTERVAL_SECONDS: '0.2' }, 'OUTBOX'],
    ['a CONTENT_SCHEDULE_SECONDS over a minute', { CONTENT_SCHEDULE_SECONDS: '90' }, 'SCHEDULE'],
    [
      'a DB_STATEMENT_TIMEOUT_SECONDS that is not a number',
      { DB_STATEMENT_TIMEOUT_SECONDS: 'x' },
      'DB_STATEMENT',
    ],
    ['a DB_CONNECT_TIMEOUT_SECONDS of 0', { DB_CONNECT_TIMEOUT_SECONDS: '0' }, 'DB_CONNECT'],
    ['a SHUTDOWN_TIMEOUT_SECONDS of 0', { SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN'],
    ['a RATE_LIMIT_PER_MINUTE that is not whole', { RATE_LIMIT_PER_MINUTE: '2.5' }, 'RATE_LIMIT'],
    ['a PORT out of range', { PORT: '99999' }, 'PORT'],
    ['a MEDIA_MAX_MB of 0', { MEDIA_MAX_MB: '0' }, 'MEDIA_MAX_MB'],
    ['a LOG_LEVEL that is not info or debug', { LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    ['a MEDIA_MAX_MB that is not a number', { MEDIA_MAX_MB: '25MB' }, 'MEDIA_MAX_MB'],
    ['an UPLOAD_IDLE_SECONDS of 0', { UPLOAD_IDLE_SECONDS: '0' }, 'UPLOAD_IDLE_SECONDS'],
    [
      'an UPLOAD_TIMEOUT_SECONDS under a minute',
      { UPLOAD_TIMEOUT_SECONDS: '30' },
      'UPLOAD_TIMEOUT',
    ],
    ['a DISK_LOW_MB that is not a number', { DISK_LOW_MB: 'lots' }, 'DISK_LOW_MB'],
    [
      'a CDN_PURGE_URL that is not a URL',
      { CDN_PURGE_URL: 'nonsense-secret-value' },
      'CDN_PURGE_URL',
    ],
    ['a CDN_PURGE_URL of another scheme', { CDN_PURGE_URL: 'ftp://cdn.example.com' }, 'https://'],
    ['CDN_PURGE_TOKEN without CDN_PURGE_URL', { CDN_PURGE_TOKEN: 'nonsense-secret-value' }, 'URL'],
    [
      'CDN_PURGE_TOKEN sent over plain http to another machine',
      { CDN_PURGE_URL: 'http://cdn.example.com/purge', CDN_PURGE_TOKEN: 'nonsense-secret-value' },
      'https://',
    ],
    [
      'a SETTINGS_KEY under 32 characters',
      { SETTINGS_KEY: 'nonsense-secret-value' },
      'SETTINGS_KEY',
    ],
    ['an SMTP_TEST_PORT that is no port', { SMTP_TEST_PORT: '70000' }, 'SMTP_TEST_PORT'],
  ];
  it.each(cases)('refuses %s with one sentence naming it', (_name, env, word) => {
    let message = '';
    try {
      readConfig({ DATABASE_URL: SCRATCH_DB, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(StartError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^[A-Z][^\n]*\.$/);
    expect(message.replace(/\([^)]*\)/g, '')).not.toMatch(/\.\s+[A-Z]/);
    expect(message).toContain(word);
    // A setting that may hold a secret is never repeated.
    expect(message).not.toContain('nonsense-secret-value');
    expect(message).not.toContain('pw@');
  });

  it('a bad setting stops the real server: the sentence as the start banner, exit code 1', async () => {
    const exit = await runServerToExit({ DATABASE_URL: SCRATCH_DB, ADMIN_PASSWORD: 'abc' });
    expectRefused(exit, 'ADMIN_PASSWORD', '12 characters');
    expect(exit.stdout).not.toContain('Serving on');
  });

  it('accepts the settings every test and the e2e suite use', () => {
    for (const password of [
      'test-inbox-password',
      'e2e-inbox-password',
      'e2e-mail-inbox-password',
      'bench-inbox-password',
    ]) {
      expect(
        readConfig({ ADMIN_PASSWORD: password, ...MAIL, OUTBOX_INTERVAL_SECONDS: '1' })
          .adminPassword,
      ).toBe(password);
    }
    expect(readConfig({ ADMIN_PASSWORD: '', SMTP_URL: '', NOTIFY_TO: '' }).smtpUrl).toBeUndefined();
    expect(readConfig({}).isDebugLog).toBe(false);
    expect(readConfig({ LOG_LEVEL: 'DEBUG' }).isDebugLog).toBe(true);
    expect(readConfig({ ...MAIL, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).smtpUrl).toContain(
      'smtps:',
    );
  });

  it('takes a CDN purge URL, its token only with https (or this machine), and never prints either', () => {
    expect(readConfig({}).cdnPurge).toBeUndefined();
    const https = { CDN_PURGE_URL: 'https://cdn.example.com/purge?key=k1', CDN_PURGE_TOKEN: 't0k' };
    expect(readConfig(https).cdnPurge).toEqual({ url: https.CDN_PURGE_URL, token: 't0k' });
    const local = { CDN_PURGE_URL: 'http://127.0.0.1:8080/purge', CDN_PURGE_TOKEN: 't0k' };
    expect(readConfig(local).cdnPurge?.token).toBe('t0k');
    const banner = describeConfig(readConfig(https)).join('\n');
    expect(banner).toContain('cdn purge: POST changed tags to https://cdn.example.com/purge?…');
    expect(banner).not.toContain('k1');
    expect(banner).not.toContain('t0k');
  });
});

describe('a database the server cannot use stops the start with its cause', () => {
  it('an SQLite file it cannot write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-ro-'));
    const file = join(dir, 'site.db');
    writeFileSync(file, '');
    const isRoot = process.getuid?.() === 0;
    // Root writes any file: run the server as nobody; otherwise take away the write bits.
    chmodSync(dir, isRoot ? 0o755 : 0o555);
    chmodSync(file, isRoot ? 0o644 : 0o444);
    const exit = await runServerToExit(
      { DATABASE_URL: `sqlite:${file}` },
      isRoot ? { uid: 65534 } : {},
    );
    expectRefused(exit, 'SQLite file', /SQLITE_(READONLY|CANTOPEN)/);
  });

  it('PostgreSQL refusing connections: waits, says so, gives up after the deadline', async () => {
    const port = await findFreePort(47100);
    const exit = await runServerToExit({
      DATABASE_URL: `postgres://app@127.0.0.1:${port}/site`,
      DB_START_TIMEOUT_SECONDS: '2',
    });
    expect(exit.stdout).toContain('Waiting for the database');
    expectRefused(exit, 'did not answer within 2 s', 'connection refused (ECONNREFUSED)');
  });

  /** The start's wait for the database, in this process (the refused case above runs it whole). */
  async function startWait(url: string) {
    const database = openDatabase(url, { timeouts: { connectMs: 1000, statementMs: 1000 } });
    const said: string[] = [];
    const started = Date.now();
    try {
      await waitForDatabase(database, {
        where: redactUrl(url),
        deadlineMs: 2000,
        say: (line) => said.push(line),
      });
      return { said, message: '', ms: Date.now() - started };
    } catch (error) {
      expect(error).toBeInstanceOf(StartError);
      return { said, message: (error as Error).message, ms: Date.now() - started };
    } finally {
      await database.close();
    }
  }

  it('a database that does not exist: at once, no waiting', async () => {
    const url = inject('postgresUrl').replace(/\/postgres$/, '/no_such_database');
    const { said, message } = await startWait(url);
    expect(said).toEqual([]);
    expect(message).toMatch(
      /^The database at .*no_such_database refused the server: no such database \(3D000\)\.$/,
    );
  });

  it('an unknown host: waits, then gives up with the cause and no password', async () => {
    const { said, message } = await startWait('postgres://app:secret-pw@db.invalid:5432/site');
    expect(said[0]).toMatch(/^Waiting for the database/);
    expect(message).toMatch(
      /did not answer within 2 s: (unknown host \(ENOTFOUND\)|host name lookup failed)/,
    );
    expect(`${said.join('')}${message}`).not.toContain('secret-pw');
  });
});
