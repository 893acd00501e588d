import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_WORDS, type AuditLine, auditSentence } from './audit-words';

const SERVER = join(import.meta.dirname, '../../../server');

/** Every .ts file under server/ except tests. */
function serverFiles(folder = SERVER): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The action codes the server writes: `action: '…'` in files that call audit(), and
 * `content.<action>` for each of the content store's actions (server/content/audit.ts).
 */
function writtenCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of serverFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!/\baudit\(/.test(text)) continue;
    // `action: 'a.b'`, or each code of a choice on that line (`action: x ? 'a.b' : 'a.c'`).
    for (const line of text.split('\n').filter((each) => /\baction: /.test(each))) {
      for (const match of line.matchAll(/'([a-z-]+(?:\.[a-z-]+)?)'/g)) {
        if (match[1] && (match[1].includes('.') || match[1] === 'sign-out')) codes.add(match[1]);
      }
    }
  }
  const events = readFileSync(join(SERVER, 'content/events.ts'), 'utf8');
  const union = /export type ContentAction =([^;]+);/.exec(events)?.[1] ?? '';
  for (const match of union.matchAll(/'([a-z-]+)'/g)) codes.add(`content.${match[1]}`);
  return codes;
}

const line = (action: string, more: Partial<AuditLine> = {}): AuditLine => ({
  actor: 'dana@example.com',
  actorName: 'Dana',
  action,
  subject: 'dana@example.com',
  subjectTitle: null,
  detail: null,
  ...more,
});

describe('the audit log in words', () => {
  it('has a wording for every action code the server writes', () => {
    const codes = writtenCodes();
    // The scan itself must find the codes (a moved file would otherwise pass with nothing).
    expect(codes.size).toBeGreaterThan(30);
    expect(codes).toContain('sign-in.ok');
    expect(codes).toContain('content.publish');
    expect(codes).toContain('person.photo-removed');
    const missing = [...codes].filter((code) => !(code in AUDIT_WORDS));
    expect(missing).toEqual([]);
  });

  it('names the person and the content item’s title', () => {
    expect(
      auditSentence(
        line('content.publish', { subject: 'posts/winter-pours', subjectTitle: 'Winter pours' }),
      ),
    ).toBe('Dana published the post “Winter pours”');
    expect(auditSentence(line('content.delete', { subject: 'projects/old-barn' }))).toBe(
      'Dana deleted the project old-barn',
    );
    expect(
      auditSentence(
        line('person.role-changed', { subject: 'kim@example.com', detail: { to: 'owner' } }),
      ),
    ).toBe('Dana made kim@example.com an owner');
    expect(
      auditSentence(
        line('person.renamed', {
          detail: { from: 'Owner', to: 'Dana' },
          subject: 'dana@example.com',
        }),
      ),
    ).toBe('Dana changed their name from “Owner” to “Dana”');
    expect(auditSentence(line('lead.replied', { subject: 'quote #12' }))).toBe(
      'Dana replied by mail to quote request #12',
    );
  });

  it('says what was done to a comment, under which post (decision 054)', () => {
    const on = (action: string) =>
      auditSentence(line(action, { subject: 'comment #7', detail: { post: 'Winter pours' } }));
    expect(writtenCodes()).toContain('comment.approved');
    expect(writtenCodes()).toContain('comment.reply-removed');
    expect(on('comment.approved')).toBe('Dana approved comment #7 under “Winter pours”');
    expect(on('comment.replied')).toBe(
      'Dana replied on the site to comment #7 under “Winter pours”',
    );
    expect(on('comment.deleted')).toBe('Dana deleted comment #7 under “Winter pours”');
    expect(on('comment.spam')).toBe('Dana marked comment #7 under “Winter pours” as spam');
  });

  it('says who when the entry is the system’s or nobody’s account', () => {
    expect(
      auditSentence(
        line('person.added', {
          actor: 'ADMIN_PASSWORD',
          actorName: null,
          detail: { role: 'owner' },
        }),
      ),
    ).toBe('The server’s start (ADMIN_PASSWORD) added dana@example.com as an owner');
    expect(
      auditSentence(
        line('content.publish', { actor: 'system', actorName: null, subject: 'posts/a' }),
      ),
    ).toBe('The system published the post a');
  });

  it('reads an unknown code as a sentence, never the bare code', () => {
    const sentence = auditSentence(line('mail.test-sent', { subject: 'smtp.example.com' }));
    expect(sentence).toBe(
      'Dana did something the log has no words for yet: mail test sent (smtp.example.com)',
    );
    expect(sentence).not.toContain('mail.test-sent');
  });
});
