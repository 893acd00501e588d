import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStaticFile } from './static-files.ts';

describe('static files', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, 'about-us'));
  mkdirSync(join(root, '.well-known'));
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, 'about-us/index.html'), '<h1>About</h1>');
  writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(root, '_redirects'), '/a /b\n');
  writeFileSync(join(root, '_.data'), 'root data');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(root, '.git/config'), '[core]');
  writeFileSync(join(root, '.well-known/security.txt'), 'Contact: mailto:x@example.com');

  it('never answers with the host’s own files or hidden files, however the path is written', async () => {
    for (const path of [
      '/_headers',
      '//_headers',
      '///_headers',
      '/about-us/../_headers',
      '/_redirects',
      '/.env',
      '//.env',
      '/.git/config',
    ]) {
      expect(await findStaticFile(root, path), path).toBeUndefined();
    }
  });

  it('answers pages with and without the slash, the router’s data and .well-known', async () => {
    for (const path of ['/about-us', '/about-us/', '/_.data', '/.well-known/security.txt']) {
      expect(await findStaticFile(root, path), path).toBeDefined();
    }
  });
});
