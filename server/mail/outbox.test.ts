import { mkdtempSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { testClock } from '../../tests/server/support/content.ts';
import { mailJobs, outboxCounts } from '../../tests/server/support/mail-jobs.ts';
import { freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { createDeadLetters } from '../jobs/dead-letters.ts';
import { createJobs } from '../jobs/runner.ts';
import { backoffMs, scheduleJob } from '../jobs/store.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { listInbox } from '../store/inbox.ts';
import { saveSubmission } from '../store/submissions.ts';
import { outboxBacklog } from './backlog.ts';
import { officeMail } from './compose.ts';
import { LEASE_RAN_OUT, MAIL_BATCH, mailJob, PROBE_WAIT_MS, refusedAgain } from './mail-job.ts';
import { queueMail } from './outbox.ts';
import { MAIL_KIND, MAIL_TRIES, mailJobKey, SERVER_LEVEL_REASONS } from './outbox-rules.ts';

const FROM = 'site@example.com';
const OWNER = { id: 1, email: 'owner@example.com' };

describe('the outbox on the jobs table', () => {
  let database: Db;
  beforeAll(async () => {
    database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'outbox-')), 'site.db')}`);
    await migrate(database);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('outbox').execute();
    await database.db.deleteFrom('jobs').execute();
  });
  afterAll(() => database?.close());

  const jobOf = (outboxId: number) =>
    database.db
      .selectFrom('jobs')
      .selectAll()
      .where('job_key', '=', mailJobKey(outboxId))
      .executeTakeFirstOrThrow();

  /** A mail parked for a mail server that timed out, due a minute from now. */
  const parkedMail = async (subject: string) => {
    const id = await queueMail(database.db, { to: 'office@example.com', subject, body: 'x' });
    const later = new Date(Date.now() + 60_000).toISOString();
    await database.db
      .updateTable('jobs')
      .set({ last_error: 'ETIMEDOUT', due_at: later })
      .where('job_key', '=', mailJobKey(id))
      .execute();
    return { id, later };
  };

  it('waits for a mail server that is gone without spending tries, and sends at once when it is back', async () => {
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
    const [{ id } = { id: 0 }] = await db.selectFrom('outbox').select('id').execute();

    const port = await findFreePort(42525);
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}`, pool: true });
    const jobs = mailJobs(database, transport, FROM);
    await jobs.run();
    const parked = await jobOf(id);
    // A wait, not a try: the try is given back, the cause kept.
    expect(parked).toMatchObject({ state: 'waiting', attempts: 0, lease_owner: null });
    expect(parked.last_error).toMatch(/^E[A-Z]+$/);
    const [entry] = await listInbox(db, {});
    expect(entry?.mail).toBe('pending');
    expect(entry?.mailError).toBe(parked.last_error);
    expect(entry?.mailError).not.toContain('ola@');

    expect(await outboxBacklog(db)).toMatchObject({ waiting: 1, givenUp: 0 });
    // The server still does not answer (its probe fails): nothing is tried, the job unchanged.
    await jobs.run();
    expect(await jobOf(id)).toEqual(parked);

    const smtp = await startSmtp(port);
    try {
      // Back: the mail that waited for the server goes at once, not after its pause.
      await jobs.run();
      await smtp.waitFor((mail) => mail.text?.includes('Ola') ?? false);
      const [after] = await listInbox(db, {});
      expect(after?.mail).toBe('sent');
      expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1 });
      await jobs.run();
      expect(smtp.mails).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('waits without spending tries while the mail server refuses the login (535), and sends once it accepts it', async () => {
    const { db } = database;
    const smtp = await startSmtp(0, { user: 'site', password: 'right' });
    const wrong = nodemailer.createTransport({
      url: smtp.url,
      auth: { user: 'site', pass: 'old' },
    });
    const right = nodemailer.createTransport({
      url: smtp.url,
      auth: { user: 'site', pass: 'right' },
    });
    try {
      const first = await queueMail(db, { to: 'office@example.com', subject: 'One', body: 'x' });
      const second = await queueMail(db, { to: 'office@example.com', subject: 'Two', body: 'x' });
      const jobs = mailJobs(database, wrong, FROM);
      await jobs.run();
      await jobs.run();
      // A login the server refuses refuses every mail: a wait, parked for the probe, no try.
      for (const id of [first, second]) {
        const job = await jobOf(id);
        expect(job).toMatchObject({ state: 'waiting', attempts: 0, last_error: 'EAUTH' });
      }
      // The password fixed (a new transport, as a saved setting makes): both go at once.
      await mailJobs(database, right, FROM).run();
      await smtp.waitFor(() => smtp.mails.length === 2);
      expect(await outboxCounts(db)).toEqual({ sent: 2, unsent: 0 });
    } finally {
      wrong.close();
      right.close();
      await smtp.close();
    }
  });

  it('sends a mail whose "sent" mark was lost again with the same Message-ID, and never after a lost finish', async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url, pool: true });
    const jobs = mailJobs(database, transport, FROM);
    try {
      const id = await queueMail(db, { to: 'office@example.com', subject: 'Twice', body: 'x' });
      await jobs.run();
      await smtp.waitFor(() => smtp.mails.length === 1);
      // The job's finish was lost (its lease ran out): taken again, the row says sent.
      const waiting = { state: 'waiting' as const, finished_at: null, lease_owner: null };
      await db.updateTable('jobs').set(waiting).execute();
      await jobs.run();
      expect(await jobOf(id)).toMatchObject({ state: 'done' });
      expect(smtp.mails).toHaveLength(1);
      // The "sent" mark was lost too: it goes again, the same mail to the receiver.
      await db.updateTable('outbox').set({ sent_at: null }).execute();
      await db.updateTable('jobs').set(waiting).execute();
      await jobs.run();
      await smtp.waitFor(() => smtp.mails.length === 2);
      const [first, second] = smtp.mails;
      expect(first?.messageId).toMatch(/^<outbox-\d+\.[0-9a-z]+@example\.com>$/);
      expect(second?.messageId).toBe(first?.messageId);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('sends nothing when the lease ran out before the mail’s turn, and does not end it done', async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url });
    try {
      const id = await queueMail(db, { to: 'office@example.com', subject: 'Late', body: 'x' });
      // The run reads the clock to clean (first) and to take its batch (second); by the mail's
      // turn, three minutes have passed (its lease is two).
      const start = Date.now() + 60_000;
      let readings = 0;
      const clock = () => new Date(start + (readings++ < 2 ? 0 : 3 * 60_000));
      const jobs = createJobs({ ...database, clock });
      const mail = { refresh: async () => undefined, current: () => ({ transport, from: FROM }) };
      jobs.register(MAIL_KIND, mailJob({ db, mail }));
      await jobs.run();
      expect(await jobOf(id)).toMatchObject({
        state: 'waiting',
        attempts: 0,
        last_error: LEASE_RAN_OUT,
        lease_owner: null,
      });
      expect(await outboxCounts(db)).toEqual({ sent: 0, unsent: 1 });
      expect(smtp.mails).toHaveLength(0);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('does not hold the other jobs up while a mail server that never answers is probed', async () => {
    const { db } = database;
    // Takes the connection and never greets: verify() waits for its own timeout (30 s).
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}` });
    try {
      const { id, later } = await parkedMail('Parked');
      const jobs = mailJobs(database, transport, FROM);
      const ran: string[] = [];
      jobs.register('note', { label: 'Note', run: async (job) => void ran.push(job.key) });
      await scheduleJob(db, { kind: 'note', key: 'note:probe' });
      const started = Date.now();
      await jobs.run();
      expect(Date.now() - started).toBeLessThan(PROBE_WAIT_MS + 2000);
      expect(ran).toEqual(['note:probe']);
      expect(await jobOf(id)).toMatchObject({ attempts: 0, due_at: later });
    } finally {
      transport.close();
      silent.close();
    }
  });

  it('reads the answer of a probe that came after its run at the next run: a server slow to greet still gets its mail', async () => {
    const smtp = await startSmtp();
    // Greets a little after the run stopped waiting for the probe (a server that pauses first).
    let closed = 0;
    const slow = createServer((client: Socket) => {
      let upstream: Socket | undefined;
      const timer = setTimeout(() => {
        upstream = connect(smtp.port, '127.0.0.1');
        upstream.on('error', () => client.destroy());
        client.pipe(upstream).pipe(client);
      }, PROBE_WAIT_MS + 200);
      client.on('error', () => undefined);
      client.on('close', () => {
        closed++;
        clearTimeout(timer);
        upstream?.destroy();
      });
    });
    await new Promise<void>((done) => slow.listen(0, '127.0.0.1', done));
    const { port } = slow.address() as AddressInfo;
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}` });
    try {
      const { id, later } = await parkedMail('Slow');
      const jobs = mailJobs(database, transport, FROM);
      await jobs.run();
      expect(await jobOf(id)).toMatchObject({ attempts: 0, due_at: later });
      // The probe answers (its connection ends with QUIT) after the run went on without mail.
      for (const until = Date.now() + 5000; closed === 0 && Date.now() < until; ) {
        await new Promise((done) => setTimeout(done, 50));
      }
      expect(closed).toBe(1);
      // The next run takes that answer: the server is there, the mail goes.
      await jobs.run();
      expect(smtp.mails.map((mail) => mail.subject)).toEqual(['Slow']);
      expect(await jobOf(id)).toMatchObject({ state: 'done' });
    } finally {
      transport.close();
      slow.close();
      await smtp.close();
    }
  });

  it('sends a new mail given a deleted row’s number, whatever deleted the row', async () => {
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url });
    try {
      const jobs = mailJobs(database, transport, FROM);
      const first = await queueMail(database.db, {
        to: 'a@example.com',
        subject: 'One',
        body: 'x',
      });
      await jobs.run();
      await smtp.waitFor((mail) => mail.subject === 'One');
      // A sweep that deletes the row and not its job (a prune written tomorrow, say).
      await database.db.deleteFrom('outbox').where('id', '=', first).execute();
      const second = await queueMail(database.db, {
        to: 'b@example.com',
        subject: 'Two',
        body: 'y',
      });
      expect(second).toBe(first);
      await jobs.run();
      await smtp.waitFor((mail) => mail.subject === 'Two');
      expect(await jobOf(second)).toMatchObject({ state: 'done' });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('counts a 421 to one mail as a try once the server answered, and never sends it every run', async () => {
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url });
    try {
      const clock = testClock(new Date(Date.now() + 60_000).toISOString());
      const jobs = mailJobs(database, transport, FROM, { clock: clock.now });
      smtp.deferred.add('later@example.com');
      const id = await queueMail(database.db, {
        to: 'later@example.com',
        subject: 'Put off',
        body: 'y',
      });
      // The first 421 (it closes the connection) reads as the server gone: a wait, no try.
      await jobs.run();
      const parked = await jobOf(id);
      expect(parked).toMatchObject({ attempts: 0 });
      expect(SERVER_LEVEL_REASONS).toContain(parked.last_error);
      clock.advance(30_000);
      // Woken (the server answers its probe), put off again: this mail's own try, kept back
      // for its pause, not woken by the next probe.
      await jobs.run();
      const tried = await jobOf(id);
      expect(tried).toMatchObject({
        state: 'waiting',
        attempts: 1,
        last_error: refusedAgain(parked.last_error ?? ''),
      });
      await jobs.run();
      await jobs.run();
      expect(await jobOf(id)).toEqual(tried);
      smtp.deferred.clear();
      clock.advance(backoffMs(1));
      await jobs.run();
      await smtp.waitFor((mail) => mail.subject === 'Put off');
      expect(await jobOf(id)).toMatchObject({ state: 'done' });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('logs a failure to keep a send’s cause on its row, and the job keeps the cause', async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url });
    const lines: string[] = [];
    // The database refuses to store the cause (as a full disk would), for this test only.
    await sql`create trigger outbox_no_cause before update of last_error on outbox
      begin select raise(abort, 'disk full'); end`.execute(db);
    try {
      smtp.refused.add('nobody@example.com');
      const id = await queueMail(db, { to: 'nobody@example.com', subject: 'x', body: 'y' });
      const log = createFailureLog((line) => lines.push(line));
      await mailJobs(database, transport, FROM, { log }).run();
      expect(await jobOf(id)).toMatchObject({ attempts: 1, last_error: 'SMTP 550' });
      expect(lines.some((line) => line.includes('kept on its job only'))).toBe(true);
      expect(lines.join('\n')).not.toContain('nobody@');
    } finally {
      await sql`drop trigger outbox_no_cause`.execute(db);
      transport.close();
      await smtp.close();
    }
  });

  it('follows a full batch at once with the next, five at a time', async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url, pool: true });
    try {
      const queued = MAIL_BATCH + 5;
      for (let n = 0; n < queued; n++) {
        await queueMail(db, { to: 'office@example.com', subject: `Batch ${n}`, body: `b-${n}` });
      }
      await mailJobs(database, transport, FROM).run();
      expect(await outboxCounts(db)).toEqual({ sent: queued, unsent: 0 });
      await smtp.waitFor(() => smtp.mails.length === queued);
      expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(queued);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('gives a refused mail up after its tries: failed on the lead, retried or dismissed from the dead letters', async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url });
    // A minute ahead of the queued mails, so they are due at the first run.
    const clock = testClock(new Date(Date.now() + 60_000).toISOString());
    const jobs = mailJobs(database, transport, FROM, { clock: clock.now });
    const deadLetters = createDeadLetters(db, jobs, { now: clock.now });
    try {
      smtp.refused.add('gone@example.com');
      const mailOf = (name: string) => ({
        kind: 'message' as const,
        name,
        email: 'gone@example.com',
        message: `from ${name}`,
      });
      for (const name of ['Ana', 'Ben']) {
        await saveSubmission(db, 'sqlite', mailOf(name), (id) =>
          officeMail(mailOf(name), id, 'gone@example.com'),
        );
      }
      for (let tries = 1; tries <= MAIL_TRIES; tries++) {
        await jobs.run();
        clock.advance(backoffMs(tries));
      }
      const letters = await deadLetters.list();
      expect(letters).toHaveLength(2);
      // /healthz: no longer waiting, given up.
      expect(await outboxBacklog(db)).toEqual({ waiting: 0, oldest: null, givenUp: 2 });
      expect(letters[0]).toMatchObject({
        what: 'Mail from the site',
        cause: 'SMTP 550',
        attempts: MAIL_TRIES,
      });
      // Each names the lead its mail was about, for the list's link.
      const leads = await db
        .selectFrom('submissions')
        .select('id')
        .where('email', '=', 'gone@example.com')
        .execute();
      expect(letters.map((letter) => letter.leadId).sort()).toEqual(
        leads.map((lead) => lead.id).sort(),
      );
      const ours = async () =>
        (await listInbox(db, {})).filter((entry) => entry.email === 'gone@example.com');
      const inbox = await ours();
      expect(inbox.map((entry) => entry.mail)).toEqual(['failed', 'failed']);
      expect(inbox[0]?.mailError).toBe('SMTP 550');
      expect(smtp.mails).toHaveLength(0);

      // The mailbox takes mail again: Retry sends one; the dismissed one stays failed.
      smtp.refused.clear();
      const [retried, dismissed] = letters.map((letter) => letter.id);
      await deadLetters.retry(Number(retried), OWNER);
      await deadLetters.dismiss(Number(dismissed), OWNER);
      await jobs.run();
      await smtp.waitFor(() => smtp.mails.length === 1);
      expect((await ours()).map((entry) => entry.mail).sort()).toEqual(['failed', 'sent']);
      expect(await deadLetters.list()).toEqual([]);
      // The dismissed mail is neither waiting nor given up any more.
      expect(await outboxBacklog(db)).toEqual({ waiting: 0, oldest: null, givenUp: 0 });
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
    // Each server has its own pooled connections and its own jobs runner.
    const ta = nodemailer.createTransport({ url: smtp.url, pool: true });
    const tb = nodemailer.createTransport({ url: smtp.url, pool: true });
    const ja = mailJobs(a, ta, FROM);
    const jb = mailJobs(b, tb, FROM);
    try {
      const queued = 30;
      for (let n = 0; n < queued; n++) {
        await queueMail(n % 2 ? a.db : b.db, {
          to: 'office@example.com',
          subject: `Both ${n}`,
          body: `both-${n}`,
        });
      }
      await Promise.all([ja.run(), jb.run(), ja.run(), jb.run()]);
      await smtp.waitFor(() => smtp.mails.length === queued);
      // A few more runs of both: nothing goes twice.
      await Promise.all([ja.run(), jb.run()]);
      const ids = smtp.mails.map((mail) => mail.messageId);
      expect(ids).toHaveLength(queued);
      expect(new Set(ids).size).toBe(queued);
      expect(await outboxCounts(a.db)).toEqual({ sent: queued, unsent: 0 });
    } finally {
      ta.close();
      tb.close();
      await smtp.close();
    }
  });
});
