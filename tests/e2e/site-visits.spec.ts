import type { Page } from '@playwright/test';
import { expectNoAxeViolationsHere, THEMES } from './support/axe';
import { waitForHydration } from './support/hydration';
import { expect, signInToInbox, test } from './support/mail-site';

// Site visits booked online (issue 33, decision 060): a visitor books a visit right after
// sending a quote, at a phone's width and a desktop's (one test each); axe in both themes on the
// booking page and the office's week of visits. SHOTS_DIR saves screenshots for a person to look
// at (never committed), with the captured invitation mail rendered beside its .ics.
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.evaluate((value) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
      document.documentElement.classList.toggle('light', value !== 'dark');
      document.body.classList.toggle('dark', value === 'dark');
    }, theme);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
}

async function sendQuote(page: Page, base: string, name: string) {
  await page.goto(`${base}/request-quote`);
  await waitForHydration(page);
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

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`a visitor books a site visit right after sending a quote, at ${viewport.width} px`, async ({
    page,
    mailSite,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const name = `Visit${viewport.width}`;
    await sendQuote(page, mailSite.url, name);
    await page.getByRole('link', { name: 'Book a site visit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book a site visit' })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolationsHere(page);
    await shoot(page, `booking-${viewport.width}`);

    const first = page.getByRole('button', { name: /^Book / }).first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const start = (await first.getAttribute('value')) ?? '';
    await first.click();
    await expect(page.getByRole('status')).toHaveText(/Your site visit is booked/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your site visit' })).toBeVisible();
    await expect(page.locator('[data-visit-when]')).toContainText(
      label.replace(/^Book /, '').split(',')[0] ?? '',
    );
    await shoot(page, `booked-${viewport.width}`);

    // The office's week of visits shows it (axe at this width, both themes).
    // The week and the day of the visit (the company's date: daytime in Los Angeles is UTC's date).
    const day = start.slice(0, 10);
    await signInToInbox(page, mailSite.url, { path: `/admin/visits?week=${day}&day=${day}` });
    const week = page.getByRole('heading', { level: 1, name: 'Site visits' });
    await expect(week).toBeVisible();
    await expect(page.getByRole('link', { name: `${name} Okoye` })).toBeVisible();
    await expectNoAxeViolationsHere(page);
    await shoot(page, `week-${viewport.width}`);
    if (viewport.width === 1440) {
      // The lead's Visit panel with its booked visit (axe in both themes), at one width.
      await page.getByRole('link', { name: `${name} Okoye` }).click();
      const panel = page.getByRole('region', { name: 'Site visit' });
      await expect(panel.getByRole('button', { name: 'Cancel the visit' })).toBeVisible();
      await expectNoAxeViolationsHere(page);
      await shoot(page, 'lead-1440');
      await page.goto(`${mailSite.url}/admin/visits`);
      // The visit hours screen (owners), at one width.
      await page.getByRole('link', { name: 'Visit hours' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Visit hours' })).toBeVisible();
      await expectNoAxeViolationsHere(page);
      await shoot(page, 'hours-1440');
    }

    if (SHOTS && viewport.width === 1440) {
      const mail = await mailSite.smtp.waitFor(
        (m) => m.subject?.startsWith('Your site visit is booked') ?? false,
      );
      const ics =
        mail.attachments
          .find((file) => file.contentType.startsWith('text/calendar'))
          ?.content.toString('utf8') ?? '';
      const safe = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      // A blank page of its own: the site's CSP would refuse the inline styles.
      await page.goto('about:blank');
      await page.setContent(
        `<!doctype html><html><body style="font:15px system-ui;margin:24px;display:grid;grid-template-columns:1fr 1fr;gap:24px;background:#fff;color:#111">
        <section><h2>Mail: ${safe(mail.subject ?? '')}</h2><p>To: ${safe(mail.to ? JSON.stringify((mail.to as { text: string }).text) : '')}<br>Attachments: ${mail.attachments.map((a) => safe(`${a.filename ?? '(inline)'} ${a.contentType}`)).join(', ')}</p><pre style="white-space:pre-wrap;border:1px solid #ccc;padding:12px">${safe(mail.text ?? '')}</pre></section>
        <section><h2>The .ics</h2><pre style="border:1px solid #ccc;padding:12px;font-size:12px">${safe(ics)}</pre></section></body></html>`,
      );
      await page.screenshot({ path: `${SHOTS}/invitation-mail.png`, fullPage: true });
    }
  });
}
