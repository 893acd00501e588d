import type { SpamReason } from '../../../../server/spam/tables';

/** Each reason as the office reads it in the Spam view. */
export const REASON_WORDS: Record<SpamReason, string> = {
  honeypot: 'A hidden field that people never see was filled in.',
  'too-fast': 'It was sent within 1.5 seconds of the form being handed out.',
  'no-token': 'It came without the form’s token, so not from a form on this site.',
  'forged-token': 'Its form token was not one this site issued.',
  'expired-token': 'Its form token was more than 7 days old.',
  'replayed-token': 'Its form token had been used already.',
  links: 'What was written holds many links, or link markup.',
  rate: 'Many forms came from the same connection within an hour.',
  office: 'Someone in the office marked it as spam.',
};

export const KIND_WORDS = {
  quote: 'Quote request',
  message: 'Message',
  comment: 'Comment',
  subscriber: 'Newsletter sign-up',
} as const;
