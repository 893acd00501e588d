import { brand } from '../app/brand.ts';
import { type AlertConfig, readAlertConfig } from './alerts/alert-config.ts';
import {
  adminName,
  adminPassword,
  cdnPurge,
  emailList,
  formSecret,
  mailSettings,
  megabytes,
  optional,
  positiveInteger,
  publicUrl,
  seconds,
  settingsKey,
  smtpTestPort,
} from './config-checks.ts';
import { type ProxyTrust, parseTrustProxy } from './http/client-address.ts';
import { StartError } from './ops/start-error.ts';
import { MIN_FILL_MS } from './spam/form-token.ts';
import { MIN_FILL_TEST_SETTING, minFillSetting } from './spam/min-fill.ts';
import { type ForwardTarget, forwardTargetOf } from './stats/forward.ts';

/** Everything the server reads from its environment; nothing else is needed to run. */
export interface Config {
  /** TCP port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to bind. */
  host: string;
  /** `sqlite:<file>` (default `data/site.db`) or a `postgres://` URL. */
  databaseUrl: string;
  /** SMTP server URL for office notifications; mail is off when absent. */
  smtpUrl?: string;
  /** Where quote requests and messages are mailed. */
  notifyTo?: string;
  /** Address mail comes from; defaults to the office address. */
  mailFrom?: string;
  /** When set (at least 12 characters), the first owner's password, set at every start. */
  adminPassword?: string;
  /** The first owner's sign-in email (default: the company's email in app/brand.ts). */
  adminEmail: string;
  /** ADMIN_NAME: the first owner's name, when they have not chosen one (decision 050). */
  adminName?: string;
  /** The proxies in front of the server: whose X-Forwarded-* headers count (client-address.ts). */
  trustProxy: ProxyTrust;
  /** Seconds between jobs runs: unsent mail, reminders, review requests (decision 062). */
  outboxIntervalSeconds: number;
  /** Seconds between looks for due scheduled publishes (a publish fires within this of its time). */
  scheduleIntervalSeconds: number;
  /** Longest wait for a database connection. */
  dbConnectTimeoutSeconds: number;
  /** Longest a database statement may run. */
  dbStatementTimeoutSeconds: number;
  /** How long the start waits for the database before giving up. */
  dbStartTimeoutSeconds: number;
  /** After SIGTERM: how long requests in flight may take before their connections are closed. */
  shutdownTimeoutSeconds: number;
  /** Form posts one address may send per minute. */
  postsPerMinute: number;
  /** Web-vitals beacons one address may send per minute. */
  vitalsPerMinute: number;
  /** Page views taken per address and minute (VIEWS_PER_MINUTE, decision 036). */
  viewsPerMinute: number;
  /** STATS_FORWARD_URL (+ STATS_FORWARD_SITE): an Umami or Plausible to forward to (decision 036). */
  statsForward?: ForwardTarget;
  /** MEDIA_MAX_MB in bytes: the largest photo the office may upload (default 25 MB). */
  mediaMaxBytes: number;
  /** UPLOAD_IDLE_SECONDS: an upload with no bytes for this long is cut (decision 038). */
  uploadIdleSeconds: number;
  /** UPLOAD_TIMEOUT_SECONDS: the longest an upload's body may take altogether (decision 038). */
  uploadTimeoutSeconds: number;
  /** DISK_LOW_MB in bytes: less free than this in the temporary or SQLite folder is low (decision 038). */
  diskLowBytes: number;
  /** LOG_LEVEL=debug: each failure line the log prints is followed by the error's stack. */
  isDebugLog: boolean;
  /** How long one file's cleaning (a quote's PDF or photo, an uploaded photo) may run. */
  fileCleanSeconds: number;
  /** FORM_SECRET: the form tokens' key; unset, one is made once and kept in the database. */
  formSecret?: string;
  /** FORMS_PER_HOUR: stored form posts one address may send in an hour before the rest go to Spam. */
  formsPerHour: number;
  /** FORM_MIN_FILL_TEST_MS (tests only): a form sent sooner than this is "too fast" (1500 ms). */
  minFillMs: number;
  /** CDN_PURGE_URL (+ CDN_PURGE_TOKEN): where changed pages' tags are purged (http/cdn-purge.ts). */
  cdnPurge?: { url: string; token?: string };
  /** VAPID keys and subject, PUBLIC_URL for alert links, ALERTS_INTERVAL_SECONDS (alerts/alert-config.ts). */
  alerts: AlertConfig;
  /** PUBLIC_URL's origin (default: the brand's): every link in every mail starts with it. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: it then wins over the site's address set in /admin (decision 051). */
  isPublicUrlSet: boolean;
  /** SETTINGS_KEY: seals the mail password typed in /admin; unset, SQLite keeps a key file beside the database. */
  settingsKey?: string;
  /** SMTP_TEST_PORT (tests only): the office's mail server may be 127.0.0.1 on this one port. */
  smtpTestPort?: number;
}

const DEFAULT_DATABASE = 'sqlite:data/site.db';

/**
 * Reads the configuration; a value it cannot use throws a {@link StartError} whose message is
 * one sentence naming the setting (never repeating a secret).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartError(`PORT must be a number from 0 to 65535 (got "${env.PORT}").`);
  }
  const databaseUrl = optional(env.DATABASE_URL) ?? DEFAULT_DATABASE;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new StartError('DATABASE_URL must start with sqlite: or postgres://.');
  }
  return {
    port,
    host: optional(env.HOST) ?? '127.0.0.1',
    databaseUrl,
    ...mailSettings(env),
    adminPassword: adminPassword(env),
    adminEmail: (emailList(env, 'ADMIN_EMAIL') ?? brand.email).trim().toLowerCase(),
    adminName: adminName(env),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    outboxIntervalSeconds: seconds(env, 'OUTBOX_INTERVAL_SECONDS', 5),
    // At most a minute: the editor promises a scheduled publish within a minute of its time.
    scheduleIntervalSeconds: seconds(env, 'CONTENT_SCHEDULE_SECONDS', 30, { max: 60 }),
    dbConnectTimeoutSeconds: seconds(env, 'DB_CONNECT_TIMEOUT_SECONDS', 5, { max: 600 }),
    dbStatementTimeoutSeconds: seconds(env, 'DB_STATEMENT_TIMEOUT_SECONDS', 5, { max: 600 }),
    dbStartTimeoutSeconds: seconds(env, 'DB_START_TIMEOUT_SECONDS', 30),
    shutdownTimeoutSeconds: seconds(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, { max: 600 }),
    postsPerMinute: positiveInteger(env, 'RATE_LIMIT_PER_MINUTE', 20),
    vitalsPerMinute: positiveInteger(env, 'VITALS_PER_MINUTE', 60),
    viewsPerMinute: positiveInteger(env, 'VIEWS_PER_MINUTE', 120),
    mediaMaxBytes: megabytes(env, 'MEDIA_MAX_MB', 25),
    uploadIdleSeconds: seconds(env, 'UPLOAD_IDLE_SECONDS', 30, { max: 600 }),
    uploadTimeoutSeconds: seconds(env, 'UPLOAD_TIMEOUT_SECONDS', 1800, { min: 60, max: 7200 }),
    // Up to 10 TB, so a test (or a cautious owner) can make every folder count as low.
    diskLowBytes: megabytes(env, 'DISK_LOW_MB', 100, { max: 10 * 1024 * 1024 }),
    isDebugLog: logLevel(env.LOG_LEVEL) === 'debug',
    fileCleanSeconds: seconds(env, 'FILE_CLEAN_SECONDS', 15, { max: 120 }),
    cdnPurge: cdnPurge(env),
    formSecret: formSecret(env),
    formsPerHour: positiveInteger(env, 'FORMS_PER_HOUR', 10),
    minFillMs: minFillSetting(env),
    alerts: readAlertConfig(env),
    publicUrl: publicUrl(env, brand.origin),
    isPublicUrlSet: optional(env.PUBLIC_URL) !== undefined,
    settingsKey: settingsKey(env),
    smtpTestPort: smtpTestPort(env),
    statsForward: forwardTargetOf(env, publicUrl(env, brand.origin)),
  };
}

/** LOG_LEVEL: `info` (the default) or `debug`. */
function logLevel(raw: string | undefined): 'info' | 'debug' {
  const level = optional(raw)?.toLowerCase() ?? 'info';
  if (level === 'info' || level === 'debug') return level;
  throw new StartError(`LOG_LEVEL must be info or debug (got "${raw}").`);
}

/** TRUST_PROXY, or a StartError naming what is wrong with it. */
function trustProxySetting(raw: string | undefined): ProxyTrust {
  try {
    return parseTrustProxy(raw);
  } catch (error) {
    throw new StartError((error as Error).message);
  }
}

/** Hides a URL's password so the address can be printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.startsWith('sqlite:') ? url : '(unparseable URL)';
  }
}

/** The lines printed at start: what is on and off, never a secret. */
export function describeConfig(config: Config): string[] {
  const mail =
    config.smtpUrl && config.notifyTo
      ? `mail on: ${redactUrl(config.smtpUrl)} -> ${config.notifyTo}`
      : 'mail: the server an owner sets in /admin/office/mail (or set SMTP_URL and NOTIFY_TO); until then submissions only reach the inbox';
  return [
    `database: ${redactUrl(config.databaseUrl)}`,
    mail,
    config.adminPassword
      ? `admin: /admin; first owner ${config.adminEmail} (password from ADMIN_PASSWORD)`
      : 'admin: /admin for accounts made with `npm run admin -- add-user` (or set ADMIN_PASSWORD)',
    `client address: ${describeTrust(config.trustProxy)}`,
    `photo uploads: up to ${Number((config.mediaMaxBytes / 1024 / 1024).toFixed(2))} MB each (MEDIA_MAX_MB)`,
    `uploads: cut after ${config.uploadIdleSeconds} s without a byte (UPLOAD_IDLE_SECONDS) or ${Math.round(config.uploadTimeoutSeconds / 60)} minutes in all (UPLOAD_TIMEOUT_SECONDS); disk low under ${Math.round(config.diskLowBytes / 1024 / 1024)} MB free (DISK_LOW_MB)`,
    `file cleaning: ${config.fileCleanSeconds} s at most a file, in a worker thread (FILE_CLEAN_SECONDS)`,
    config.cdnPurge
      ? `cdn purge: POST changed tags to ${purgeTarget(config.cdnPurge.url)}${config.cdnPurge.token ? ' with CDN_PURGE_TOKEN' : ''}`
      : 'cdn purge: off (set CDN_PURGE_URL to purge a CDN on publish)',
    describeAlertTargets(config.alerts),
    `form tokens: signed with ${config.formSecret ? 'FORM_SECRET' : 'a key kept in the database (or set FORM_SECRET)'}; more than ${config.formsPerHour} forms an hour from one address go to Spam (FORMS_PER_HOUR)${describeMinFill(config.minFillMs)}`,
    `links in mails: ${config.publicUrl}/… (${config.isPublicUrlSet ? 'PUBLIC_URL' : "PUBLIC_URL unset: the site's address set in /admin/office/mail, else the brand's origin"})`,
    `mail server set in /admin: its password sealed with ${config.settingsKey ? 'SETTINGS_KEY' : /^sqlite:/.test(config.databaseUrl) ? 'a key file beside the database (or set SETTINGS_KEY)' : 'nothing: set SETTINGS_KEY (the same on every server) to store one'}${config.smtpTestPort ? `; TESTS ONLY: the office's mail server may be 127.0.0.1:${config.smtpTestPort} (SMTP_TEST_PORT)` : ''}`,
    'health: GET /healthz',
  ];
}

/** Said only when a test lowered the "too fast" rule, so a server started so shows it. */
function describeMinFill(minFillMs: number): string {
  return minFillMs === MIN_FILL_MS
    ? ''
    : `; TESTS ONLY: "sent too fast" under ${minFillMs} ms instead of ${MIN_FILL_MS} (${MIN_FILL_TEST_SETTING})`;
}

/** Where alerts may be posted (decision 040). */
function describeAlertTargets({ allowPrivate, pushTestOrigin }: AlertConfig): string {
  const webhook = allowPrivate
    ? 'alerts: the webhook may be on your own network, plain http there too (ALERTS_ALLOW_PRIVATE)'
    : 'alerts: the webhook only to public https:// addresses (ALERTS_ALLOW_PRIVATE=1 for your own network)';
  return pushTestOrigin
    ? `${webhook}; pushes also to ${pushTestOrigin} (ALERTS_PUSH_TEST_ORIGIN, for tests only)`
    : webhook;
}

/** The purge URL as it may be printed: scheme, host and path (a query may hold a key). */
function purgeTarget(url: string): string {
  const { origin, pathname, search } = new URL(url);
  return `${origin}${pathname}${search ? '?…' : ''}`;
}

function describeTrust(trust: ProxyTrust): string {
  if (trust.kind === 'none') return 'the connection (no TRUST_PROXY)';
  if (trust.kind === 'count') return `X-Forwarded-For behind ${trust.count} proxies (TRUST_PROXY)`;
  return `X-Forwarded-For from the proxies ${trust.text} (TRUST_PROXY)`;
}
