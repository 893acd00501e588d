import type { Page } from '@playwright/test';
import { adminNav } from './support/admin-session';
import { expectNoAxeViolations, expectNoAxeViolationsHere, THEMES } from './support/axe';
import { waitForHydration } from './support/hydration';
import { expect, signInToInbox, test } from './support/mail-site';

// The visitor's side of an enquiry (docs/decisions/031): the confirmation a quote ends on with
// script, the thank-you page without, nothing stored on the device, the office settings screen
// and the privacy notice. Screenshots go to /tmp/visitor-shots (not committed).
/** Screenshots for a person to look at, saved only when SHOTS_DIR names a folder. */
const SHOTS = process.env.SHOTS_DIR;

async function fillQuote(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByLabel('First name').fill(name);
  await form.getByLabel('Last name').fill('Okoye');
  await form.getByLabel('Email address').fill(`${name.toLowerCase()}@example.com`);
  await form.getByLabel('Number').fill('+1 555 0142');
  await form.getByLabel('Company or organization').fill('Okoye Home');
  await form.getByLabel('Website').fill('https://okoye.example.com');
  await form.getByLabel('Services').selectOption('house-renovation');
  await form.getByLabel('Message').fill('A new roof for a 1920s bungalow.');
  await form.getByRole('button', { name: 'Request a quote' }).click();
}

/** Light then dark screenshots of the page as it is. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of THEMES) {
    await page.evaluate((value) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
      document.body.classList.toggle('dark', value === 'dark');
    }, theme);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
}

// The confirmation and the thank-you page at each width (axe in both themes). What does not
// depend on the width runs at a phone's only (`flows`): the lead page's "Where it came from"
// (admin flows run at 375 px; admin-sweep.spec.ts scans the lead page at 1440 px) and the quote
// sent without script (its thank-you page at 1440 px is the axe test below, the same page).
for (const { viewport, flows } of [
  { viewport: { width: 375, height: 812 }, flows: true },
  { viewport: { width: 1440, height: 900 }, flows: false },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a quote sent with script ends on its confirmation with a reference, and the visit leaves nothing on the device', async ({
      page,
      context,
      mailSite,
    }) => {
      const name = `Ada${viewport.width}`;
      // The visit starts on a blog post from a search site's campaign link.
      await page.goto(`${mailSite.url}/blog?utm_source=news&utm_medium=mail`, {
        referer: 'https://search.example/results?q=roofers',
      });
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await expect(page).toHaveURL(/\/request-quote$/);
      await fillQuote(page, name);
      const heading = page.getByRole('heading', { name: 'Quote request sent' });
      await expect(heading).toBeFocused();
      await expect(page.getByRole('form', { name: 'Request a quote' })).toHaveCount(0);
      await expect(page.locator('[data-reference]')).toHaveText(/^Q-[0-9A-Z]{4,}$/);
      await expect(page.locator('[data-answer-by]')).toHaveText(/^by /);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
      await expectNoAxeViolationsHere(page);
      await shoot(page, `confirmation-${viewport.width}`);

      // Nothing stored on the device: no cookie, nothing in either storage (the axe scan above
      // set the theme as the toggle does, so clear that one choice first and look again).
      await page.evaluate(() => localStorage.removeItem('theme'));
      const storage = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      }));
      expect(storage).toEqual({ local: [], session: [] });
      expect(await context.cookies()).toEqual([]);

      // Where it came from, on the lead page.
      if (!flows) return;
      const mail = await mailSite.smtp.waitFor((m) => m.text?.includes(`${name} Okoye`) ?? false);
      const id = /#(\d+)/.exec(mail.subject ?? '')?.[1];
      await signInToInbox(page, mailSite.url);
      await page.goto(`${mailSite.url}/admin/leads/${id}`);
      const source = page.getByRole('region', { name: 'Where it came from' });
      await expect(source).toContainText('/request-quote');
      await expect(source).toContainText('/blog');
      await expect(source).toContainText('https://search.example/results');
      await expect(source).toContainText('utm_source=news');
      await expect(source).not.toContainText('roofers');
    });

    if (flows) {
      test.describe('without script', () => {
        test.use({ javaScriptEnabled: false });
        test('the thank-you page shows the reference and the answer time', async ({
          page,
          mailSite,
        }) => {
          await page.goto(`${mailSite.url}/request-quote`);
          await fillQuote(page, `Bea${viewport.width}`);
          await expect(page).toHaveURL(/\/thank-you\/quote\?ref=Q-[0-9A-Z]{4,}/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote request sent');
          await expect(page.locator('[data-reference]')).toHaveText(/^Q-[0-9A-Z]{4,}$/);
          await expect(page.getByText('What happens next')).toBeVisible();
          await shoot(page, `thank-you-${viewport.width}`);
        });
      });
    }

    test('the thank-you page passes axe in both themes', async ({ page, mailSite }) => {
      await expectNoAxeViolations(page, `${mailSite.url}/thank-you/quote?ref=Q-00K7`);
      await expect(page.locator('[data-reference]')).toHaveText('Q-00K7');
      await expect(page.getByText('What happens next')).toBeVisible();
    });
  });
}

// The office settings screen's fields once, at a phone's width; its axe scans in both themes at
// 375 and 1440 px are admin-sweep.spec.ts's (/admin/office).
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the office settings screen', async ({ page, mailSite }) => {
    await signInToInbox(page, mailSite.url);
    await (await adminNav(page)).getByRole('link', { name: 'Office' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office settings');
    await expect(page.getByLabel('The company’s time zone')).toHaveValue('America/Los_Angeles');
    await expect(page.getByRole('checkbox', { name: 'Website' })).toBeChecked();
    if (SHOTS) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await shoot(page, `office-${width}`);
      }
    }
  });
});

test.describe('the privacy notice', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('the footer leads to the contact page until the office publishes the notice, then to it', async ({
    page,
    mailSite,
  }) => {
    const privacyLink = () =>
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
    await page.goto(`${mailSite.url}/faq`);
    await expect(privacyLink()).toHaveAttribute('href', '/contact-us');
    expect((await page.request.get(`${mailSite.url}/privacy`)).status()).toBe(404);

    await signInToInbox(page, mailSite.url);
    await page.goto(`${mailSite.url}/admin/office`);
    await expect(page.getByText('Not published yet')).toBeVisible();
    await page.getByRole('link', { name: 'Edit the privacy notice' }).click();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(/^The site shows version \d/)).toBeVisible({ timeout: 20_000 });

    await expect(async () => {
      await page.goto(`${mailSite.url}/faq`);
      await expect(privacyLink()).toHaveAttribute('href', '/privacy', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await privacyLink().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    // A page of text and the shell: islands only, no router in the browser (decision 047).
    const html = await (await page.request.get(`${mailSite.url}/privacy`)).text();
    expect(html).toContain('data-islands-boot');
    expect(html).not.toContain('__reactRouterContext');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, `privacy-${width}`);
    }
    await expectNoAxeViolations(page, `${mailSite.url}/privacy`);
  });
});
