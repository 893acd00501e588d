import { randomUUID } from 'node:crypto';
import { brand } from '../app/brand.ts';
import { type Accounts, createAccounts } from './accounts/service.ts';
import { type Alerts, createAlerts } from './alerts/service.ts';
import { type DropTags, shareChanges } from './change-sharing.ts';
import { type Comments, createComments } from './comments/service.ts';
import type { Config } from './config.ts';
import { contentAudit } from './content/audit.ts';
import { announcerFor } from './content/change-feed.ts';
import type { ContentChange } from './content/events.ts';
import { type ContentStore, createContentStore, ELSEWHERE } from './content/store.ts';
import type { Db } from './db/connect.ts';
import { type Autosaves, createAutosaves } from './drafts/autosaves.ts';
import { createCleaningPool } from './file-cleaning/pool.ts';
import { createDeadLetters, type DeadLetters } from './jobs/dead-letters.ts';
import { createJobs, type Jobs } from './jobs/runner.ts';
import { createLeadFiles, type LeadFiles } from './lead-files/service.ts';
import { readOfficeSettings } from './leads/office-settings.ts';
import { createLeads, type Leads } from './leads/service.ts';
import { createMailAdmin, type MailAdmin } from './mail/mail-admin.ts';
import { mailJob } from './mail/mail-job.ts';
import type { MailState } from './mail/mail-state.ts';
import { type OutgoingMail, queueMail } from './mail/outbox.ts';
import { MAIL_KIND } from './mail/outbox-rules.ts';
import type { SettingsKey } from './mail/settings-key.ts';
import { createNewsletter, type Newsletter } from './newsletter/service.ts';
import { createFailureLog, type FailureLog } from './ops/failure-log.ts';
import { PUBLIC_ONLY } from './outbound/address-check.ts';
import { createPrivacy, type Privacy } from './privacy/service.ts';
import { createQuotes, QUOTE_REMINDER, type Quotes } from './quotes/service.ts';
import { createReplies, type Replies } from './replies/service.ts';
import { createReviews, type Reviews } from './reviews/service.ts';
import { createSpamService, type SpamService } from './spam/service.ts';
import { createForwarder } from './stats/forward.ts';
import { loggedIngest } from './stats/logged-ingest.ts';
import { createStatsIngest, type StatsIngest } from './stats/record.ts';
import { createStats, type Stats } from './stats/service.ts';
import { createVitals, type VitalsService } from './store/vitals-service.ts';
import { createSubmissions, type Submissions } from './submissions/service.ts';
import { createTaxonomy, type Taxonomy } from './taxonomy/service.ts';
import { createOffice, type Office } from './visitor/office.ts';
import { REMINDER_KIND } from './visits/booking.ts';
import { visitsContact } from './visits/contact.ts';
import { createVisits, type Visits } from './visits/service.ts';

export type { SubscriberMail } from './newsletter/service.ts';

/** What the app's loaders and actions may ask of the server. */
export interface Services {
  /** Visitors' quotes, messages and comments: storing, the inbox, a post's comments (server/submissions). */
  submissions: Submissions;
  /** Blog comments: what a post shows, the counts, moderation in /admin/comments (server/comments). */
  comments: Comments;
  /** The office settings (time zone, required quote fields, acknowledgement): server/visitor. */
  office: Office;
  /** Files with a quote request: checked and cleaned, listed, read (server/lead-files). */
  leadFiles: LeadFiles;
  /** Sign-ups, their confirmation and unsubscribing (server/newsletter). */
  newsletter: Newsletter;
  /** Form tokens, the spam screen and the Spam folder (server/spam). */
  spam: SpamService;
  /** People, sessions, mailed links and the audit log (server/accounts). */
  accounts: Accounts;
  /** Editable content: visitors' reads, the editor's reads and writes (server/content). */
  content: ContentStore;
  /** Unsaved typing kept a few seconds after it stops, per item or lead and person (server/drafts). */
  drafts: Autosaves;
  /** The lead pipeline: quote requests and messages by stage, owner, notes (server/leads). */
  leads: Leads;
  /** Replies to leads through the outbox, and the office's reply templates (server/replies). */
  replies: Replies;
  /** Quotes written on a lead and accepted online by the customer (server/quotes, decision 059). */
  quotes: Quotes;
  /** Export and erasure by address, retention (server/privacy, decision 035). */
  privacy: Privacy;
  /** Webhook and push alerts of new leads, the daily digest (server/alerts). */
  alerts: Alerts;
  /** The office's tags and project categories, and the posts' authors (server/taxonomy). */
  taxonomy: Taxonomy;
  /** Visitor statistics: the view's report, a lead's visit pages, rollup and retention (server/stats). */
  stats: Stats;
  /** Site visits: visit hours, booking links, slots, bookings and the week (server/visits). */
  visits: Visits;
  /** Jobs that wait: reminders, follow-ups, review requests; their dead letters (server/jobs, decision 058). */
  jobs: Jobs;
  /** The jobs that gave up, for /admin/office/jobs: list, retry, dismiss (server/jobs). */
  deadLetters: DeadLetters;
  /** Finished leads' review requests, the review settings, pasted and approved reviews (server/reviews, decision 061). */
  reviews: Reviews;
  /** True when office mail is on (SMTP_URL, or the server set in /admin: read each time). */
  readonly isMailOn: boolean;
  /** The origin every mailed link starts with: PUBLIC_URL, else the address set in /admin (decision 051). */
  readonly publicUrl: string;
  /** The mail server and the site's address as an owner sets them (/admin/office/mail). */
  mailAdmin: MailAdmin;
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

/**
 * Wires the database, the mail settings and the configuration into {@link Services};
 * `formSecret` is the form tokens' key (server/spam/form-secret.ts), `key` the settings key.
 */
export function createServices(
  config: Config,
  { db, dialect }: Db,
  mail: MailState,
  log: FailureLog | undefined,
  formSecret: Uint8Array,
  key: SettingsKey,
): Services & {
  flushOutbox: () => Promise<void>;
  flushing: () => Promise<void>;
  /** How this server hears of the others' changes (for /healthz). */
  changes: () => Record<string, unknown>;
  /** Stops listening for other servers' changes and sends the CDN purges still waiting. */
  close: () => Promise<void>;
} {
  // Features register their job kinds on it below; server/main.ts starts its timer.
  const jobs = createJobs({ db, dialect, log });
  // The outbox's mail is sent by the jobs runner (decision 062): "send now" is a jobs run.
  jobs.register(MAIL_KIND, mailJob({ db, mail, log }));
  const flushOutbox = () => jobs.run();
  const flushing = jobs.flushing;
  // Read at each use: the mail server an owner saves takes effect without a restart.
  const mailOn = () => mail.current().source !== 'off';
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
  // The office's lists and the authors the pages read (server/taxonomy), kept between changes.
  const taxonomy = createTaxonomy(db, {
    share: (trx) => sharing.listsChanged(trx),
    // Every page may show a tag, a category or an author: this server drops them all (as for
    // a change heard from elsewhere), and the CDN the pages that name them.
    changed: (storeVersion) => {
      content.changedElsewhere(storeVersion);
      sharing.purge(['posts', 'projects', 'taxonomy']);
    },
    onError: (error) =>
      failures.failure('content', error, '(the pages naming a person were not dropped)'),
  });
  content.onChange((change) => {
    // A list change made elsewhere arrives as "everything": the kept lists go too.
    taxonomy.forget();
    if (!change.isPublic) return;
    const tags = contentTags(change);
    emitChange(tags);
    // Only the server that made the change purges the CDN.
    if (tags && !change.remote) sharing.purge(tags);
  });
  const leadFiles = createLeadFiles(db, config, log, cleaning);
  // Invitations and resets go through the outbox like every other mail.
  const sendMail = async (outgoing: OutgoingMail) => {
    await queueMail(db, outgoing);
    void flushOutbox();
  };
  const alerts = createAlerts({
    db,
    // Links in alerts and the digest follow the site's address an owner sets (decision 051).
    config: {
      ...config.alerts,
      get publicUrl() {
        return mail.publicUrl();
      },
    },
    company: brand.name,
    get notifyTo() {
      return mail.current().notifyTo;
    },
    log,
    flushOutbox: () => void flushOutbox(),
    jobs,
    serviceTitle: async (slug) =>
      (await content.published.services()).find((s) => s.slug === slug)?.title ?? slug,
  });
  const contact = visitsContact(content, (error, context) =>
    failures.failure('visits', error, context),
  );
  const visits = createVisits({
    db,
    opening: async () => (await contact()).hours,
    company: async () => ({ name: brand.name, ...(await contact()) }),
    get officeMailbox() {
      return mail.current().notifyTo;
    },
    get isMailOn() {
      return mailOn();
    },
    get publicUrl() {
      return mail.publicUrl();
    },
    flush: () => void flushOutbox(),
    feedPolicy: PUBLIC_ONLY,
    log: (error, context) => failures.failure('visits', error, context),
  });
  // The reminder the day before a visit (decision 060), on the jobs table (decision 058).
  jobs.register(REMINDER_KIND, {
    label: 'Site visit reminder to the customer',
    run: (job) => visits.remind(Number(job.payload.visitId), Number(job.payload.sequence)),
  });
  const quotes = createQuotes(db, {
    mailOn,
    origin: () => mail.publicUrl(),
    officeTo: () => mail.current().notifyTo,
    flush: () => void flushOutbox(),
    cleaning,
    log,
  });
  jobs.register(QUOTE_REMINDER, quotes.reminder);
  return {
    alerts,
    visits,
    jobs,
    deadLetters: createDeadLetters(db, jobs),
    reviews: createReviews({
      db,
      jobs,
      company: brand.name,
      origin: () => mail.publicUrl(),
      isMailOn: mailOn,
      flush: () => void flushOutbox(),
      changed: () => {
        emitChange(['testimonials']);
        sharing.purge(['testimonials']);
      },
    }),
    accounts: createAccounts(db, {
      get sendMail() {
        return mailOn() ? sendMail : undefined;
      },
      secret: formSecret,
    }),
    content,
    taxonomy,
    drafts: createAutosaves(db),
    get isMailOn() {
      return mailOn();
    },
    get publicUrl() {
      return mail.publicUrl();
    },
    mailAdmin: createMailAdmin({ db, state: mail, key, smtpUrl: config.smtpUrl, log }),
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
    comments: createComments({
      db,
      changed: (trx) => sharing.commentsChanged(trx),
      dropped: () => {
        emitChange(['comments']);
        sharing.purge(['comments']);
      },
    }),
    submissions: createSubmissions({
      db,
      dialect,
      get notifyTo() {
        return mail.current().notifyTo;
      },
      get leadLinkOrigin() {
        return mail.publicUrl();
      },
      secret: formSecret,
      // The files' links in the office's mail start with the site's address too.
      get fileLinkOrigin() {
        return mail.publicUrl();
      },
      flushOutbox: () => void flushOutbox(),
      alert: () => alerts.kick(),
    }),
    newsletter: createNewsletter(db, {
      get flush() {
        return mailOn() ? () => void flushOutbox() : undefined;
      },
    }),
    spam: createSpamService(db, {
      secret: formSecret,
      formsPerHour: config.formsPerHour,
      minFillMs: config.minFillMs,
      get notifyTo() {
        return mail.current().notifyTo;
      },
      get leadLinkOrigin() {
        return mail.publicUrl();
      },
      flush: () => void flushOutbox(),
    }),
    leads: createLeads(db),
    leadFiles,
    replies: createReplies(db, {
      get mail() {
        const now = mail.current();
        return now.notifyTo ? { from: now.from, officeMailbox: now.notifyTo } : undefined;
      },
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
    quotes,
    stats: createStats(db, async () => (await readOfficeSettings(db)).timeZone),
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
