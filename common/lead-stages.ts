/**
 * The lead pipeline's stages and kinds: server/leads/tables.ts stores them, the screens show
 * them.
 */

/** Where a lead stands; won and lost close it. */
export const LEAD_STAGES = ['new', 'contacted', 'site_visit', 'quote_sent', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const OPEN_STAGES: readonly LeadStage[] = ['new', 'contacted', 'site_visit', 'quote_sent'];

/** The two kinds of submission the pipeline works: comments and sign-ups are not leads. */
export const LEAD_KINDS = ['quote', 'message'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
