import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

const LOGIN = { user: 'site@corbel.example', password: 'app-pass-7731-abc' };

// The mail screen over the app, in process (its service's cases: server/mail/*.test.ts).
describe('the mail screen (/admin/office/mail)', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  const get = async (path: string, cookie = '') => {
    const response = await site.fetch(`${site.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  };
  const post = (fields: Record<string, string>) =>
    postForm(site, '/admin/office/mail', fields, { cookie: owner });
  const server = (over: Record<string, string> = {}) => ({
    intent: 'save-server',
    host: '127.0.0.1',
    port: String(smtp.port),
    security: 'none',
    user: LOGIN.user,
    password: LOGIN.password,
    from: 'site@corbel.example',
    notifyTo: 'office@corbel.example',
    ...over,
  });

  beforeAll(async () => {
    smtp = await startSmtp(0, LOGIN);
    // PUBLIC_URL unset: the site's address is the owner's to set.
    site = await openSite('sqlite', { SMTP_TEST_PORT: String(smtp.port), PUBLIC_URL: '' });
    owner = await signIn(site);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('refuses bad fields with a 4xx and a sentence, keeps the password off every page and log, sends the test mail, and links the new-lead mail to the lead', async () => {
    expect((await get('/admin/office/mail')).status).toBe(303);
    expect((await get('/admin/office', owner)).text).toContain('Set the site’s address');
    const people = await get('/admin/people', owner);
    expect(people.text).toContain('Set the site’s address');

    const badPort = await post(server({ port: '99999' }));
    expect(badPort.status).toBe(422);
    expect(await badPort.text()).toContain('The port must be a number from 1 to 65535');
    const badHost = await post(server({ host: 'smtp.example.com/x' }));
    expect(badHost.status).toBe(422);
    const badIntent = await post({ intent: 'drop' });
    expect(badIntent.status).toBe(400);

    expect((await post(server())).status).toBe(200);
    const screen = await get('/admin/office/mail', owner);
    expect(screen.text).toContain('A password is set; type here only to replace it.');
    expect(screen.text).not.toContain(LOGIN.password);

    const test = await post({ intent: 'test' });
    expect(test.status).toBe(200);
    expect(await test.text()).toContain('Sent: the server accepted the mail (250).');
    await smtp.waitFor((mail) => /Test mail/.test(mail.subject ?? ''));

    const wrong = await post(server({ password: 'not-the-password' }));
    expect(wrong.status).toBe(200);
    expect(await (await post({ intent: 'test' })).text()).toContain(
      'The server refused the user name or password (535).',
    );

    expect(
      (await post({ intent: 'save-address', siteAddress: 'http://www.example.com' })).status,
    ).toBe(422);
    expect(
      (await post({ intent: 'save-address', siteAddress: 'https://www.corbel.example' })).status,
    ).toBe(200);
    expect((await get('/admin/people', owner)).text).not.toContain('Set the site’s address');

    // With the right password again, a message mails the office, linking to the lead on that address.
    expect((await post(server())).status).toBe(200);
    const sent = await postForm(site, '/contact-us', {
      name: 'Rosa Diaz',
      email: 'rosa.diaz@example.com',
      message: 'A new deck, please.',
    });
    expect(sent.status).toBe(303);
    const office = await smtp.waitFor((mail) =>
      /^Message #\d+ from the website$/.test(mail.subject ?? ''),
    );
    const id = /#(\d+)/.exec(office.subject ?? '')?.[1];
    expect(office.text).toContain(`Open the lead: https://www.corbel.example/admin/leads/${id}\n`);
    // Removing asks first, then mail is off.
    expect((await get('/admin/office/mail?remove=1', owner)).text).toContain(
      'Remove the mail server?',
    );
    expect((await post({ intent: 'remove-server' })).status).toBe(200);
    const after = await get('/admin/office/mail', owner);
    expect(after.text).toContain('Save a mail server first');
    expect(after.text).not.toContain('A password is set');
    expect(site.output()).not.toContain(LOGIN.password);
    expect(site.output()).not.toContain('not-the-password');
  });
});
