/**
 * What an alert says. The webhook (a chat channel, another company's server) gets what the
 * office needs to act and no more: kind, number, time, service, the sender's name and a link
 * to the lead; never their email, phone, company or message (the link opens them behind a
 * sign-in). A push shows on a phone's lock screen: it carries no name at all.
 */

import { publicLink } from '../../common/public-link.ts';

const KIND_WORDS = { quote: 'quote request', message: 'message' } as const;

/** The lead as an alert reads it (built when sending, from the stored row). */
export interface AlertLead {
  id: number;
  kind: 'quote' | 'message';
  createdAt: string;
  name: string;
  /** The service's title as the site shows it, or null. */
  service: string | null;
}

/** Where the lead opens in the inbox (after signing in). */
export const leadLink = (publicUrl: string, id: number) =>
  publicLink(publicUrl, `/admin/leads/${id}`);

/**
 * The webhook's JSON (version 1). `text` is a ready line for chat services that show a post's
 * `text` (Slack, Mattermost, Google Chat); `delivery` is the same on a repeated post (a post
 * whose answer was lost is sent again), so a receiver can drop the repeat.
 */
export function webhookPayload(lead: AlertLead, delivery: number, publicUrl: string) {
  const link = leadLink(publicUrl, lead.id);
  const what = KIND_WORDS[lead.kind];
  const service = lead.service ? ` (${lead.service})` : '';
  return {
    type: 'lead.new',
    version: 1,
    delivery,
    kind: lead.kind,
    id: lead.id,
    time: lead.createdAt,
    service: lead.service,
    name: lead.name,
    link,
    text: `New ${what} #${lead.id} from ${lead.name}${service}: ${link}`,
  };
}

/** The webhook's test post ("Send a test" on the alerts screen). */
export function webhookTestPayload(company: string, publicUrl: string, at: Date) {
  return {
    type: 'test',
    version: 1,
    time: at.toISOString(),
    link: `${publicUrl}/admin/alerts`,
    text: `Test from the ${company} website: new leads will be posted here.`,
  };
}

/** The push message the admin's service worker shows (server/http/push-worker.ts). */
export function pushPayload(lead: AlertLead | 'test') {
  if (lead === 'test') {
    return { title: 'Push alerts are on', body: 'New leads will show here.', path: '/admin' };
  }
  const title = lead.kind === 'quote' ? 'New quote request' : 'New message';
  return {
    title,
    body: `#${lead.id}${lead.service ? ` · ${lead.service}` : ''}`,
    path: `/admin/leads/${lead.id}`,
    tag: `lead-${lead.id}`,
  };
}
