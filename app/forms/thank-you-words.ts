/**
 * What each form's visitor reads once it is sent: the thank-you page without script, and the
 * confirmation the quote and contact forms end on with script (the same words).
 */
export const THANK_YOU_PAGES = {
  quote: {
    title: 'Quote request sent',
    lead: 'Thank you. We have your quote request.',
    text: 'A project lead will call you within one working day to talk through your brief.',
  },
  message: {
    title: 'Message sent',
    lead: 'Thank you. We have your message.',
    text: 'We reply to every message within one working day.',
  },
  comment: {
    title: 'Comment received',
    lead: 'Thank you for your comment.',
    text: 'It will appear under the post once we have read and approved it.',
  },
  subscribed: {
    title: 'Check your inbox',
    lead: 'Thank you. Please check your inbox to confirm.',
    text: 'If this address is not on our list yet, we have mailed it a link: your subscription starts once you open it. Every mail has a link to unsubscribe.',
  },
} as const;

/** What happens next after a quote request or a message; `{answer}` is the answer time. */
export const NEXT_STEPS = {
  quote: [
    'A project lead calls or mails you {answer} to talk through your brief.',
    'We visit the site: a free survey to measure up, check access and spot anything hidden.',
    'You get a fixed quote: an itemised price and a schedule, with no obligation.',
  ],
  message: ['The office answers {answer}, by mail or on the phone number you gave.'],
} as const;
