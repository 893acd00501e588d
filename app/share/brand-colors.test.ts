import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paletteFromTokens, withBrandPalette } from '../brand-kit/brand-tokens';
import { brandColors } from './brand-colors';

const css = `:root {
  --stone-50: #FAF8F4;
  --amber-500: #e0892b;
  --bg: var(--stone-50);
  --surface-muted: #f2eee6;
  --border-strong: #cfc5b4;
  --fg: #1c1a17;
  --fg-muted: #5f584d;
  --accent: var(--brand);
  --brand: var(--amber-500);
  --accent-text: #8f500c;
  --inverse-bg: #1c1a17;
}
.dark { --bg: #000000; --accent: #eda656; }`;

describe('brandColors', () => {
  it('resolves the light theme tokens through var() references, ignoring the dark theme', () => {
    const colors = brandColors(css);
    expect(colors.bg).toBe('#faf8f4');
    expect(colors.accent).toBe('#e0892b');
    expect(colors.fg).toBe('#1c1a17');
  });

  it('names the token that is missing or not a hex colour', () => {
    expect(() => brandColors(css.replace('--fg: #1c1a17;', '--fg: rgb(0 0 0);'))).toThrow(
      /--fg should resolve to a hex colour/,
    );
  });

  it("reads the site's own token file", () => {
    const tokens = readFileSync(join(process.cwd(), 'app/styles/tokens.css'), 'utf8');
    const withAccents = withBrandPalette(tokens, paletteFromTokens(tokens));
    expect(Object.values(brandColors(withAccents))).toHaveLength(8);
  });
});
