// The inline scripts' texts, for the server's render only: the browser has run them before any
// app starts (hydration keeps the elements), so each ternary leaves its text out of the browser
// bundle (written out at each use: the bundler drops the text only where it sees the condition).
import { themeBootScript } from '../browser/theme';
import { speculationRulesJson } from '../islands/speculation-rules';
import { tapCatcherScript } from '../islands/tap-catcher';

/** The colour mode and settings marks, before the first paint. */
export const themeBootHtml = { __html: import.meta.env.SSR ? themeBootScript : '' };
/** Pages with islands hold early taps with their own, smaller catcher. */
export const tapCatcherHtml = { __html: import.meta.env.SSR ? tapCatcherScript : '' };
/** The speculation rules of pages with islands. */
export const speculationRulesHtml = { __html: import.meta.env.SSR ? speculationRulesJson : '' };
