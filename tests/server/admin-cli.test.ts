import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../../server/admin-cli.ts');

/** `npm run admin -- …` as the server's operator runs it, on a database of its own. */
function admin(databaseUrl: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--disable-warning=ExperimentalWarning', CLI, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

// Each run starts Node, migrates and hashes: slow on a busy 2-core machine.
describe('npm run admin', { timeout: 120_000 }, () => {
  const databaseUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'site-cli-')), 'site.db')}`;

  it('adds an owner with the password from ADMIN_NEW_PASSWORD, then lists people', async () => {
    const added = await admin(
      databaseUrl,
      ['add-user', 'Boss@Example.com', '--role', 'owner', '--name', 'The Boss'],
      { ADMIN_NEW_PASSWORD: 'a-long-enough-password' },
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added boss@example.com as owner');
    const listed = await admin(databaseUrl, ['list-users']);
    expect(listed.stdout).toContain('boss@example.com\towner\tThe Boss');
    expect(listed.stdout).not.toContain('a-long-enough-password');
  });

  // Each run starts Node: the name's checks are person-names.test.ts's (Account, ADMIN_NAME).
  it('names someone without touching their password', async () => {
    const named = await admin(databaseUrl, ['set-name', 'boss@example.com', 'Bo  Sterling']);
    expect(named.code).toBe(0);
    expect(named.stdout).toContain('boss@example.com is now called Bo Sterling.');
    const listed = await admin(databaseUrl, ['list-users']);
    expect(listed.stdout).toContain('boss@example.com\towner\tBo Sterling');
  });

  it('refuses a password on the command line, a short one and an unknown role', async () => {
    const argv = await admin(databaseUrl, ['add-user', 'x@example.com', '--password', 'secret']);
    expect(argv.code).toBe(2);
    expect(argv.stderr).toContain('shell history');
    const short = await admin(databaseUrl, ['add-user', 'x@example.com'], {
      ADMIN_NEW_PASSWORD: 'short',
    });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const role = await admin(databaseUrl, ['add-user', 'x@example.com', '--role', 'admin']);
    expect(role.code).toBe(2);
    const listed = await admin(databaseUrl, ['list-users']);
    expect(listed.stdout).not.toContain('x@example.com');
  });
});
