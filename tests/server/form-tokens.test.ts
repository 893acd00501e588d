import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_FIELD, TOKEN_PLACEHOLDER } from '../../app/forms/parse-form';
import { MIN_FILL_TEST_SETTING } from '../../server/spam/min-fill.ts';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm } from './support/site';
import { startSmtp } from './support/smtp';
import { folders, pageWithToken, pause, scriptToken, tokensIn } from './support/spam';

/**
 * The site's "sent too fast" time here (FORM_MIN_FILL_TEST_MS): the tokens its pages carry are
 * judged as a person's only after it, and the posts below wait a little longer, as a person
 * would. The rule's own second and a half is spam-folder's and forms' to test.
 */
const FILL_MS = 300;
const fillIn = () => pause(FILL_MS + 100);

const quote = {
  firstName: 'Dana',
  lastName: 'Reyes',
  phone: '+1 (555) 010-2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: 'Two-storey extension at the back, start in spring.',
};

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
// What a request gets needs no process of its own: the app in process (in-process-site.ts).
describe('form tokens', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', {
      SMTP_URL: smtp.url,
      NOTIFY_TO: 'office@example.com',
      [MIN_FILL_TEST_SETTING]: String(FILL_MS),
    });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('writes a fresh token into every page it sends, cached or not, with no validator to revive an old one', async () => {
    const first = await pageWithToken(site, '/contact-us');
    const second = await pageWithToken(site, '/contact-us');
    for (const page of [first, second]) {
      expect(page.response.status).toBe(200);
      expect(page.html).not.toContain(TOKEN_PLACEHOLDER);
      // The page's own form and the footer's sign-up share the page's token.
      expect(new Set(tokensIn(page.html)).size).toBe(1);
      expect(page.token).toMatch(/^1\.p\./);
    }
    expect(second.token).not.toBe(first.token);
    // A browser that kept the page asks again and gets a new one, never a 304 for its old token.
    for (const page of [first, second]) {
      expect(page.response.headers.get('etag')).toBeNull();
      expect(page.response.headers.get('last-modified')).toBeNull();
      expect(page.response.headers.get('cache-control')).toContain('s-maxage=');
    }
    const again = await site.fetch(`${site.url}/contact-us`, {
      headers: { 'If-None-Match': '*' },
    });
    expect(again.status).toBe(200);
    expect(tokensIn(await again.text())[0]).not.toBe(second.token);
    // Every page has the footer's sign-up, and so a token: a blog post and the 404 page too.
    for (const path of ['/', '/blog/how-weather-can-impact-a-construction-project', '/nope']) {
      expect((await pageWithToken(site, path)).token, path).toMatch(/^1\.p\./);
    }
  });

  it('takes a person without script into the inbox: the page’s token, sent after a pause', async () => {
    const { token } = await pageWithToken(site, '/contact-us');
    await fillIn();
    const response = await postForm(site, '/contact-us', {
      name: 'Noor',
      email: 'noor@example.com',
      message: 'A new porch, please.',
      [TOKEN_FIELD]: token,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/thank-you\/message\?ref=M-[0-9A-Z]{4,}$/);
    const stored = (await folders(site.databaseUrl)).byEmail.get('noor@example.com');
    expect(stored).toMatchObject({ folder: 'inbox', reasons: [] });
    await smtp.waitFor((m) => m.text?.includes('A new porch, please.') ?? false);
  });

  it('takes a person with script into the inbox: a no-store token of their own', async () => {
    const { response, token } = await scriptToken(site);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(token).toMatch(/^1\.s\./);
    expect((await scriptToken(site)).token).not.toBe(token);
    await fillIn();
    const sent = await postForm(site, '/api/forms/quote', {
      ...quote,
      email: 'dana@example.com',
      [TOKEN_FIELD]: token,
    });
    expect(await sent.json()).toMatchObject({
      status: 'sent',
      kind: 'quote',
      reference: expect.stringMatching(/^Q-/),
    });
    const stored = (await folders(site.databaseUrl)).byEmail.get('dana@example.com');
    expect(stored).toMatchObject({ folder: 'inbox', stage: 'new', reasons: [] });
  });

  it('keeps the visitor’s token in a page that answers with their mistakes, so the fix is not “too fast”', async () => {
    const { token } = await pageWithToken(site, '/request-quote');
    await fillIn();
    const invalid = await postForm(site, '/request-quote', {
      ...quote,
      email: 'not-an-email',
      [TOKEN_FIELD]: token,
    });
    expect(invalid.status).toBe(422);
    const tokens = tokensIn(await invalid.text());
    // The quote form brings back the visitor's token; the footer's sign-up gets a fresh one.
    expect(tokens[0]).toBe(token);
    expect(tokens[1]).not.toBe(token);
    const fixed = await postForm(site, '/request-quote', {
      ...quote,
      email: 'fixed@example.com',
      [TOKEN_FIELD]: token,
    });
    expect(fixed.status).toBe(303);
    expect((await folders(site.databaseUrl)).byEmail.get('fixed@example.com')?.folder).toBe(
      'inbox',
    );
  });
});

describe('many forms from one address', () => {
  it('stores those beyond FORMS_PER_HOUR in Spam, answered like the rest', async () => {
    // The limit's answers need no process of its own: the app in process (in-process-site.ts).
    const site = await openSite('sqlite', { FORMS_PER_HOUR: '2' });
    try {
      for (const n of [1, 2, 3]) {
        const response = await postForm(site, '/api/forms/message', {
          name: 'Busy',
          email: `busy${n}@example.com`,
        });
        expect(await response.json()).toMatchObject({
          status: 'sent',
          kind: 'message',
          reference: expect.stringMatching(/^M-/),
        });
      }
      const { byEmail } = await folders(site.databaseUrl);
      expect(byEmail.get('busy2@example.com')?.folder).toBe('inbox');
      expect(byEmail.get('busy3@example.com')).toMatchObject({ folder: 'spam', reasons: ['rate'] });
    } finally {
      await site.close();
    }
  });
});
