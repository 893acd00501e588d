// The awards list's looks for the active award and the others, shared by its server render
// (app/sections/home/awards-list.tsx) and its island (app/islands/awards-list.ts), which swaps
// them on the server's markup. No imports: an island must not pull React in (decision 047).

/** An award's button in the list. */
export const awardButtonClass = (isActive: boolean): string =>
  `grid w-full text-left grid-cols-[4.5rem_1fr] items-center gap-4 px-2 py-5 transition-colors sm:grid-cols-[6rem_1fr_auto] md:px-4 ${
    isActive ? 'bg-inverse-surface' : 'hover:bg-inverse-surface/60'
  }`;

/** The year in an award's button. */
export const awardYearClass = (isActive: boolean): string =>
  `text-2xl font-bold tabular-nums md:text-3xl ${isActive ? 'text-inverse-accent' : 'text-inverse-muted'}`;
