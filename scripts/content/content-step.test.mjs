// The content step: what a wrong file says, and what a right one becomes.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLink } from '../../common/links.ts';
import { markdownToBlocks } from '../../common/markdown.ts';
import { PLACEHOLDERS } from '../../common/placeholders.ts';
import { generateContent } from './generate.mjs';

const POST = `---
title: Roofing in winter
date: 2026-04-02
description: Why we book roofs in autumn.
image:
  src: cover.svg
  alt: A roof
---

A roof fails in **November**. See [our planning](../services/planning.md).
`;
const SERVICE = `---
order: 1
title: Planning
icon: clipboard
description: We plan.
image:
  src: cover.svg
  alt: A plan
checklist:
  - Survey
---

Plans for {{name}} clients.
`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"></svg>';

/** A content folder with one post (as given) and one service, each with its cover. */
function contentDir(post = POST) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [collection, file, text] of [
    ['posts', 'roofing-in-winter.md', post],
    ['services', 'planning.md', SERVICE],
  ]) {
    mkdirSync(join(dir, collection));
    writeFileSync(join(dir, collection, 'cover.svg'), SVG);
    writeFileSync(join(dir, collection, file), text);
  }
  return dir;
}

/** The content step's error message for a content folder with this post ('' when it passes). */
async function problemsOf(post) {
  const outDir = mkdtempSync(join(tmpdir(), 'generated-'));
  try {
    await generateContent({ contentDir: contentDir(post), outDir });
    return '';
  } catch (error) {
    return error.message;
  }
}

describe('the content step', () => {
  it('writes a module per collection with the slug from the file name', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'generated-'));
    const { counts } = await generateContent({ contentDir: contentDir(), outDir });
    expect(counts).toContain('1 posts');
    const posts = readFileSync(join(outDir, 'posts.ts'), 'utf8');
    expect(posts).toContain('slug: "roofing-in-winter"');
    expect(posts).toContain('month: "April"');
    expect(posts).toContain('<a href=\\"/services/planning\\">our planning</a>');
    const services = readFileSync(join(outDir, 'services.ts'), 'utf8');
    expect(services).toContain(`Plans for ${PLACEHOLDERS.name} clients.`);
    const slugs = readFileSync(join(outDir, 'slugs.ts'), 'utf8');
    expect(slugs).toContain('export const postSlugs = [\n  "roofing-in-winter",\n]');
  });

  it('names the file and the misspelt field', async () => {
    const message = await problemsOf(POST.replace('title:', 'tittle:'));
    expect(message).toContain('posts/roofing-in-winter.md');
    expect(message).toContain('unknown field "tittle" (did you mean "title"?)');
    expect(message).toContain('title: missing, expected the post title as text');
  });

  it('says what a date must look like', async () => {
    const message = await problemsOf(POST.replace('date: 2026-04-02', 'date: 2 April'));
    expect(message).toContain('posts/roofing-in-winter.md');
    expect(message).toMatch(/date: expected a date as YYYY-MM-DD, got "2 April"/);
  });

  it('fails on a missing image and on a link to a missing item', async () => {
    // A missing cover photo: one sentence with the file and the field, not a stack trace.
    const cover = await problemsOf(POST.replace('src: cover.svg', 'src: photo.jpg'));
    expect(cover.split('\n')[0]).toMatch(
      /posts\/roofing-in-winter\.md: image\.src: "photo\.jpg" not found beside the file \(looked for .*posts\/photo\.jpg\)$/,
    );
    expect(await problemsOf(`${POST}\n![A beam](beam.jpg)\n`)).toMatch(
      /roofing-in-winter\.md: line 12: image "beam\.jpg" not found/,
    );
    expect(await problemsOf(POST.replace('planning.md', 'roofing.md'))).toMatch(
      /line 10: link "..\/services\/roofing.md": there is no such content file/,
    );
  });

  it('points at the line of broken YAML and says how to fix it', async () => {
    const message = await problemsOf(POST.replace('description: Why', 'description: Why: we'));
    expect(message.split('\n')[0]).toMatch(
      /roofing-in-winter\.md: line 4: the front matter is not valid YAML .*needs quotes/,
    );
  });

  it('puts the first of several problems first, in one sentence, then lists them all', async () => {
    const message = await problemsOf(POST.replace('title:', 'tittle:'));
    const [first, ...rest] = message.split('\n');
    expect(first).toMatch(
      /roofing-in-winter\.md: title: missing, expected the post title as text \(2 problems in content, all listed below\)$/,
    );
    expect(rest.join('\n')).toContain('unknown field "tittle" (did you mean "title"?)');
  });
});

describe('markdownToBlocks', () => {
  const hooks = { line: 1, image: (src, alt) => ({ src, alt }), link: (href) => href };

  it('turns paragraphs, headings, lists, quotes and lone images into blocks', () => {
    const blocks = markdownToBlocks(
      'Plain text.\n\n## Heading\n\n- one\n- *two*\n\n> Said well.\n>\n> — Someone\n\n![A roof](roof.jpg "Day four")',
      hooks,
    );
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Plain text.' },
      { type: 'heading', text: 'Heading' },
      { type: 'list', items: ['one', 'two'], html: ['one', '<em>two</em>'] },
      { type: 'quote', text: 'Said well.', cite: 'Someone' },
      { type: 'image', image: { src: 'roof.jpg', alt: 'A roof' }, caption: 'Day four' },
    ]);
  });

  it('refuses what the site cannot show, with the line', () => {
    expect(() => markdownToBlocks('Text\n\n```\ncode\n```', hooks)).toThrow(
      /line 3: "code" is not supported/,
    );
    expect(() => markdownToBlocks('Look ![x](a.jpg) here', hooks)).toThrow(/line of its own/);
  });
});

describe('checkLink', () => {
  const slugs = {
    posts: new Set(['a-post']),
    services: new Set(['planning']),
    projects: new Set(),
  };
  it('turns a content file name into its address and keeps site and web links', () => {
    expect(checkLink('a-post.md#top', slugs, 1)).toBe('/blog/a-post#top');
    expect(checkLink('../services/planning.md', slugs, 1)).toBe('/services/planning');
    expect(checkLink('/services/planning', slugs, 1)).toBe('/services/planning');
    expect(checkLink('https://example.com/x', slugs, 1)).toBe('https://example.com/x');
    expect(checkLink('/blog/page/2', slugs, 1)).toBe('/blog/page/2');
  });
  it('refuses links to items that do not exist and relative site paths', () => {
    expect(() => checkLink('/services/roofing', slugs, 3)).toThrow(
      /line 3: .*no service "roofing"/,
    );
    expect(() => checkLink('about-us', slugs, 4)).toThrow(/starting with \//);
  });
  it('keeps mail and phone links and refuses script, data and file addresses', () => {
    expect(checkLink('mailto:office@example.com', slugs, 1)).toBe('mailto:office@example.com');
    expect(checkLink('tel:+15550100', slugs, 1)).toBe('tel:+15550100');
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:void(0)',
      'data:text/html,x',
      'file:///etc',
    ]) {
      expect(() => checkLink(href, slugs, 2)).toThrow(
        /line 2: .*only https:\/\/, http:\/\/, mailto: and tel:/,
      );
    }
  });
});
