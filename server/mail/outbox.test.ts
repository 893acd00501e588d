import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/serve.mjs';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { listInbox } from '../store/inbox.ts';
import { saveSubmission } from '../store/submissions.ts';
import { officeMail } from './compose.ts';
import { runOutbox } from './outbox.ts';

describe('the outbox', () => {
  let database: Db;
  beforeAll(async () => {
    database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'outbox-')), 'site.db')}`);
    await migrate(database);
  });
  afterAll(() => database?.close());

  it('keeps a mail the server could not send, shows it in the inbox, and sends it once the server is back', async () => {
    const { db } = database;
    const submission = {
      kind: 'message' as const,
      name: 'Ola',
      email: 'ola@example.com',
      message: 'Hi',
    };
    await saveSubmission(db, 'sqlite', submission, (id) =>
      officeMail(submission, id, 'office@example.com'),
    );

    const port = await findFreePort(42525);
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${port}`);
    const down = await runOutbox(db, transport, 'site@example.com');
    expect(down).toEqual({ sent: 0, failed: 1 });
    const [entry] = await listInbox(db, {});
    expect(entry?.mail).toBe('pending');
    expect(entry?.mailError).toBeTruthy();
    expect(entry?.mailError).not.toContain('ola@');

    // Not due yet: a retry waits.
    expect(await runOutbox(db, transport, 'site@example.com')).toEqual({ sent: 0, failed: 0 });
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();

    const smtp = await startSmtp(port);
    try {
      expect(await runOutbox(db, transport, 'site@example.com')).toEqual({ sent: 1, failed: 0 });
      await smtp.waitFor((mail) => mail.text?.includes('Ola') ?? false);
      const [after] = await listInbox(db, {});
      expect(after?.mail).toBe('sent');
      expect(await runOutbox(db, transport, 'site@example.com')).toEqual({ sent: 0, failed: 0 });
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
