/**
 * Failures that mean the SMTP server is unreachable or refusing all mail (not this one mail):
 * connection, DNS, TLS and login failures, and 421 "service not available".
 */
export const SERVER_LEVEL_REASONS = [
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
  'SMTP 421',
];

/** A failure reason fit for the inbox and the log: the SMTP code or error code, no addresses. */
export function reasonOf(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  // A refused login or STARTTLS carries the server's answer too (EAUTH with 535): its code wins,
  // as it refuses every mail, not this one (a wait, decision 062).
  if (code && SERVER_LEVEL_REASONS.includes(String(code))) return String(code);
  if (responseCode) return `SMTP ${responseCode}`;
  return code ? String(code) : 'send failed';
}

/**
 * The Message-ID of an outbox row: the same each time the row is sent, unique per row and per
 * database (its creation time is part of it), on the sender's domain.
 */
export function messageIdOf(id: number, createdAt: string, from: string): string {
  const domain = from.match(/@([^\s<>@]+)>?\s*$/)?.[1] ?? 'localhost';
  const created = Date.parse(createdAt);
  const stamp = Number.isFinite(created) ? created.toString(36) : '0';
  return `<outbox-${id}.${stamp}@${domain}>`;
}

/** The jobs table's kind for one outbox mail (decision 062), and its key: one job per row. */
export const MAIL_KIND = 'mail.send';
export const MAIL_JOB_PREFIX = 'mail:';
export const mailJobKey = (outboxId: number) => `${MAIL_JOB_PREFIX}${outboxId}`;
/**
 * Tries before a mail is given up (dead, shown as failed on its lead and in the dead letters):
 * 30 s doubling to an hour makes 12 tries about 7 hours of a mail server refusing this one mail.
 * An outage is no try (it waits), so this counts only answers about the mail itself.
 */
export const MAIL_TRIES = 12;
