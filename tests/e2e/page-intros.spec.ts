import { fillPlaceholders } from '../../app/lib/intro-placeholders';
import { expectIntro, INTRO_PAGES } from './support/intro-check';
import { expect, signInToInbox, test } from './support/mail-site';
import { prerenderedRoutes } from './support/routes';

// Each page's introduction is the office's (content/settings/pages.yml): the pages show the
// seed's words with {count} filled from what they list, and an edit published from the editor
// shows on the page. The words come from the seed file, never from this test.

test.describe('page introductions', () => {
  // Each pre-rendered page's introduction is checked on pages.spec.ts's desktop load of it.
  test('every page with an introduction but /newsletter is pre-rendered: pages.spec.ts checks it', () => {
    const shownByPagesSpec = [...INTRO_PAGES.keys()].filter((path) => path !== '/newsletter');
    expect(prerenderedRoutes()).toEqual(expect.arrayContaining(shownByPagesSpec));
  });

  test('/newsletter (rendered by the server) shows its introduction from the pages document', async ({
    page,
  }) => {
    const [key, adds] = INTRO_PAGES.get('/newsletter') ?? [];
    expect(key).toBeDefined();
    await page.goto('/newsletter');
    if (key && adds) await expectIntro(page, '/newsletter', key, adds);
  });

  test('the office changes the /services introduction in the editor; the page counts the services', async ({
    page,
    mailSite,
  }) => {
    await signInToInbox(page, mailSite.url);
    await page.goto(`${mailSite.url}/admin/content/settings`);
    await page.getByRole('link', { name: 'Page introductions', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page introductions' })).toBeVisible();
    const services = page.locator('fieldset:has(> legend:text-is("Services (/services)"))');
    const lead = services.getByLabel(/^Introduction/);
    // The placeholders' chips say what {count} stands for on this page.
    await expect(lead).toHaveAccessibleDescription(/\{count\} becomes the number of services/);

    // An unknown placeholder is refused at its field; nothing is published.
    await lead.fill('All {teams} plan together.');
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    await expect(services.getByText(/\{teams\} would show as written/)).toBeVisible();

    const stamp = Date.now().toString(36);
    await lead.fill(`{count} crews plan together (${stamp}).`);
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /[Pp]ublished/ })).toBeVisible();

    await page.goto(`${mailSite.url}/services`);
    // As many as the page lists (another test on this worker's server may publish one more).
    const cards = await page.locator('[data-services-grid] > li').count();
    expect(cards).toBeGreaterThan(0);
    const expected = fillPlaceholders(`{count} crews plan together (${stamp}).`, { count: cards });
    expect(expected).toMatch(/^[A-Z]/);
    await expect(page.locator('#services-heading + p')).toHaveText(expected);
  });
});
