import type { Page } from '@playwright/test';

/**
 * The controls on the page smaller than `min` × `min` CSS px (the issue's 44 px for the admin on
 * phones), as "tag 'name' W×H" lines. Only what is shown counts (no hidden inputs, nothing in a
 * closed dialog or folded away). WCAG 2.5.5's inline exception holds: a link inside a sentence
 * (shown inline, among other words) is sized by the line it is in; an input inside its label is
 * sized by the label, which a tap anywhere on works.
 */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((size) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, summary, input:not([type="hidden"])',
    );
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const words = element.parentElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return words.length > (element.textContent?.trim().length ?? 0) + 3;
    };
    return (
      [...controls]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => !element.closest('.sr-only') && !inSentence(element))
        // A checkbox or radio inside its label is tapped through the whole label: that is its box.
        .map((element) => {
          const label = element instanceof HTMLInputElement ? element.closest('label') : null;
          return { element, box: (label ?? element).getBoundingClientRect() };
        })
        .filter(({ box }) => box.width > 0 && (box.width < size - 0.5 || box.height < size - 0.5))
        .map(({ element, box }) => {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
          return `${element.tagName.toLowerCase()} '${name.slice(0, 30)}' ${Math.round(box.width)}×${Math.round(box.height)}`;
        })
    );
  }, min);
}
