/**
 * The nodemailer transport for a mail server: SMTP_URL's (the operator's, as it is), or the one
 * an owner set in /admin (through the guarded socket, decision 051).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { guardedSmtpSocket, type SmtpDestination } from './guarded-smtp-socket.ts';
import type { Security } from './mail-server-settings.ts';

/** Pooled SMTP connections: mails sent at once (see outbox.ts SENDERS). */
export const SMTP_CONNECTIONS = 5;
/** How long a connection, the greeting and each answer may take. */
export const SMTP_WAIT_MS = 10_000;

/** The mail server as a transport needs it, the password in the clear (only in memory). */
export interface MailServer {
  host: string;
  port: number;
  security: Security;
  user: string;
  password: string;
}

export interface TransportOptions {
  /** One connection, closed after the mail (the test mail); pooled otherwise. */
  single?: boolean;
  /** Connection, greeting and answer waits (tests shorten them). */
  waitMs?: number;
}

/** SMTP_URL's transport: pooled, as the operator wrote it. */
export const urlTransport = (
  url: string,
  { single, waitMs = SMTP_WAIT_MS }: TransportOptions = {},
) =>
  nodemailer.createTransport({
    url,
    ...(single ? {} : { pool: true, maxConnections: SMTP_CONNECTIONS }),
    ...(single ? waits(waitMs) : {}),
  });

/** The office's mail server's transport, connecting only where decision 040 allows. */
export function officeTransport(
  server: MailServer,
  destination: SmtpDestination,
  { single, waitMs = SMTP_WAIT_MS }: TransportOptions = {},
): Transporter {
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    // TLS from the first byte; STARTTLS required (never sent in the clear); none: plain.
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    auth: server.user ? { user: server.user, pass: server.password } : undefined,
    getSocket: guardedSmtpSocket(destination),
    ...(single ? {} : { pool: true, maxConnections: SMTP_CONNECTIONS }),
    ...waits(waitMs),
  } as Parameters<typeof nodemailer.createTransport>[0]) as Transporter;
}

const waits = (ms: number) => ({
  connectionTimeout: ms,
  greetingTimeout: ms,
  socketTimeout: ms * 3,
});
