import { describe, expect, it } from 'vitest';
import { ALT_PLACEHOLDER } from '../photos/alt-placeholder';
import { altProblems } from './publish-checks.server';

describe('alt text before publishing', () => {
  const cover = { image: { src: 'roof.jpg', alt: 'A pitched roof' } };

  it('names the body picture whose alt text is empty or still the editor’s prompt', () => {
    const body = `Intro.\n\n![](a.jpg)\n\n![${ALT_PLACEHOLDER}](b.jpg)\n\n![Trusses on the deck](c.jpg)\n`;
    const problems = altProblems(cover, body);
    expect(problems.map((p) => p.field)).toEqual(['body']);
    expect(problems[0]?.message).toContain('line 3, 5 has no alt text');
  });

  it('lets described pictures through, in the fields and in the body', () => {
    expect(altProblems(cover, '![Trusses on the deck](c.jpg)\n')).toEqual([]);
    expect(altProblems({ image: { src: 'roof.jpg', alt: ' ' } }, '').map((p) => p.field)).toEqual([
      'image.alt',
    ]);
  });
});
