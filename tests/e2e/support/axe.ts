import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import axeCore from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

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
 * What AxeBuilder evaluates in each frame before a scan, in place of axe-core's 570 KB source
 * (its `axeSource` option): a check that {@link injectAxe} put axe-core there. AxeBuilder's
 * legacy scan injected the whole source twice per scan (in `analyze()` and in its frame pass),
 * four times per light and dark pair, about 0.28 CPU-s each (decision 042).
 */
const AXE_ALREADY_IN = `if (typeof window.axe?.run !== 'function') throw new Error('axe-core is not in this document: the scan helper injects it first');`;

async function hasAxe(frame: Frame): Promise<boolean> {
  return frame.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
}

/**
 * Puts axe-core into each frame of the page that does not have it yet: once per document (a
 * navigation brings a document without it). A frame that cannot take it within a second (gone,
 * or not answering) is left out, as AxeBuilder leaves it; the page itself must take it.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) {
      if (!(await hasAxe(frame))) await frame.evaluate(axeCore.source);
      continue;
    }
    const injected = hasAxe(frame)
      .then((present) => (present ? undefined : frame.evaluate(axeCore.source)))
      .catch(() => undefined);
    // A deadline, not a wait: it ends as soon as the frame has taken axe (or refused it).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise((done) => {
      timer = setTimeout(done, 1000);
    });
    await Promise.race([injected, deadline]).finally(() => clearTimeout(timer));
  }
}

/**
 * axe (WCAG 2.2 AA) on the page as it is now: every rule in the light theme, the colour rules in
 * the dark one; one line per failing node. AxeBuilder in legacy mode runs `axe.run` in the page
 * itself instead of opening a blank page for every scan to merge frames' results (the pages
 * have no frames at load; the video and map frames come on a click): same rules and results,
 * about half the time. (`resultTypes` is left at its default: limiting it changed what
 * landmark-unique and heading-order report.)
 */
async function scan(page: Page, theme: Theme): Promise<string[]> {
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(isDark, `${theme} theme applied`).toBe(theme === 'dark');
  await injectAxe(page);
  const builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_IN });
  const axe = theme === 'dark' ? builder.withRules(COLOUR_RULES) : builder.withTags(TAGS);
  const { violations } = await axe.setLegacyMode(true).analyze();
  return formatViolations(theme, violations);
}

/**
 * Applies `theme` as the site's theme toggle does (the classes on <html> and <body>, the stored
 * choice, the system preference to match) with motion reduced, and resolves once every colour on
 * the page is the theme's own, by construction:
 *
 * - No transitions. Under reduced motion app/styles/base.css gives every element a 0.01 ms
 *   transition, and a transition's property defaults to `all`: a theme change starts one on
 *   every element whose colour changes, and each child's inherited colour starts its own once its
 *   parent's moves, one tree level per frame. On a post that is about 15 frames (280 ms) of
 *   elements showing the other theme's colours, longer than a wait for the animations running at
 *   one moment; the old scan read the light theme's muted text on the dark background whenever
 *   it came sooner. A stylesheet adopted for the scans (a constructed one: the pages' CSP allows
 *   no inline style) sets `transition-property: none` on everything, which starts none and
 *   cancels any running, so each element's computed colour is its final one as soon as the
 *   style is recalculated. A transition declared more strongly than that rule is finished at
 *   once, level by level.
 * - Animations ended. CSS animations end at once under reduced motion (base.css); the wait
 *   polls, frame by frame, until no animation with an end is running or pending (2 s at most),
 *   then lets two more frames pass.
 */
async function applySettledTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.evaluate(async (value) => {
    const scope = window as { axeScanStill?: CSSStyleSheet };
    if (!scope.axeScanStill) {
      const still = new CSSStyleSheet();
      still.replaceSync('*, *::before, *::after { transition-property: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
      scope.axeScanStill = still;
    }
    // The rule is in force before the theme changes (reading a style recalculates it).
    getComputedStyle(document.documentElement).transitionProperty;
    const dark = value === 'dark';
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
    document.body.classList.toggle('dark', dark);
    localStorage.setItem('theme', value);
    // A transition the rule did not stop (declared `!important` in a cascade layer, which beats
    // it) is finished at once; the next recalculation may start its children's, so again until
    // none is left.
    for (let level = 0; level < 100; level++) {
      const transitions = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition);
      if (transitions.length === 0) break;
      for (const transition of transitions) transition.finish();
    }
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const moving = () =>
      document.getAnimations().some((animation) => {
        const { endTime } = animation.effect?.getComputedTiming() ?? {};
        const ends = typeof endTime === 'number' && Number.isFinite(endTime);
        return ends && (animation.playState === 'running' || animation.pending);
      });
    const deadline = performance.now() + 2000;
    await frame();
    while (moving() && performance.now() < deadline) await frame();
    await frame();
    await frame();
  }, theme);
}

/** Takes the scans' stylesheet away again, so the page's own transitions apply after the scans. */
async function releaseTheme(page: Page) {
  await page.evaluate(() => {
    const scope = window as { axeScanStill?: CSSStyleSheet };
    const still = scope.axeScanStill;
    if (!still) return;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    delete scope.axeScanStill;
  });
}

/**
 * Opens a page in light mode with motion reduced, as the scans want it: `open` is its URL, or
 * what loads it (a sign-in that ends on it); resolves once the network is quiet.
 */
export async function openInLightTheme(page: Page, open: string | (() => Promise<unknown>)) {
  // The boot script reads localStorage first and prefers-color-scheme second; set both.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  if (typeof open === 'string') await page.goto(open);
  else await open();
  await page.waitForLoadState('networkidle');
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
  await openInLightTheme(page, url);
  await prepare(page);
  await expectNoAxeViolationsHere(page);
}

/**
 * The same scans on the page already loaded, without loading it again: motion stops, then
 * light mode, then dark mode is applied as the site's theme toggle applies it, settled
 * ({@link applySettledTheme}), so every colour comes from the dark tokens exactly as after a
 * load in dark mode. In the dark theme only the colour rules run ({@link COLOUR_RULES}). axe-core
 * goes into the document once, for both scans. The page is left in the dark theme.
 */
export async function expectNoAxeViolationsHere(page: Page) {
  const found: string[] = [];
  try {
    for (const theme of THEMES) {
      await applySettledTheme(page, theme);
      found.push(...(await scan(page, theme)));
    }
  } finally {
    await releaseTheme(page).catch(() => undefined);
  }
  expect(found.length, `axe violations:\n${found.join('\n')}`).toBe(0);
}
