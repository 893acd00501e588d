// What every page with islands runs once idle, in one file (docs/decisions/047): the vitals
// reporter once the page has settled (app/vitals/start-vitals.ts), the custom cursor when wanted,
// and the system's colour mode followed live until the visitor chooses one. The page view is the
// boot's (./boot.ts), sent at once.
import { applyTheme, hasStoredTheme } from '../browser/theme';
import { startVitals } from '../vitals/start-vitals';
import { startWhenWanted } from './cursor';

export function start(): void {
  startVitals();
  startWhenWanted();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (!hasStoredTheme()) applyTheme(event.matches ? 'dark' : 'light', { persist: false });
  });
}
