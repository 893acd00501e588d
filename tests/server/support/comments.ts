/** The Comments screen as the server tests drive it (decision 054). */
import { openDatabase } from '../../../server/db/connect.ts';
import { postForm, type Target } from './site';

/** The id of the comment whose text is `text`, read from the site's database. */
export async function commentIdOf(databaseUrl: string, text: string): Promise<string> {
  const database = openDatabase(databaseUrl);
  try {
    const row = await database.db
      .selectFrom('submissions')
      .select('id')
      .where('kind', '=', 'comment')
      .where('message', '=', text)
      .executeTakeFirstOrThrow();
    return String(row.id);
  } finally {
    await database.close();
  }
}

/** One action of the Comments screen (approve, unapprove, reply …), as a signed-in person. */
export function moderate(
  target: Target,
  cookie: string,
  id: string,
  intent: string,
  extra: Record<string, string> = {},
) {
  return postForm(target, '/admin/comments', { intent, id, ...extra }, { cookie });
}
