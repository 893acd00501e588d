import { HONEYPOT_FIELD } from '../../app/forms/parse-form';
import { expect, test } from './support/fixtures';
import { builtHtml } from './support/html';

test.describe('bad input and abuse are answered clearly', () => {
  test('a cross-site post is rejected with a readable page', async ({ request, baseURL }) => {
    const response = await request.post(`${baseURL}/contact-us`, {
      form: { name: 'Eve', email: 'eve@example.com' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('<h1>');
  });

  test('a body over the limit gets 413 and a wrong content type 415', async ({
    request,
    baseURL,
  }) => {
    const big = await request.post(`${baseURL}/contact-us`, {
      form: { name: 'Big', email: 'big@example.com', message: 'x'.repeat(80_000) },
      headers: { Origin: baseURL ?? '' },
    });
    expect(big.status()).toBe(413);
    const json = await request.post(`${baseURL}/contact-us`, {
      data: { name: 'Json' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(json.status()).toBe(415);
  });

  test('a filled honeypot is answered as if accepted (and kept in Spam)', async ({
    request,
    baseURL,
  }) => {
    const response = await request.post(`${baseURL}/contact-us`, {
      form: { name: 'Bot', email: 'bot@example.com', [HONEYPOT_FIELD]: '555 0100' },
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(/\/thank-you\/message\?ref=M-[0-9A-Z]{4,}$/);
  });

  test('the honeypot is not displayed, out of the tab order, and says nothing autofill matches', async () => {
    const html = builtHtml('/contact-us');
    const honeypot = html.match(
      new RegExp(
        `<div aria-hidden="true"[^>]*><label>([^<]*)<input([^>]*name="${HONEYPOT_FIELD}"[^>]*)>`,
        'i',
      ),
    );
    expect(honeypot?.[0]).toContain('class="hidden"');
    expect(honeypot?.[2]).toContain('tabindex="-1"');
    expect(honeypot?.[2]).toMatch(/autoComplete="off"/i);
    // Nothing in its name or label that autofill or a password manager reads as a field of a
    // person's (spam-autofill.spec.ts fills the forms from a saved address to prove it).
    const words = `${HONEYPOT_FIELD} ${honeypot?.[1]}`.toLowerCase();
    expect(words).not.toMatch(
      /name|mail|phone|tel|fax|number|address|street|city|zip|postal|company|org|url|web|country|state|card/,
    );
  });
});

test('too many posts from one address get 429 with Retry-After and a readable page', async ({
  page,
}) => {
  const { startServer } = await import('../../scripts/serve.mjs');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const server = await startServer({
    env: {
      DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'site-e2e-429-')), 'site.db')}`,
      RATE_LIMIT_PER_MINUTE: '2',
    },
  });
  try {
    let status = 0;
    for (let i = 0; i < 4 && status !== 429; i++) {
      await page.goto(`${server.url}/newsletter`);
      const form = page
        .getByRole('main')
        .getByRole('form', { name: 'Subscribe to our newsletter' });
      await form.getByLabel('Email address').fill(`reader${i}@example.com`);
      const [response] = await Promise.all([
        // The form's own post (its page's view and vitals beacons are POSTs too).
        page.waitForResponse(
          (r) =>
            r.request().method() === 'POST' &&
            !/^\/api\/(views|vitals)/.test(new URL(r.url()).pathname),
        ),
        form.getByRole('button', { name: 'Subscribe Now' }).click({ noWaitAfter: true }),
      ]);
      status = response.status();
      if (status === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(status).toBe(429);
  } finally {
    await server.close();
  }
});
