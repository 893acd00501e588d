// What every page with islands runs once idle, in one file (docs/decisions/047): the page-view
// beacon (one view per document shown, including a page restored from the back/forward cache),
// the vitals reporter once the page has settled (app/vitals/start-vitals.ts), the custom cursor
// when wanted, and the system's colour mode followed live until the visitor chooses one.
import { applyTheme, hasStoredTheme } from '../browser/theme';
import { sendView } from '../stats/beacon';
import { startVitals } from '../vitals/start-vitals';
import { startWhenWanted } from './cursor';

export function start(): void {
  sendView(location.pathname);
  addEventListener('pageshow', (event) => {
    if (event.persisted) sendView(location.pathname);
  });
  startVitals();
  startWhenWanted();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (!hasStoredTheme()) applyTheme(event.matches ? 'dark' : 'light', { persist: false });
  });
}
