import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { brand } from '../app/brand.ts';
import { type Accounts, createAccounts } from './accounts/service.ts';
import { type Alerts, createAlerts } from './alerts/service.ts';
import { type DropTags, shareChanges } from './change-sharing.ts';
import type { Config } from './config.ts';
import { contentAudit } from './content/audit.ts';
import { announcerFor } from './content/change-feed.ts';
import type { ContentChange } from './content/events.ts';
import { type ContentStore, createContentStore, ELSEWHERE } from './content/store.ts';
import type { Db } from './db/connect.ts';
import type { SubmissionStatus } from './db/schema.ts';
import { createCleaningPool } from './file-cleaning/pool.ts';
import type { LeadFileUpload } from './lead-files/prepare.ts';
import { createLeadFiles, type LeadFiles } from './lead-files/service.ts';
import { readOfficeSettings } from './leads/office-settings.ts';
import { createLeads, type Leads } from './leads/service.ts';
import { officeMail } from './mail/compose.ts';
import { type OutgoingMail, queueMail } from './mail/outbox.ts';
import { createOutboxRunner } from './mail/outbox-runner.ts';
import { createFailureLog, type FailureLog } from './ops/failure-log.ts';
import { createPrivacy, type Privacy } from './privacy/service.ts';
import { createReplies, type Replies } from './replies/service.ts';
import type { Screening } from './spam/screen.ts';
import { createSpamService, type SpamService } from './spam/service.ts';
import { createForwarder } from './stats/forward.ts';
import { createStatsIngest, type StatsIngest } from './stats/record.ts';
import { createStats, type Stats } from './stats/service.ts';
import { type InboxFilter, listInbox } from './store/inbox.ts';
import {
  approvedComments,
  type NewSubmission,
  type SavedSubmission,
  saveSubmission,
  setSubmissionStatus,
} from './store/submissions.ts';
import { confirmSubscription, subscribe, unsubscribe } from './store/subscribers.ts';
import { createVitals, type VitalsService } from './store/vitals-service.ts';
import { recipientRef } from './visitor/acknowledgement-limit.ts';
import { createOffice, type Office } from './visitor/office.ts';
import { senderOf } from './visitor/sender.ts';
import { acknowledgementTo, type VisitorMails } from './visitor/visitor-mails.ts';

/** Mail for a new subscriber, built by the app (it knows the site's words) from the link. */
export type SubscriberMail = (unsubscribeToken: string) => Omit<OutgoingMail, 'to'>;

/** What the app's loaders and actions may ask of the server. */
export interface Services {
  /**
   * Stores a form submission (and its office mail) and resolves once committed; what the
   * screening suspected goes to the Spam folder and mails no one.
   */
  submit(
    submission: NewSubmission,
    screening?: Screening,
    visitor?: VisitorMails,
    files?: readonly LeadFileUpload[],
  ): Promise<SavedSubmission>;
  /** The office settings (time zone, required quote fields, acknowledgement): server/visitor. */
  office: Office;
  /** Files with a quote request: checked and cleaned, listed, read (server/lead-files). */
  leadFiles: LeadFiles;
  /** A sign-up: 'held' is in Spam (answered as 'subscribed', mailed nothing). */
  subscribe(
    email: string,
    mail: SubscriberMail,
    screening?: Screening,
  ): Promise<'subscribed' | 'already' | 'held'>;
  /** Form tokens, the spam screen and the Spam folder (server/spam). */
  spam: SpamService;
  unsubscribe(token: string): Promise<boolean>;
  /** Confirms a sign-up from its welcome mail's link (double opt-in); idempotent. */
  confirmSubscription(token: string): ReturnType<typeof confirmSubscription>;
  approvedComments: (postSlug: string) => ReturnType<typeof approvedComments>;
  /** People, sessions, mailed links and the audit log (server/accounts). */
  accounts: Accounts;
  /** Editable content: visitors' reads, the editor's reads and writes (server/content). */
  content: ContentStore;
  /** The lead pipeline: quote requests and messages by stage, owner, notes (server/leads). */
  leads: Leads;
  /** Replies to leads through the outbox, and the office's reply templates (server/replies). */
  replies: Replies;
  /** Export and erasure by address, retention (server/privacy, decision 035). */
  privacy: Privacy;
  inbox: {
    list: (filter: InboxFilter) => ReturnType<typeof listInbox>;
    setStatus(id: number, status: SubmissionStatus): Promise<boolean>;
  };
  /** Webhook and push alerts of new leads, the daily digest (server/alerts). */
  alerts: Alerts;
  /** Visitor statistics: the view's report, a lead's visit pages, rollup and retention (server/stats). */
  stats: Stats;
  /** True when office mail is configured. */
  isMailOn: boolean;
  /** PUBLIC_URL's origin: every mailed link starts with it (server/mail/public-link.ts). */
  publicUrl: string;
  /**
   * Tells listeners what changed, as render-cache tags (server/http/render-cache.ts): an
   * approved or hidden comment is `comments`; published content is its collection and
   * `collection:slug` ({@link contentTags}); undefined is everything (a change from another
   * server may have been missed). Returns the function that stops listening.
   */
  onChange(listener: DropTags): () => void;
  /** Page views in, and the visit a lead is sent from (server/stats/record.ts, decision 036). */
  statsIngest: StatsIngest;
  /** Visitors' page speed (decision 017). */
  vitals: VitalsService;
  /**
   * The one operations log (server/ops/failure-log.ts): loaders and actions record a failure
   * they answer for here, one timestamped line with its code, rate-limited.
   */
  failures: Pick<FailureLog, 'failure'>;
}

/** Runs `work`; a failure is written to the log (kind, error code, context) and thrown on. */
async function loggedFailure<T>(
  log: FailureLog | undefined,
  kind: string,
  context: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log?.failure(kind, error, context);
    throw error;
  }
}

/**
 * What a change visitors can see touches, as cache tags: the collection (every listing of it)
 * and the item under its slug, and under its old slug after a slug change.
 */
export function contentTags(change: ContentChange): string[] | undefined {
  if (change.collection === ELSEWHERE.collection) return undefined;
  const tags = [change.collection, `${change.collection}:${change.slug}`];
  if (change.oldSlug) tags.push(`${change.collection}:${change.oldSlug}`);
  return tags;
}

/** The ingest with each failure logged (its cause, never the address or key) and thrown on. */
const loggedIngest = (ingest: StatsIngest, log: FailureLog | undefined): StatsIngest => ({
  record: (view) =>
    loggedFailure(log, 'stats', '(a page view was answered 503)', () => ingest.record(view)),
  enquirySent: ingest.enquirySent,
  // A lead never waits on its visit: when the key cannot be read, the failure is logged and the
  // lead is stored with no visit, as one from a browser that asked not to be tracked.
  visitOf: (...args) =>
    loggedFailure(log, 'stats', '(a lead was stored without its visit)', () =>
      ingest.visitOf(...args),
    ).then(
      (visit) => visit,
      () => ({ visitor_key: null, visit_day: null }),
    ),
});

/**
 * Wires the database, the mail transport and the configuration into {@link Services};
 * `formSecret` is the form tokens' key (server/spam/form-secret.ts).
 */
export function createServices(
  config: Config,
  { db, dialect }: Db,
  transport: Transporter | undefined,
  log: FailureLog | undefined,
  formSecret: Uint8Array,
): Services & {
  flushOutbox: () => Promise<void>;
  flushing: () => Promise<void>;
  /** How this server hears of the others' changes (for /healthz). */
  changes: () => Record<string, unknown>;
  /** Stops listening for other servers' changes and sends the CDN purges still waiting. */
  close: () => Promise<void>;
} {
  const from = senderOf(config.mailFrom ?? config.notifyTo ?? 'website@localhost');
  const { flushOutbox, flushing } = createOutboxRunner(db, transport, from, log);
  const notifyTo = transport ? config.notifyTo : undefined;
  const failures = log ?? createFailureLog();
  const changeListeners = new Set<DropTags>();
  const emitChange: DropTags = (tags) => {
    for (const listener of changeListeners) listener(tags);
  };
  // Other servers of a PostgreSQL hear each change through NOTIFY (change-sharing.ts).
  const origin = randomUUID();
  // Visitors' and the office's files are cleaned in worker threads, within limits (decision 037).
  const cleaning = createCleaningPool({ deadlineMs: config.fileCleanSeconds * 1000 });
  const content = createContentStore(db, {
    audit: contentAudit,
    announce: announcerFor(dialect, origin),
    onListenerError: (error) => failures.failure('content', error, '(a change listener failed)'),
    cleaning,
  });
  const sharing = shareChanges({
    config,
    dialect,
    origin,
    content,
    log: failures,
    drop: emitChange,
  });
  content.onChange((change) => {
    if (!change.isPublic) return;
    const tags = contentTags(change);
    emitChange(tags);
    // Only the server that made the change purges the CDN.
    if (tags && !change.remote) sharing.purge(tags);
  });
  const leadFiles = createLeadFiles(db, config, log, cleaning);
  // Invitations and resets go through the outbox like every other mail.
  const sendMail = transport
    ? async (mail: OutgoingMail) => {
        await queueMail(db, mail);
        void flushOutbox();
      }
    : undefined;
  const alerts = createAlerts({
    db,
    config: config.alerts,
    company: brand.name,
    notifyTo,
    log,
    flushOutbox: () => void flushOutbox(),
    serviceTitle: async (slug) =>
      (await content.published.services()).find((s) => s.slug === slug)?.title ?? slug,
  });
  return {
    alerts,
    accounts: createAccounts(db, { sendMail, secret: formSecret }),
    content,
    isMailOn: Boolean(notifyTo),
    publicUrl: config.publicUrl,
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    flushOutbox,
    changes: sharing.status,
    async close() {
      await Promise.all([sharing.stop(), cleaning.close()]);
    },
    flushing,
    // A visitor whose post could not be stored is answered 503 with what they typed; the
    // operator gets the cause here (the app's form handler only turns the throw into that answer).
    submit: (submission, screening, visitor, files) =>
      loggedFailure(log, 'form', '(a submission was answered 503)', async () => {
        const wantsMail = notifyTo && submission.kind !== 'comment';
        const ack = wantsMail ? visitor?.acknowledgement : undefined;
        const result = await saveSubmission(
          db,
          dialect,
          submission,
          wantsMail
            ? (id, stored) => [
                officeMail(submission, id, notifyTo, visitor?.sentAt, {
                  stored,
                  origin: leadFiles.linkOrigin,
                }),
                ...(ack
                  ? [
                      acknowledgementTo(
                        submission.email,
                        notifyTo,
                        ack(id),
                        recipientRef(formSecret, submission.email),
                      ),
                    ]
                  : []),
              ]
            : undefined,
          screening,
          files,
        );
        if (wantsMail && !result.isDuplicate && !result.isSpam) void flushOutbox();
        // Webhook and push alerts never wait for mail (server/alerts).
        if (!result.isDuplicate && !result.isSpam) alerts.kick();
        return result;
      }),
    subscribe: (email, mail, screening) =>
      loggedFailure(log, 'newsletter', '(a sign-up was answered 503)', async () => {
        const result = await subscribe(db, email, screening);
        // Double opt-in (decision 035): a known address gets no new mail, a waiting one its
        // welcome again at most hourly; the visitor reads the same answer either way.
        if (result.status === 'already' || result.status === 'held') return result.status;
        if (result.status === 'unconfirmed') return 'already' as const;
        if (transport) {
          await queueMail(db, { ...mail(result.token), to: email.trim(), subscriberId: result.id });
          void flushOutbox();
        }
        return 'subscribed' as const;
      }),
    unsubscribe: (token) => unsubscribe(db, token),
    confirmSubscription: (token) => confirmSubscription(db, token),
    spam: createSpamService(db, {
      secret: formSecret,
      formsPerHour: config.formsPerHour,
      minFillMs: config.minFillMs,
      notifyTo,
      flush: () => void flushOutbox(),
    }),
    approvedComments: (slug) => approvedComments(db, slug),
    leads: createLeads(db),
    leadFiles,
    replies: createReplies(db, {
      mail: notifyTo ? { from, officeMailbox: notifyTo } : undefined,
      flush: () => void flushOutbox(),
    }),
    office: createOffice(db, {
      changed: (tags) => {
        emitChange(tags);
        sharing.purge(tags);
      },
      share: (trx) => sharing.officeSettingsChanged(trx),
    }),
    privacy: createPrivacy({ db, dialect }, formSecret),
    stats: createStats(db, async () => (await readOfficeSettings(db)).timeZone),
    inbox: {
      list: (filter) => listInbox(db, filter),
      async setStatus(id, status) {
        // Any status change may approve or hide a comment: posts show them, on every server.
        const changed = await db.transaction().execute(async (trx) => {
          const updated = await setSubmissionStatus(trx, id, status);
          if (updated) await sharing.commentsChanged(trx);
          return updated;
        });
        if (changed) {
          emitChange(['comments']);
          sharing.purge(['comments']);
        }
        return changed;
      },
    },
    statsIngest: loggedIngest(
      createStatsIngest(db, {
        timeZone: async () => (await readOfficeSettings(db)).timeZone,
        forward: config.statsForward && createForwarder(config.statsForward, config.publicUrl, log),
      }),
      log,
    ),
    vitals: createVitals(db, log),
    failures,
  };
}
