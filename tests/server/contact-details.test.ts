import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactView } from '../../app/content/contact-view.ts';
import type { ContactDetails, ContactView } from '../../app/content/types.ts';
import type { ContentStore } from '../../server/content/store.ts';
import { eventually } from './support/eventually';
import type { InProcessSite } from './support/in-process-site';
import { postForm, signIn } from './support/site';
import { openSiteWithStore } from './support/site-store';

/** The pre-rendered copy of a page, as `npm run build` wrote it from the seed. */
const prerendered = (path: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../build/client${path}/index.html`, import.meta.url)),
    'utf8',
  );

/** Fields as the editor's form posts them: one input per value, named by its dotted path. */
function formFields(value: unknown, path = '', out: Record<string, string> = {}) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      formFields(child, path ? `${path}.${key}` : key, out);
    }
  } else if (value !== undefined) out[path] = String(value);
  return out;
}

/** The company node of a page's JSON-LD. */
function companyOf(html: string) {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const graph = JSON.parse(block ?? '{}')['@graph'] as Record<string, unknown>[];
  return graph.find((node) => node['@type'] === 'GeneralContractor');
}

// The contact details are a settings document the office publishes; every page shows them (the
// footer), so a publish must reach every page, its data and its structured data. As in
// live-content.test.ts, the change comes from a connection of its own on the same database, and
// the site is asked in process.
describe('the contact details the office publishes', () => {
  let site: InProcessSite;
  let store: ContentStore;
  let close: () => Promise<void>;
  const page = async (path: string) => {
    const response = await site.fetch(`${site.url}${path}`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    ({ site, store, close } = await openSiteWithStore());
  });
  afterAll(() => close?.());

  it('shows a new phone number and opening hours on every page, its data and its JSON-LD', async () => {
    const item = await store.editor.find('settings', 'contact');
    if (!item) throw new Error('the seed has no contact document');
    const published = item.fields as unknown as ContactDetails;
    const before: ContactView = contactView(published);
    const home = await page('/');
    expect(home.text).toContain(before.phone.display);
    expect(home.headers.get('surrogate-key')?.split(' ')).toContain('settings:contact');

    // A number and hours the seed cannot have: the test survives the office's own edits.
    const [head, ...others] = published.offices;
    if (!head) throw new Error('the contact document has no office');
    const phone = `+1 (555) 010-${String(Date.now() % 10_000).padStart(4, '0')}`;
    const hours = { days: ['Tuesday', 'Wednesday', 'Saturday'], opens: '07:15', closes: '15:45' };
    const changed = { ...published, offices: [{ ...head, phone }, ...others], hours };
    const after = contactView(changed);
    expect(after.phone.display).not.toBe(before.phone.display);
    expect(after.hours).not.toBe(before.hours);
    await store.saveDraft(item.id, { fields: changed, body: '' }, null);
    await store.publish(item.id, null);

    await eventually(async () =>
      (await page('/')).text.includes(after.phone.display) ? true : undefined,
    );
    for (const path of ['/', '/contact-us', '/faq', '/services', '/blog']) {
      const { text } = await page(path);
      expect(text, path).toContain(`href="${after.phone.href}"`);
      expect(text, path).not.toContain(before.phone.display);
      expect(companyOf(text), path).toMatchObject({
        telephone: after.phone.display,
        openingHoursSpecification: { dayOfWeek: hours.days, opens: '07:15', closes: '15:45' },
      });
    }
    const contactPage = (await page('/contact-us')).text;
    expect(contactPage).toContain(after.hours);
    expect(contactPage).not.toContain(before.hours);
    // A page's data carries the root's contact details for navigation in the browser.
    const data = (await page('/request-quote.data')).text;
    expect(data).toContain(after.phone.display);
    expect(data).not.toContain(before.phone.display);
    // The server's own pages (here a form sent from another site) say the new number too.
    const refused = await site.fetch(`${site.url}/contact-us`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'x' }),
      headers: { Origin: 'https://elsewhere.example' },
      redirect: 'manual',
    });
    expect(refused.status).toBe(403);
    const refusal = await refused.text();
    expect(refusal).toContain(after.phone.display);
    expect(refusal).not.toContain(before.phone.display);

    // The static copies stay as the seed made them: a build without a database.
    for (const path of ['/contact-us', '/faq']) {
      const copy = prerendered(path);
      expect(copy).toContain(before.phone.display);
      expect(copy).not.toContain(after.phone.display);
    }
  });

  it('is edited in the office’s form, which says where the name and colour are set', async () => {
    const owner = await signIn(site);
    const list = await site.fetch(`${site.url}/admin/content/settings`, {
      headers: { cookie: owner },
    });
    const listed = await list.text();
    expect(listed).toContain('Contact details');
    const item = await store.editor.find('settings', 'contact');
    if (!item) throw new Error('no contact document');
    const address = `/admin/content/settings/${item.id}`;
    expect(listed).toContain(`href="${address}"`);
    const form = await (
      await site.fetch(`${site.url}${address}`, { headers: { cookie: owner } })
    ).text();
    expect(form).toContain('app/brand.ts');
    const fields = item.fields as unknown as ContactDetails;
    const head = fields.offices[0];
    expect(form).toContain(`name="offices.0.phone"`);
    expect(form).toContain(`value="${head?.phone}"`);

    // A number without digits is refused at its field, and nothing visitors see changes.
    const typed = formFields(fields);
    const refused = await postForm(
      site,
      address,
      {
        ...typed,
        'offices.0.phone': 'ask at the desk',
        intent: 'publish',
        baseVersion: String(item.version),
      },
      { cookie: owner },
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('a phone number with at least 7 digits');

    // Published from the form: the contact page says the new email at once.
    const email = `desk-${Date.now()}@example.com`;
    const sent = await postForm(
      site,
      address,
      { ...typed, email, intent: 'publish', baseVersion: String(item.version) },
      { cookie: owner },
    );
    expect(sent.status).toBe(303);
    const shown = await eventually(async () => {
      const text = (await page('/contact-us')).text;
      return text.includes(`mailto:${email}`) ? text : undefined;
    });
    expect(shown).not.toContain(`mailto:${fields.email}`);
  });
});
