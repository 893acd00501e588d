import type { Page } from '@playwright/test';

/**
 * What the page's floating controls (the settings gear, Scroll to top) cover in the viewport as
 * it is now: each visible text line and control of the page whose box meets one of theirs, as
 * "control → what" lines (none when nothing is covered). Content scrolled under the sticky
 * header counts as the header's, not as theirs. Decision 056: nothing floats over content on a
 * phone.
 */
export function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const NAMES = ['Settings', 'Scroll to top'];
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getBoundingClientRect().width > 1;
    const controls = [...document.querySelectorAll('button')].filter(
      (button) => NAMES.includes(button.getAttribute('aria-label') ?? '') && shown(button),
    );
    const header = document.querySelector('body > header, header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const meets = (a: DOMRect, b: { top: number; bottom: number; left: number; right: number }) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    /** The part of a box a visitor sees: below the sticky header unless it is in the header. */
    const seen = (rect: DOMRect, element: Element) => ({
      top: header?.contains(element) ? rect.top : Math.max(rect.top, headerBottom),
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
    });
    const skip = (control: Element, element: Element) =>
      control.contains(element) ||
      element.contains(control) ||
      element.closest('[popover], dialog');
    const hits: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const element = node.parentElement;
        if (!element || !node.textContent?.trim() || skip(control, element) || !shown(element)) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const part = seen(rect, element);
          if (part.bottom > part.top && meets(box, part)) {
            hits.push(`${name} → text "${node.textContent.trim().slice(0, 40)}"`);
            break;
          }
        }
      }
      const others = document.querySelectorAll('a, button, input, select, textarea, summary');
      for (const element of others) {
        if (element === control || skip(control, element) || !shown(element)) continue;
        const part = seen(element.getBoundingClientRect(), element);
        if (part.bottom > part.top && meets(box, part)) {
          const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          hits.push(`${name} → ${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`);
        }
      }
    }
    return hits;
  });
}
