/**
 * The audit log in words (issue 31): "Dana published the post “Winter pours”", not
 * `content.publish`. One wording per action code the server writes (audit-words.test.ts reads
 * server/ for them and fails on a code without one); an unknown code still reads as a sentence.
 * Browser-safe: the screen formats what its loader sends.
 */
import { collectionInfo } from './content/collection-labels';

export { AUDIT_AREAS } from './audit-areas';

/** One entry as the loader sends it (server/accounts/audit.ts AuditRow). */
export interface AuditLine {
  actor: string;
  actorName: string | null;
  action: string;
  subject: string;
  subjectTitle: string | null;
  detail: Record<string, unknown> | null;
}

/** The parts a wording is made of. */
interface Parts {
  /** Who did it: their name, or words for the system. */
  who: string;
  subject: string;
  line: AuditLine;
  /** A detail as text ('' when absent). */
  detail: (key: string) => string;
}

/** Who did it, in words: the person's name now, else what the entry kept. */
export function actorWords(line: Pick<AuditLine, 'actor' | 'actorName'>): string {
  if (line.actorName) return line.actorName;
  if (line.actor === 'system') return 'The system';
  if (line.actor === 'ADMIN_PASSWORD') return 'The server’s start (ADMIN_PASSWORD)';
  if (line.actor.startsWith('address ')) return `Someone (${line.actor})`;
  return line.actor;
}

const ROLE_WORDS: Record<string, string> = { owner: 'an owner', editor: 'an editor' };
const role = (value: string) => ROLE_WORDS[value] ?? (value || 'someone');

const LEAD_KINDS: Record<string, string> = {
  quote: 'quote request',
  message: 'message',
  comment: 'comment',
  subscriber: 'newsletter subscriber',
};

/** "quote #12" → "quote request #12". */
const leadWords = (subject: string) =>
  subject.replace(/^(\w+) #/, (_, kind: string) => `${LEAD_KINDS[kind] ?? kind} #`);

/** "the post “Winter pours”" (or its address when the item is gone). */
function contentWords(line: AuditLine): string {
  const [collection = '', slug = ''] = line.subject.split('/');
  const info = collectionInfo(collection);
  const name = line.subjectTitle ? `“${line.subjectTitle}”` : slug || line.subject;
  return `the ${info.one} ${name}`;
}

/** "comment #12 under “Winter pours”". */
const commentWords = (p: Parts) =>
  `${p.subject}${p.detail('post') ? ` under “${p.detail('post')}”` : ''}`;
const comment = (verb: string) => (p: Parts) => `${p.who} ${verb} ${commentWords(p)}`;

const content = (verb: string) => (p: Parts) => `${p.who} ${verb} ${contentWords(p.line)}`;
const template = (verb: string) => (p: Parts) =>
  `${p.who} ${verb} the reply template “${p.detail('name') || p.subject}”`;

/** Every code the server writes, and its sentence. */
export const AUDIT_WORDS: Record<string, (parts: Parts) => string> = {
  'sign-in.ok': (p) => `${p.who} signed in`,
  'sign-in.failed': (p) => `A sign-in as ${p.subject} failed (wrong email or password)`,
  'sign-in.throttled': (p) => `A sign-in as ${p.subject} was held back: too many attempts`,
  'sign-out': (p) => `${p.who} signed out`,
  'session.revoked': (p) => `${p.who} ended a sign-in`,
  'password.changed': (p) => `${p.who} changed their password`,
  'password.change-refused': (p) =>
    `${p.who} tried to change their password and was refused (wrong current password or too many attempts)`,
  'password.reset-requested': (p) => `A reset link was asked for ${p.subject}`,
  'password.reset': (p) => `${p.who} set a new password from a reset link`,
  'person.invited': (p) => `${p.who} invited ${p.subject} as ${role(p.detail('role'))}`,
  'person.invite-withdrawn': (p) => `${p.who} withdrew the invitation of ${p.subject}`,
  'person.joined': (p) => `${p.who} joined as ${role(p.detail('role'))}`,
  'person.role-changed': (p) => `${p.who} made ${p.subject} ${role(p.detail('to'))}`,
  'person.removed': (p) => `${p.who} removed ${p.subject}`,
  'person.added': (p) => `${p.who} added ${p.subject} as ${role(p.detail('role'))}`,
  'person.updated': (p) => `${p.who} updated the account of ${p.subject}`,
  'person.renamed': (p) =>
    p.line.actor === p.subject
      ? `${p.who} changed their name from “${p.detail('from')}” to “${p.detail('to')}”`
      : `${p.who} named ${p.subject} “${p.detail('to')}”`,
  'person.photo-changed': (p) =>
    p.line.actor === p.subject
      ? `${p.who} changed their photo`
      : `${p.who} changed the photo of ${p.subject}`,
  'person.photo-removed': (p) =>
    p.line.actor === p.subject
      ? `${p.who} removed their photo`
      : `${p.who} removed the photo of ${p.subject}`,
  'person.about-changed': (p) => `${p.who} changed their “About me” line`,
  'tag.added': (p) => `${p.who} added the tag “${p.detail('label')}”`,
  'tag.renamed': (p) => `${p.who} renamed the tag “${p.detail('from')}” to “${p.detail('to')}”`,
  'tag.removed': (p) =>
    `${p.who} removed the tag “${p.detail('label')}” (from ${p.detail('changed')} posts)`,
  'tag.moved': (p) =>
    `${p.who} moved the tag “${p.detail('label')}” to place ${p.detail('place')} of ${p.detail('of')}`,
  'category.added': (p) => `${p.who} added the project category “${p.detail('label')}”`,
  'category.renamed': (p) =>
    `${p.who} renamed the project category “${p.detail('from')}” to “${p.detail('to')}”`,
  'category.moved': (p) =>
    `${p.who} moved the project category “${p.detail('label')}” to place ${p.detail('place')} of ${p.detail('of')}`,
  'category.removed': (p) =>
    `${p.who} removed the project category “${p.detail('label')}”${
      p.detail('movedTo') ? ` (its projects moved to “${p.detail('movedTo')}”)` : ''
    }`,
  'spam.not-spam': (p) => `${p.who} took the ${leadWords(p.subject)} out of Spam`,
  'comment.approved': comment('approved'),
  'comment.unapproved': comment('withdrew the approval of'),
  'comment.spam': (p) => `${p.who} marked ${commentWords(p)} as spam`,
  'comment.not-spam': (p) => `${p.who} took ${commentWords(p)} out of Spam`,
  'comment.deleted': comment('deleted'),
  'comment.replied': comment('replied on the site to'),
  'comment.reply-removed': comment('removed the reply to'),
  'lead.replied': (p) => `${p.who} replied by mail to ${leadWords(p.subject)}`,
  'reply-template.added': template('added'),
  'reply-template.changed': template('changed'),
  'reply-template.deleted': template('deleted'),
  'privacy.exported': (p) => `${p.who} exported the data kept about ${p.subject}`,
  'privacy.erased': (p) => `${p.who} erased the data kept about ${p.subject}`,
  'privacy.retention-changed': (p) => `${p.who} changed how long data is kept`,
  'office.settings': (p) => `${p.who} changed the office settings (${p.subject})`,
  'mail.server': (p) => `${p.who} set the outgoing mail server to ${p.subject}`,
  'mail.server-removed': (p) => `${p.who} removed the outgoing mail server`,
  'site.address': (p) => `${p.who} set the site's address to ${p.subject}`,
  'alerts.webhook': (p) =>
    p.subject === 'off'
      ? `${p.who} turned the webhook off`
      : `${p.who} set the webhook to ${p.subject}`,
  'alerts.digest': (p) =>
    p.subject === 'off'
      ? `${p.who} turned the daily digest off`
      : `${p.who} set the daily digest for ${p.subject}`,
  'review.settings': (p) =>
    p.subject === 'off'
      ? `${p.who} turned review requests off`
      : `${p.who} set review requests to ${p.subject}, ${p.detail('delayDays')} days after a job is finished`,
  'review.imported': (p) =>
    `${p.who} imported ${p.subject}${p.detail('approved') === 'true' ? ', shown on the site' : ', not shown yet'}`,
  'review.added': (p) => `${p.who} added ${p.subject}, not shown yet`,
  'review.approved': (p) => `${p.who} approved ${p.subject} for the site`,
  'review.hidden': (p) => `${p.who} took ${p.subject} off the site`,
  'review.deleted': (p) => `${p.who} deleted ${p.subject}`,
  'job.retried': (p) => `${p.who} tried the failed job ${p.subject} again`,
  'job.dismissed': (p) => `${p.who} dismissed the failed job ${p.subject}`,
  'content.import': content('imported'),
  'content.create': content('created'),
  'content.save': content('saved'),
  'content.publish': content('published'),
  'content.schedule': content('scheduled'),
  'content.unpublish': content('unpublished'),
  'content.delete': content('deleted'),
  'content.slug': content('changed the address of'),
  'content.duplicate': content('made a copy of'),
  'content.reorder': (p) => `${p.who} moved ${contentWords(p.line)} to a new place in its list`,
  'content.restore': content('brought back an earlier version of'),
  'content.media': content('changed the photos of'),
  'content.sync': content('changed (on another server)'),
};

/** "Dana published the post “Winter pours”": one entry as a sentence. */
export function auditSentence(line: AuditLine): string {
  const parts: Parts = {
    who: actorWords(line),
    subject: line.subject,
    line,
    detail: (key) => {
      const value = line.detail?.[key];
      return value === undefined || value === null ? '' : String(value);
    },
  };
  const wording = AUDIT_WORDS[line.action];
  if (wording) return wording(parts);
  // A code without a wording yet (a newer server): still a sentence, the code in words.
  const what = line.action.replace(/[.-]+/g, ' ').trim() || 'an action';
  return `${parts.who} did something the log has no words for yet: ${what}${line.subject ? ` (${line.subject})` : ''}`;
}
