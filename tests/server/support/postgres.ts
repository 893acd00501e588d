// Finds, installs when it can, and runs a throwaway PostgreSQL for the tests.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

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

/** The command line that runs `command` as the postgres user when we are root (initdb refuses root). */
function postgresCommand(command: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function asPostgres(command: string, args: string[]) {
  const [file, argv] = postgresCommand(command, args);
  execFileSync(file, argv, { stdio: 'pipe' });
}

/** As {@link asPostgres}, without blocking the test's event loop (its requests go on meanwhile). */
async function asPostgresAsync(command: string, args: string[]) {
  const [file, argv] = postgresCommand(command, args);
  await promisify(execFile)(file, argv);
}

/** Starts a fresh cluster on `port`; resolves with its URL, a stop function and fault controls. */
export function startPostgres(port: number) {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '--no-sync']);
  const pgCtl = (...args: string[]) => asPostgres(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const pgCtlAsync = (...args: string[]) =>
    asPostgresAsync(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  try {
    pgCtl('-l', log, '-w', 'start', '-o', options);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      // A frozen cluster would not hear the stop.
      signalCluster(data, 'SIGCONT');
    } catch {
      // Not running.
    }
    try {
      pgCtl('-m', 'immediate', 'stop');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return {
    url,
    stop,
    /** Shuts the server down as a restart or failover does (clients are disconnected). */
    shutDown: () => pgCtlAsync('-m', 'fast', '-w', 'stop'),
    /** Starts it again on the same data and port. */
    startAgain: () => pgCtlAsync('-l', log, '-w', 'start', '-o', options),
    /** Freezes the server and every backend (SIGSTOP): connections stay open, nothing answers. */
    freeze: () => signalCluster(data, 'SIGSTOP'),
    /** Lets a frozen server run again (SIGCONT). */
    thaw: () => signalCluster(data, 'SIGCONT'),
  };
}

/** Sends a signal to a cluster's postmaster and all its child processes. */
function signalCluster(data: string, signal: NodeJS.Signals) {
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Fields after the command name (in parentheses): state, then the parent's pid.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  for (const pid of [postmaster, ...children]) process.kill(pid, signal);
}
