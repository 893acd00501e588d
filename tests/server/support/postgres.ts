// Finds, installs when it can, and runs a throwaway PostgreSQL for the tests.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const INSTALL_HINT = 'PostgreSQL is missing: run `apt-get install -y postgresql` (Debian).';

/** The newest PostgreSQL server binaries on this machine, installing Debian's when root. */
export function findPostgresBin(): string {
  const found = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return undefined;
    const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin/initdb')));
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
    return newest ? join(base, newest, 'bin') : undefined;
  };
  const bin = process.env.PG_BIN ?? found();
  if (bin) return bin;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) throw new Error(INSTALL_HINT);
  console.log('Installing Debian postgresql with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'postgresql'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed. ${INSTALL_HINT}`);
  }
  const installed = found();
  if (!installed) throw new Error(INSTALL_HINT);
  return installed;
}

/** Runs a command as the postgres user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/** Starts a fresh cluster on `port`; resolves with its URL and a stop function. */
export function startPostgres(port: number) {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '--no-sync']);
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    log,
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
  ]);
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url, stop };
}
