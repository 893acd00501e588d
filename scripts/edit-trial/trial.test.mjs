// The edit trial itself (scripts/edit-trial/trial.mjs): what it writes is content the build
// accepts, so `npm run test:edit-trial` tests the suite, not a broken trial.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brand } from '../../app/brand.ts';
import { isDrawnAccent } from '../../app/brand-kit/brand-art.ts';
import { paletteFromTokens } from '../../app/brand-kit/brand-tokens.ts';
import { markdownToBlocks } from '../../common/markdown.ts';
import { brandProblems } from '../content/brand.mjs';
import { generateContent } from '../content/generate.mjs';
import { root } from '../lib/paths.mjs';
import { applyTrial, rebrandSource, TRIAL_BRAND, TRIAL_POST, TRIAL_SERVICE } from './trial.mjs';

const dir = mkdtempSync(join(tmpdir(), 'edit-trial-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The project's content and brand file, copied, with the trial applied. */
function trialCopy() {
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  cpSync(join(root, 'app/brand.ts'), join(dir, 'app/brand.ts'));
  applyTrial(dir);
}

/** The body of a Markdown file: what follows its front matter. */
const bodyOf = (markdown) => markdown.split(/^---$/m).slice(2).join('---').trim();

describe('the edit trial', () => {
  it('adds a seventh service and a post the content step accepts', async () => {
    trialCopy();
    const outDir = join(dir, 'generated');
    const { counts } = await generateContent({ contentDir: join(dir, 'content'), outDir });
    expect(counts).toContain('7 services');
    expect(counts).toContain('7 posts');
    const generated = readFileSync(join(outDir, 'services.ts'), 'utf8');
    expect(generated).toMatch(/slug: "roof-replacement",\s+number: "07"/);
    expect(readFileSync(join(outDir, 'posts.ts'), 'utf8')).toContain(`slug: "${TRIAL_POST.slug}"`);
  });

  it('writes a post of one paragraph: no list, no heading, no FAQ', () => {
    const hooks = { line: 1, image: () => ({}), link: (href) => href };
    const blocks = markdownToBlocks(bodyOf(TRIAL_POST.markdown), hooks);
    expect(blocks.map((block) => block.type)).toEqual(['paragraph']);
    expect(TRIAL_POST.markdown).not.toMatch(/^(faq|quote|sampleComments):/m);
    expect(TRIAL_SERVICE.markdown).not.toMatch(/^faq:/m);
  });

  it('draws its pictures in the artwork palette, the default amber included', () => {
    const art = TRIAL_SERVICE.art;
    const colours = [...art.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((match) => match[1]);
    expect(colours.some(isDrawnAccent)).toBe(true);
    expect(TRIAL_POST.art).not.toBe(art);
  });

  it('rebrands only the name, logo, address, email and colour, to a valid brand', () => {
    const source = readFileSync(join(root, 'app/brand.ts'), 'utf8');
    const rebranded = rebrandSource(source);
    expect(rebranded).toContain(`name: '${TRIAL_BRAND.name}',`);
    expect(rebranded).toContain(`color: '${TRIAL_BRAND.color}',`);
    // Line for line the same file, but for the fields the trial changes.
    const before = source.split('\n');
    const after = rebranded.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    for (const line of changed) {
      expect(line).toMatch(/^\s*(name|shortName|legalName|logo|origin|email|color): /);
    }
    const { logo, ...fields } = TRIAL_BRAND;
    expect(brandProblems({ ...brand, ...fields, logo })).toEqual([]);
    const tokens = readFileSync(join(root, 'app/styles/tokens.css'), 'utf8');
    expect(paletteFromTokens(tokens, TRIAL_BRAND.color).failures).toEqual([]);
  });
});
