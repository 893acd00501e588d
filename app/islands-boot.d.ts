/** The islands boot module's URL (plugins/islands.ts); app/root.tsx renders it. */
declare const __ISLANDS_BOOT__: string;
