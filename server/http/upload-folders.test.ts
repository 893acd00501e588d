import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeUploadFolder, sweepUploadFolders } from './upload-folders.ts';

const HOUR = 3_600_000;

/** The id of a process that has ended (a child run to completion). */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('the start-up sweep of upload folders', () => {
  it('removes the folders of servers that are gone and old ones; keeps live uploads and what is not ours', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'sweep-'));
    const dead = join(temp, `site-upload-${endedPid()}-aB3dE9`);
    mkdirSync(dead);
    writeFileSync(join(dead, '0'), 'half a photo');
    // This process has made no upload folder before it sweeps: one with its id is a dead
    // server's whose id came round again.
    const reused = join(temp, `site-upload-${process.pid}-Zz0011`);
    mkdirSync(reused);
    // A running server's upload in flight (the test runner's parent is running).
    const live = join(temp, `site-upload-${process.ppid}-Qw12er`);
    mkdirSync(live);
    // Older than any upload may last, even if a process with that id runs.
    const old = join(temp, `site-upload-${process.ppid}-Old123`);
    mkdirSync(old);
    const hoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(old, hoursAgo, hoursAgo);
    // Not ours: another program's folder and a file with our prefix.
    mkdirSync(join(temp, 'media-upload-abc123'));
    const file = `site-upload-${endedPid()}-file01`;
    writeFileSync(join(temp, file), '');

    expect(await sweepUploadFolders(temp, { maxAgeMs: HOUR })).toBe(3);
    expect(readdirSync(temp).sort()).toEqual(
      ['media-upload-abc123', `site-upload-${process.ppid}-Qw12er`, file].sort(),
    );
  });

  it('makes folders the sweep recognises, and says 0 for a temporary folder that is missing', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'sweep-'));
    const folder = await makeUploadFolder(temp);
    expect(folder).toMatch(new RegExp(`/site-upload-${process.pid}-[A-Za-z0-9]{6}$`));
    expect(await sweepUploadFolders(temp, { maxAgeMs: HOUR })).toBe(1);
    expect(await sweepUploadFolders(join(temp, 'gone'), { maxAgeMs: HOUR })).toBe(0);
  });

  it('logs a temp folder it cannot list (not one that is simply missing), and still answers', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'sweep-'));
    const notAFolder = join(temp, 'a-file');
    writeFileSync(notAFolder, '');
    const logged: string[] = [];
    const log = { failure: (kind: string) => logged.push(kind) };
    expect(await sweepUploadFolders(join(temp, 'gone'), { maxAgeMs: HOUR, log })).toBe(0);
    expect(logged).toEqual([]);
    expect(await sweepUploadFolders(notAFolder, { maxAgeMs: HOUR, log })).toBe(0);
    expect(logged).toEqual(['upload folders not swept']);
  });
});
