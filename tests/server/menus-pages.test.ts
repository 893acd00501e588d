import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_FIELD } from '../../app/forms/parse-form';
import { testToken } from './support/form-tokens';
import { type InProcessSite, openSite } from './support/in-process-site';
import { signIn } from './support/site';

/** The header's main menu (desktop): the first <nav aria-label="Main"> of a page. */
const mainNav = (html: string) => /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
/** The footer's HTML. */
const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
const SPEC_MAIN = ['Home', 'Pages', 'Portfolio', 'Blog', 'Contact'];

// The menus and pages screen (decision 056) over the built app, in process on SQLite: what an
// owner saves is on the next page with no rebuild, and a hidden page is Not Found at once, out of
// the sitemap, the menus and the render cache.
describe('menus and pages (/admin/office/menus)', () => {
  let site: InProcessSite;
  let owner: string;
  const get = async (path: string, cookie = '') => {
    const response = await site.fetch(`${site.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  };
  /** Posts the screen's form as the browser does (the menus as one JSON field). */
  const save = (fields: {
    intent?: string;
    menus?: unknown;
    hidden?: string[];
    portfolioColumns?: string;
    cookie?: string;
  }) => {
    const body = new URLSearchParams({
      [TOKEN_FIELD]: testToken(),
      intent: fields.intent ?? 'save',
    });
    if (fields.menus !== undefined) {
      body.set(
        'menus',
        typeof fields.menus === 'string' ? fields.menus : JSON.stringify(fields.menus),
      );
    }
    for (const path of fields.hidden ?? []) body.append('hidden', path);
    body.set('portfolioColumns', fields.portfolioColumns ?? '3');
    return site.fetch(`${site.url}/admin/office/menus`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { Origin: site.url, cookie: fields.cookie ?? owner },
    });
  };
  const menus = (main: unknown, quickLinks: unknown = [], supportLinks: unknown = []) => ({
    main,
    quickLinks,
    supportLinks,
  });

  beforeAll(async () => {
    site = await openSite('sqlite');
    owner = await signIn(site);
  });
  afterAll(async () => {
    await site?.close();
  });

  it('shows the specification’s menus and pages on a fresh database, and is for owners only', async () => {
    const home = await get('/');
    for (const label of SPEC_MAIN) expect(mainNav(home.text)).toContain(`>${label}<`);
    expect(footer(home.text)).toContain('Term &amp; Conditions');
    expect((await get('/team-three')).status).toBe(200);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain('/team-three</loc>');
    expect(sitemap.text).toContain('/portfolio</loc>');
    expect((await get('/search-index.json')).text).toContain('"/team-three"');

    expect((await get('/admin/office/menus')).status).toBe(303);
    expect((await save({ menus: menus([{ label: 'A', to: '/' }]), cookie: '' })).status).toBe(401);
    const screen = await get('/admin/office/menus', owner);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('<h1');
    expect(screen.text).toContain('Reset the menus to the default');
  });

  it('refuses an address a visitor must not follow and a malformed menu, naming it and keeping the old menus', async () => {
    for (const to of [
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      'data:text/html,x',
      ' /a b',
    ]) {
      const refused = await save({ menus: menus([{ label: 'Bad', to }]) });
      expect(refused.status, to).toBe(400);
      const text = await refused.text();
      expect(text).toContain('The menus were not saved: every link needs an address on this site');
    }
    const cases = [
      menus([]),
      menus([{ label: '', to: '/' }]),
      menus([
        { label: 'Twice', to: '/' },
        { label: 'twice', to: '/faq' },
      ]),
      menus([
        {
          label: 'Deep',
          children: [
            {
              label: 'Deeper',
              children: [{ label: 'Too deep', children: [{ label: 'x', to: '/' }] }],
            },
          ],
        },
      ]),
      { main: [{ label: 'A', to: '/' }] },
      'not json',
    ];
    for (const bad of cases) {
      expect((await save({ menus: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await save({ menus: menus([{ label: 'A', to: '/' }]), hidden: ['/about-us'] })).status,
    ).toBe(400);
    expect(
      (await save({ menus: menus([{ label: 'A', to: '/' }]), portfolioColumns: '5' })).status,
    ).toBe(400);
    expect(mainNav((await get('/')).text)).toContain('>Pages<');
  });

  it('puts the saved menus on every page at once, hides a page (404, out of the sitemap and the menus) and brings it back', async () => {
    // Rendered and kept in the render cache before the change.
    expect((await get('/team-three')).status).toBe(200);
    expect((await get('/about-us')).status).toBe(200);
    const saved = await save({
      menus: menus(
        [
          {
            label: 'Our work',
            children: [
              { label: 'Projects', to: '/portfolio' },
              { label: 'Team three', to: '/team-three' },
            ],
          },
          { label: 'Partners', to: 'https://partners.example.com/corbel' },
        ],
        [{ label: 'Careers', to: '/about-us#careers' }],
        [{ label: 'Term & Conditions', to: '/contact-us' }],
      ),
      hidden: ['/team-three'],
      portfolioColumns: '2',
    });
    expect(saved.status).toBe(200);

    const about = await get('/about-us');
    const nav = mainNav(about.text);
    expect(nav).toContain('>Our work<');
    expect(nav).toContain('href="https://partners.example.com/corbel"');
    // The hidden page's entry leaves the menu; the group keeps the rest.
    expect(nav).not.toContain('Team three');
    expect(nav).not.toContain('>Pages<');
    expect(footer(about.text)).toContain('>Careers<');

    const hidden = await get('/team-three');
    expect(hidden.status).toBe(404);
    expect(hidden.text).toContain('Oops! Page not found');
    expect((await get('/TEAM-THREE/')).status).toBe(404);
    // Its data answers as an unknown address's does (the catch-all's, never the team's).
    const data = await get('/team-three.data');
    const unknown = await get('/no-such-page.data');
    expect(data.status).toBe(unknown.status);
    expect(data.text).toBe(unknown.text);
    expect((await get('/sitemap.xml')).text).not.toContain('/team-three</loc>');
    expect((await get('/search-index.json')).text).not.toContain('"/team-three"');
    const screen = await get('/admin/office/menus', owner);
    expect(screen.text).not.toContain('label="Team 03"');

    const portfolio = await get('/portfolio');
    expect(portfolio.status).toBe(200);
    expect(portfolio.text).toMatch(/<h1[^>]*>Portfolio<\/h1>/);
    expect(portfolio.text).toContain('sm:grid-cols-2');
    expect(portfolio.text).not.toContain('lg:grid-cols-3');

    expect((await save({ menus: menus([{ label: 'A', to: '/' }]), hidden: [] })).status).toBe(200);
    expect((await get('/team-three')).status).toBe(200);
    expect((await get('/sitemap.xml')).text).toContain('/team-three</loc>');
  });

  it('resets the menus to the specification’s', async () => {
    expect(mainNav((await get('/')).text)).not.toContain('>Pages<');
    expect((await save({ intent: 'reset' })).status).toBe(200);
    const home = await get('/');
    for (const label of SPEC_MAIN) expect(mainNav(home.text)).toContain(`>${label}<`);
    expect(footer(home.text)).toContain('>Testimonials<');
  });
});
