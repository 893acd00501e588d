/**
 * Replies from the inbox as the app's loaders and actions use them (services.replies): the
 * reply form of a lead, sending a reply (then the outbox runs), and the saved templates.
 */
import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import type { AuditActor } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { type ReplyLead, replyForm } from './reply-form.ts';
import { type ReplyInput, type ReplyMail, sendReply } from './send-reply.ts';
import {
  addTemplate,
  changeTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  type TemplateInput,
} from './templates.ts';

/** The person acting: their account's id and email (the audit log keeps the email). */
export type ReplyActor = AuditActor & { id: number };

export function createReplies(
  db: Kysely<Database>,
  options: {
    /** Unset when mail is off: nothing can be sent (read at each use: decision 051). */
    readonly mail: ReplyMail | undefined;
    /** Runs the outbox soon (the reply is committed by then). */
    flush: () => void;
    now?: () => Date;
  },
) {
  const { flush, now = () => new Date() } = options;
  const by = (actor: ReplyActor) => ({ actor, now: now() });
  return {
    get isMailOn() {
      return Boolean(options.mail);
    },
    form: (lead: ReplyLead, sender: string, templateId?: number) =>
      replyForm(db, Boolean(options.mail), lead, sender, templateId),
    async send(id: number, actor: ReplyActor, input: ReplyInput) {
      const { mail } = options;
      if (!mail) {
        throw refusal(
          422,
          'Mail is off: an owner sets the mail server in Office, Mail (or reply from your own mail).',
        );
      }
      const sent = await sendReply(db, mail, { id, actor, now: now() }, input);
      if (!sent.isRepeat) flush();
      return sent;
    },
    templates: {
      list: () => listTemplates(db),
      get: (id: number) => getTemplate(db, id),
      add: (actor: ReplyActor, input: TemplateInput) => addTemplate(db, by(actor), input),
      change: (actor: ReplyActor, id: number, input: TemplateInput) =>
        changeTemplate(db, by(actor), id, input),
      delete: (actor: ReplyActor, id: number) => deleteTemplate(db, by(actor), id),
    },
  };
}

export type Replies = ReturnType<typeof createReplies>;
