import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminNav } from './support/admin-session';
import { expectNoAxeViolations, expectNoAxeViolationsHere } from './support/axe';
import { expect, type MailSite, signInToInbox, test } from './support/mail-site';

// Personal data by the rules (decision 035): an owner downloads everything about one address
// and erases it from /admin/privacy, at a phone's width (its confirmation at desktop width too);
// the address is never in a URL; axe in both themes on the confirmation step (the screen as it
// opens: admin-sweep.spec.ts). PRIVACY_SHOTS=DIR also saves
// screenshots of each state in light and dark (not part of the check).

async function sendMessage(page: Page, site: MailSite, email: string) {
  const response = await page.request.post(`${site.url}/contact-us`, {
    form: { name: 'Pat Visitor', email, message: 'Please call me about a new deck.' },
    headers: { Origin: site.url },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

/** Saves the page in light and dark when PRIVACY_SHOTS names a folder. */
async function shots(page: Page, name: string) {
  const dir = process.env.PRIVACY_SHOTS;
  if (!dir) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((value) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
      document.body.classList.toggle('dark', value === 'dark');
    }, theme);
    await page.screenshot({ path: join(dir, `${name}-${theme}.png`), fullPage: true });
  }
}

// The flow once, at a phone's width (what it checks does not depend on the width).
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an owner downloads one address’s data, then erases it after confirming', async ({
    page,
    mailSite,
  }) => {
    const email = `pat.visitor375@example.net`;
    await sendMessage(page, mailSite, email);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signInToInbox(page, mailSite.url);
    await (await adminNav(page)).getByRole('link', { name: 'Office' }).click();
    await page
      .getByRole('navigation', { name: 'Office screens' })
      .getByRole('link', { name: 'Privacy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await shots(page, `privacy-375`);

    await page.getByLabel('Their email address').fill(email);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download their data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{16}\.json$/);
    const exported = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
    expect(exported.leads.map((lead: { message: string }) => lead.message)).toEqual([
      'Please call me about a new deck.',
    ]);

    await page.getByRole('button', { name: 'Erase…' }).click();
    // The kit's confirmation: a modal dialog saying what goes (issue 31).
    const confirm = page.getByRole('dialog', { name: /Erase everything about/ });
    await expect(confirm).toContainText('1 lead, 0 comments, 0 files');
    await expectNoAxeViolationsHere(page);
    await shots(page, `privacy-confirm-375`);
    await confirm.getByRole('button', { name: 'Erase everything' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Erased:' })).toContainText(
      'Erased: 1 submission',
    );
    await shots(page, `privacy-erased-375`);

    // Nothing left: a second look finds nothing, and no URL ever carried the address.
    await page.getByLabel('Their email address').fill(email);
    await page.getByRole('button', { name: 'Erase…' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Nothing is stored about' }),
    ).toBeVisible();
    for (const url of urls) {
      expect(decodeURIComponent(url)).not.toContain(email);
    }
  });
});

// At 1440 px: the screen as it opens is admin-sweep.spec.ts's; the confirmation, a modal laid out
// by the width, is opened here and checked (axe in both themes, nothing wider than the screen).
test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the erase confirmation passes axe in both themes and fits', async ({ page, mailSite }) => {
    const email = 'pat.visitor1440@example.net';
    await sendMessage(page, mailSite, email);
    await signInToInbox(page, mailSite.url, { path: '/admin/privacy' });
    await page.getByLabel('Their email address').fill(email);
    await page.getByRole('button', { name: 'Erase…' }).click();
    const confirm = page.getByRole('dialog', { name: /Erase everything about/ });
    await expect(confirm).toContainText('1 lead, 0 comments, 0 files');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolationsHere(page);
    await shots(page, 'privacy-confirm-1440');
  });
});

// Public pages: at each width.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the newsletter confirm page passes axe in both themes', async ({ page, mailSite }) => {
      await expectNoAxeViolations(page, `${mailSite.url}/newsletter/confirm/not-a-real-token-000`);
      await shots(page, `newsletter-confirm-${viewport.width}`);
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByRole('status')).toContainText('This link is not valid any more');
    });

    // One screen per test: several scans in one test ran past the minute on a loaded machine.
    test('the sign-up answer passes axe in both themes', async ({ page, mailSite }) => {
      await expectNoAxeViolations(page, `${mailSite.url}/thank-you/subscribed`);
      await shots(page, `thank-you-subscribed-${viewport.width}`);
    });
  });
}

// A review request's "no more" page (decision 061), at a phone's width: the same parts as the
// newsletter's pages above, so one width; its no-script answer to an unknown link too.
test.describe('review mails at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the review mails’ “no more” page passes axe in both themes', async ({ page, mailSite }) => {
    await expectNoAxeViolations(page, `${mailSite.url}/review/${'x'.repeat(32)}/stop`);
    await page.getByRole('button', { name: 'Stop review mails' }).click();
    await expect(page.getByRole('status')).toContainText('This link is not valid.');
  });
});
