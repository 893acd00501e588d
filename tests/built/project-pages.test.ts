import { describe, expect, it } from 'vitest';
import { builtItems } from '../e2e/support/content';
import { builtHtml } from '../e2e/support/html';

// Each project's pre-rendered page: what the browser adds nothing to (no click, no layout, no
// script). This ran in Chromium, one page load per project, in tests/e2e/inner-pages-b.spec.ts
// before (decision 042); the full browser visit of a project page (hydration without errors,
// axe) is tests/e2e/pages.spec.ts's.

/** Text as Playwright's toHaveText compares it: whitespace collapsed and trimmed. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const parse = (path: string) => new DOMParser().parseFromString(builtHtml(path), 'text/html');

describe('the pre-rendered project pages', () => {
  const projects = builtItems('projects');

  it('there are projects to check', () => {
    expect(projects.length).toBeGreaterThan(0);
  });

  it.each(projects.map((project) => [project.url, project.title]))(
    '%s: its one h1 is the whole title (it wraps, decision 056), and the overview lists its facts',
    (url, title) => {
      const document = parse(url);
      const headings = [...document.querySelectorAll('h1')];
      expect(headings).toHaveLength(1);
      expect(text(headings[0])).toBe(title);
      expect(text(headings[0])).not.toMatch(/\.\.\.$/);
      const overview = document.querySelector('aside[aria-labelledby="project-overview"]');
      expect(text(document.getElementById('project-overview'))).toBe('Project overview');
      expect([...(overview?.querySelectorAll('dt') ?? [])].map(text)).toEqual([
        'Date',
        'Client',
        'Category',
        'Location',
      ]);
      const facts = [...(overview?.querySelectorAll('dd') ?? [])].map(text);
      expect(facts).toHaveLength(4);
      expect(facts[2]).toMatch(/^(marketing|corporate|business)$/);
    },
  );
});
