/**
 * The spam checks and the Spam folder as the server's services offer them (server/services.ts):
 * form tokens, the screen a valid post passes, the folder's list, "not spam", and the daily
 * deletion of old spam.
 */
import type { Kysely } from 'kysely';
import { TOKEN_FIELD } from '../../app/forms/parse-form.ts';
import type { Database } from '../db/schema.ts';
import { officeMail } from '../mail/compose.ts';
import type { NewSubmission, QueuedMail } from '../store/submissions.ts';
import { recipientRef } from '../visitor/acknowledgement-limit.ts';
import { acknowledgementTo } from '../visitor/visitor-mails.ts';
import { createFormTokens, TOKEN_MAX_AGE_MS, type TokenSource } from './form-token.ts';
import { markNotSpam, type NotSpamMail } from './not-spam.ts';
import { pruneSpam } from './prune.ts';
import { createScreen } from './screen.ts';
import { countSpam, listSpam } from './store.ts';

export interface SpamOptions {
  /** The form tokens' key (form-secret.ts). */
  secret: Uint8Array;
  /** Stored form posts one address may send in an hour before the rest go to Spam. */
  formsPerHour: number;
  /** The shortest fill time of any form (MIN_FILL_MS unless a test lowered it: min-fill.ts). */
  minFillMs?: number;
  /** Where the office is notified (undefined: mail is off); read at each use. */
  readonly notifyTo?: string;
  /** The site's address: the office's mail links to the lead (decision 051). */
  readonly leadLinkOrigin?: string;
  /** Sends what was queued (the outbox run). */
  flush: () => void;
}

export function createSpamService(db: Kysely<Database>, options: SpamOptions) {
  const tokens = createFormTokens(options.secret);
  return {
    issueToken: (source: TokenSource) => tokens.issue(source),
    /** The posted token when it is still good: a page answering a post with 422 keeps it. */
    keptToken(formData: FormData): string | undefined {
      const value = formData.get(TOKEN_FIELD);
      return tokens.check(value).ok ? (value as string) : undefined;
    },
    screen: createScreen(tokens, options.formsPerHour, options.minFillMs),
    list: () => listSpam(db),
    count: () => countSpam(db),
    /**
     * Moves an entry out of Spam (audited); undefined when there is no such entry in Spam.
     * `acknowledgement` is the visitor's mail in the site's words (the app builds it), or
     * 'off' when the office has acknowledgements off; the server addresses it as at once.
     */
    async notSpam(
      target: { table: 'submission' | 'subscriber'; id: number },
      actor: { id: number; email: string },
      welcome: NotSpamMail['welcome'],
      acknowledgement: VisitorAcknowledgement | 'off' = 'off',
    ) {
      const { notifyTo } = options;
      const moved = await markNotSpam(db, target, actor, {
        office: notifyTo
          ? (submission, id) =>
              officeMail(submission, id, notifyTo, undefined, undefined, options.leadLinkOrigin)
          : undefined,
        welcome: notifyTo ? welcome : undefined,
        acknowledgement: !notifyTo
          ? 'mail-off'
          : acknowledgement === 'off'
            ? 'off'
            : (submission, id, sentAt) =>
                acknowledgementTo(
                  submission.email,
                  notifyTo,
                  acknowledgement(submission, id, sentAt),
                  recipientRef(options.secret, submission.email),
                ),
      });
      if (moved) options.flush();
      return moved;
    },
    /** Deletes spam older than 30 days at `now` (and the token uses no longer needed). */
    prune: (now = new Date()) => pruneSpam(db, now, TOKEN_MAX_AGE_MS),
  };
}

export type SpamService = ReturnType<typeof createSpamService>;

/** A lead's acknowledgement as the app words it, from the stored lead and when it was sent. */
export type VisitorAcknowledgement = (
  submission: NewSubmission,
  id: number,
  sentAt: Date,
) => Pick<QueuedMail, 'subject' | 'body'>;
