// The page-view and vitals beacons on a page without React (docs/decisions/047): one view per
// document shown, including a page restored from the back/forward cache, and the vitals
// reporter once the page has settled (app/vitals/start-vitals.ts).
import { sendView } from '../stats/beacon';
import { startVitals } from '../vitals/start-vitals';

export function start(): void {
  sendView(location.pathname);
  addEventListener('pageshow', (event) => {
    if (event.persisted) sendView(location.pathname);
  });
  startVitals();
}
