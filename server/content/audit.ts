import { type AuditActor, audit, SYSTEM } from '../accounts/audit.ts';
import type { AuditHook } from './events.ts';

/**
 * The content store's changes in the accounts' audit log, written in the change's own
 * transaction: who (the person's email at the time, or the system for the scheduler), what,
 * and which item. The seed import of a first start is one line of the start log instead.
 */
export const contentAudit: AuditHook = async (change, trx) => {
  if (change.action === 'import') return;
  let actor: AuditActor = SYSTEM;
  if (change.actor !== null) {
    const person = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', change.actor)
      .executeTakeFirst();
    actor = { id: change.actor, email: person?.email ?? `person ${change.actor}` };
  }
  const detail: Record<string, string | number> = {};
  if (change.version !== undefined) detail.version = change.version;
  if (change.oldSlug !== undefined) detail.from = change.oldSlug;
  await audit(trx, {
    actor,
    action: `content.${change.action}`,
    subject: `${change.collection}/${change.slug}`,
    detail,
  });
};
