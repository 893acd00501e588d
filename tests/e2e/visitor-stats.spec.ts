import type { Page, Request } from '@playwright/test';
import { tapBeforeScripts } from './support/hold-scripts';
import { waitForHydration } from './support/hydration';
import { expect, signInToInbox, test } from './support/mail-site';
import { startStaticHost } from './support/static-host';

// Visitor statistics in the browser (decision 036): a visit that lands from a campaign link,
// browses three pages client-side and sends a quote; one beacon per page, the campaign on the
// lead, and nothing left on the device but the router's scroll positions.

/** The router's own sessionStorage entry (ScrollRestoration): the one thing a visit may leave. */
const SCROLL_KEY = 'react-router-scroll-positions';

interface SentView {
  body: Record<string, unknown>;
  status: Promise<number | undefined>;
}

/** Every page-view beacon the page sends, with the status the server answered. */
function watchViews(page: Page): SentView[] {
  const sent: SentView[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/views')) return;
    sent.push({
      body: JSON.parse(request.postData() ?? '{}'),
      status: request.response().then((response) => response?.status()),
    });
  });
  return sent;
}

async function fillQuote(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByLabel('First name').fill(name);
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email address').fill(`${name.toLowerCase()}@example.com`);
  await form.getByLabel('Number').fill('+1 555 0142');
  await form.getByLabel('Company or organization').fill('Okafor Home');
  await form.getByLabel('Website').fill('https://okafor.example.com');
  await form.getByLabel('Services').selectOption('house-renovation');
  await form.getByLabel('Message').fill('A garden room with a green roof.');
  await form.getByRole('button', { name: 'Request a quote' }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a campaign visit browses three pages, sends a quote, and the office sees the campaign on the lead', async ({
  page,
  context,
  mailSite,
}) => {
  const campaign = `garden-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const views = watchViews(page);
  await page.goto(`${mailSite.url}/?utm_source=news&utm_medium=email&utm_campaign=${campaign}`, {
    referer: 'https://search.example/results?q=garden+rooms',
  });
  await waitForHydration(page);
  // Each page's view is answered before the next link is followed: a response that arrives
  // after its page has gone is not reported to the test (the view is still counted).
  const answered = async (count: number) => {
    await expect.poll(() => views.length).toBe(count);
    expect(await views[count - 1]?.status).toBe(204);
  };
  await answered(1);

  const footer = page.getByRole('contentinfo');
  for (const [index, [name, path]] of (
    [
      ['About Us', '/about-us'],
      ['Blog', '/blog'],
      ['Testimonials', '/testimonial'],
    ] as const
  ).entries()) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await answered(index + 2);
  }
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/request-quote$/);
  await waitForHydration(page);
  await answered(5);

  expect(views.map((view) => view.body)).toEqual([
    {
      path: '/',
      entry: 1,
      // As the browser gives it; the server keeps the host only (search.example).
      referrer: 'https://search.example/results?q=garden+rooms',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: campaign,
    },
    { path: '/about-us', entry: 0 },
    { path: '/blog', entry: 0 },
    { path: '/testimonial', entry: 0 },
    { path: '/request-quote', entry: 0 },
  ]);

  const name = `Nia${campaign.slice(-6)}`;
  await fillQuote(page, name);
  await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeFocused();

  // Nothing on the device: no cookie, no storage, no database; the router's scroll entry aside.
  // The tab's own history holds the visit's pages, the landing one noting the site that sent it.
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((db) => db.name),
    history: history.state?.usr ?? null,
    entries: (
      globalThis as unknown as { navigation: { entries(): { getState(): unknown }[] } }
    ).navigation
      .entries()
      .map((entry) => entry.getState() ?? null),
  }));
  expect(stored.local).toEqual([]);
  expect(stored.session.filter((key) => key !== SCROLL_KEY)).toEqual([]);
  expect(stored.databases).toEqual([]);
  expect(stored.history).toBeNull();
  expect(stored.entries).toEqual([
    { visitReferrer: 'https://search.example/results' },
    null,
    null,
    null,
    null,
  ]);

  // The office sees the campaign on the lead.
  const mail = await mailSite.smtp.waitFor((m) => m.text?.includes(`${name} Okafor`) ?? false);
  const id = /#(\d+)/.exec(mail.subject ?? '')?.[1];
  expect(id).toBeDefined();
  await signInToInbox(page, mailSite.url, { path: `/admin/leads/${id}` });
  const source = page.getByRole('region', { name: 'Where it came from' });
  await expect(source).toContainText(`utm_campaign=${campaign}`);
  await expect(source).toContainText('utm_source=news');
  await expect(source).toContainText('https://search.example');

  // …and in the statistics view: the campaign's row has the one visit and the one enquiry.
  await page.goto(`${mailSite.url}/admin/stats`);
  const campaigns = page.locator('[data-table="campaigns"]');
  const row = campaigns
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `news / email / ${campaign}` }) });
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '100%']);
});

/** Sends the contact form as `name` and waits for its confirmation. */
async function sendMessage(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Send Message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
  await form.getByLabel('Message').fill('Can you repair a cracked foundation wall?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
}

test('a campaign visit that taps Contact before the script ran, and one without script, name the campaign on the lead and in Campaigns', async ({
  page,
  secondContext,
  mailSite,
}) => {
  // Decision 052: the page that cannot tell leaves the visit's start to the server's record.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const early = `early-${tag}`;
  const plain = `plain-${tag}`;
  await tapBeforeScripts(
    page,
    `${mailSite.url}/?utm_source=x&utm_medium=link&utm_campaign=${early}`,
    () => page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click(),
    () => expect(page).toHaveURL(/\/contact-us$/),
  );
  await waitForHydration(page);
  await sendMessage(page, `Ada${tag}`);

  const bare = await (await secondContext({ javaScriptEnabled: false })).newPage();
  try {
    const pixel = bare.waitForResponse((r) => r.url().includes('/api/views/pixel'));
    await bare.goto(`${mailSite.url}/?utm_source=x&utm_medium=link&utm_campaign=${plain}`);
    expect((await pixel).status()).toBe(200);
    await bare.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(bare).toHaveURL(/\/contact-us$/);
    await sendMessage(bare, `Bea${tag}`);
  } finally {
    await bare.close();
  }

  for (const [name, campaign] of [
    [`Ada${tag}`, early],
    [`Bea${tag}`, plain],
  ] as const) {
    const mail = await mailSite.smtp.waitFor((m) => m.text?.includes(name) ?? false);
    const id = /#(\d+)/.exec(mail.subject ?? '')?.[1];
    expect(id).toBeDefined();
    await signInToInbox(page, mailSite.url, { path: `/admin/leads/${id}` });
    const source = page.getByRole('region', { name: 'Where it came from' });
    await expect(source).toContainText(`utm_campaign=${campaign}`);
    await expect(source).toContainText('utm_source=x');
  }
  await page.goto(`${mailSite.url}/admin/stats`);
  const campaigns = page.locator('[data-table="campaigns"]');
  for (const campaign of [early, plain]) {
    const row = campaigns
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `x / link / ${campaign}` }) });
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '100%']);
  }
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('a page counts its view through the hidden no-script image, with no room taken', async ({
    page,
    mailSite,
  }) => {
    const pixel = page.waitForResponse((response) => response.url().includes('/api/views/pixel'));
    await page.goto(`${mailSite.url}/faq`);
    const answer = await pixel;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/gif');
    expect(new URL(answer.url()).searchParams.get('p')).toBe('/faq');
    const image = page.locator('img[src^="/api/views/pixel"]');
    await expect(image).toHaveAttribute('hidden', '');
    expect(await image.boundingBox()).toBeNull();
  });
});

test('a static-only copy keeps the inert placeholder and sends no view', async ({ page }) => {
  const host = await startStaticHost(4600);
  try {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/views')) sent.push(request.url());
    });
    const html = await (await page.request.get(`${host.base}/faq`)).text();
    expect(html).toContain('<noscript><!--stats-pixel--></noscript>');
    await page.goto(`${host.base}/faq`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  } finally {
    host.close();
  }
});
