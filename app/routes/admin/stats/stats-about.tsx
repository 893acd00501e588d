import type { StatsTotals } from '../../../../server/stats/report-types';
import { count } from './stats-format';

const views = (n: number) => `${count(n)} ${n === 1 ? 'view' : 'views'}`;

/** How the counting works, in plain words, with this period's untracked and bot counts. */
export function StatsAbout({ totals }: { totals: StatsTotals }) {
  return (
    <section
      aria-labelledby="stats-about"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface-muted p-4 text-sm text-fg"
    >
      <h2 id="stats-about" className="text-base font-semibold">
        How visitors are counted
      </h2>
      <p className="max-w-3xl">
        No cookies, and nothing is stored on the visitor’s device. A visitor is a code that changes
        every day and is deleted after two days, so no one, the company included, can follow a
        person from one day to the next.
      </p>
      <p className="max-w-3xl">
        {`Browsers that ask not to be tracked (Global Privacy Control or Do Not Track) are counted as page views only: ${views(totals.untracked)} in this period. Bots are left out: ${views(totals.bots)}.`}
      </p>
    </section>
  );
}
