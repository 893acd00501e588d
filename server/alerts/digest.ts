/**
 * The daily digest mail to the office: the stale leads (stale.ts) and the follow-ups due
 * (today's or earlier, as the inbox's "due" flag), once a company day, at or after the hour the
 * office chose. Several servers: the first to insert the day's row in `alert_digests` sends it,
 * in the same transaction as its mail joins the outbox. Nothing to say: no mail (the day is
 * still claimed, so no server looks again).
 */
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { publicLink } from '../../common/public-link.ts';
import type { Database } from '../db/schema.ts';
import { localDate } from '../leads/business-days.ts';
import type { FilterClock } from '../leads/lead-filter.ts';
import { type LeadSummary, listLeads } from '../leads/lead-list.ts';
import { staleCutoffs } from '../leads/stale.ts';
import { type OutgoingMail, queueMail } from '../mail/outbox.ts';
import { leadLink } from './alert-payload.ts';

/** Leads listed per section; the rest are counted with a link to the list. */
export const DIGEST_LIST_MAX = 30;

export interface DigestSettings {
  now: Date;
  timeZone: string;
  /** Company-time hour from which the day's digest goes; null: no digest. */
  hour: number | null;
  /** The office's address; undefined when mail is off. */
  notifyTo: string | undefined;
  publicUrl: string;
  company: string;
}

export type DigestResult = 'off' | 'not-yet' | 'done' | 'claimed-elsewhere' | 'nothing' | 'mailed';

const STAGE_WORDS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  site_visit: 'Site visit',
  quote_sent: 'Quote sent',
};

function section(
  title: string,
  list: { leads: LeadSummary[]; total: number },
  more: string,
  s: DigestSettings,
) {
  if (list.total === 0) return [];
  const lines = list.leads.map((lead) => {
    const kind = lead.kind === 'quote' ? 'Quote request' : 'Message';
    const sent = localDate(new Date(lead.createdAt), s.timeZone);
    const follow = lead.followUpOn ? `, follow up ${lead.followUpOn}` : '';
    const stage = STAGE_WORDS[lead.stage] ?? lead.stage;
    return `- #${lead.id} ${kind} from ${lead.name}: ${stage}, sent ${sent}${follow}\n  ${leadLink(s.publicUrl, lead.id)}`;
  });
  const rest = list.total - list.leads.length;
  if (rest > 0)
    lines.push(`- and ${rest} more: ${publicLink(s.publicUrl, `/admin/leads?flag=${more}`)}`);
  return [`${title} (${list.total})`, '', ...lines, ''];
}

/** The digest's mail, or undefined when there is nothing to say. */
export function digestMail(
  day: string,
  stale: { leads: LeadSummary[]; total: number },
  due: { leads: LeadSummary[]; total: number },
  s: DigestSettings & { notifyTo: string },
): Omit<OutgoingMail, 'submissionId'> | undefined {
  if (stale.total === 0 && due.total === 0) return undefined;
  const body = [
    `The leads that need the office today, ${day} (${s.timeZone.replace(/_/g, ' ')}).`,
    '',
    ...section(
      'Stale: new for more than a business day, or untouched for 7 days',
      stale,
      'stale',
      s,
    ),
    ...section('Follow-ups due today or earlier', due, 'due', s),
    `All leads: ${publicLink(s.publicUrl, '/admin')}`,
    '',
    `This digest is sent once a day; the office changes its hour at ${publicLink(s.publicUrl, '/admin/alerts')}.`,
  ].join('\n');
  // The subject holds counts only, never a name.
  return {
    to: s.notifyTo,
    subject: `${s.company} leads for ${day}: ${stale.total} stale, ${due.total} follow-ups due`,
    body,
  };
}

/** Sends the day's digest if it is due and no server has; says what it did. */
export async function runDigest(db: Kysely<Database>, s: DigestSettings): Promise<DigestResult> {
  if (s.hour === null || !s.notifyTo) return 'off';
  if (new TZDate(s.now.getTime(), s.timeZone).getHours() < s.hour) return 'not-yet';
  const day = localDate(s.now, s.timeZone);
  const claimed = await db
    .selectFrom('alert_digests')
    .select('day')
    .where('day', '=', day)
    .executeTakeFirst();
  if (claimed) return 'done';
  const clock: FilterClock = {
    now: s.now,
    timeZone: s.timeZone,
    cutoffs: staleCutoffs(s.now, s.timeZone),
  };
  const [stale, due] = await Promise.all([
    listLeads(db, { flag: 'stale' }, clock, { pageSize: DIGEST_LIST_MAX }),
    listLeads(db, { flag: 'due' }, clock, { pageSize: DIGEST_LIST_MAX }),
  ]);
  const mail = digestMail(day, stale, due, { ...s, notifyTo: s.notifyTo });
  return db.transaction().execute(async (trx) => {
    const won = await trx
      .insertInto('alert_digests')
      .values({
        day,
        created_at: s.now.toISOString(),
        stale_count: stale.total,
        due_count: due.total,
        mailed: mail ? 1 : 0,
      })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!won) return 'claimed-elsewhere';
    if (!mail) return 'nothing';
    await queueMail(trx, mail);
    return 'mailed';
  });
}
