import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { isRefusal } from '../../common/refusal.ts';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { createJobs } from '../jobs/runner.ts';
import { createMailAdmin } from './mail-admin.ts';
import { mailJob } from './mail-job.ts';
import { MAIL_SERVER_KEY } from './mail-server-settings.ts';
import { createMailState, type MailStateConfig } from './mail-state.ts';
import { queueMail } from './outbox.ts';
import { MAIL_KIND } from './outbox-rules.ts';
import { settingsKey } from './settings-key.ts';

const OWNER = { id: 1, email: 'owner@example.com' };
const LOGIN = { user: 'office@example.com', password: 'app-pass-4821-xyz' };
const BRAND = { publicUrl: 'https://brand.example', isPublicUrlSet: false };

/** What a refused call threw: its status, field and sentence. */
async function refused(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isRefusal(error))
      return { status: error.status, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the mail server set in /admin', () => {
  let database: Db;
  let dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let silent: Server;
  let silentPort: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mail-settings-'));
    database = openDatabase(`sqlite:${join(dir, 'site.db')}`);
    await migrate(database);
    smtp = await startSmtp(0, LOGIN);
    // A port on loopback that takes the connection and never says a word.
    silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    silent?.close();
    await smtp?.close();
    await database?.close();
  });

  /** One server's mail settings and screen on the test's database. */
  const serverOf = (
    config: Partial<MailStateConfig> = {},
    testPort = smtp.port,
    databaseUrl = `sqlite:${join(dir, 'site.db')}`,
    // Long enough for the test process's own SMTP server on a loaded machine; the silent port's
    // test shortens it to see the words for no answer.
    waitMs = 10_000,
  ) => {
    const key = settingsKey(undefined, databaseUrl);
    const state = createMailState({
      db: database.db,
      config: { ...BRAND, smtpTestPort: testPort, ...config },
      key,
    });
    const admin = createMailAdmin({
      db: database.db,
      state,
      key,
      smtpUrl: config.smtpUrl,
      waitMs,
    });
    return { state, admin };
  };
  const form = (over: Record<string, string> = {}) => ({
    host: '127.0.0.1',
    port: String(smtp.port),
    security: 'none',
    user: LOGIN.user,
    from: 'site@example.com',
    notifyTo: 'office@example.com',
    ...over,
  });

  it('refuses what it cannot use with a 4xx naming the field, and stores nothing', async () => {
    const { admin } = serverOf();
    const cases: [Record<string, string>, string, RegExp][] = [
      [form({ host: 'https://smtp.example.com/' }), 'host', /without https:\/\//],
      [form({ host: '' }), 'host', /host name/],
      [form({ port: '70000' }), 'port', /1 to 65535/],
      [form({ port: 'abc' }), 'port', /1 to 65535/],
      [form({ security: 'ssl3' }), 'security', /STARTTLS, TLS or none/],
      [form({ from: 'not-an-address' }), 'from', /From address/],
      [form({ notifyTo: 'a@b' }), 'notifyTo', /mailbox/],
      [form({ user: 'two words' }), 'user', /spaces/],
    ];
    for (const [input, field, words] of cases) {
      const answer = await refused(admin.save(OWNER, input, 'pw'));
      expect(answer, JSON.stringify(input)).toMatchObject({ status: 422, field });
      expect(answer.message).toMatch(words);
    }
    // A user name without a password, and a host that is not on the internet.
    expect(await refused(admin.save(OWNER, form(), ''))).toMatchObject({ field: 'password' });
    const local = await refused(admin.save(OWNER, form({ host: 'localhost', port: '25' }), 'pw'));
    expect(local).toMatchObject({ status: 422, field: 'host' });
    expect(local.message).toMatch(/not a public address/);
    // The test port opens 127.0.0.1 on that one port; nothing else of this machine or network.
    const elsewhere: [string, string][] = [
      ['127.0.0.1', String(silentPort)],
      ['10.0.0.1', String(smtp.port)],
      ['169.254.169.254', '25'],
    ];
    for (const [host, port] of elsewhere) {
      expect(await refused(admin.save(OWNER, form({ host, port }), 'pw')), host).toMatchObject({
        field: 'host',
      });
    }
    const missing = await refused(admin.save(OWNER, form({ host: 'no-such-host.invalid' }), 'pw'));
    expect(missing.message).toBe(
      'No server named no-such-host.invalid was found: check its spelling.',
    );
    const rows = await database.db.selectFrom('office_settings').select('key').execute();
    expect(rows.map((row) => row.key)).not.toContain(MAIL_SERVER_KEY);
  });

  it('keeps the password sealed, never shows it, and reports the test mail in words', async () => {
    const { admin, state } = serverOf();
    await admin.save(OWNER, form(), 'wrong-password-1');
    const stored = await database.db
      .selectFrom('office_settings')
      .select('value')
      .where('key', '=', MAIL_SERVER_KEY)
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toContain('wrong-password-1');
    const view = await admin.view();
    expect(JSON.stringify(view)).not.toContain('wrong-password-1');
    expect(view.server).toMatchObject({ host: '127.0.0.1', user: LOGIN.user, isPasswordSet: true });
    expect(state.current()).toMatchObject({ source: 'admin', notifyTo: 'office@example.com' });

    const refusedLogin = await admin.sendTest('owner@example.com');
    expect(refusedLogin).toMatchObject({
      ok: false,
      words: 'The server refused the user name or password (535).',
    });
    expect(JSON.stringify(refusedLogin)).not.toContain('wrong-password-1');

    // An empty password keeps the stored one; a typed one replaces it.
    await admin.save(OWNER, form(), LOGIN.password);
    await admin.save(OWNER, form({ from: 'hello@example.com' }), '');
    const sent = await admin.sendTest('owner@example.com');
    expect(sent.words).toBe(
      'Sent: the server accepted the mail (250). Look for it in owner@example.com.',
    );
    const mail = await smtp.waitFor((m) => /Test mail/.test(m.subject ?? ''));
    expect(mail.from?.text).toContain('hello@example.com');
    expect(readFileSync(join(dir, 'settings.key'), 'utf8')).not.toContain(LOGIN.password);
  });

  it('on PostgreSQL without SETTINGS_KEY, keeps no password (409) but takes a server without one', async () => {
    const { admin, state } = serverOf({}, smtp.port, 'postgres://user:pw@db.example/site');
    const answer = await refused(admin.save(OWNER, form(), 'a-password'));
    expect(answer).toMatchObject({ status: 409, field: 'password' });
    expect(answer.message).toContain('SETTINGS_KEY');
    expect((await admin.view()).keySource).toBe('none');
    await admin.save(OWNER, form({ user: '' }), '');
    expect(state.current()).toMatchObject({ source: 'admin' });
    state.close();
  });

  it('says when the server does not answer, within the wait', async () => {
    const { admin } = serverOf({}, silentPort, undefined, 400);
    await admin.save(OWNER, form({ port: String(silentPort) }), LOGIN.password);
    const started = Date.now();
    const answer = await admin.sendTest('owner@example.com');
    expect(answer).toMatchObject({
      ok: false,
      words: `No answer from 127.0.0.1 on port ${silentPort} within 0.4 s.`,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('says when the certificate is not trusted, and when the port is closed', async () => {
    // smtp-server's built-in certificate has expired (TOOLCHAIN.md): a real certificate problem.
    const tls = new SMTPServer({ secure: true, authOptional: true, logger: false });
    // The client hangs up in the handshake: the server's side of that is no failure here.
    tls.on('error', () => undefined);
    await new Promise<void>((done) => tls.server.listen(0, '127.0.0.1', done));
    const tlsPort = (tls.server.address() as { port: number }).port;
    try {
      const { admin } = serverOf({}, tlsPort);
      await admin.save(OWNER, form({ port: String(tlsPort), security: 'tls' }), LOGIN.password);
      const answer = await admin.sendTest('owner@example.com');
      expect(answer.ok).toBe(false);
      expect(answer.words).toMatch(/^The server’s certificate is not trusted \(it has expired\)/);
    } finally {
      await new Promise<void>((done) => tls.close(() => done()));
    }
    const closed = await findFreePort(46100);
    const { admin } = serverOf({}, closed);
    await admin.save(OWNER, form({ port: String(closed) }), LOGIN.password);
    expect((await admin.sendTest('owner@example.com')).words).toBe(
      `127.0.0.1 on port ${closed} refused the connection: check the port (usually 587 or 465).`,
    );
  });

  it('is followed by every server without a restart, and SMTP_URL wins over it', async () => {
    const { admin } = serverOf();
    const other = serverOf();
    await admin.save(OWNER, form({ from: 'first@example.com' }), LOGIN.password);
    await other.state.refresh();
    expect(other.state.current().from).toContain('first@example.com');
    const runner = createJobs(database);
    runner.register(MAIL_KIND, mailJob({ db: database.db, mail: other.state }));
    // The owner changes the server on the first server; the second sends with it at its next run.
    await admin.save(OWNER, form({ from: 'changed@example.com' }), LOGIN.password);
    await queueMail(database.db, {
      to: 'office@example.com',
      subject: 'After the change',
      body: 'x',
    });
    await runner.run();
    const mail = await smtp.waitFor((m) => m.subject === 'After the change');
    expect(mail.from?.text).toContain('changed@example.com');

    const fromEnv = serverOf({
      smtpUrl: 'smtp://mail.example.net:2525',
      notifyTo: 'env@example.com',
    });
    await fromEnv.state.refresh();
    expect(fromEnv.state.current()).toMatchObject({ source: 'env', notifyTo: 'env@example.com' });
    const view = await fromEnv.admin.view();
    expect(view).toMatchObject({ isFromEnv: true, envServer: 'mail.example.net:2525' });
    expect(await refused(fromEnv.admin.save(OWNER, form(), 'x'))).toMatchObject({ status: 409 });
    fromEnv.state.close();
    other.state.close();
  });

  it("takes the site's address for mailed links when PUBLIC_URL is unset, never over it", async () => {
    const { admin, state } = serverOf();
    expect(state.isAddressSet()).toBe(false);
    expect(state.publicUrl()).toBe('https://brand.example');
    for (const bad of [
      'www.example.com',
      'http://www.example.com',
      'https://example.com/site',
      'https://u:p@example.com',
    ]) {
      expect(await refused(admin.saveSiteAddress(OWNER, bad)), bad).toMatchObject({
        status: 422,
        field: 'siteAddress',
      });
    }
    expect(await admin.saveSiteAddress(OWNER, ' https://www.Example.com/ ')).toBe(
      'https://www.example.com',
    );
    expect(state.publicUrl()).toBe('https://www.example.com');
    expect(state.isAddressSet()).toBe(true);
    const pinned = serverOf({ publicUrl: 'https://pinned.example', isPublicUrlSet: true });
    await pinned.state.refresh();
    expect(pinned.state.publicUrl()).toBe('https://pinned.example');
  });
});
