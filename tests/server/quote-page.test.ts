// The quote's way through the real app, in process (decision 059): the office sends it from the
// lead screen's action, the customer's page answers each state of its link in words with the
// right status, and acceptance from two tabs at once is taken once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../server/db/connect.ts';
import { type InProcessSite, openSite } from './support/in-process-site';
import { insertLead } from './support/leads';
import { PDF } from './support/quote-files';
import { postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

/** A page's HTML without React's text separators, so sentences read whole. */
const words = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('a quote from the lead screen to the customer’s page', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: Db;
  let cookie: string;
  let leadId: number;
  let token: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@builder.example' });
    database = openDatabase(site.databaseUrl);
    cookie = await signIn(site);
    leadId = await insertLead(database.db, {
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      stage: 'contacted',
    });
  });
  afterAll(async () => {
    await database?.close();
    await site?.close();
    await smtp?.close();
  });

  const quotePage = (path: string, init?: RequestInit) => site.fetch(`${site.url}${path}`, init);

  it('is refused in words at its field, then sent: the lead moves on and the customer gets the link', async () => {
    const fields = {
      intent: 'quote-send',
      'lines.0.description': 'New kitchen worktop',
      'lines.0.quantity': '1',
      'lines.0.unitPrice': '2400.00',
      'lines.0.taxRate': '8.25',
      validUntil: day(30),
      terms: 'Half on starting.',
    };
    const refused = await postForm(
      site,
      `/admin/leads/${leadId}`,
      { ...fields, 'lines.0.unitPrice': 'lots' },
      { cookie },
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Line 1: the unit price is an amount such as 1250.00.');
    const sent = await postForm(site, `/admin/leads/${leadId}`, fields, { cookie });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`Quote Q-${leadId}-1 sent`);
    const mail = await smtp.waitFor(
      (m) => m.subject === `Your quote Q-${leadId}-1 from Corbel Construction`,
    );
    token = /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    const lead = await database.db
      .selectFrom('submissions')
      .select('stage')
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead.stage).toBe('quote_sent');
  });

  it('keeps the office’s quote settings, refusing a currency it does not know', async () => {
    const path = `/admin/leads/${leadId}`;
    const bad = await postForm(
      site,
      path,
      { intent: 'quote-settings', currency: 'XYZ', reminderDays: '5' },
      { cookie },
    );
    expect(bad.status).toBe(422);
    expect(await words(bad)).toContain('Expected a currency code such as USD or EUR.');
    const good = await postForm(
      site,
      path,
      { intent: 'quote-settings', currency: 'eur', reminderDays: '5' },
      { cookie },
    );
    expect(await words(good)).toContain(
      'Quote settings saved: new quotes in EUR, a reminder 5 days before they expire.',
    );
    const row = await database.db
      .selectFrom('office_settings')
      .select('value')
      .where('key', '=', 'quotes')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({ currency: 'EUR', reminderDays: 5 });
    const logged = await database.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'office.settings')
      .execute();
    expect(logged).toEqual([{ action: 'office.settings', subject: 'quotes' }]);
    // The quote sent before keeps its dollars.
    expect(await words(await site.fetch(`${site.url}${path}`, { headers: { cookie } }))).toContain(
      'Unit price (USD)',
    );
    await postForm(
      site,
      path,
      { intent: 'quote-settings', currency: 'USD', reminderDays: '3' },
      { cookie },
    );
  });

  it('shows the quote with its forms, never cached and never referred on', async () => {
    const page = await quotePage(`/quote/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await words(page);
    for (const words of [
      'New kitchen worktop',
      '$2,598.00',
      'Half on starting.',
      'Accept and sign',
      'Decline',
    ]) {
      expect(html).toContain(words);
    }
  });

  it('answers a link that does not work with a page in words: 404 unknown, 410 replaced or expired', async () => {
    const unknown = await quotePage(`/quote/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await words(unknown)).toContain('We cannot find a quote at this address.');
    expect((await quotePage('/quote/short')).status).toBe(404);
    const other = await insertLead(database.db, { email: 'ole@example.com' });
    const base = {
      'lines.0.description': 'Fence',
      'lines.0.unitPrice': '900',
      validUntil: day(10),
    };
    await postForm(site, `/admin/leads/${other}`, { ...base, intent: 'quote-send' }, { cookie });
    const first = /\/quote\/([A-Za-z0-9_-]{43})/.exec(
      (await smtp.waitFor((m) => m.subject?.startsWith(`Your quote Q-${other}-1`) === true)).text ??
        '',
    )?.[1];
    await postForm(
      site,
      `/admin/leads/${other}`,
      { ...base, 'lines.0.unitPrice': '850', intent: 'quote-send' },
      { cookie },
    );
    const second = /\/quote\/([A-Za-z0-9_-]{43})/.exec(
      (await smtp.waitFor((m) => m.subject?.startsWith(`Your quote Q-${other}-2`) === true)).text ??
        '',
    )?.[1];
    const replaced = await quotePage(`/quote/${first}`);
    expect(replaced.status).toBe(410);
    const said = await words(replaced);
    expect(said).toContain(`We have sent you a newer version of quote Q-${other}-1`);
    expect(said).not.toContain(second);
    await database.db
      .updateTable('quotes')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('submission_id', '=', other)
      .where('version', '=', 2)
      .execute();
    const expired = await quotePage(`/quote/${second}`);
    expect(expired.status).toBe(410);
    expect(await words(expired)).toContain(`Quote Q-${other}-2 has expired`);
  });

  it('takes the office’s own PDF in a multipart post without script, refusing a file that is not a PDF in words with the typing kept; the customer reads it by the private link', async () => {
    const other = await insertLead(database.db, { name: 'Kim Ng', email: 'kim@example.com' });
    const post = (file: Blob, name: string) => {
      const form = new FormData();
      form.set('intent', 'quote-send');
      form.set('kind', 'document');
      form.set('amount', '9,800.00');
      form.set('validUntil', day(20));
      form.set('terms', 'Deposit 10 %.');
      form.set('document', file, name);
      return site.fetch(`${site.url}/admin/leads/${other}`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: { Origin: site.url, cookie },
      });
    };
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
    const refused = await post(png, 'quote.pdf');
    expect(refused.status).toBe(415);
    const page = await words(refused);
    expect(page).toContain('That file is not a PDF. Nothing was saved');
    expect(page).toContain('value="9,800.00"');
    // Past the 20 MB a quote's PDF may be: cut off as it arrives, refused in words, never a 500.
    const big = new Uint8Array(21 * 1024 * 1024).fill(0x20);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await post(new Blob([big]), 'huge.pdf');
    expect(tooBig.status).toBe(413);
    const bigPage = await words(tooBig);
    expect(bigPage).toContain('The PDF is larger than 20 MB');
    expect(bigPage).toContain('value="9,800.00"');
    const sent = await post(new Blob([PDF]), 'Our quote.pdf');
    expect(sent.status).toBe(200);
    expect(await words(sent)).toContain(`Quote Q-${other}-1 sent`);
    const mail = await smtp.waitFor(
      (m) => m.subject?.startsWith(`Your quote Q-${other}-1`) === true,
    );
    const link = /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    const customer = await words(await quotePage(`/quote/${link}`));
    expect(customer).toContain('$9,800.00');
    expect(customer).toContain(`href="/quote/${link}/document"`);
    const document = await quotePage(`/quote/${link}/document`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('referrer-policy')).toBe('no-referrer');
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    const stored = await database.db
      .selectFrom('quotes')
      .select(['document', 'kind'])
      .where('submission_id', '=', other)
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe('document');
    const bytes = Buffer.from(await document.arrayBuffer());
    expect(bytes.equals(Buffer.from(stored.document ?? []))).toBe(true);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes an acceptance once, with a name and consent, from two tabs at once', async () => {
    const post = (fields: Record<string, string>) =>
      postForm(site, `/quote/${token}`, fields, { 'user-agent': 'Phone browser 1.0' });
    const noConsent = await post({ intent: 'accept', name: 'Dana Whitfield' });
    expect(noConsent.status).toBe(422);
    const refusedHtml = await words(noConsent);
    expect(refusedHtml).toContain('Tick the box to agree to the quote and its terms.');
    expect(refusedHtml).toContain('value="Dana Whitfield"');
    const answers = await Promise.all([
      post({ intent: 'accept', name: 'Dana Whitfield', consent: 'yes' }),
      post({ intent: 'accept', name: 'Dana Whitfield', consent: 'yes' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const answer of answers)
      expect(await words(answer)).toContain('Dana Whitfield accepted this quote on');
    const events = await database.db
      .selectFrom('lead_events')
      .select('body')
      .where('submission_id', '=', leadId)
      .where('body', 'like', '%accepted by%')
      .execute();
    expect(events).toHaveLength(1);
    const lead = await database.db
      .selectFrom('submissions')
      .select(['stage', 'estimated_value'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ stage: 'won', estimated_value: 2598 });
    const signed = await smtp.waitFor(
      (m) => m.subject === `Quote Q-${leadId}-1 accepted: your signed copy`,
    );
    expect(signed.attachments[0]?.contentType).toBe('application/pdf');
    // The office downloads the signed PDF from the lead.
    const row = await database.db
      .selectFrom('quotes')
      .select('signed_file_id')
      .where('submission_id', '=', leadId)
      .executeTakeFirstOrThrow();
    const file = await site.fetch(`${site.url}/admin/lead-files/${row.signed_file_id}`, {
      headers: { cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
  });
});
