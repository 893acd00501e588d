// The swap of `npm run build`: a failed build leaves the previous one as it was; a whole build
// replaces it; an interrupted one is cleaned up or finished on the next run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAndSwap, lockBuild, recoverInterrupted } from './build-swap.mjs';

/** Writes `files` ({ 'client/index.html': 'text' }) under `dir`. */
function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

const read = (dir, name) => readFileSync(join(dir, name), 'utf8');

/** A build folder holding a previous build ("old" in each part). */
function previousBuild() {
  const buildRoot = join(mkdtempSync(join(tmpdir(), 'swap-')), 'build');
  write(buildRoot, { 'client/index.html': 'old', 'server/index.js': 'old', 'build.log': 'log' });
  return buildRoot;
}

/** A build command: writes the given files into $SITE_BUILD_DIR, then exits with `code`. */
function fakeBuild(files, code) {
  const script = `
    const { mkdirSync, writeFileSync } = require('node:fs');
    const { join } = require('node:path');
    const dir = process.env.SITE_BUILD_DIR;
    for (const [name, text] of Object.entries(${JSON.stringify(files)})) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    process.exit(${code});`;
  return { command: process.execPath, args: ['-e', script], log: () => {} };
}

const whole = { 'client/index.html': 'new', 'client/app.js': 'new', 'server/index.js': 'new' };

describe('buildAndSwap', () => {
  it('leaves the previous build untouched when the build fails', async () => {
    const buildRoot = previousBuild();
    const result = await buildAndSwap({
      buildRoot,
      ...fakeBuild({ 'client/index.html': 'half' }, 1),
    });
    expect(result).toMatchObject({ ok: false, code: 1 });
    expect(read(buildRoot, 'client/index.html')).toBe('old');
    expect(read(buildRoot, 'server/index.js')).toBe('old');
    expect(existsSync(join(buildRoot, '.next'))).toBe(false);
  });

  it('refuses a build that exits 0 without its server part', async () => {
    const buildRoot = previousBuild();
    const result = await buildAndSwap({ buildRoot, ...fakeBuild({ 'client/index.html': 'x' }, 0) });
    expect(result).toMatchObject({ ok: false, missing: ['server/index.js'] });
    expect(read(buildRoot, 'client/index.html')).toBe('old');
  });

  it('swaps a whole build in and keeps nothing of the old one', async () => {
    const buildRoot = previousBuild();
    const result = await buildAndSwap({ buildRoot, ...fakeBuild(whole, 0) });
    expect(result.ok).toBe(true);
    expect(read(buildRoot, 'client/index.html')).toBe('new');
    expect(read(buildRoot, 'client/app.js')).toBe('new');
    expect(read(buildRoot, 'server/index.js')).toBe('new');
    expect(read(buildRoot, 'build.log')).toBe('log');
    for (const leftover of ['.next', '.previous', '.building']) {
      expect(existsSync(join(buildRoot, leftover)), leftover).toBe(false);
    }
  });

  it('builds where there was no build before', async () => {
    const buildRoot = join(mkdtempSync(join(tmpdir(), 'swap-')), 'build');
    expect((await buildAndSwap({ buildRoot, ...fakeBuild(whole, 0) })).ok).toBe(true);
    expect(read(buildRoot, 'server/index.js')).toBe('new');
  });
});

describe('recoverInterrupted', () => {
  it('finishes a swap that stopped between the parts', () => {
    const buildRoot = previousBuild();
    // The client was swapped (the old one set aside), the server not yet.
    write(buildRoot, {
      '.next/.complete': '',
      '.next/server/index.js': 'new',
      '.previous/client/index.html': 'old',
      'client/index.html': 'new',
    });
    expect(recoverInterrupted(buildRoot)).toMatch(/finished the swap/);
    expect(read(buildRoot, 'client/index.html')).toBe('new');
    expect(read(buildRoot, 'server/index.js')).toBe('new');
    expect(existsSync(join(buildRoot, '.next'))).toBe(false);
    expect(existsSync(join(buildRoot, '.previous'))).toBe(false);
  });

  it('removes a half-written build and keeps the previous one', () => {
    const buildRoot = previousBuild();
    write(buildRoot, { '.next/client/index.html': 'half' });
    expect(recoverInterrupted(buildRoot)).toMatch(/removed the leftovers/);
    expect(read(buildRoot, 'client/index.html')).toBe('old');
    expect(existsSync(join(buildRoot, '.next'))).toBe(false);
    expect(recoverInterrupted(buildRoot)).toBe('');
  });
});

describe('lockBuild', () => {
  it('refuses a second build while the first one runs, and takes over a stale lock', () => {
    const buildRoot = previousBuild();
    // The parent of this test process is running: its lock is held.
    writeFileSync(join(buildRoot, '.building'), String(process.ppid));
    expect(() => lockBuild(buildRoot)).toThrow(/Another build \(process \d+\) is running/);
    // No process has this id (above the kernel's pid_max).
    writeFileSync(join(buildRoot, '.building'), '99999999');
    const release = lockBuild(buildRoot);
    expect(read(buildRoot, '.building')).toBe(String(process.pid));
    release();
    expect(existsSync(join(buildRoot, '.building'))).toBe(false);
  });
});
