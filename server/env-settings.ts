/**
 * Every environment setting the server reads, defined once (decision 053): its name (a row may
 * name settings that go together), its default in words and what it does. server/config.ts
 * reads only names defined here (SettingName), `npm run docs:settings` writes the README's
 * table from this list (env-settings-table.ts), and env-settings.test.ts fails when the README differs
 * or when anything in server/ reads a variable with no definition.
 */

export interface SettingDefinition {
  /** The variables this row covers, as the environment spells them. */
  names: readonly [string, ...string[]];
  /** The default, in words (a value is in backticks). */
  default: string;
  /** What it does, in a line. */
  what: string;
}

export const SETTINGS = [
  { names: ['PORT'], default: 'first free from 4173', what: 'port to listen on' },
  {
    names: ['HOST'],
    default: '`127.0.0.1`',
    what: 'interface to bind (`0.0.0.0` in a container)',
  },
  {
    names: ['DATABASE_URL'],
    default: '`sqlite:data/site.db`',
    what: 'or `postgres://user:pass@host/db`',
  },
  {
    names: ['SMTP_URL', 'NOTIFY_TO'],
    default: 'set in /admin, or off',
    what: 'the mail server, over the one set in /admin',
  },
  {
    names: ['MAIL_FROM'],
    default: '`NOTIFY_TO`',
    what: 'sender of every mail, shown with the company’s name',
  },
  {
    names: ['SETTINGS_KEY'],
    default: 'SQLite: a key file',
    what: 'seals the mail password set in /admin (needed on PostgreSQL)',
  },
  {
    names: ['PUBLIC_URL'],
    default: '/admin, else brand',
    what: 'the site’s address every mailed link starts with',
  },
  {
    names: ['SMTP_TEST_PORT'],
    default: 'unset',
    what: 'tests only: the admin’s mail server may be `127.0.0.1:<port>`',
  },
  {
    names: ['ADMIN_PASSWORD'],
    default: 'unset',
    what: 'makes or updates the first owner at start (at least 12 characters)',
  },
  {
    names: ['ADMIN_EMAIL'],
    default: 'the company’s email',
    what: 'the first owner’s sign-in email (`app/brand.ts` `email` by default)',
  },
  {
    names: ['ADMIN_NAME'],
    default: 'unset',
    what: 'the first owner’s name; unset, they are asked after signing in',
  },
  {
    names: ['ADMIN_NEW_PASSWORD'],
    default: 'asked',
    what: '`npm run admin` only: the password it sets, instead of a prompt',
  },
  {
    names: ['TRUST_PROXY'],
    default: 'off',
    what: 'proxies in front: a count (`1`) or their addresses/CIDRs',
  },
  {
    names: ['CDN_PURGE_URL', 'CDN_PURGE_TOKEN'],
    default: 'off',
    what: 'a CDN to purge on publish (docs/deploy.md, "Purging")',
  },
  {
    names: ['FORM_SECRET'],
    default: 'kept in the database',
    what: 'key of the forms’ signed tokens (at least 32 characters)',
  },
  {
    names: ['FORMS_PER_HOUR'],
    default: '10',
    what: 'stored form posts one address may send in an hour; more go to Spam',
  },
  {
    names: ['RATE_LIMIT_PER_MINUTE'],
    default: '20',
    what: 'form posts one address may send per minute',
  },
  {
    names: ['VITALS_PER_MINUTE'],
    default: '60',
    what: 'web-vitals beacons one address may send per minute',
  },
  {
    names: ['VIEWS_PER_MINUTE'],
    default: '120',
    what: 'page views one address may send per minute',
  },
  {
    names: ['MEDIA_MAX_MB'],
    default: '25',
    what: 'the largest photo the office may upload, in MB',
  },
  {
    names: ['FILE_CLEAN_SECONDS'],
    default: '15',
    what: 'longest cleaning of one sent file (PDF kept as sent, photo refused)',
  },
  {
    names: ['STATS_FORWARD_URL', 'STATS_FORWARD_SITE'],
    default: 'off',
    what: 'also send views and leads to your own Umami or Plausible',
  },
  {
    names: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    default: 'kept in the database',
    what: 'the Web Push key pair, both or neither (decision 034)',
  },
  {
    names: ['VAPID_SUBJECT'],
    default: 'the company’s email',
    what: 'how push services reach the sender: `mailto:` or `https://`',
  },
  {
    names: ['ALERTS_INTERVAL_SECONDS'],
    default: '5',
    what: 'how often new leads and alert retries are looked for (0.2 to 60)',
  },
  {
    names: ['ALERTS_ALLOW_PRIVATE'],
    default: '0',
    what: '`1`: the alerts’ webhook may be on your own network (decision 040)',
  },
  {
    names: ['ALERTS_PUSH_TEST_ORIGIN'],
    default: 'unset',
    what: 'tests only: a push service at `http://127.0.0.1:<port>`',
  },
  {
    names: ['FORM_MIN_FILL_TEST_MS'],
    default: '1500',
    what: 'tests only: lowers the 1.5 s "sent too fast" rule (0 to 1500 ms)',
  },
  {
    names: ['OUTBOX_INTERVAL_SECONDS'],
    default: '30',
    what: 'how often unsent mail is retried',
  },
  {
    names: ['CONTENT_SCHEDULE_SECONDS'],
    default: '30',
    what: 'how often due scheduled publishes are looked for (1 to 60)',
  },
  {
    names: ['DB_CONNECT_TIMEOUT_SECONDS', 'DB_STATEMENT_TIMEOUT_SECONDS'],
    default: '5',
    what: 'database waits; past them a request gets 503',
  },
  {
    names: ['DB_START_TIMEOUT_SECONDS'],
    default: '30',
    what: 'how long the start waits for the database',
  },
  {
    names: ['SHUTDOWN_TIMEOUT_SECONDS'],
    default: '10',
    what: 'after SIGTERM, how long requests in flight may take',
  },
  {
    names: ['UPLOAD_IDLE_SECONDS'],
    default: '30',
    what: 'an upload that sends nothing for this long is cut (408, a sentence)',
  },
  {
    names: ['UPLOAD_TIMEOUT_SECONDS'],
    default: '1800',
    what: 'the longest an upload may take while it keeps sending',
  },
  {
    names: ['DISK_LOW_MB'],
    default: '100',
    what: 'less free in the temp or SQLite folder: /healthz says `low-disk`',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`info`',
    what: '`debug` adds each logged failure’s stack after its one line',
  },
] as const satisfies readonly SettingDefinition[];

/** The name of a defined setting: what config.ts may read. */
export type SettingName = (typeof SETTINGS)[number]['names'][number];

/** Every defined name. */
export const SETTING_NAMES: ReadonlySet<string> = new Set(
  SETTINGS.flatMap((setting) => setting.names),
);

/** One setting's value from `env`, read by its defined name (server/config.ts's only reader). */
export const settingOf = (env: NodeJS.ProcessEnv, name: SettingName): string | undefined =>
  env[name];
