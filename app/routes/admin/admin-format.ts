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
