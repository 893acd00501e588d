// Replays sent at once (issue 29): many posts carrying one token, all stored in the same moment,
// and only the uses the token allows stay out of Spam, on each database. The counting is one
// upsert on the token's row inside the storing transaction (token-uses.ts): SQLite runs one
// write transaction at a time, and PostgreSQL makes a second insert of the same key wait for
// the first one's commit and then update the committed row, so no two posts read one count.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { saveSubmission } from '../store/submissions.ts';
import { subscribe } from '../store/subscribers.ts';
import { ALLOWED_USES, type TokenSource } from './form-token.ts';
import type { Screening } from './screen.ts';

/** Posts sent at once with one token: more than the PostgreSQL pool's ten connections. */
const AT_ONCE = 24;

describe.each(databases)(`one token in ${AT_ONCE} posts at once, on %s`, (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database?.close());

  it.each(['s', 'p'] as TokenSource[])(
    'a %s token keeps only the uses it allows out of Spam',
    async (source) => {
      const id = randomBytes(16).toString('base64url');
      const screening: Screening = {
        reasons: [],
        token: { id, allowedUses: ALLOWED_USES[source] },
      };
      const email = (n: number) => `replay-${source}-${n}@example.com`;
      // Messages and sign-ups: both stores count the token in their own transaction.
      const results = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          n % 3 === 2
            ? subscribe(database.db, email(n), screening).then((r) => r.status === 'held')
            : saveSubmission(
                database.db,
                database.dialect,
                { kind: 'message', name: `Replay ${n}`, email: email(n), message: `Number ${n}` },
                undefined,
                screening,
              ).then((r) => r.isSpam),
        ),
      );
      expect(results.filter((isSpam) => !isSpam)).toHaveLength(ALLOWED_USES[source]);

      const uses = await database.db
        .selectFrom('form_token_uses')
        .select('uses')
        .where('token_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(uses.uses)).toBe(AT_ONCE);
      const stored = await database.db
        .selectFrom('submissions')
        .select(['folder', 'spam_reasons'])
        .where('email', 'like', `replay-${source}-%`)
        .execute();
      const signUps = await database.db
        .selectFrom('subscribers')
        .select(['folder', 'spam_reasons'])
        .where('email', 'like', `replay-${source}-%`)
        .execute();
      const rows = [...stored, ...signUps];
      // Every post was kept; each one past the allowed uses is in Spam as a replay.
      expect(rows).toHaveLength(AT_ONCE);
      const spam = rows.filter((row) => row.folder === 'spam');
      expect(spam).toHaveLength(AT_ONCE - ALLOWED_USES[source]);
      for (const row of spam) expect(row.spam_reasons).toBe(JSON.stringify(['replayed-token']));
    },
  );
});
