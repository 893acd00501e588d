import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../app/brand';
import { HONEYPOT_FIELD } from '../../app/forms/parse-form';
import { leadIdOf } from '../../app/forms/reference';
import { openDatabase } from '../../server/db/connect';
import { type InProcessSite, openSite } from './support/in-process-site';
import { saveOffice } from './support/office';
import { outboxDrained } from './support/outbox';
import { exportRows, postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

const OFFICE = 'office@example.com';
let serial = 0;
/** A quote no earlier test sent (the same fields within ten minutes are one submission). */
const quote = (email: string) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email,
  phone: '+1 (555) 010-2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: `A new kitchen, request ${++serial}.`,
});

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('the visitor’s side of an enquiry', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let cookie: string;
  const toVisitor = (email: string) =>
    smtp.waitFor((m) => (m.to && 'text' in m.to ? m.to.text : '').includes(email));

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: OFFICE });
    cookie = await signIn(site);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('answers the script with a reference and an answer time, and mails the visitor a copy from the company', async () => {
    const email = 'ack@example.com';
    const response = await postForm(site, '/api/forms/quote', {
      ...quote(email),
      visit_page: '/request-quote',
      visit_entry: `${site.url}/blog/how-to-choose?utm_source=news&utm_campaign=spring&utm_id=x&email=${email}`,
      visit_referrer: 'https://search.example/results?q=builders&who=me',
    });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ status: 'sent', kind: 'quote' });
    expect(result.reference).toMatch(/^Q-[0-9A-Z]{4,}$/);
    expect(result.answer.words).toMatch(/^by /);
    expect(Date.parse(result.answer.at)).toBeGreaterThan(Date.now());
    const id = leadIdOf(result.reference);

    const ack = await toVisitor(email);
    expect(ack.subject).toBe(`Your quote request to ${brand.name} (${result.reference})`);
    expect(ack.from?.value[0]?.name).toBe(brand.name);
    expect(ack.replyTo?.text).toContain(OFFICE);
    expect(ack.text).toContain(`Your reference: ${result.reference}`);
    expect(ack.text).toContain(`We answer ${result.answer.words}.`);
    // The choices made, in the site's words; nothing typed into the form (issue 28).
    expect(ack.text).toContain('Service: House Renovation');
    for (const typed of ['Dana', 'Reyes', 'reyes.example.com', 'A new kitchen', '010-2000']) {
      expect(ack.text).not.toContain(typed);
      expect(ack.subject).not.toContain(typed);
    }
    // The office's mail says when it was sent, on the company's clock (America/Los_Angeles).
    const office = await smtp.waitFor((m) => m.subject === `Quote request #${id} from the website`);
    expect(office.text).toMatch(/sent \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M P[SD]T\./);

    // Where it came from: stored, on the lead page and in the export, without personal data.
    const rows = await exportRows(site, cookie, `?kind=quote&q=${encodeURIComponent(email)}`);
    const [header, row] = rows as [string[], string[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('source_page')).toBe('/request-quote');
    expect(cell('entry_page')).toBe('/blog/how-to-choose');
    expect(cell('referrer')).toBe('https://search.example/results');
    expect(cell('utm')).toBe('utm_source=news; utm_campaign=spring');
    const lead = await (
      await site.fetch(`${site.url}/admin/leads/${id}`, { headers: { cookie } })
    ).text();
    expect(lead).toContain('https://search.example/results');
    expect(lead).not.toContain('who=me');
    // The office finds it by the reference the visitor quotes, typed in any case.
    expect(lead).toContain(`reference ${result.reference}`);
    const found = await exportRows(site, cookie, `?q=${result.reference.toLowerCase()}`);
    expect(found.map((line) => line[0])).toEqual(['id', String(id)]);
  });

  it('sends a visitor without script to a thank-you page that shows the reference and answer time', async () => {
    const email = 'nojs@example.com';
    const response = await postForm(site, '/request-quote', quote(email), {
      Referer: `${site.url}/request-quote?from=menu`,
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    // With the quote's private booking link (issue 33, decision 060).
    expect(location).toMatch(/^\/thank-you\/quote\?ref=Q-[0-9A-Z]{4,}&visit=[\w-]{43}$/);
    expect(location).not.toContain('nojs');
    const reference = new URL(location, site.url).searchParams.get('ref') ?? '';
    const page = await (await site.fetch(new URL(location, site.url).href)).text();
    expect(page).toContain('Quote request sent');
    expect(page).toContain('Thank you. We have your quote request.');
    expect(page).toContain(reference);
    expect(/data-answer-by[^>]*>by [^<]+</.exec(page)?.[0]).toBeDefined();
    expect(page).toContain('What happens next');
    const rows = await exportRows(site, cookie, `?kind=quote&q=${encodeURIComponent(email)}`);
    const [header, row] = rows as [string[], string[]];
    expect(row[header.indexOf('source_page')]).toBe('/request-quote');
    expect(row[header.indexOf('entry_page')]).toBe('');
    expect(row[header.indexOf('referrer')]).toBe('');
    expect((await toVisitor(email)).subject).toContain(reference);
  });

  it('shows no reference a made-up link brings, and none on another kind’s page', async () => {
    for (const query of ['?ref=%3Cb%3Ehi%3C%2Fb%3E', '?ref=M-0001', '?ref=Q-0000']) {
      const page = await (await site.fetch(`${site.url}/thank-you/quote${query}`)).text();
      expect(page, query).not.toContain('data-reference');
      expect(page).not.toContain('<b>hi');
    }
    const comment = await (await site.fetch(`${site.url}/thank-you/comment?ref=Q-0001`)).text();
    expect(comment).not.toContain('data-reference');
  });

  it('is nobody’s relay: one acknowledgement a day per address, with none of the typed words', async () => {
    const target = 'relay@example.com';
    const words = (n: number) => `Cheap watches at https://spam.example/${n}`;
    for (let n = 0; n < 6; n++) {
      const response = await postForm(site, '/api/forms/message', {
        name: `Visit https://spam.example/${n}`,
        email: n % 2 ? target.toUpperCase() : target,
        subject: words(n),
        message: words(n),
      });
      expect(response.status).toBe(200);
    }
    // The office hears of all six; the address gets one mail, with no word of what was typed.
    for (let n = 0; n < 6; n++) {
      await smtp.waitFor((m) => m.text?.includes(words(n)) ?? false);
    }
    const [ack, ...more] = smtp.mails.filter((m) =>
      (m.to && 'text' in m.to ? m.to.text : '').toLowerCase().includes(target),
    );
    expect(more).toHaveLength(0);
    expect(ack?.text).not.toMatch(/spam\.example|Cheap watches|Visit/);
    const { db, close } = openDatabase(site.databaseUrl);
    try {
      const queued = await db
        .selectFrom('outbox')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['to_address']), '=', target))
        .execute();
      expect(queued).toHaveLength(1);
      // The limit keeps the address only as a keyed hash.
      const kept = await db.selectFrom('acknowledged_recipients').selectAll().execute();
      expect(kept.length).toBeGreaterThan(0);
      expect(JSON.stringify(kept)).not.toMatch(/@|relay/);
    } finally {
      await close();
    }
  });

  it('mails no acknowledgement for what goes to Spam, or when the office turned it off', async () => {
    const spam = 'spam@example.com';
    const held = await postForm(site, '/api/forms/message', {
      name: 'Bot',
      email: spam,
      message: 'Cheap pills',
      [HONEYPOT_FIELD]: 'filled',
    });
    expect(held.status).toBe(200);
    const off = await saveOffice(site, cookie, { acknowledge: false });
    expect(off.status).toBe(200);
    const quiet = 'quiet@example.com';
    const sent = await postForm(site, '/api/forms/message', {
      name: 'Lee',
      email: quiet,
      message: 'A quiet message.',
    });
    const { reference } = await sent.json();
    // The office hears of the quiet one; the visitor of neither gets a mail.
    await smtp.waitFor((m) => m.text?.includes('A quiet message.') ?? false);
    await outboxDrained(site);
    const addressed = (email: string) =>
      smtp.mails.filter((m) => (m.to && 'text' in m.to ? m.to.text : '').includes(email));
    expect(addressed(spam)).toHaveLength(0);
    expect(addressed(quiet)).toHaveLength(0);
    const { db, close } = openDatabase(site.databaseUrl);
    try {
      const queued = await db.selectFrom('outbox').select('to_address').execute();
      expect(queued.map((row) => row.to_address)).not.toContain(spam);
      expect(queued.map((row) => row.to_address)).not.toContain(quiet);
    } finally {
      await close();
    }
    expect(reference).toMatch(/^M-/);
    await saveOffice(site, cookie, { acknowledge: true });
  });
});
