/**
 * Personal data by the rules (issue 19, docs/decisions/035): export and erase everything about
 * one address, and keep each kind only as long as the office's retention setting says. Owners
 * only (the routes check); every export, erasure and setting change is in the audit log, which
 * names the address only by its keyed reference (audit-ref.ts), never in clear.
 */
import { refusal } from '../../common/refusal.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import { isEmail } from '../accounts/emails.ts';
import type { Db } from '../db/connect.ts';
import { auditRef } from './audit-ref.ts';
import type { DeletedCounts } from './delete-submissions.ts';
import { erasePerson, wipeFreedBytes } from './erase.ts';
import { exportPerson } from './export.ts';
import { personIds } from './person-rows.ts';
import { type SweepResult, sweepRetention } from './retention.ts';
import { type Retention, readRetention, writeRetention } from './retention-setting.ts';

/** A typed address, checked: at most 254 characters, one @, no spaces or control characters. */
export function checkedAddress(raw: string): string {
  const email = raw.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (!isEmail(email) || /[\u0000-\u001f\u007f]/.test(email)) {
    throw refusal(422, 'Enter one email address, such as name@example.com.', 'email');
  }
  return email;
}

/** What an erasure would delete, shown before the office confirms it. */
export interface ErasePreview {
  ref: string;
  leads: number;
  comments: number;
  files: number;
  subscriber: number;
  mail: number;
}

export function createPrivacy({ db, dialect }: Pick<Db, 'db' | 'dialect'>, secret: Uint8Array) {
  const refOf = (email: string) => auditRef(secret, email);
  return {
    refOf,

    /** The export document; audited as `privacy.exported` with its counts. */
    async exportFor(actor: AuditActor, rawEmail: string) {
      const email = checkedAddress(rawEmail);
      const { document, counts } = await exportPerson(db, email);
      const ref = refOf(email);
      await audit(db, {
        actor,
        action: 'privacy.exported',
        subject: `address ${ref}`,
        detail: counts,
      });
      return { document, ref };
    },

    /** Counts of what {@link erase} would delete (nothing is changed or recorded). */
    async preview(rawEmail: string): Promise<ErasePreview> {
      const email = checkedAddress(rawEmail);
      const ids = await personIds(db, email);
      const kinds = ids.submissions.length
        ? await db
            .selectFrom('submissions')
            .select('kind')
            .where('id', 'in', ids.submissions)
            .execute()
        : [];
      const files = ids.submissions.length
        ? await db
            .selectFrom('lead_files')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('submission_id', 'in', ids.submissions)
            .executeTakeFirstOrThrow()
        : { n: 0 };
      const comments = kinds.filter((row) => row.kind === 'comment').length;
      return {
        ref: refOf(email),
        leads: kinds.length - comments,
        comments,
        files: Number(files.n),
        subscriber: ids.subscribers.length,
        mail: ids.outbox.length,
      };
    },

    /** Deletes everything about the address; audited as `privacy.erased` with rows per table. */
    async erase(actor: AuditActor, rawEmail: string): Promise<DeletedCounts & { ref: string }> {
      const email = checkedAddress(rawEmail);
      const ref = refOf(email);
      let entry = 0;
      const counts = await erasePerson(db, email, `address ${ref}`, async (deleted, trx) => {
        entry = await audit(trx, {
          actor,
          action: 'privacy.erased',
          subject: `address ${ref}`,
          detail: { ...deleted },
        });
      });
      // The log can be emptied only after the commit: when a reader kept SQLite's write-ahead
      // log from being emptied at once, the entry says so (it is emptied at a later checkpoint).
      const wiped = dialect === 'sqlite' ? await wipeFreedBytes(db) : true;
      if (!wiped) {
        await db
          .updateTable('audit_log')
          .set({ detail: JSON.stringify({ ...counts, logEmptied: false }) })
          .where('id', '=', entry)
          .execute();
      }
      return { ...counts, ref };
    },

    retention: {
      read: () => readRetention(db),
      async write(actor: AuditActor, value: unknown): Promise<Retention> {
        return writeRetention(db, value, actor.id, new Date(), (saved, trx) =>
          audit(trx, {
            actor,
            action: 'privacy.retention-changed',
            subject: 'retention',
            detail: { ...saved },
          }),
        );
      },
    },

    /** Applies the retention setting at `now` (the daily sweeper calls it). */
    async sweep(now = new Date()): Promise<SweepResult> {
      return sweepRetention(db, await readRetention(db), now);
    },
  };
}

export type Privacy = ReturnType<typeof createPrivacy>;
