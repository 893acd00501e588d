import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { overBudget } from '../budget.mjs';
import { ISLANDS_BYTES_BUDGET, ISLANDS_LARGE_BYTES_BUDGET } from './fetch-budget.mjs';
import { inlineScriptBytes, isIslandsHtml } from './route-bytes.mjs';

const gz = (text) => gzipSync(text, { level: 9 }).length;
const THEME = "(function(){document.documentElement.classList.add('dark')})();";
const CONTEXT = 'window.__reactRouterContext = {"state":{"loaderData":{"root":{}}}};';

describe('inline scripts in the budget (decision 047)', () => {
  it('counts each inline script a page runs on its own, not structured data, speculation rules or files', () => {
    const html =
      `<script type="application/ld+json">{"@type":"Organization"}</script><script>${THEME}</script>` +
      `<script type="module" src="/assets/islands/boot-x.js" data-islands-boot=""></script>` +
      `<script nonce="n">${CONTEXT}</script>` +
      `<script type="speculationrules">{"prefetch":[{"where":{"href_matches":"/*"}}]}</script>`;
    expect(inlineScriptBytes(html)).toBe(gz(THEME) + gz(CONTEXT));
    expect(isIslandsHtml(html)).toBe(true);
    expect(isIslandsHtml(`<script>${CONTEXT}</script>`)).toBe(false);
  });

  it('holds a page with islands to 10 KB (20 KB on home, gallery and quote) with its inline scripts, in 4 files', () => {
    const row = (route, js, inline, files) => ({
      route,
      js,
      inline,
      islands: true,
      fetched: { files, bytes: js },
    });
    expect(overBudget(row('/faq', ISLANDS_BYTES_BUDGET - 100, 100, 4))).toEqual([]);
    expect(overBudget(row('/faq', ISLANDS_BYTES_BUDGET - 100, 101, 4))).toEqual([
      'first-load JS with inline scripts',
      'script bytes with inline scripts',
    ]);
    expect(overBudget(row('/faq', 1000, 0, 5))).toEqual(['script files']);
    expect(overBudget(row('/gallery', ISLANDS_LARGE_BYTES_BUDGET, 0, 4))).toEqual([]);
    expect(overBudget(row('/home-two', ISLANDS_LARGE_BYTES_BUDGET + 1, 0, 4))).toHaveLength(2);
  });

  it('keeps the app budget for pages that still hydrate', () => {
    const row = { route: '/faq', js: 120 * 1024, inline: 3000, fetched: { files: 9, bytes: 1 } };
    expect(overBudget(row)).toEqual([]);
  });
});
