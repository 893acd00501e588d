import type { Page, ViewportSize } from '@playwright/test';

/**
 * What axe reads of a screen below its top header, as one line per element shown: tag, role,
 * name attributes, own text, the colours and whether its text counts as large (the 3:1 or 4.5:1
 * contrast threshold), and for a control whether it is at least 24 × 24 px (WCAG 2.5.8). A screen
 * with the same lines at two widths shows the same elements, named and coloured the same, so
 * axe's rules answer the same at both (the top header, laid out differently by width, is left
 * out: the sweep scans it at each width on the screens listed there).
 */
export function shownMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const controls = 'a[href], button, select, textarea, summary, input:not([type="hidden"])';
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('header') && !element.closest('main')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim())
        .join(' ')
        .trim();
      const names = ['role', 'aria-label', 'aria-labelledby', 'aria-hidden', 'alt', 'title']
        .map((name) => element.getAttribute(name))
        .filter((value) => value !== null);
      let target = '';
      if (element.matches(controls)) {
        const box = element.getBoundingClientRect();
        target = box.width >= 24 && box.height >= 24 ? ' target≥24' : ' target<24';
      }
      lines.push(
        `${element.tagName} ${names.join(' ')} "${text}" ${style.color} on ${style.backgroundColor}${large ? ' large' : ''}${target}`,
      );
    }
    return lines;
  });
}

/** The lines of {@link shownMarkup} that one width shows and the other does not (each marked). */
export async function markupBetweenWidths(page: Page, other: ViewportSize) {
  const here = page.viewportSize();
  if (!here) throw new Error('the page has no viewport size');
  const atThis = await shownMarkup(page);
  await page.setViewportSize(other);
  const atOther = await shownMarkup(page);
  await page.setViewportSize(here);
  const count = (lines: string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    return counts;
  };
  const a = count(atThis);
  const b = count(atOther);
  const differ: string[] = [];
  for (const line of new Set([...a.keys(), ...b.keys()])) {
    const diff = (a.get(line) ?? 0) - (b.get(line) ?? 0);
    if (diff > 0) differ.push(`${here.width} px only: ${line}`);
    if (diff < 0) differ.push(`${other.width} px only: ${line}`);
  }
  return differ;
}
