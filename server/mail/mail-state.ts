/**
 * The mail settings this server sends with now (decision 051): SMTP_URL and NOTIFY_TO when
 * set (they win), otherwise the mail server an owner stored in /admin, re-read from the
 * database before every mail run (the jobs runner's, decision 062) and after a save here, so a
 * change reaches every server within a jobs tick and needs no restart. Also the site's address
 * for mailed links: PUBLIC_URL, else the one an owner stored, else the brand's.
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { senderOf } from '../visitor/sender.ts';
import {
  PASSWORD_LABEL,
  parseStoredMailServer,
  parseStoredSiteAddress,
  readMailRows,
  type StoredMailServer,
} from './mail-server-settings.ts';
import { openSecret } from './sealed-secret.ts';
import type { SettingsKey } from './settings-key.ts';
import { type MailServer, officeTransport, urlTransport } from './smtp-transport.ts';

/** Where this server's mail goes now. */
export interface MailNow {
  /** 'env': SMTP_URL and NOTIFY_TO; 'admin': the owner's mail server; 'off': neither. */
  source: 'env' | 'admin' | 'off';
  transport?: Transporter;
  /** The From header (the company's name and the address). */
  from: string;
  /** The office's mailbox; undefined when mail is off. */
  notifyTo?: string;
  /** The stored server is not used: its password does not open with this server's key. */
  isPasswordUnreadable?: boolean;
}

export interface MailStateConfig {
  smtpUrl?: string;
  notifyTo?: string;
  mailFrom?: string;
  /** PUBLIC_URL's origin, or the brand's when unset. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (then it wins over the stored address). */
  isPublicUrlSet: boolean;
  /** SMTP_TEST_PORT (tests only): the one loopback port the office's server may be on. */
  smtpTestPort?: number;
}

const OFF: MailNow = { source: 'off', from: senderOf('website@localhost') };

/** The office's mail server with its password opened, or why it cannot be. */
export function openMailServer(
  stored: StoredMailServer,
  key: SettingsKey,
): MailServer | 'unreadable' {
  if (!stored.password) return { ...stored, password: '' };
  const bytes = key.get();
  if (!bytes) return 'unreadable';
  try {
    return { ...stored, password: openSecret(stored.password, bytes, PASSWORD_LABEL) };
  } catch {
    return 'unreadable';
  }
}

export function createMailState(deps: {
  db: Kysely<Database>;
  config: MailStateConfig;
  key: SettingsKey;
  log?: Pick<FailureLog, 'failure'>;
}) {
  const { db, config, key, log } = deps;
  const fromEnv: MailNow | undefined =
    config.smtpUrl && config.notifyTo
      ? {
          source: 'env',
          transport: urlTransport(config.smtpUrl),
          from: senderOf(config.mailFrom ?? config.notifyTo),
          notifyTo: config.notifyTo,
        }
      : undefined;
  // A pooled transport reports a broken idle connection as an event; the next send reconnects.
  fromEnv?.transport?.on('error', (error) => log?.failure('mail', error));
  let fromAdmin: MailNow = OFF;
  let storedJson: string | undefined;
  let siteAddress: string | undefined;
  const destination = { testPort: config.smtpTestPort };

  const build = (json: string | undefined): MailNow => {
    const stored = parseStoredMailServer(json);
    if (!stored) return OFF;
    const server = openMailServer(stored, key);
    if (server === 'unreadable') {
      log?.failure(
        'mail',
        Object.assign(new Error('the stored mail password does not open with this server’s key'), {
          code: 'SECRET_UNREADABLE',
        }),
        '(set the password again in /admin/office/mail, or restore SETTINGS_KEY)',
      );
      return { ...OFF, isPasswordUnreadable: true };
    }
    const transport = officeTransport(server, destination);
    transport.on('error', (error) => log?.failure('mail', error));
    return { source: 'admin', transport, from: senderOf(stored.from), notifyTo: stored.notifyTo };
  };

  return {
    /** Where mail goes now (SMTP_URL wins). */
    current: (): MailNow => fromEnv ?? fromAdmin,
    /** Whether SMTP_URL and NOTIFY_TO set the mail server (the screen is then read-only). */
    isFromEnv: Boolean(fromEnv),
    /** The origin every mailed link starts with. */
    publicUrl: (): string =>
      config.isPublicUrlSet ? config.publicUrl : (siteAddress ?? config.publicUrl),
    /** The address an owner stored (shown on the screen), if any. */
    siteAddress: (): string | undefined => siteAddress,
    /** Whether the site's address is known: PUBLIC_URL or a stored one. */
    isAddressSet: (): boolean => config.isPublicUrlSet || siteAddress !== undefined,
    /** Reads the stored settings again; a changed mail server gets a new transport. */
    async refresh(): Promise<void> {
      const rows = await readMailRows(db);
      siteAddress = parseStoredSiteAddress(rows.siteAddress);
      if (fromEnv || rows.mailServer === storedJson) return;
      storedJson = rows.mailServer;
      const before = fromAdmin.transport;
      fromAdmin = build(rows.mailServer);
      // Mail being sent on the old pool finishes or is retried by the outbox.
      before?.close();
    },
    /** The destination rule for the office's server (the test mail connects under it too). */
    destination,
    close(): void {
      fromEnv?.transport?.close();
      fromAdmin.transport?.close();
    },
  };
}

export type MailState = ReturnType<typeof createMailState>;
