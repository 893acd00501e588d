/** A stored ISO time as the admin shows it, in UTC (the server's clock, the same for all). */
export const when = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })} UTC`;

export const ROLE_LABELS = { owner: 'Owner', editor: 'Editor' } as const;

export const ROLE_HINTS = {
  owner: 'everything, including people',
  editor: 'content and leads',
} as const;

/** A select's or link's shared look in the admin. */
export const outlineLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-border-strong px-4 text-sm font-semibold text-fg hover:bg-surface-muted';
