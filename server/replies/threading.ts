/**
 * How a reply joins the office's notification in one thread: the notification gets a
 * Message-ID when it is queued (stored on its lead as `submissions.message_id`), and each
 * reply names it in In-Reply-To and References.
 */
import { randomBytes } from 'node:crypto';

/** The domain of the last address in `addresses` ("Office <office@example.com>" → example.com). */
export function domainOf(addresses: string): string {
  return addresses.match(/@([^\s<>@,]+)>?\s*$/)?.[1] ?? 'localhost';
}

/**
 * A new Message-ID for the notification of lead `id`, on the office mailbox's domain: unique
 * across databases and servers (a random part), never containing personal data.
 */
export function noticeMessageId(id: number, officeMailbox: string): string {
  return `<lead-${id}.${randomBytes(9).toString('base64url')}@${domainOf(officeMailbox)}>`;
}

/** The headers that thread a reply under the notification (none when it has no Message-ID). */
export function threadHeaders(noticeId: string | null): Record<string, string> {
  return noticeId ? { 'In-Reply-To': noticeId, References: noticeId } : {};
}
