import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { listInbox } from '../store/inbox.ts';
import { saveSubmission } from '../store/submissions.ts';
import { officeMail } from './compose.ts';
import { BATCH_SIZE, queueMail, runOutbox } from './outbox.ts';

const FROM = 'site@example.com';

describe('the outbox', () => {
  let database: Db;
  beforeAll(async () => {
    database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'outbox-')), 'site.db')}`);
    await migrate(database);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('outbox').execute();
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
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}`, pool: true });
    const down = await runOutbox(db, transport, FROM);
    expect(down).toMatchObject({ sent: 0, failed: 1, more: false });
    const [entry] = await listInbox(db, {});
    expect(entry?.mail).toBe('pending');
    expect(entry?.mailError).toBeTruthy();
    expect(entry?.mailError).not.toContain('ola@');

    // The server still does not answer: nothing is tried.
    expect(await runOutbox(db, transport, FROM)).toMatchObject({ sent: 0, failed: 0 });

    const smtp = await startSmtp(port);
    try {
      // Back: the mail that waited for the server goes at once, not after its retry delay.
      expect(await runOutbox(db, transport, FROM)).toMatchObject({ sent: 1, failed: 0 });
      await smtp.waitFor((mail) => mail.text?.includes('Ola') ?? false);
      const [after] = await listInbox(db, {});
      expect(after?.mail).toBe('sent');
      expect(await runOutbox(db, transport, FROM)).toMatchObject({ sent: 0, failed: 0 });
      expect(smtp.mails).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('sends a mail whose "sent" mark was lost again with the same Message-ID', async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url, pool: true });
    try {
      await queueMail(db, { to: 'office@example.com', subject: 'Twice', body: 'same-mail' });
      expect(await runOutbox(db, transport, FROM)).toMatchObject({ sent: 1 });
      // As if the mark had failed and the claim had run out.
      await db.updateTable('outbox').set({ sent_at: null, claimed_until: null }).execute();
      expect(await runOutbox(db, transport, FROM)).toMatchObject({ sent: 1 });
      await smtp.waitFor(() => smtp.mails.length === 2);
      const [first, second] = smtp.mails;
      expect(first?.messageId).toMatch(/^<outbox-\d+\.[0-9a-z]+@example\.com>$/);
      expect(second?.messageId).toBe(first?.messageId);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('says when a batch was full, so the next one follows at once', async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url, pool: true });
    try {
      for (let n = 0; n < BATCH_SIZE + 5; n++) {
        await queueMail(db, {
          to: 'office@example.com',
          subject: `Batch ${n}`,
          body: `batch-${n}`,
        });
      }
      expect(await runOutbox(db, transport, FROM)).toMatchObject({ sent: BATCH_SIZE, more: true });
      expect(await runOutbox(db, transport, FROM)).toMatchObject({ sent: 5, more: false });
      await smtp.waitFor(() => smtp.mails.length === BATCH_SIZE + 5);
      expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(BATCH_SIZE + 5);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('the outbox of two servers on one PostgreSQL', () => {
  const servers: Db[] = [];
  beforeAll(async () => {
    // Two connection pools on one database, as two servers have.
    const url = await freshDatabaseUrl('postgres');
    servers.push(openDatabase(url), openDatabase(url));
    await migrate(servers[0] as Db);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('never sends one mail twice when both run at the same time', async () => {
    const [a, b] = servers as [Db, Db];
    const smtp = await startSmtp();
    // Each server has its own pooled connections.
    const ta = nodemailer.createTransport({ url: smtp.url, pool: true });
    const tb = nodemailer.createTransport({ url: smtp.url, pool: true });
    try {
      const queued = 30;
      for (let n = 0; n < queued; n++) {
        await queueMail(n % 2 ? a.db : b.db, {
          to: 'office@example.com',
          subject: `Both ${n}`,
          body: `both-${n}`,
        });
      }
      const runs = await Promise.all([
        runOutbox(a.db, ta, FROM),
        runOutbox(b.db, tb, FROM),
        runOutbox(a.db, ta, FROM),
        runOutbox(b.db, tb, FROM),
      ]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(queued);
      await smtp.waitFor(() => smtp.mails.length === queued);
      const ids = smtp.mails.map((mail) => mail.messageId);
      expect(ids).toHaveLength(queued);
      expect(new Set(ids).size).toBe(queued);
      const left = await a.db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .execute();
      expect(left).toHaveLength(0);
    } finally {
      ta.close();
      tb.close();
      await smtp.close();
    }
  });
});
