import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../app/forms/parse-form';
import { freshToken } from './support/form-tokens';
import { exportRows, postForm, signIn, startSite } from './support/site';
import { startSmtp } from './support/smtp';
import { folders } from './support/spam';

const quote = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '+1 (555) 010-2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: 'Two-storey extension at the back, start in spring.',
};

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('forms', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
    cookie = await signIn(site.url);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('takes a quote posted without script: 303 to the thank-you page, stored, mailed to the office', async () => {
    const response = await postForm(site.url, '/request-quote', quote);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/\/thank-you\/quote\?ref=Q-[0-9A-Z]{4,}&visit=[\w-]{43}$/);
    expect(location).not.toContain('dana');

    const thanks = await fetch(new URL(location, site.url));
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get('cache-control')).toBe('no-store');

    const rows = await exportRows(site.url, cookie, '?kind=quote');
    expect(rows).toHaveLength(2);
    const [header, row] = rows as [string[], string[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('name')).toBe('Dana Reyes');
    expect(cell('email')).toBe(quote.email);
    expect(cell('message')).toBe(quote.message);

    const mail = await smtp.waitFor((m) => m.subject?.startsWith('Quote request') ?? false);
    expect(mail.replyTo?.text).toContain(quote.email);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('office@example.com');
    expect(mail.subject).not.toContain('Dana');
    for (const value of [
      quote.firstName,
      quote.company,
      quote.website,
      quote.phone,
      quote.message,
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toBe(false);
  });

  it('answers a script post with JSON and mails the contact message', async () => {
    const response = await postForm(site.url, '/api/forms/message', {
      name: 'Lee',
      email: 'lee@example.com',
      subject: 'Site visit',
      message: 'Could you look at our roof?',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'sent',
      kind: 'message',
      reference: expect.stringMatching(/^M-/),
    });
    // The office's notification (the visitor's acknowledgement quotes the message too).
    const mail = await smtp.waitFor(
      (m) =>
        (m.text?.includes('Could you look at our roof?') ?? false) &&
        (m.replyTo?.text.includes('lee@example.com') ?? false),
    );
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('office@example.com');
  });

  it('sends back every message and every typed value with 422 when fields are invalid', async () => {
    const response = await postForm(site.url, '/request-quote', {
      ...quote,
      firstName: '',
      email: 'not-an-email',
      website: 'reyes bakery',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Please enter your first name.');
    expect(html).toContain('Please enter an email address like name@example.com.');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="Reyes Bakery"');
    expect(html).toContain(quote.message);
    const api = await postForm(site.url, '/api/forms/quote', { ...quote, service: 'skydiving' });
    expect(api.status).toBe(422);
    const body = await api.json();
    expect(Object.keys(body.errors)).toEqual(['service']);
    expect(body.values.company).toBe(quote.company);
  });

  it('stores HTML, emoji, right-to-left text and 5,000 characters as typed, and refuses 5,001', async () => {
    const odd = '<script>alert("x")</script> 👷‍♀️ مرحبا بالعالم שלום & "quotes"';
    const message = `${odd} ${'a'.repeat(5000 - odd.length - 1)}`;
    expect(message).toHaveLength(5000);
    const ok = await postForm(site.url, '/contact-us', {
      name: odd.slice(0, 60),
      email: 'odd@example.com',
      message,
    });
    expect(ok.status).toBe(303);
    const rows = await exportRows(site.url, cookie, '?kind=message&q=odd%40example.com');
    const [header, row] = rows as [string[], string[]];
    expect(row[header.indexOf('message')]).toBe(message);
    const inbox = await (
      await fetch(`${site.url}/admin?kind=message`, { headers: { cookie } })
    ).text();
    expect(inbox).not.toContain('<script>alert');
    expect(inbox).toContain('&lt;script&gt;alert');
    const mail = await smtp.waitFor((m) => m.text?.includes('مرحبا بالعالم') ?? false);
    expect(mail.text).toContain('<script>alert("x")</script> 👷‍♀️');

    const tooLong = await postForm(site.url, '/contact-us', {
      name: 'Long',
      email: 'l@example.com',
      message: `${message}b`,
    });
    expect(tooLong.status).toBe(422);
  });

  it('stores a double submission once', async () => {
    const fields = {
      name: 'Twice',
      email: 'twice@example.com',
      message: 'Same again',
    };
    const [a, b] = await Promise.all([
      postForm(site.url, '/api/forms/message', fields),
      postForm(site.url, '/api/forms/message', fields),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await exportRows(site.url, cookie, '?q=twice%40example.com');
    expect(rows).toHaveLength(2);
  });

  it('answers suspected bots as if accepted and keeps them in Spam, out of the inbox and the office mail', async () => {
    const honeypot = await postForm(site.url, '/contact-us', {
      name: 'Bot',
      email: 'bot1@example.com',
      [HONEYPOT_FIELD]: '123',
    });
    expect(honeypot.status).toBe(303);
    expect(honeypot.headers.get('location')).toMatch(/\/thank-you\/message\?ref=M-[0-9A-Z]{4,}$/);
    const fast = await postForm(site.url, '/api/forms/message', {
      name: 'Bot',
      email: 'bot2@example.com',
      [TOKEN_FIELD]: freshToken(),
    });
    expect(await fast.json()).toMatchObject({
      status: 'sent',
      kind: 'message',
      reference: expect.stringMatching(/^M-/),
    });
    const rows = await exportRows(site.url, cookie, '?q=bot');
    expect(rows).toHaveLength(1);
    const { byEmail } = await folders(site.databaseUrl);
    expect(byEmail.get('bot1@example.com')).toMatchObject({
      folder: 'spam',
      reasons: ['honeypot'],
    });
    expect(byEmail.get('bot2@example.com')).toMatchObject({
      folder: 'spam',
      reasons: ['too-fast'],
    });
  });

  it('keeps personal data out of the server log', async () => {
    expect(site.output()).not.toMatch(/(dana|lee|odd|twice|bot1)@example|Dana|Reyes|roof/);
  });
});
