import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Captured, startCapture } from './support/capture-http';
import { eventually } from './support/eventually';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm } from './support/site';

// STATS_FORWARD_URL (decision 036, optional): views and enquiries forwarded server-side to a
// Plausible (Events API) or an Umami the company runs; nothing under GPC/DNT or for bots.
// Forwarding stores nothing, so one database is enough here. The site's app is asked in process
// (support/in-process-site.ts): forwarding is the app's own outbound post, the same there.

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const beacon = (site: InProcessSite, body: object, headers: Record<string, string> = {}) =>
  site.fetch(`${site.url}/api/views`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain', Origin: site.url, 'User-Agent': CHROME, ...headers },
  });
const json = (post: Captured) => JSON.parse(post.body.toString());

describe('forwarding to a Plausible', () => {
  let capture: Awaited<ReturnType<typeof startCapture>>;
  let site: InProcessSite;
  beforeAll(async () => {
    capture = await startCapture();
    // Its log lines are kept (output()) to check what a refusal writes.
    site = await openSite('sqlite', { STATS_FORWARD_URL: `${capture.url}/api/event` });
  });
  afterAll(async () => {
    await site?.close();
    await capture?.close();
  });

  it('sends each view with the browser and address, an enquiry as an event, and nothing for GPC or bots', async () => {
    const host = new URL(site.url).host;
    await beacon(site, { path: '/gpc', entry: 0 }, { 'Sec-GPC': '1' });
    await beacon(site, { path: '/faq', entry: 0 }, { 'User-Agent': 'Googlebot/2.1' });
    expect(
      (
        await beacon(site, {
          path: '/faq',
          entry: 1,
          referrer: 'https://search.example/q',
          utm_source: 'news',
          utm_campaign: 'spring',
        })
      ).status,
    ).toBe(204);
    const [view] = await eventually(
      async () => capture.at('/api/event')[0] && capture.at('/api/event'),
    );
    expect(json(view as Captured)).toEqual({
      name: 'pageview',
      url: `${site.url}/faq?utm_source=news&utm_campaign=spring`,
      domain: host,
      referrer: 'https://search.example/',
    });
    expect(view?.headers['user-agent']).toBe(CHROME);
    expect(view?.headers['x-forwarded-for']).toBe('127.0.0.1');

    const sent = await postForm(
      site,
      '/api/forms/message',
      {
        name: 'Ola Berg',
        email: 'ola@example.com',
        subject: 'A question',
        message: 'Do you build garden walls?',
        visit_page: '/contact-us',
      },
      { 'User-Agent': CHROME },
    );
    expect(sent.status).toBe(200);
    const enquiry = await eventually(async () => capture.at('/api/event')[1]);
    expect(json(enquiry)).toEqual({ name: 'Enquiry', url: `${site.url}/contact-us`, domain: host });
    // The GPC view and the bot were never forwarded.
    expect(capture.at('/api/event')).toHaveLength(2);
  });

  it('logs a refusal with its cause and keeps the view', async () => {
    capture.answer('/api/event', 500);
    expect((await beacon(site, { path: '/about-us', entry: 0 })).status).toBe(204);
    await eventually(async () =>
      site
        .output()
        .includes('stats forward: the receiving server answered with an error (HTTP 500)')
        ? true
        : undefined,
    );
    expect(site.output()).not.toContain('/about-us');
  });
});

describe('forwarding to an Umami', () => {
  let capture: Awaited<ReturnType<typeof startCapture>>;
  let site: InProcessSite;
  beforeAll(async () => {
    capture = await startCapture();
    site = await openSite('sqlite', {
      STATS_FORWARD_URL: `${capture.url}/api/send`,
      STATS_FORWARD_SITE: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
  });
  afterAll(async () => {
    await site?.close();
    await capture?.close();
  });

  it("sends a view in Umami's event shape", async () => {
    await beacon(site, { path: '/blog', entry: 0 });
    const view = await eventually(async () => capture.at('/api/send')[0]);
    expect(json(view)).toEqual({
      type: 'event',
      payload: {
        website: 'a1b2c3d4-0000-4000-8000-000000000001',
        hostname: '127.0.0.1',
        url: '/blog',
      },
    });
    expect(view.headers['user-agent']).toBe(CHROME);
  });
});
