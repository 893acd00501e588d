/** What the leads route's loader gives each view (leads-route.server.ts), as the screens read it. */

import type { LeadFile } from '../../../../server/lead-files/store';
import type { LeadDetail } from '../../../../server/leads/lead-detail';
import type { LeadFilter } from '../../../../server/leads/lead-filter';
import type { BoardColumn, LeadSummary } from '../../../../server/leads/lead-list';
import type { LeadOwner } from '../../../../server/leads/service';
import type { QuotePanelData } from '../../../../server/quotes/service';
import type { ReplyFormData } from '../../../../server/replies/reply-form';
import type { Reviews } from '../../../../server/reviews/service';
import type { VisitPage } from '../../../../server/stats/report-types';
import type { VisitView } from '../../../../server/visits/service';

export type { LeadActionData } from './leads-route.server';
/** A lead's finished day and its review request's marks (server/reviews). */
export type FinishedStep = NonNullable<Awaited<ReturnType<Reviews['finishedOf']>>>;
export type { BoardColumn, LeadDetail, LeadFilter, LeadOwner, LeadSummary };

/** What every view has: who can own a lead, the services' names, the company's clock. */
export interface LeadsCommon {
  owners: LeadOwner[];
  /** Service titles by slug. */
  titles: Record<string, string>;
  timeZone: string;
  /** The signed-in person's id. */
  me: number;
}

export interface ListData extends LeadsCommon {
  filter: LeadFilter;
  page: number;
  leads: LeadSummary[];
  total: number;
}

export interface BoardData extends LeadsCommon {
  filter: LeadFilter;
  columns: BoardColumn[];
}

export interface LeadPageData extends LeadsCommon {
  lead: LeadDetail;
  /** The photos and plans sent with it (decision 032). */
  files: LeadFile[];
  /** The reply form's start (app/routes/admin/replies). */
  reply: ReplyFormData;
  /** The pages of the visit it was sent from, that day (empty when not known; issue 20). */
  visit: VisitPage[];
  /** The finished step after Won and its review request (decision 061); undefined: not finished. */
  finished?: FinishedStep;
  /** Its booked site visit (issue 33). */
  siteVisit?: VisitView;
  /** The Quote panel's versions, form and preview (server/quotes, decision 059). */
  quote: QuotePanelData;
}

/** The filter as an address query ("?stage=new&q=roof", or ""), for links that keep it. */
export function filterQuery(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.size ? `?${params}` : '';
}
