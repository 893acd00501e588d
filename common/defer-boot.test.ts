import { describe, expect, it } from 'vitest';
import { deferBootHtml, isIslandsPage } from './defer-boot.ts';

// A page with islands (decision 047) has no router boot: the build leaves it as rendered.
const islandsPage =
  '<html><body><main>Text</main><script type="module" src="/assets/islands/boot-abc.js" data-islands-boot=""></script></body></html>';
const appPage =
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/></head><body><script type="module" async="">import "/assets/entry.js";</script></body></html>';

describe('pages with islands and the deferred boot', () => {
  it('tells a page with the islands boot from one with the router boot', () => {
    expect(isIslandsPage(islandsPage)).toBe(true);
    expect(isIslandsPage(appPage)).toBe(false);
    expect(isIslandsPage('<p>data-islands-boot= in the text</p>')).toBe(false);
  });

  it('finds no router boot to defer on a page with islands, and defers the app page', () => {
    expect(deferBootHtml(islandsPage)).toBeNull();
    expect(deferBootHtml(appPage)).toContain('type="text/x-deferred-module"');
  });
});
