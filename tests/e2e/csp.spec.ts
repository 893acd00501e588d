import { frameNavigated, watchViolations } from './support/csp';
import { expect, gotoHydrated, test, waitForHydration } from './support/hydration';

// Pages under the Content-Security-Policy the server really sends (a nonce for pages it renders
// per request): no violation, and the app hydrates, which needs every inline script (the
// router's context and boot) to have run, or on a page served with islands (decision 047) the
// islands boot has bound the islands due at load. The pre-rendered routes are checked in pages.spec.ts.
const SERVER_ROUTES = [
  '/search?q=roof',
  '/thank-you/message',
  '/newsletter',
  '/admin',
  '/no-such-page',
];

for (const route of SERVER_ROUTES) {
  test(`${route} runs under its Content-Security-Policy with no violation and hydrates`, async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(route);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' '");
    expect(policy).not.toContain('unsafe-');
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
  });
}

test('the video and map embeds are framed without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, '/');
  await page
    .locator('section[aria-labelledby="home-about-heading"]')
    .getByRole('button', { name: /^Play video/ })
    .click();
  await expect(page.locator('dialog iframe')).toHaveCount(1);
  await frameNavigated(page.locator('dialog iframe'));
  expect(await violations()).toEqual([]);

  await gotoHydrated(page, '/contact-us');
  await page.getByRole('button', { name: 'Show interactive map' }).click();
  await expect(page.locator('figure iframe')).toHaveCount(1);
  await frameNavigated(page.locator('figure iframe'));
  expect(await violations()).toEqual([]);
});

test('a form answer rendered by the server (422 with messages) runs under its nonce policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, '/contact-us');
  // A plain post, as a browser without the form's script sends it.
  // The form's own answer: the page also posts its view (204) as it loads.
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/contact-us',
  );
  await page.evaluate(() => {
    const form = Object.assign(document.createElement('form'), {
      method: 'post',
      action: '/contact-us',
      noValidate: true,
    });
    document.body.append(form);
    form.submit();
  });
  const response = await answer;
  expect(response.status()).toBe(422);
  expect(response.headers()['content-security-policy']).toContain("'nonce-");
  await waitForHydration(page);
  expect(await violations()).toEqual([]);
});
