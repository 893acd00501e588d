import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './env-settings.ts';
import {
  settingsTable,
  TABLE_END,
  TABLE_FILES,
  TABLE_START,
  withSettingsTable,
} from './env-settings-table.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const NAME = '[A-Z][A-Z0-9_]*';

/**
 * The environment variables a source file reads: `env.X`, `process.env.X`, `env['X']`, a
 * checker's `(env, 'X')`, and `env[CONSTANT]` with the constant's value found in `constants`.
 */
function envReads(source: string, constants: string): string[] {
  const found = [
    ...source.matchAll(new RegExp(`\\benv\\.(${NAME})\\b`, 'g')),
    ...source.matchAll(new RegExp(`\\benv\\[\\s*['"](${NAME})['"]\\s*\\]`, 'g')),
    ...source.matchAll(new RegExp(`\\benv,\\s*'(${NAME})'`, 'g')),
  ].map((match) => match[1] ?? '');
  for (const [, constant] of source.matchAll(new RegExp(`\\benv\\[(${NAME})\\]`, 'g'))) {
    const value = new RegExp(`\\b${constant}\\s*=\\s*'(${NAME})'`).exec(constants)?.[1];
    found.push(value ?? `${constant} (a constant not found)`);
  }
  return found;
}

/** The server's source files, tests left out. */
async function serverSources(): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(join(ROOT, 'server'), { recursive: true });
  const paths = entries.filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'));
  return Promise.all(
    paths.map(async (path) => ({ path, text: await readFile(join(ROOT, 'server', path), 'utf8') })),
  );
}

describe('the settings table (decision 053)', () => {
  for (const kind of ['readme', 'deploy'] as const) {
    it(`is in ${TABLE_FILES[kind]} as the definitions write it (run \`npm run docs:settings\`)`, async () => {
      const text = await readFile(join(ROOT, TABLE_FILES[kind]), 'utf8');
      expect(text).toContain(TABLE_START);
      expect(text).toContain(settingsTable(kind));
      expect(withSettingsTable(text, kind)).toBe(text);
    });
  }

  it('gives the production guide the longer note where a setting has one', () => {
    expect(settingsTable('deploy')).toContain('decision 041');
    expect(settingsTable('readme')).not.toContain('decision 041');
  });

  it('defines every variable the server reads, and reads every one defined', async () => {
    const sources = await serverSources();
    const all = sources.map((source) => source.text).join('\n');
    const read = new Map<string, string>();
    for (const { path, text } of sources) {
      for (const name of envReads(text, all)) read.set(name, path);
    }
    const undefinedReads = [...read].filter(([name]) => !SETTING_NAMES.has(name));
    expect(undefinedReads, 'read in server/ but not defined in server/env-settings.ts').toEqual([]);
    const unread = [...SETTING_NAMES].filter((name) => !read.has(name));
    expect(unread, 'defined in server/env-settings.ts but read nowhere in server/').toEqual([]);
    expect(read.size).toBeGreaterThan(30);
  });

  it('finds each way the server reads a variable', () => {
    const source = [
      'const port = Number(env.PORT ?? 4173);',
      'process.env.ADMIN_NEW_PASSWORD;',
      "optional(env['SOME_NEW_SETTING'])",
      "seconds(env, 'OUTBOX_INTERVAL_SECONDS', 30)",
      'optional(env[TEST_SETTING])',
    ].join('\n');
    expect(envReads(source, "export const TEST_SETTING = 'FORM_MIN_FILL_TEST_MS';")).toEqual([
      'PORT',
      'ADMIN_NEW_PASSWORD',
      'SOME_NEW_SETTING',
      'OUTBOX_INTERVAL_SECONDS',
      'FORM_MIN_FILL_TEST_MS',
    ]);
  });

  it('refuses a README without its markers', () => {
    expect(() => withSettingsTable('# No table here\n')).toThrow(TABLE_END);
  });
});
