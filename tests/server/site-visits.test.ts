/**
 * Site visits booked online (issue 33, decision 060), in process: a visitor who sent a quote
 * follows its booking link, books a time, moves it and cancels it without an account; the lead
 * moves to Site visit; both sides get invitations whose .ics (read back with ical.js) keep one
 * UID, count SEQUENCE up and end with METHOD:CANCEL. Then two servers on one PostgreSQL race
 * for one time: one books it, the other is told so and shown the times still free.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { type InProcessSite, openSite, openSiteAt } from './support/in-process-site';
import { postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

const QUOTE = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '+1 555 010 2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: 'A new kitchen, start in spring.',
};

/** Sends a quote request as a browser without script; resolves with its booking page path. */
async function quoteAndLink(site: InProcessSite, email = QUOTE.email): Promise<string> {
  const sent = await postForm(site, '/request-quote', { ...QUOTE, email });
  expect(sent.status).toBe(303);
  const thanks = new URL(sent.headers.get('location') ?? '', site.url);
  const token = thanks.searchParams.get('visit') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const page = await (await site.fetch(thanks.href)).text();
  expect(page).toContain(`href="/visit/${token}"`);
  return `/visit/${token}`;
}

const html = async (site: InProcessSite, path: string) => {
  const answer = await site.fetch(`${site.url}${path}`);
  return { status: answer.status, text: (await answer.text()).replaceAll('<!-- -->', '') };
};

/** The slot starts a booking page offers, in order. */
const startsOf = (page: string) =>
  [...page.matchAll(/<button type="submit" value="(\d{4}-[^"]+Z)"/g)].map(
    (match) => match[1] as string,
  );

/** The invitation of a captured mail, read with ical.js. */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    status: event.getFirstPropertyValue('status'),
  };
}

describe('a site visit booked, moved and cancelled by the visitor', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('books from the quote’s link, moves the lead to Site visit and mails an invitation to both sides', async () => {
    const path = await quoteAndLink(site);
    const page = await html(site, path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Book a site visit');
    // Its address holds a secret: never counted as a page view (no pixel, the beacon refused).
    expect(page.text).not.toContain('/api/views/pixel');
    const beacon = await site.fetch(`${site.url}/api/views`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: site.url,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      },
      body: JSON.stringify({ path, entry: 1 }),
    });
    expect(beacon.status).toBe(400);
    const [first, second] = startsOf(page.text);
    expect(first).toBeDefined();

    const booked = await postForm(site, path, { start: first as string });
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toBe(`${path}?done=booked`);
    const after = await html(site, `${path}?done=booked`);
    expect(after.text).toContain('Your site visit is booked');
    expect(after.text).toContain('Cancel the visit');
    expect(startsOf(after.text)).not.toContain(first);

    const database = openDatabase(site.databaseUrl);
    try {
      const lead = await database.db
        .selectFrom('submissions')
        .select(['id', 'stage'])
        .where('email', '=', QUOTE.email)
        .executeTakeFirstOrThrow();
      expect(lead.stage).toBe('site_visit');
    } finally {
      await database.close();
    }

    const toVisitor = await smtp.waitFor(
      (mail) => mail.subject?.startsWith('Your site visit is booked') ?? false,
    );
    const toOffice = await smtp.waitFor(
      (mail) => mail.subject?.startsWith('Site visit is booked') ?? false,
    );
    expect(toVisitor.text).toContain(`${site.url}${path}`);
    // The office's mail names the lead by number, not by what the visitor typed.
    expect(toOffice.text).not.toContain(QUOTE.lastName);
    const invitation = invitationOf(toVisitor);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: first,
      status: 'CONFIRMED',
    });
    expect(invitationOf(toOffice).uid).toBe(invitation.uid);

    // Moved: the same UID, SEQUENCE 1, the new time.
    const moved = await postForm(site, path, { start: second as string });
    expect(moved.headers.get('location')).toBe(`${path}?done=moved`);
    const update = invitationOf(
      await smtp.waitFor((mail) => mail.subject?.startsWith('Your site visit has moved') ?? false),
    );
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: invitation.uid,
      sequence: 1,
      start: second,
    });

    // Cancelled: METHOD:CANCEL, the same UID, SEQUENCE 2; the time is free again.
    const cancelled = await postForm(site, path, { intent: 'cancel' });
    expect(cancelled.headers.get('location')).toBe(`${path}?done=cancelled`);
    const cancel = invitationOf(
      await smtp.waitFor(
        (mail) => mail.subject?.startsWith('Your site visit is cancelled') ?? false,
      ),
    );
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      uid: invitation.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(startsOf((await html(site, path)).text)).toContain(second);
  });

  it('answers an unknown or made-up link with a page in words, and a time that is no slot with 409', async () => {
    const unknown = await html(site, `/visit/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This booking link is not valid');
    expect((await html(site, '/visit/short')).status).toBe(404);
    const path = await quoteAndLink(site, 'other@example.com');
    const refused = await postForm(site, path, { start: '2020-01-01T09:00:00.000Z' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Please choose another of the times below');
    const garbage = await postForm(site, path, { start: 'tomorrow' });
    expect(garbage.status).toBe(422);
  });
});

describe('the office books, moves and cancels for a caller', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
    cookie = await signIn(site);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });
  const admin = async (path: string) =>
    (await (await site.fetch(`${site.url}${path}`, { headers: { cookie } })).text()).replaceAll(
      '<!-- -->',
      '',
    );
  const optionsOf = (page: string, id: string) => {
    const select = page.slice(page.indexOf(`id="${id}"`));
    return [
      ...select.slice(0, select.indexOf('</select>')).matchAll(/value="(\d{4}-[^"]+Z)"/g),
    ].map((match) => match[1] as string);
  };

  it('makes a lead for a new caller, books it, and the week and the lead show the visit', async () => {
    const refused = await postForm(
      site,
      '/admin/visits',
      {
        intent: 'book',
        name: 'Cal Caller',
        email: 'not-an-address',
        start: new Date().toISOString(),
      },
      { cookie },
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Enter the caller’s email address');

    const week = await admin('/admin/visits');
    const [start, later] = optionsOf(week, 'book-start');
    const booked = await postForm(
      site,
      '/admin/visits',
      {
        intent: 'book',
        name: 'Cal Caller',
        email: 'cal@example.com',
        phone: '555',
        start: start as string,
      },
      { cookie },
    );
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toBe('/admin/visits?done=booked');
    const invite = await smtp.waitFor(
      (mail) => mail.subject?.startsWith('Your site visit is booked') ?? false,
    );
    expect(invite.to && 'text' in invite.to ? invite.to.text : '').toContain('cal@example.com');
    // Its link opens the visit for the caller, without an account.
    const link = new URL(/https?:\/\/\S+\/visit\/\S+/.exec(invite.text ?? '')?.[0] ?? '');
    expect((await html(site, link.pathname)).text).toContain('Cancel the visit');

    const monday = new Date(start as string);
    const leadId = Number(
      /lead #(\d+)/.exec(
        (await smtp.waitFor((mail) => mail.subject?.startsWith('Site visit is booked') ?? false))
          .text ?? '',
      )?.[1],
    );
    const lead = await admin(`/admin/leads/${leadId}`);
    expect(lead).toContain('data-site-visit');
    // The lead's history says when and who goes.
    expect(lead).toMatch(/Site visit booked for [^<]+, Our team going\./);
    expect(lead).toContain('Site visit');
    const shown = await admin(`/admin/visits?week=${monday.toISOString().slice(0, 10)}`);
    expect(shown).toContain('Cal Caller');

    const visitId = /name="visit" value="(\d+)"/.exec(lead)?.[1] ?? '';
    const moved = await postForm(
      site,
      '/admin/visits',
      { intent: 'move', visit: visitId, start: later as string, back: `/admin/leads/${leadId}` },
      { cookie },
    );
    expect(moved.headers.get('location')).toBe(`/admin/leads/${leadId}?done=moved`);
    const update = invitationOf(
      await smtp.waitFor((mail) => mail.subject?.startsWith('Your site visit has moved') ?? false),
    );
    expect(update).toMatchObject({ method: 'REQUEST', sequence: 1, start: later });
    const cancelled = await postForm(
      site,
      '/admin/visits',
      { intent: 'cancel', visit: visitId, back: 'https://elsewhere.example/' },
      { cookie },
    );
    expect(cancelled.headers.get('location')).toBe('/admin/visits?done=cancelled');
    const cancel = invitationOf(
      await smtp.waitFor(
        (mail) => mail.subject?.startsWith('Your site visit is cancelled') ?? false,
      ),
    );
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: update.uid, sequence: 2 });
  });

  it('saves visit hours an owner sets and refuses wrong ones in words; the booking page follows them', async () => {
    const bad = await postForm(
      site,
      '/admin/visits/hours',
      { slotMinutes: '5', bufferMinutes: '0', daysAhead: '7', noticeHours: '0', daysOff: '' },
      { cookie },
    );
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('at least 15 minutes');
    const saved = await postForm(
      site,
      '/admin/visits/hours',
      { slotMinutes: '120', bufferMinutes: '0', daysAhead: '7', noticeHours: '0', daysOff: '' },
      { cookie },
    );
    expect(saved.status).toBe(200);
    const path = await quoteAndLink(site, 'hours@example.com');
    const starts = startsOf((await html(site, path)).text);
    // Two-hour visits with no travel time: each start two hours after the one before on a day.
    const gaps = starts
      .slice(1)
      .map((start, i) => Date.parse(start) - Date.parse(starts[i] as string));
    expect(gaps).toContain(2 * 3_600_000);
    expect(gaps.every((gap) => gap >= 2 * 3_600_000)).toBe(true);
  });
});

describe('two servers on one PostgreSQL race for one time', () => {
  let one: InProcessSite;
  let two: InProcessSite;
  beforeAll(async () => {
    one = await openSite('postgres');
    two = await openSiteAt(one.databaseUrl);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('books it for one visitor and tells the other, with the times still free', async () => {
    const [pathA, pathB] = [
      await quoteAndLink(one, 'ann@example.com'),
      await quoteAndLink(one, 'ben@example.com'),
    ];
    const [start] = startsOf((await html(one, pathA as string)).text);
    const [a, b] = await Promise.all([
      postForm(one, pathA, { start: start as string }),
      postForm(two, pathB, { start: start as string }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([303, 409]);
    const loser = a.status === 409 ? a : b;
    const words = (await loser.text()).replaceAll('<!-- -->', '');
    expect(words).toContain('Someone booked that time a moment ago');
    expect(startsOf(words)).not.toContain(start);
    expect(startsOf(words).length).toBeGreaterThan(0);
    const database = openDatabase(one.databaseUrl);
    try {
      const rows = await database.db
        .selectFrom('visits')
        .select('id')
        .where('starts_at', '=', start as string)
        .where('status', '=', 'booked')
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
