import type { ReactNode } from 'react';

/** What the status region under a form says. */
export type StatusMessage =
  | { kind: 'invalid'; count: number }
  | { kind: 'sending' }
  | { kind: 'sent'; outcome?: 'subscribed' | 'already' }
  | { kind: 'failed' }
  | { kind: 'offline' }
  | { kind: 'limited'; seconds: number };

/** Props of {@link FormStatus}. */
export interface FormStatusProps {
  status?: StatusMessage;
  /** What a sent form says; may depend on the outcome (a repeated newsletter sign-up). */
  sentMessage: ReactNode | ((outcome?: 'subscribed' | 'already') => ReactNode);
  contact: { phone: { display: string; href: string }; email: string };
  /** Colours for a dark band (the footer). */
  tone?: 'default' | 'inverse';
}

const TONES = {
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

const KEPT = 'Everything you typed is still here.';

/** The live region under a form: problems, sending, sent, or another way to reach us. */
export function FormStatus({ status, sentMessage, contact, tone = 'default' }: FormStatusProps) {
  const style = TONES[tone];
  const reachUs = (
    <>
      call{' '}
      <a className={style.link} href={contact.phone.href}>
        {contact.phone.display}
      </a>{' '}
      or email{' '}
      <a className={style.link} href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    </>
  );
  const messages: Record<StatusMessage['kind'], () => ReactNode> = {
    invalid: () =>
      status?.kind === 'invalid' &&
      `${status.count === 1 ? 'One field needs' : `${status.count} fields need`} attention. ${KEPT}`,
    sending: () => 'Sending…',
    sent: () =>
      typeof sentMessage === 'function'
        ? sentMessage(status?.kind === 'sent' ? status.outcome : undefined)
        : sentMessage,
    failed: () => (
      <>
        We could not save this just now, so nothing was sent. Please try again in a minute, or{' '}
        {reachUs}. {KEPT}
      </>
    ),
    offline: () => (
      <>
        This form cannot be sent online from here. Please {reachUs}. {KEPT}
      </>
    ),
    limited: () =>
      status?.kind === 'limited' &&
      `We received several forms from your connection. Please wait ${status.seconds} seconds and send it again. ${KEPT}`,
  };
  const isGood = status?.kind === 'sent' || status?.kind === 'sending';
  return (
    <div role="status" aria-live="polite" className="mt-4 empty:hidden">
      {status && (
        <p
          className={`${style.box} ${isGood ? style.good : style.bad}`}
          data-form-status={status.kind}
        >
          {messages[status.kind]()}
        </p>
      )}
    </div>
  );
}
