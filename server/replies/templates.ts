/**
 * The office's saved reply templates: listed by name, added, changed and deleted by owners and
 * editors, each change in the audit log. A template's placeholders must be ones the reply
 * form fills (placeholders.ts), so a typo is refused when saved, not mailed to a visitor.
 */
import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import { REPLY_PLACEHOLDERS, unknownPlaceholders } from '../../common/reply-placeholders.ts';
import { BODY_MAX, manyLines, NAME_MAX, oneLine, SUBJECT_MAX } from '../../common/reply-text.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';

/** A template as the screens read it. */
export interface ReplyTemplate {
  id: number;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
}

/** What the office typed into a template's form. */
export interface TemplateInput {
  name: string;
  subject: string;
  body: string;
}

const known = Object.keys(REPLY_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ');

/** The template's fields checked and trimmed, or a refusal naming the field. */
export function checkTemplate(input: TemplateInput): TemplateInput {
  const name = oneLine(input.name, 'name', 'template’s name', NAME_MAX);
  // No subject: the reply keeps its "Re: …" subject, which threads best.
  const subject = input.subject.trim()
    ? oneLine(input.subject, 'subject', 'subject', SUBJECT_MAX)
    : '';
  const body = manyLines(input.body, 'body', 'text', BODY_MAX);
  for (const [field, text] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0) {
      throw refusal(
        422,
        `${unknown.join(', ')} is not a placeholder the reply fills: use ${known}.`,
        field,
      );
    }
  }
  return { name, subject, body };
}

const columns = ['id', 'name', 'subject', 'body', 'updated_at'] as const;
const shaped = (row: {
  id: number;
  name: string;
  subject: string;
  body: string;
  updated_at: string;
}) => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updated_at,
});

/** Every template, by name. */
export async function listTemplates(db: Kysely<Database>): Promise<ReplyTemplate[]> {
  const rows = await db
    .selectFrom('reply_templates')
    .select(columns)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(shaped);
}

/** One template, or undefined. */
export async function getTemplate(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('reply_templates')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && shaped(row);
}

/** Who saves, and when. */
export interface TemplateBy {
  actor: AuditActor & { id: number };
  now: Date;
}

/** Two templates with one name would be one choice too many in the picker. */
async function refuseTakenName(db: Kysely<Database>, name: string, except?: number) {
  let query = db
    .selectFrom('reply_templates')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) {
    throw refusal(422, 'Another template has that name: choose another.', 'name');
  }
}

/** Adds a template; resolves with its id. */
export async function addTemplate(db: Kysely<Database>, by: TemplateBy, input: TemplateInput) {
  const checked = checkTemplate(input);
  return db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, checked.name);
    const at = by.now.toISOString();
    const { id } = await trx
      .insertInto('reply_templates')
      .values({ ...checked, created_at: at, updated_at: at, updated_by: by.actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor: by.actor,
      action: 'reply-template.added',
      subject: `template #${id}`,
      detail: { name: checked.name },
    });
    return id;
  });
}

/** Changes a template; a 404 refusal when it is gone. */
export async function changeTemplate(
  db: Kysely<Database>,
  by: TemplateBy,
  id: number,
  input: TemplateInput,
) {
  const checked = checkTemplate(input);
  await db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, checked.name, id);
    const result = await trx
      .updateTable('reply_templates')
      .set({ ...checked, updated_at: by.now.toISOString(), updated_by: by.actor.id })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw refusal(404, 'That template does not exist (any more).');
    }
    await audit(trx, {
      actor: by.actor,
      action: 'reply-template.changed',
      subject: `template #${id}`,
      detail: { name: checked.name },
    });
  });
}

/** Deletes a template; resolves with its name, or undefined when it was gone already. */
export async function deleteTemplate(db: Kysely<Database>, by: TemplateBy, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('reply_templates')
      .where('id', '=', id)
      .returning('name')
      .executeTakeFirst();
    if (!row) return undefined;
    await audit(trx, {
      actor: by.actor,
      action: 'reply-template.deleted',
      subject: `template #${id}`,
      detail: { name: row.name },
    });
    return row.name;
  });
}
