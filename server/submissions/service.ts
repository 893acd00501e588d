/**
 * Visitors' form posts (quotes, messages, comments) as the app's actions and the inbox use them
 * (services.submissions): storing one with its mails, and the inbox's list. A comment's
 * moderation is server/comments. The rows are server/store/submissions.ts and server/store/inbox.ts.
 */
import type { Db } from '../db/connect.ts';
import type { LeadFileUpload } from '../lead-files/prepare.ts';
import { officeMail } from '../mail/compose.ts';
import { type Attempt, attempt } from '../ops/attempt.ts';
import type { Screening } from '../spam/screen.ts';
import { type InboxFilter, listInbox } from '../store/inbox.ts';
import { type NewSubmission, type SavedSubmission, saveSubmission } from '../store/submissions.ts';
import { recipientRef } from '../visitor/acknowledgement-limit.ts';
import { acknowledgementTo, type VisitorMails } from '../visitor/visitor-mails.ts';

export interface SubmissionsDeps extends Pick<Db, 'db' | 'dialect'> {
  /** Where the office's notifications go; undefined when mail is off (read at each post: decision 051). */
  readonly notifyTo: string | undefined;
  /** The key of the acknowledgements' once-a-day reference (server/visitor). */
  secret: Uint8Array;
  /** The site's address: the office's mail links to the lead's page under it (decision 051). */
  readonly leadLinkOrigin: string;
  /** The origin of the links to a quote's files in the office's mail (server/lead-files). */
  readonly fileLinkOrigin: string;
  /** Starts the outbox after a commit that queued mail. */
  flushOutbox: () => void;
  /** Starts the webhook and push alerts of a new lead (server/alerts). */
  alert: () => void;
}

export function createSubmissions(deps: SubmissionsDeps) {
  const { db, dialect } = deps;
  return {
    /**
     * Stores a form submission (and its office mail) and resolves once committed; what the
     * screening suspected goes to the Spam folder and mails no one. A failure is handed back for
     * the caller to log with its 503 (the visitor keeps what they typed).
     */
    submit: (
      submission: NewSubmission,
      screening?: Screening,
      visitor?: VisitorMails,
      files?: readonly LeadFileUpload[],
    ): Promise<Attempt<SavedSubmission>> =>
      attempt(async () => {
        const notifyTo = deps.notifyTo;
        const wantsMail = notifyTo && submission.kind !== 'comment';
        const ack = wantsMail ? visitor?.acknowledgement : undefined;
        const result = await saveSubmission(
          db,
          dialect,
          submission,
          wantsMail
            ? (id, stored) => [
                officeMail(
                  submission,
                  id,
                  notifyTo,
                  visitor?.sentAt,
                  { stored, origin: deps.fileLinkOrigin },
                  deps.leadLinkOrigin,
                ),
                ...(ack
                  ? [
                      acknowledgementTo(
                        submission.email,
                        notifyTo,
                        ack(id),
                        recipientRef(deps.secret, submission.email),
                      ),
                    ]
                  : []),
              ]
            : undefined,
          screening,
          files,
        );
        if (wantsMail && !result.isDuplicate && !result.isSpam) deps.flushOutbox();
        // Webhook and push alerts never wait for mail (server/alerts).
        if (!result.isDuplicate && !result.isSpam) deps.alert();
        return result;
      }),
    inbox: {
      list: (filter: InboxFilter) => listInbox(db, filter),
    },
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
