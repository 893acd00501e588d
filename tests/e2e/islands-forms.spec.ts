import type { Page } from '@playwright/test';
import { holdScripts } from './support/hold-scripts';
import { waitForHydration } from './support/hydration';
import { expect, test } from './support/mail-site';

// The site's forms on pages served with islands (decision 047): the site-form island bound to
// the server's markup, no React, React DOM or router fetched.

/** Every script of the site's own the page requests, by path. */
function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (url.origin === new URL(page.url() || request.url()).origin) paths.push(url.pathname);
  });
  return paths;
}

test.describe('the footer sign-up on a page with islands', () => {
  test('checks in place, sends once, confirms in the footer, and mails the link', async ({
    page,
    mailSite,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(`${mailSite.url}/faq`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    const button = form.getByRole('button', { name: 'Subscribe Now' });
    // Its code loads as it nears the viewport (before that a submit is the browser's plain post).
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-island-started', '');
    await button.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter email.');
    await expect(form.getByRole('status')).toHaveText(/One field needs attention/);

    await email.fill('islands-reader@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await button.dblclick();
    await expect(form.getByRole('status')).toHaveText(/Please check your inbox/);
    await expect(email).toHaveValue('');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await mailSite.smtp.waitFor((mail) =>
      [mail.to].flat().some((to) => to?.text.includes('islands-reader@example.com')),
    );
    expect(scripts.filter((path) => !path.startsWith('/assets/islands/'))).toEqual([]);
    expect(scripts.some((path) => path.includes('/site-form-'))).toBe(true);
  });

  test('typed before its code arrived, it is sent in place once the code is here', async ({
    page,
    mailSite,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(`${mailSite.url}/search`);
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('early@example.com');
    await scripts.release();
    await expect(form).toHaveAttribute('data-island-started', '');
    await form.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(form.getByRole('status')).toHaveText(/Please check your inbox/);
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer sign-up of a page with islands still posts to its confirmation page', async ({
    page,
    mailSite,
  }) => {
    await page.goto(`${mailSite.url}/404-error`);
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('plain@example.com');
    await form.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  });
});
