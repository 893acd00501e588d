/**
 * What the status region under a site form says, as plain parts (text and links), so the
 * server's answer to a post without script (app/components/form/form-status.tsx) and the form's
 * island (app/islands/site-form.ts) say the same words from one place.
 */

/** What the status region under a form says. */
export type StatusMessage =
  | { kind: 'invalid'; count: number }
  | { kind: 'sending' }
  | { kind: 'sent'; outcome?: 'subscribed' | 'already' }
  | { kind: 'failed' }
  | { kind: 'offline' }
  | { kind: 'limited'; seconds: number };

/** What a sent form says: an optional lead in bold, then the text. */
export interface SentMessage {
  lead?: string;
  text: string;
}

/** Another way to reach the company when a form cannot be sent online. */
export interface StatusContact {
  phone: { display: string; href: string };
  email: string;
}

/** One part of a status line: plain text, a link, or bold text. */
export type StatusPart = string | { href: string; text: string } | { strong: string };

/** Colours of the status line: default, or inverse on a dark band (the footer). */
export const STATUS_TONES = {
  default: {
    box: 'rounded-md border bg-surface-muted px-4 py-3 text-fg',
    good: 'border-accent',
    bad: 'border-border-strong',
    link: 'font-semibold text-link underline underline-offset-4',
  },
  inverse: {
    box: 'text-sm text-inverse-fg',
    good: '',
    bad: 'font-semibold',
    link: 'font-semibold text-inverse-accent underline underline-offset-4',
  },
} as const;

export type StatusTone = keyof typeof STATUS_TONES;

const KEPT = 'Everything you typed is still here.';

/** The status line's class for a message in a tone. */
export function statusClass(status: StatusMessage, tone: StatusTone): string {
  const style = STATUS_TONES[tone];
  const isGood = status.kind === 'sent' || status.kind === 'sending';
  return `${style.box} ${isGood ? style.good : style.bad}`;
}

/** The words of a status line, in parts. */
export function statusParts(
  status: StatusMessage,
  sent: SentMessage,
  contact: StatusContact,
): StatusPart[] {
  const reachUs: StatusPart[] = [
    'call ',
    { href: contact.phone.href, text: contact.phone.display },
    ' or email ',
    { href: `mailto:${contact.email}`, text: contact.email },
  ];
  switch (status.kind) {
    case 'invalid':
      return [
        `${status.count === 1 ? 'One field needs' : `${status.count} fields need`} attention. ${KEPT}`,
      ];
    case 'sending':
      return ['Sending…'];
    case 'sent':
      return sent.lead ? [{ strong: sent.lead }, ` ${sent.text}`] : [sent.text];
    case 'failed':
      return [
        'We could not save this just now, so nothing was sent. Please try again in a minute, or ',
        ...reachUs,
        `. ${KEPT}`,
      ];
    case 'offline':
      return ['This form cannot be sent online from here. Please ', ...reachUs, `. ${KEPT}`];
    case 'limited':
      return [
        `We received several forms from your connection. Please wait ${status.seconds} seconds and send it again. ${KEPT}`,
      ];
  }
}
