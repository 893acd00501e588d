import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageBin, tool } from './tools.mjs';

describe("the test tools, run from their packages' files", () => {
  it('finds each command npm test runs in its package', () => {
    for (const [pkg, name] of [
      ['vitest', 'vitest'],
      ['@playwright/test', 'playwright'],
      ['@biomejs/biome', 'biome'],
      ['typescript', 'tsc'],
      ['@react-router/dev', 'react-router'],
    ]) {
      expect(existsSync(packageBin(pkg, name)), `${pkg} ${name}`).toBe(true);
    }
  });

  it('names a command the package does not have', () => {
    expect(() => packageBin('typescript', 'tsserver-not-here')).toThrow(
      'typescript has no command tsserver-not-here',
    );
  });

  it('runs the command on this Node', () => {
    const [command, args] = tool('typescript', 'tsc', ['--version']);
    expect(command).toBe(process.execPath);
    const run = spawnSync(command, args, { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Version \d+\./);
  });
});
