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
  /** Opens the inbox at /admin when set. */
  adminPassword?: string;
  /** Trust X-Forwarded-* headers (set when behind a CDN or proxy). */
  trustProxy: boolean;
  /** Seconds between outbox runs. */
  outboxIntervalSeconds: number;
}

const DEFAULT_DATABASE = 'sqlite:data/site.db';

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the configuration; throws with a readable message on a value it cannot use. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number from 0 to 65535 (got "${env.PORT}")`);
  }
  const databaseUrl = optional(env.DATABASE_URL) ?? DEFAULT_DATABASE;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with sqlite: or postgres://');
  }
  return {
    port,
    host: optional(env.HOST) ?? '127.0.0.1',
    databaseUrl,
    smtpUrl: optional(env.SMTP_URL),
    notifyTo: optional(env.NOTIFY_TO),
    mailFrom: optional(env.MAIL_FROM),
    adminPassword: optional(env.ADMIN_PASSWORD),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    outboxIntervalSeconds: Number(env.OUTBOX_INTERVAL_SECONDS ?? 30) || 30,
  };
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
      : 'mail off (set SMTP_URL and NOTIFY_TO to mail the office); submissions still reach the inbox';
  return [
    `database: ${redactUrl(config.databaseUrl)}`,
    mail,
    config.adminPassword
      ? 'inbox: open at /admin (password from ADMIN_PASSWORD)'
      : 'inbox: closed (set ADMIN_PASSWORD to open /admin)',
  ];
}
