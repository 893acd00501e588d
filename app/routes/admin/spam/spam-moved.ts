import type { AcknowledgementSkipped } from '../../../../server/spam/not-spam';
import type { SpamKind } from '../../../../server/spam/store';
import { KIND_WORDS } from './spam-reasons';

/** What became of a moved lead's acknowledgement (server/spam/not-spam.ts), as the URL carries it. */
export type AcknowledgementOutcome = 'queued' | AcknowledgementSkipped;

/** Each outcome in the office's words, after "Moved to the inbox; …". */
export const ACKNOWLEDGEMENT_WORDS: Record<AcknowledgementOutcome, string> = {
  queued: 'the visitor’s acknowledgement is on its way',
  off: 'no acknowledgement was sent: acknowledgements are off (Office)',
  'mail-off': 'no acknowledgement was sent: mail is off (Office → Mail)',
  'no-address': 'no acknowledgement was sent: the visitor gave no address',
  limit: 'no acknowledgement was sent: this address had one today already',
};

export const isAcknowledgementOutcome = (value: string): value is AcknowledgementOutcome =>
  Object.hasOwn(ACKNOWLEDGEMENT_WORDS, value);

/** The Spam screen's answer after "Not spam": where the entry went and, for a lead, its acknowledgement. */
export function movedWords(kind: SpamKind, acknowledgement?: AcknowledgementOutcome): string {
  if (kind === 'subscriber') return `${KIND_WORDS[kind]} moved out of Spam onto the list.`;
  if (!acknowledgement) return `${KIND_WORDS[kind]} moved out of Spam to the inbox.`;
  return `${KIND_WORDS[kind]} moved to the inbox; ${ACKNOWLEDGEMENT_WORDS[acknowledgement]}.`;
}
