import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { type StaticHost, startStaticHost } from './support/static-host';

// The build folder alone on a plain static host (the `serve` package): reading works, and a
// form says plainly that it cannot be sent from here.
let host: StaticHost | undefined;
let base = '';

test.beforeAll(async () => {
  host = await startStaticHost(4500);
  base = host.base;
});

test.afterAll(() => host?.close());

test('a form on a static-only copy tells the visitor to call or email, keeping what was typed', async ({
  page,
}) => {
  await page.goto(`${base}/contact-us`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Message' });
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText('cannot be sent online');
  await expect(status.getByRole('link').first()).toHaveAttribute('href', /^tel:/);
  await expect(form.getByLabel('Name')).toHaveValue('Ada');
});

test('an unknown address on a static-only copy shows the Not Found page with status 404', async ({
  page,
}) => {
  const response = await page.goto(`${base}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test('search on a static-only copy says it needs the server and offers the main sections', async ({
  page,
}) => {
  await page.goto(`${base}/blog-standard`);
  await waitForHydration(page);
  const field = page.getByRole('searchbox', { name: 'Search the site' });
  await field.fill('renovation');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/?\?q=renovation$/);
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText("Search needs the site's server");
  const sections = page.getByRole('navigation', { name: 'Main sections' });
  await expect(sections.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
});
