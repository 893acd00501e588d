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
  /** What it does, in a line (the README's table). */
  what: string;
  /** What it does for whoever runs the site in production (docs/deploy.md's table), when more than `what`. */
  deploy?: string;
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
    deploy: '`sqlite:FILE`, or `postgres://user:pass@host/db`',
  },
  {
    names: ['SMTP_URL', 'NOTIFY_TO'],
    default: 'set in /admin, or off',
    what: 'the mail server, over the one set in /admin',
    deploy:
      'office notifications, e.g. `smtps://user:pass@smtp.example.com`; set, they win over the mail server an owner sets in /admin/office/mail',
  },
  {
    names: ['MAIL_FROM'],
    default: '`NOTIFY_TO`',
    what: 'sender of every mail, shown with the company’s name',
    deploy:
      'sender of every mail, shown with the company’s name (decision 031); visitors’ copies and replies from the inbox reply to `NOTIFY_TO`, threaded (decision 033)',
  },
  {
    names: ['SETTINGS_KEY'],
    default: 'SQLite: a key file',
    what: 'seals the mail password set in /admin (needed on PostgreSQL)',
    deploy:
      'seals the mail password set in /admin (at least 32 characters); on PostgreSQL required for it, the same on every server (decision 051)',
  },
  {
    names: ['PUBLIC_URL'],
    default: '/admin, else brand',
    what: 'the site’s address every mailed link starts with',
    deploy:
      'the site’s address, `https://…`: every link in mails and alerts starts with it, never a request’s Host; unset, the one an owner sets in /admin',
  },
  {
    names: ['SMTP_TEST_PORT'],
    default: 'unset',
    what: 'tests only: the admin’s mail server may be `127.0.0.1:<port>`',
    deploy:
      'tests only: the admin’s mail server may be `127.0.0.1:<port>`; never set in production',
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
    deploy: 'the first owner’s sign-in email; a mailbox someone reads (password resets go there)',
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
    deploy: 'the proxies in front: a count (`1`, `2`) or their addresses/CIDRs (`10.0.0.0/8, ::1`)',
  },
  {
    names: ['CDN_PURGE_URL', 'CDN_PURGE_TOKEN'],
    default: 'off',
    what: 'a CDN to purge on publish (docs/deploy.md, "Purging")',
    deploy:
      'where changed pages’ tags are POSTed after a publish ([Purging](#purging-cdn_purge_url)), an `https://` URL; the token goes with each purge as `Authorization: Bearer …`',
  },
  {
    names: ['FORM_SECRET'],
    default: 'kept in the database',
    what: 'key of the forms’ signed tokens (at least 32 characters)',
    deploy:
      'key of the forms’ signed tokens (at least 32 characters); unset, one is made once and shared by all servers',
  },
  {
    names: ['FORMS_PER_HOUR'],
    default: '10',
    what: 'stored form posts one address may send in an hour; more go to Spam',
    deploy: 'stored form posts one address may send in an hour; more go to Spam (decision 030)',
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
    deploy: 'web-vitals beacons (`POST /api/vitals`) one address may send per minute',
  },
  {
    names: ['VIEWS_PER_MINUTE'],
    default: '120',
    what: 'page views one address may send per minute',
    deploy:
      'page views (`POST /api/views`, the no-script image) one address may send per minute (decision 036)',
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
    deploy:
      'an Umami (`…/api/send`) or Plausible (`…/api/event`) to forward page views and leads to, server-side; the site is Umami’s website id or Plausible’s domain (decision 036)',
  },
  {
    names: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    default: 'kept in the database',
    what: 'the Web Push key pair, both or neither (decision 034)',
    deploy:
      'the Web Push key pair (`npx web-push generate-vapid-keys`), both or neither; unset, a pair is made once and shared by all servers (decision 034)',
  },
  {
    names: ['VAPID_SUBJECT'],
    default: 'the company’s email',
    what: 'how push services reach the sender: `mailto:` or `https://`',
  },
  {
    names: ['ALERTS_INTERVAL_SECONDS'],
    default: '5',
    what: 'how often leads not yet alerted are looked for (0.2 to 60)',
    deploy:
      'how often each instance looks for leads no instance has alerted yet (0.2 to 60); alerts are sent and retried by the jobs runner (decision 063)',
  },
  {
    names: ['ALERTS_ALLOW_PRIVATE'],
    default: '0',
    what: '`1`: the alerts’ webhook may be on your own network (decision 040)',
    deploy:
      '`1`: the webhook may be on your own network (loopback, 10/8, 172.16/12, 192.168/16, CGNAT, fc00::/7), http too',
  },
  {
    names: ['ALERTS_PUSH_TEST_ORIGIN'],
    default: 'unset',
    what: 'tests only: a push service at `http://127.0.0.1:<port>`',
    deploy:
      'tests only: one `http://127.0.0.1:<port>` taken as a push service (decision 040); never set in production',
  },
  {
    names: ['FORM_MIN_FILL_TEST_MS'],
    default: '1500',
    what: 'tests only: lowers the 1.5 s "sent too fast" rule (0 to 1500 ms)',
    deploy:
      'tests only: lowers the 1.5 s "sent too fast" rule (0 to 1500 ms); never set in production',
  },
  {
    names: ['OUTBOX_INTERVAL_SECONDS'],
    default: '5',
    what: 'how often due jobs run: unsent mail, reminders, review requests',
  },
  {
    names: ['CONTENT_SCHEDULE_SECONDS'],
    default: '30',
    what: 'how often due scheduled publishes are looked for (1 to 60)',
    deploy: 'how often each instance looks for due scheduled publishes (1 to 60)',
  },
  {
    names: ['DB_CONNECT_TIMEOUT_SECONDS', 'DB_STATEMENT_TIMEOUT_SECONDS'],
    default: '5',
    what: 'database waits; past them a request gets 503',
    deploy:
      'longest wait for a database connection, and longest a statement may run; a request then gets 503 and nothing is committed later; a visitor’s request has the statement time + 1 s of database time for all its queries together (decision 041)',
  },
  {
    names: ['DB_START_TIMEOUT_SECONDS'],
    default: '30',
    what: 'how long the start waits for the database',
    deploy: 'how long the start waits for the database before it gives up with the cause',
  },
  {
    names: ['SHUTDOWN_TIMEOUT_SECONDS'],
    default: '10',
    what: 'after SIGTERM, how long requests in flight may take',
    deploy:
      'after SIGTERM, how long requests in flight may take before their connections are closed',
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
    deploy:
      '`debug` prints each logged failure’s stack, indented, under its line (the stack may quote a driver’s message)',
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
