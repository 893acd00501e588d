/**
 * What the reply form on a lead's page starts with: the visitor's address, a subject that
 * threads ("Re: " and the notification's subject), and the chosen template filled for this
 * lead and the person replying.
 */
import type { Kysely } from 'kysely';
import { brand } from '../../app/brand.ts';
import { fillReply, replyValues } from '../../common/reply-placeholders.ts';
import type { Database } from '../db/schema.ts';
import { officeSubject } from '../mail/compose.ts';
import { getTemplate, listTemplates } from './templates.ts';

/** The lead as the form needs it; `service` is the service's title, not its slug. */
export interface ReplyLead {
  id: number;
  kind: 'quote' | 'message';
  name: string;
  email: string;
  company: string | null;
  service: string | null;
}

export interface ReplyFormData {
  /** False when mail is off: there is no form, only why. */
  isMailOn: boolean;
  to: string;
  subject: string;
  body: string;
  /** The template the form was filled from, if one was chosen and exists. */
  templateId: number | null;
  templates: { id: number; name: string }[];
  /** The person's kept draft of a reply to this lead, offered back (docs/decisions/048). */
  draft?: ReplyDraftOffer | null;
  /** The office's time zone, for the draft's "saved 10:42". */
  timeZone?: string;
}

/** A reply's kept draft: when (on the company's clock, with the zone) and what was typed. */
export interface ReplyDraftOffer {
  savedAt: string;
  subject: string;
  body: string;
  templateId: number | null;
}

/** The subject a reply starts with: the notification's, as a reply to it. */
export const replySubject = (lead: Pick<ReplyLead, 'kind' | 'id'>) =>
  `Re: ${officeSubject(lead.kind, lead.id)}`;

export async function replyForm(
  db: Kysely<Database>,
  isMailOn: boolean,
  lead: ReplyLead,
  sender: string,
  templateId?: number,
): Promise<ReplyFormData> {
  const [templates, template] = await Promise.all([
    listTemplates(db),
    templateId ? getTemplate(db, templateId) : undefined,
  ]);
  const values = replyValues(lead, sender, brand.name);
  return {
    isMailOn,
    to: lead.email,
    subject: template?.subject ? fillReply(template.subject, values) : replySubject(lead),
    body: template ? fillReply(template.body, values) : '',
    templateId: template?.id ?? null,
    templates: templates.map(({ id, name }) => ({ id, name })),
  };
}
