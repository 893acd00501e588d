// The brand check: a wrong app/brand.ts is one sentence naming the file, the field and what was
// expected, before anything is built.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../app/brand.ts';
import { deriveBrandPalette } from '../../app/brand-kit/brand-palette.ts';
import { groundsFromTokens } from '../../app/brand-kit/brand-tokens.ts';
import { checkBrand } from '../../plugins/brand-palette.ts';
import { assertBrand, brandProblems, loadBrand, paletteError } from './brand.mjs';

const root = join(import.meta.dirname, '../..');

/** The first line of the error the check throws for this brand value ('' when it passes). */
function firstLine(value) {
  try {
    assertBrand(value);
    return '';
  } catch (error) {
    return error.message.split('\n')[0];
  }
}

describe('the brand check', () => {
  it('accepts the brand file as it is', () => {
    expect(brandProblems(brand)).toEqual([]);
    expect(checkBrand(brand, root, () => {}).failures).toEqual([]);
  });

  it('names the file, the field and the form a colour without # should have', () => {
    expect(firstLine({ ...brand, color: 'e0892b' })).toBe(
      'app/brand.ts: color: expected a colour as "#rrggbb" with its #, such as "#e0892b", got "e0892b"',
    );
  });

  it('names a missing field and what it should hold', () => {
    const { email: _email, ...withoutEmail } = brand;
    expect(firstLine(withoutEmail)).toBe(
      'app/brand.ts: email: missing, expected an email address as text',
    );
  });

  it('suggests the field a misspelt one was meant to be, and counts the rest', () => {
    const { color, ...rest } = brand;
    const message = (() => {
      try {
        assertBrand({ ...rest, colour: color });
      } catch (error) {
        return error.message;
      }
    })();
    const [first, ...details] = message.split('\n');
    expect(first).toMatch(/^app\/brand\.ts: .+ \(and 1 more below\)$/);
    expect(details).toContain('  unknown field "colour" (did you mean "color"?)');
    expect(details.some((line) => line.startsWith('  color: missing, expected a colour'))).toBe(
      true,
    );
  });

  it('names nested fields and the choices a setting has', () => {
    const options = { ...brand.options, home: 'home-five' };
    expect(firstLine({ ...brand, options })).toBe(
      'app/brand.ts: options.home: expected one of home-one, home-two, home-three, home-four, got "home-five"',
    );
    const logo = { ...brand.logo, word: '' };
    expect(firstLine({ ...brand, logo })).toBe(
      'app/brand.ts: logo.word: expected the logo’s bold word, got ""',
    );
  });

  it('sends contact details an older brand file still has to the content', () => {
    const hours = { days: ['Monday'], opens: '08:00', closes: '18:00' };
    expect(firstLine({ ...brand, hours })).toMatch(
      /^app\/brand\.ts: hours: the contact details are content now: .+content\/settings\/contact\.yml/,
    );
  });

  it('puts a colour that cannot give accessible accents in one sentence first', () => {
    const grey = {
      bg: '#767676',
      surface: '#767676',
      surfaceMuted: '#767676',
      inverseBg: '#767676',
      inverseSurface: '#767676',
    };
    const grounds = groundsFromTokens(readFileSync(join(root, 'app/styles/tokens.css'), 'utf8'));
    const { failures } = deriveBrandPalette('#e0892b', { ...grounds, light: grey, dark: grey });
    expect(failures.length).toBeGreaterThan(1);
    const [first, ...details] = paletteError(failures).message.split('\n');
    expect(first).toMatch(
      /^app\/brand\.ts: color #e0892b cannot give accessible accents \(docs\/decisions\/018\): .+ theme is [\d.]+:1, needs [\d.]+:1 — .+ \(and \d+ more below\)$/,
    );
    expect(details).toHaveLength(failures.length);
  });
});

describe('loadBrand', () => {
  /** A project folder whose app/brand.ts holds `source`. */
  function brandFile(source) {
    const dir = mkdtempSync(join(tmpdir(), 'brand-'));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app', 'brand.ts'), source);
    return join(dir, 'app', 'brand.ts');
  }

  it('reads the brand file afresh each time', async () => {
    const file = brandFile("export const brand = { name: 'One' };");
    expect(await loadBrand(file)).toEqual({ name: 'One' });
    writeFileSync(file, "export const brand = { name: 'Two' };");
    expect(await loadBrand(file)).toEqual({ name: 'Two' });
  });

  it('says the file does not parse, in one sentence naming it', async () => {
    const file = brandFile("export const brand = {\n  name: 'One',\n  color: '#e0892b,\n};\n");
    await expect(loadBrand(file)).rejects.toThrow(
      /^app\/brand\.ts: line 3 is not valid TypeScript: Unterminated string$/,
    );
  });

  it('says what the file must export', async () => {
    const file = brandFile('export const company = {};');
    await expect(loadBrand(file)).rejects.toThrow('app/brand.ts: the file must export `brand`');
  });
});

describe('checkBrand', () => {
  it('checks the fields of the brand it is given before its palette', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-root-'));
    cpSync(join(root, 'app/styles/tokens.css'), join(dir, 'app/styles/tokens.css'));
    expect(() => checkBrand({ ...brand, color: 'e0892b' }, dir, () => {})).toThrow(
      /^app\/brand\.ts: color: expected a colour as "#rrggbb"/,
    );
    expect(checkBrand({ ...brand, color: '#2b6cb0' }, dir, () => {}).color).toBe('#2b6cb0');
  });
});
