import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const THEMES = ['light', 'dark'] as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing node: what rule, how bad, where, and axe's fix summary. */
function formatViolations(theme: string, violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.slice(0, 5).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
      return `[${theme}] ${v.id} (${v.impact ?? 'n/a'}) ${node.target.join(' ')} :: ${summary}`;
    }),
  );
}

/**
 * The WCAG 2.2 AA rules that read colours. The dark theme changes colours only: its one rule
 * (`.dark` in app/styles/tokens.css) sets colour variables and `color-scheme`, nothing that
 * shows, hides, moves or names an element, and no script reads the theme to render (the
 * settings switch's own state aside). Every other rule answers the same in both themes, so the
 * dark scan runs these (tests/built/dark-theme.test.ts keeps that true of the built CSS).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe (WCAG 2.2 AA) on the page as it is now: every rule in the light theme, the colour rules in
 * the dark one; one line per failing node.
 */
async function scan(page: Page, theme: (typeof THEMES)[number]): Promise<string[]> {
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(isDark, `${theme} theme applied`).toBe(theme === 'dark');
  const axe =
    theme === 'dark'
      ? new AxeBuilder({ page }).withRules(COLOUR_RULES)
      : new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await axe
    // Legacy mode runs axe in the page itself instead of opening a blank page for every scan
    // to merge frames' results (the pages have no frames at load; the video and map frames
    // come on a click). Same rules and results, about half the time. (`resultTypes` is left
    // at its default: limiting it changed what landmark-unique and heading-order report.)
    .setLegacyMode(true)
    .analyze();
  return formatViolations(theme, violations);
}

/**
 * Opens `url` once, in light mode, runs `prepare` (e.g. to submit a form), then axe (WCAG 2.2 AA)
 * in the light and the dark theme on that page ({@link expectNoAxeViolationsHere}: dark is
 * applied as the theme toggle applies it, so its colours are the dark tokens, as after a load
 * in dark mode). Fails with every violation listed.
 */
export async function expectNoAxeViolations(
  page: Page,
  url: string,
  prepare: (page: Page) => Promise<void> = async () => {},
) {
  // The boot script reads localStorage first and prefers-color-scheme second; set both.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await prepare(page);
  await expectNoAxeViolationsHere(page);
}

/**
 * The same scans on the page already loaded, without loading it again: motion stops, then
 * light mode, then dark mode is applied as the site's theme toggle applies it (the classes on
 * <html> and <body> and the stored choice, with the system preference to match), so every
 * colour comes from the dark tokens exactly as after a load in dark mode. In the dark theme
 * only the colour rules run ({@link COLOUR_RULES}).
 */
export async function expectNoAxeViolationsHere(page: Page) {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.evaluate(async (value) => {
      const dark = value === 'dark';
      document.documentElement.classList.toggle('dark', dark);
      document.body.classList.toggle('dark', dark);
      localStorage.setItem('theme', value);
      // Transitions are 0.01 ms under reduced motion, but a busy machine may not have run them
      // yet: wait for every animation and transition to end (2 s at most), then one frame.
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      await frame();
      const ended = Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})));
      await Promise.race([ended, new Promise((done) => setTimeout(done, 2000))]);
      await frame();
    }, theme);
    found.push(...(await scan(page, theme)));
  }
  expect(found.length, `axe violations:\n${found.join('\n')}`).toBe(0);
}
