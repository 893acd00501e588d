/** The admin's words for roles (times are the kit's company clock: kit/clock.tsx). */
export const ROLE_LABELS = { owner: 'Owner', editor: 'Editor' } as const;

export const ROLE_HINTS = {
  owner: 'everything, including people',
  editor: 'content and leads',
} as const;
