import {
  type SentMessage,
  STATUS_TONES,
  type StatusContact,
  type StatusMessage,
  type StatusTone,
  statusClass,
  statusParts,
} from '../../browser/form-status-words';

export type { StatusMessage } from '../../browser/form-status-words';

/** Props of {@link FormStatus}. */
export interface FormStatusProps {
  status?: StatusMessage;
  /** What a sent form says. */
  sentMessage: SentMessage;
  contact: StatusContact;
  /** Colours for a dark band (the footer). */
  tone?: StatusTone;
}

/**
 * The live region under a form: problems, sending, sent, or another way to reach us. The words
 * are app/browser/form-status-words.ts's, which the form's island shows the same way.
 */
export function FormStatus({ status, sentMessage, contact, tone = 'default' }: FormStatusProps) {
  const link = STATUS_TONES[tone].link;
  return (
    <div role="status" aria-live="polite" className="mt-4 empty:hidden" data-form-status-region="">
      {status && (
        <p className={statusClass(status, tone)} data-form-status={status.kind}>
          {statusParts(status, sentMessage, contact).map((part, index) =>
            typeof part === 'string' ? (
              part
            ) : 'strong' in part ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
              <strong key={index}>{part.strong}</strong>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
              <a key={index} className={link} href={part.href}>
                {part.text}
              </a>
            ),
          )}
        </p>
      )}
    </div>
  );
}
