import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAndJoin, isSignedIn, isTo, leadsAccess, linkIn } from './support/accounts';
import { eventually } from './support/eventually';
import { type InProcessSite, openSite, openSiteAt } from './support/in-process-site';
import { outboxDrained } from './support/outbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

/** An ended session's answer to the leads: sign in first (no CSV), and 401 for a change. */
const CLOSED = { exportStatus: 303, isCsv: false, setStatus: 401 };

const EDITOR = {
  email: 'editor@example.com',
  role: 'editor' as const,
  password: 'editor-password-1',
};

// On SQLite, the app asked in process (in-process-site.ts: nothing here tests the process or its
// output); postgres-http.test.ts takes the people's main path on PostgreSQL over HTTP.
describe('named accounts', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
    owner = await signIn(site);
    editor = await inviteAndJoin(site, smtp, owner, EDITOR);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('ADMIN_PASSWORD made the first owner; an invited editor joined through the mailed link', async () => {
    const people = await (
      await site.fetch(`${site.url}/admin/people`, { headers: { cookie: owner } })
    ).text();
    expect(people).toContain(ADMIN_EMAIL);
    expect(people).toContain(EDITOR.email);
    expect(await isSignedIn(site, editor)).toBe(true);
    const mail = smtp.mails.find((m) => isTo(m, EDITOR.email));
    expect(mail?.subject).toMatch(/invited/i);
    expect(mail?.text).toMatch(/72 hours/);
    // The link works once.
    const path = new URL(linkIn(mail?.text, site.url)).pathname;
    const again = await postForm(site, path, {
      name: 'Someone',
      password: 'another-password-2',
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('expired or was used');
  });

  it('finds email addresses without regard to case', async () => {
    const cookie = await signIn(site, {
      email: 'Editor@Example.COM',
      password: EDITOR.password,
    });
    expect(await isSignedIn(site, cookie)).toBe(true);
    const twice = await postForm(
      site,
      '/admin/people',
      { intent: 'invite', email: 'EDITOR@example.com', role: 'editor' },
      { cookie: owner },
    );
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain('already has an account');
  });

  it('refuses every admin route without a session, with the wrong role, and cross-site', async () => {
    const pages = [
      '/admin',
      '/admin/people',
      '/admin/account',
      '/admin/audit',
      '/admin/export.csv',
    ];
    for (const path of pages) {
      const anonymous = await site.fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(anonymous.status, path).toBe(303);
      expect(anonymous.headers.get('location'), path).toBe('/admin/sign-in');
      expect(anonymous.headers.get('cache-control'), path).toBe('no-store');
    }
    const changes: [string, Record<string, string>][] = [
      ['/admin?index', { intent: 'set-status', id: '1', status: 'handled' }],
      ['/admin/people', { intent: 'invite', email: 'x@example.com', role: 'owner' }],
      ['/admin/people', { intent: 'remove', id: '1' }],
      ['/admin/account', { intent: 'revoke', id: '1' }],
    ];
    for (const [path, fields] of changes) {
      expect((await postForm(site, path, fields)).status, path).toBe(401);
      const crossSite = await postForm(site, path, fields, {
        cookie: owner,
        Origin: 'https://attacker.example',
      });
      expect(crossSite.status, path).toBe(403);
      const fetchSite = await site.fetch(`${site.url}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
        headers: { cookie: owner, 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(fetchSite.status, `${path} (Sec-Fetch-Site)`).toBe(403);
    }
    // Editors read the leads and their own account, but not people or the audit log.
    for (const path of ['/admin', '/admin/account', '/admin/export.csv']) {
      expect(
        (await site.fetch(`${site.url}${path}`, { headers: { cookie: editor } })).status,
        path,
      ).toBe(200);
    }
    for (const path of ['/admin/people', '/admin/audit']) {
      const response = await site.fetch(`${site.url}${path}`, { headers: { cookie: editor } });
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).not.toContain(ADMIN_EMAIL);
    }
    const promote = await postForm(
      site,
      '/admin/people',
      { intent: 'invite', email: 'friend@example.com', role: 'owner' },
      { cookie: editor },
    );
    expect(promote.status).toBe(403);
    // The editor's nav has no People link; the owner's has.
    const editorPage = await (
      await site.fetch(`${site.url}/admin`, { headers: { cookie: editor } })
    ).text();
    expect(editorPage).not.toContain('href="/admin/people"');
    const ownerPage = await (
      await site.fetch(`${site.url}/admin`, { headers: { cookie: owner } })
    ).text();
    expect(ownerPage).toContain('href="/admin/people"');
  });

  it('ends the other sessions when a password changes, and lists and revokes sessions', async () => {
    const email = 'changer@example.com';
    const first = await inviteAndJoin(site, smtp, owner, {
      email,
      role: 'editor',
      password: 'first-password-1',
    });
    const second = await signIn(site, { email, password: 'first-password-1' });
    const wrong = await postForm(
      site,
      '/admin/account',
      { intent: 'password', current: 'not-it-at-all', password: 'second-password-2' },
      { cookie: first },
    );
    expect(wrong.status).toBe(400);
    expect(await isSignedIn(site, second)).toBe(true);
    const change = () =>
      postForm(
        site,
        '/admin/account',
        { intent: 'password', current: 'first-password-1', password: 'second-password-2' },
        { cookie: first },
      );
    // The current password is checked under the sign-in throttle: the right one waits too.
    const held = await change();
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await held.text()).toContain('Too many attempts');
    const changed = await eventually(async () => {
      const response = await change();
      return response.status === 429 ? undefined : response;
    });
    expect(changed.status).toBe(200);
    expect(await isSignedIn(site, first)).toBe(true);
    expect(await isSignedIn(site, second)).toBe(false);
    // The audit's finding: the old cookie neither exports the leads nor changes them.
    expect(await leadsAccess(site, second)).toEqual(CLOSED);
    expect((await leadsAccess(site, first)).isCsv).toBe(true);

    // A new sign-in shows on the account page; revoking it ends it.
    const third = await signIn(site, {
      email,
      password: 'second-password-2',
      headers: {
        'User-Agent': 'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0',
      },
    });
    const account = await (
      await site.fetch(`${site.url}/admin/account`, { headers: { cookie: first } })
    ).text();
    expect(account).toContain('Firefox on Android');
    const ids = [...account.matchAll(/data-session="(\d+)"/g)].map((match) => match[1] ?? '');
    expect(ids).toHaveLength(2);
    // Each item starts at its data-session attribute; the current one says "(this browser)".
    const thisOne = account
      .split('data-session="')
      .slice(1)
      .find((item) => item.includes('(this browser)'))
      ?.match(/^\d+/)?.[0];
    const other = ids.find((id) => id !== thisOne) ?? '';
    const revoke = await postForm(
      site,
      '/admin/account',
      { intent: 'revoke', id: other },
      { cookie: first },
    );
    expect(revoke.status).toBe(200);
    expect(await isSignedIn(site, third)).toBe(false);
    expect(await isSignedIn(site, first)).toBe(true);
    // Someone else's session cannot be revoked from here.
    const owners = await (
      await site.fetch(`${site.url}/admin/account`, { headers: { cookie: owner } })
    ).text();
    const ownerSession = owners.match(/data-session="(\d+)"/)?.[1] ?? '';
    const foreign = await postForm(
      site,
      '/admin/account',
      { intent: 'revoke', id: ownerSession },
      { cookie: first },
    );
    expect(foreign.status).toBe(404);
    expect(await isSignedIn(site, owner)).toBe(true);
    // The old password no longer signs in (checked last: a failure holds the account back).
    await expect(signIn(site, { email, password: 'first-password-1' })).rejects.toThrow();
  });

  it('changes roles, keeps at least one owner, and ends a removed person’s sessions at once', async () => {
    const email = 'leaver@example.com';
    const leaver = await inviteAndJoin(site, smtp, owner, {
      email,
      role: 'editor',
      password: 'leaver-password-1',
    });
    const people = await (
      await site.fetch(`${site.url}/admin/people`, { headers: { cookie: owner } })
    ).text();
    const id =
      people.match(new RegExp(`data-email="${email}"[\\s\\S]*?name="id" value="(\\d+)"`))?.[1] ??
      '';
    expect(id).not.toBe('');
    const promote = await postForm(
      site,
      '/admin/people',
      { intent: 'set-role', id, role: 'owner' },
      { cookie: owner },
    );
    expect(promote.status).toBe(200);
    expect(
      (await site.fetch(`${site.url}/admin/people`, { headers: { cookie: leaver } })).status,
    ).toBe(200);
    const demote = await postForm(
      site,
      '/admin/people',
      { intent: 'set-role', id, role: 'editor' },
      { cookie: owner },
    );
    expect(demote.status).toBe(200);
    expect(
      (await site.fetch(`${site.url}/admin/people`, { headers: { cookie: leaver } })).status,
    ).toBe(403);

    // The confirmation is a dialog in the page, opened from the person's row menu.
    const confirm = await (
      await site.fetch(`${site.url}/admin/people`, { headers: { cookie: owner } })
    ).text();
    expect(confirm).toContain(`Remove Person ${email}?`);
    const removed = await postForm(
      site,
      '/admin/people',
      { intent: 'remove', id },
      { cookie: owner },
    );
    expect(removed.status).toBe(200);
    expect(await isSignedIn(site, leaver)).toBe(false);
    expect(await leadsAccess(site, leaver)).toEqual(CLOSED);
    await expect(signIn(site, { email, password: 'leaver-password-1' })).rejects.toThrow();

    // The last owner can neither be demoted nor remove themselves.
    const account = await (
      await site.fetch(`${site.url}/admin/people`, { headers: { cookie: owner } })
    ).text();
    expect(account).not.toContain(email);
    const self = await postForm(
      site,
      '/admin/people',
      { intent: 'remove', id: '1' },
      { cookie: owner },
    );
    expect(self.status).toBe(409);
    const lastOwner = await postForm(
      site,
      '/admin/people',
      { intent: 'set-role', id: '1', role: 'editor' },
      { cookie: owner },
    );
    expect(lastOwner.status).toBe(409);
  });

  it('resets a password by a mailed link that works once, never saying whether an account exists', async () => {
    const email = 'forgetful@example.com';
    const before = await inviteAndJoin(site, smtp, owner, {
      email,
      role: 'editor',
      password: 'forgotten-password-1',
    });
    const known = await postForm(site, '/admin/reset', { email: 'Forgetful@example.com' });
    const unknown = await postForm(site, '/admin/reset', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const text = (html: string) =>
      html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/nonce="[^"]*"/g, '');
    expect(text(await known.text())).toBe(text(await unknown.text()));

    const mail = await smtp.waitFor((m) => isTo(m, email) && /reset/i.test(m.subject ?? ''));
    expect(mail.text).toMatch(/60 minutes/);
    const path = new URL(linkIn(mail.text, site.url)).pathname;
    const short = await postForm(site, path, { password: 'short' });
    expect(short.status).toBe(400);
    const done = await postForm(site, path, { password: 'remembered-password-2' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/admin/sign-in?done=reset');
    expect(await isSignedIn(site, before)).toBe(false);
    await signIn(site, { email, password: 'remembered-password-2' });
    const reused = await (await site.fetch(`${site.url}${path}`)).text();
    expect(reused).toContain('This link has expired');
    await outboxDrained(site);
    expect(smtp.mails.some((m) => isTo(m, 'nobody-here@example.com'))).toBe(false);
  });

  it('records sign-ins, failures and people changes in the audit log, with no password', async () => {
    await postForm(site, '/admin/sign-in', {
      email: ADMIN_EMAIL,
      password: 'a-wrong-password-xyz',
    });
    const audit = await (
      await site.fetch(`${site.url}/admin/audit`, { headers: { cookie: owner } })
    ).text();
    for (const action of [
      'sign-in.ok',
      'sign-in.failed',
      'person.invited',
      'person.joined',
      'person.removed',
      'person.role-changed',
      'password.changed',
      'session.revoked',
      'password.reset',
    ]) {
      expect(audit, action).toContain(`data-action="${action}"`);
    }
    expect(audit).not.toContain('a-wrong-password-xyz');
    expect(audit).not.toContain(ADMIN_PASSWORD);
  });
});

// The throttle's answers need no process of their own: the app in process (in-process-site.ts).
describe('sign-in throttling behind a proxy (TRUST_PROXY=1)', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site?.close());

  /** A sign-in as our one proxy sends it: the visitor's header, then the address it saw. */
  const attempt = (password: string, client: string, written = '') =>
    postForm(
      site,
      '/admin/sign-in',
      { email: ADMIN_EMAIL, password },
      { 'X-Forwarded-For': written ? `${written}, ${client}` : client },
    );

  it('holds an account back from its first failure, whatever address the next attempt comes from', async () => {
    expect((await attempt('wrong-0', '203.0.113.5')).status).toBe(401);
    // Wrong guesses from new addresses: each failure doubles the account's wait (2 s, 4 s …),
    // so a 429 comes at once, whatever the machine's speed.
    const statuses: number[] = [];
    for (let i = 1; i <= 6 && !statuses.includes(429); i++) {
      statuses.push((await attempt(`wrong-${i}`, `198.51.100.${i}`)).status);
    }
    expect(statuses).toContain(429);
    // The right password from yet another address waits too (the address limit is not reached).
    const held = await attempt(ADMIN_PASSWORD, '192.0.2.200');
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(64);
  });

  it('stops a client that tries many accounts from addresses rotating within one IPv6 /64', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await postForm(
        site,
        '/admin/sign-in',
        { email: `guess-${i}@example.com`, password: 'guessing-password' },
        { 'X-Forwarded-For': i % 2 ? `2001:db8:99:1::${i + 1}` : `2001:DB8:99:1:${i + 1}::` },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Writing X-Forwarded-For does not make a new address: the proxy's entry is what counts.
    const written = await postForm(
      site,
      '/admin/sign-in',
      { email: 'guess-new@example.com', password: 'guessing-password' },
      { 'X-Forwarded-For': '198.51.100.77, 2001:db8:99:1::abcd' },
    );
    expect(written.status).toBe(429);
  });
});

// A start of the site's services on a database (server/services-start.ts, as server/main.ts
// runs it) needs no process of its own: the app in process, started twice on one database.
describe('ADMIN_PASSWORD at start', () => {
  it('updates the first owner’s password on restart and ends their sessions', async () => {
    const first = await openSite('sqlite');
    const cookie = await signIn(first);
    await first.close();
    const second = await openSiteAt(first.databaseUrl, { ADMIN_PASSWORD: 'a-new-owner-password' });
    try {
      expect(await isSignedIn(second, cookie)).toBe(false);
      expect(await leadsAccess(second, cookie)).toEqual(CLOSED);
      await signIn(second, { password: 'a-new-owner-password' });
      await expect(signIn(second)).rejects.toThrow();
    } finally {
      await second.close();
    }
  });
});
