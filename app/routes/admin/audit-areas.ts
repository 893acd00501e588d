/** The audit log's filter: kinds of entry, each the code prefixes it keeps. */
export const AUDIT_AREAS: Record<string, { label: string; prefixes: readonly string[] }> = {
  'sign-ins': {
    label: 'Sign-ins and passwords',
    prefixes: ['sign-in.', 'sign-out', 'session.', 'password.'],
  },
  people: { label: 'People', prefixes: ['person.'] },
  content: { label: 'Content', prefixes: ['content.', 'tag.', 'category.'] },
  leads: { label: 'Leads, replies and spam', prefixes: ['lead.', 'reply-template.', 'spam.'] },
  comments: { label: 'Comments', prefixes: ['comment.'] },
  settings: {
    label: 'Settings, alerts and privacy',
    prefixes: ['office.', 'alerts.', 'privacy.', 'mail.', 'site.', 'job.', 'review.'],
  },
};
