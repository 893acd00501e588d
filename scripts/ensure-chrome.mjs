// Makes sure a Chromium exists before the browser tests: finds one (find-chrome.mjs), or,
// on a Debian machine where this runs as root, installs Debian's package. Otherwise it
// prints the one-line install hint and fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChrome, INSTALL_HINT } from './find-chrome.mjs';
import { isMain } from './lib/paths.mjs';

/** Returns a browser path, installing Debian's chromium first when that is possible. */
export function ensureChrome() {
  try {
    return findChrome();
  } catch {
    const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
    if (!canInstall) throw new Error(INSTALL_HINT);
    console.log('No browser found: installing Debian chromium with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      // The headless shell is the lighter browser the tests prefer (find-chrome.mjs).
      ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed. ${INSTALL_HINT}`);
    }
    return findChrome();
  }
}

if (isMain(import.meta.url)) {
  try {
    console.log(ensureChrome());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
