import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { timeZone } from '../../app/brand';
import { startServer } from '../../scripts/serve.mjs';
import { NO_METADATA } from '../server/support/photos';
import { startSmtp } from '../server/support/smtp';
import { signInThroughForm } from './support/admin-session';
import { expectNoAxeViolationsHere } from './support/axe';
import { holdScripts } from './support/hold-scripts';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { expect, INBOX_PASSWORD, OWNER_EMAIL, signInToInbox, test } from './support/mail-site';
import {
  AS_A_BROWSER,
  bodyHas,
  dragCard,
  isPublic,
  loadMoreUntil,
  openPreview,
  pickPhotos,
  pictureField,
  press,
  pressWhenReady,
  required,
  shot,
  shownEverywhere,
  stamp,
  startItem,
  uploadThroughLibrary,
  wallClock,
} from './support/office-editor';
import { jobPhotos, pictureFiles, postPhotos, servedMetadata } from './support/office-photos';

// The office's day in the browser (issue 18): a post with three phone photos and a project with
// eight, reordered, go from draft to live; a post scheduled while the project is made goes live
// on its own. "shown after" annotations hold the measured publish-to-visible times.

// The office's day runs once, at a phone's width; admin-sweep.spec.ts checks every admin screen
// at 375 and 1440 px.
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a post with three phone photos: alt text first, preview, then live everywhere without their GPS', async ({
    page,
    mailSite,
    request,
  }) => {
    test.setTimeout(120_000);
    const url = (path: string) => `${mailSite.url}${path}`;
    const [heic, gpsJpeg, png] = await postPhotos();
    const s = stamp();
    const title = `Site diary ${s}`;
    const alts = [`Frame from the north ${s}`, `Roof trusses ${s}`, `Site plan ${s}`];
    const slug = await startItem(page, mailSite.url, 'posts', {
      Title: title,
      Description: 'The frame is up and the roof is on.',
    });
    const cover = pictureField(page);
    await uploadThroughLibrary(page, cover.getByRole('button', { name: /Choose or upload/ }), heic);
    const body = page.getByLabel('Text (Markdown)');
    await body.fill('The frame went up this week.');
    const insert = page.getByRole('button', { name: 'Insert a picture' });
    await uploadThroughLibrary(page, insert, gpsJpeg);
    await uploadThroughLibrary(page, insert, png);
    await shot(page, page.getByRole('main'), 'post-three-photos');

    // No picture goes live undescribed: the cover's alt text and the body's are asked for.
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    await expect(cover.getByText(/alt text is needed/)).toBeVisible();
    await expect(page.locator('#field-body-problem')).toContainText('no alt text');
    await cover.getByLabel('Alt text').fill(alts[0] ?? '');
    const inserted = [...(await body.inputValue()).matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)];
    expect(inserted).toHaveLength(2);
    const [second, third] = inserted.map((picture) => picture[1]);
    await body.fill(`Up this week.\n\n![${alts[1]}](${second})\n\n![${alts[2]}](${third})\n`);
    await press(page, 'Save draft', 'Created as a draft');
    expect(await isPublic(request, url(`/blog/${slug}`))).toBe(false);
    expect(await bodyHas(request, url('/sitemap.xml'), `/blog/${slug}<`)()).toBe(false);

    // The preview: the real page with the draft, marked as such, kept from search engines.
    const preview = await openPreview(page);
    await expect(preview.getByRole('note')).toContainText('Preview of a draft');
    await expect(preview.getByRole('heading', { name: title }).first()).toBeVisible();
    for (const alt of alts) await expect(preview.getByRole('img', { name: alt })).toHaveCount(1);
    const previewed = await request.get(preview.url(), AS_A_BROWSER);
    expect(previewed.headers()['x-robots-tag']).toContain('noindex');
    expect(previewed.headers()['cache-control']).toContain('no-store');
    await preview.close();
    expect(await isPublic(request, url(`/blog/${slug}`))).toBe(false);

    await shownEverywhere(() => press(page, 'Publish now', 'Published'), {
      'its page': bodyHas(request, url(`/blog/${slug}`), title),
      '/blog': bodyHas(request, url('/blog'), title),
      search: bodyHas(request, url(`/search?q=${encodeURIComponent(title)}`), `/blog/${slug}`),
      feed: bodyHas(request, url('/feed.xml'), title),
      sitemap: bodyHas(request, url('/sitemap.xml'), `/blog/${slug}</loc>`),
    });

    // Every file the public page offers of the three photos: every tag (GPS included) gone.
    await page.goto(url(`/blog/${slug}`));
    const files = await Promise.all(alts.map((alt) => pictureFiles(page, alt)));
    expect(files.map((offered) => offered.length > 0)).toEqual([true, true, true]);
    expect(files.flat().every((file) => new URL(file).pathname.startsWith('/media/'))).toBe(true);
    const served = await servedMetadata(request, files.flat());
    expect(served).toEqual(served.map(({ url }) => ({ url, ...NO_METADATA })));
  });

  test('a post scheduled first goes live at its time without anyone pressing anything, while a project with eight photos, reordered and given a cover, shows in that order', async ({
    page,
    mailSite,
    request,
  }) => {
    test.setTimeout(150_000);
    const url = (path: string) => `${mailSite.url}${path}`;
    const photos = await jobPhotos(8);
    const s = stamp();
    const title = `Clinic extension ${s}`;
    const alts = photos.map((_, i) => `Job photo ${i + 1} ${s}`);
    // The scheduled post waits for its minute while the office goes on with the project.
    const scheduled = await schedulePost(page, mailSite.url, request);
    const slug = await startItem(page, mailSite.url, 'projects', {
      Title: title,
      Sector: 'Healthcare',
      Client: 'Harbor Health',
      Location: 'Tacoma, WA',
      Summary: 'A two-storey wing added to a busy clinic.',
    });

    // Picked several at once, twice, as from a phone's camera roll.
    const gallery = page.locator('fieldset:has(> legend:text-matches("^Gallery"))');
    await pickPhotos(page, gallery, photos.slice(0, 3), 3);
    await shot(page, gallery, 'gallery-3-photos');
    await pickPhotos(page, gallery, photos.slice(3), 8);
    const altOf = (n: number) => gallery.getByLabel(`Alt text of picture ${n}`, { exact: true });
    for (const [i, alt] of alts.entries()) await altOf(i + 1).fill(alt);
    await shot(page, gallery, 'gallery-8-photos');

    // Reordered: the last dragged to the front, then the second moved later with its button.
    const announced = page.locator('p[aria-live="polite"]').filter({ hasText: 'Moved' });
    const cards = gallery.locator(':scope > ol > li');
    await dragCard(page, cards.nth(7), cards.nth(0));
    await expect(announced).toHaveText('Moved picture 8 to position 1 of 8.');
    await gallery.getByRole('button', { name: /move picture 2 down/ }).click();
    await expect(announced).toHaveText('Moved picture 2 to position 3 of 8.');
    const order = [8, 2, 1, 3, 4, 5, 6, 7].map((n) => alts[n - 1] ?? '');
    for (const [i, alt] of order.entries()) await expect(altOf(i + 1)).toHaveValue(alt);
    await gallery.getByRole('button', { name: 'Set as cover (picture 3)' }).click();
    await expect(cards.nth(2)).toContainText('Cover');
    await expect(pictureField(page).getByLabel('Alt text')).toHaveValue(order[2] ?? '');
    await shot(page, gallery, 'gallery-8-reordered');

    await shownEverywhere(() => press(page, 'Publish now', 'Published'), {
      'its page': bodyHas(request, url(`/portfolio/${slug}`), title),
      portfolio: bodyHas(request, url('/portfolio/3-columns.data'), title),
      search: bodyHas(request, url(`/search?q=${encodeURIComponent(title)}`), `/portfolio/${slug}`),
    });

    // Its page: the cover first, then the gallery in the office's order.
    await page.goto(url(`/portfolio/${slug}`));
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const first = page.getByRole('article').getByRole('img').first();
    await expect(first).toHaveAttribute('alt', order[2] ?? '');
    const shown = page.getByRole('region', { name: 'Photos from the job' }).getByRole('img');
    await expect(shown).toHaveCount(8);
    expect(await shown.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual(
      order,
    );

    // A visitor finds it on the portfolio (behind Load More) and in search.
    await gotoHydrated(page, url('/portfolio/3-columns'));
    await loadMoreUntil(page, page.getByRole('link', { name: title }).first());
    await page.goto(url(`/search?q=${encodeURIComponent(title)}`));
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    // Nobody pressed anything for the scheduled post: it went live once due, and not before.
    const late = await scheduled.live;
    test.info().annotations.push({ type: 'shown after', description: `its time + ${late} ms` });
    expect(late).toBeGreaterThanOrEqual(0);
    await page.goto(scheduled.editUrl);
    await expect(page.getByText(/^The site shows version 1/)).toBeVisible();
  });
});

// The mail server set in /admin (issue 31): on a server of its own without SMTP_URL, whose
// office mail server may be this test's SMTP server on 127.0.0.1 (SMTP_TEST_PORT, decision 051).
test.describe('mail without a developer, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an owner sets the mail server, sends a test mail and reads "Sent"; axe in both themes', async ({
    page,
  }) => {
    const login = { user: 'site@corbel.example', password: 'app-pass-e2e-2291' };
    const smtp = await startSmtp(0, login);
    const dir = mkdtempSync(join(tmpdir(), 'site-e2e-mail-settings-'));
    const server = await startServer({
      env: {
        DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
        ADMIN_PASSWORD: INBOX_PASSWORD,
        SMTP_TEST_PORT: String(smtp.port),
      },
    });
    try {
      await signInThroughForm(page, server.url, { email: OWNER_EMAIL, password: INBOX_PASSWORD });
      // Until the site's address is set, Office says so and links to where it is set.
      await page.goto(`${server.url}/admin/office`);
      if (process.env.MAIL_SHOTS) {
        mkdirSync(process.env.MAIL_SHOTS, { recursive: true });
        await page.screenshot({ path: join(process.env.MAIL_SHOTS, 'office-notice-375.png') });
      }
      await page.getByRole('link', { name: 'Set the site’s address' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
      await page.getByLabel('Host', { exact: true }).fill('127.0.0.1');
      await page.getByLabel('Port', { exact: true }).fill(String(smtp.port));
      await page.getByLabel(/^None/).check();
      await page.getByLabel('User name', { exact: true }).fill(login.user);
      await page.getByLabel('Password', { exact: true }).fill(login.password);
      await page.getByLabel('From address').fill('site@corbel.example');
      await page.getByLabel('Office mailbox').fill('office@corbel.example');
      await page.getByRole('button', { name: 'Save the mail server' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect(
        page.getByText('A password is set; type here only to replace it.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Send a test mail' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Sent: the server accepted the mail (250).' }),
      ).toBeVisible();
      await smtp.waitFor((mail) => /Test mail/.test(mail.subject ?? ''));
      await expectNoAxeViolationsHere(page);
      await mailShots(page);
      // Removing the server asks first (a state of its own: axe again).
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: 'Remove the mail server…' }).click();
      const remove = page.getByRole('dialog', { name: 'Remove the mail server?' });
      await expect(remove).toBeVisible();
      await expectNoAxeViolationsHere(page);
      await remove.getByRole('button', { name: 'Cancel' }).click();
      await expect(remove).toBeHidden();
      await expect(
        page.getByText('A password is set; type here only to replace it.'),
      ).toBeVisible();
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

/** MAIL_SHOTS=dir: the mail screen after the test mail at three widths, light and dark. */
async function mailShots(page: Page) {
  const dir = process.env.MAIL_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => {
        document.documentElement.classList.toggle('dark', value === 'dark');
        document.body.classList.toggle('dark', value === 'dark');
      }, theme);
      await page.screenshot({
        path: join(dir, `mail-settings-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
}

test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('what is typed and chosen before the editor’s code has run is kept, gives the address and is saved', async ({
    page,
    mailSite,
  }) => {
    await signInToInbox(page, mailSite.url);
    const scripts = await holdScripts(page);
    // The admin's code is asked for with its HTML (it starts at once): the held scripts hold
    // back the load event, so the form is taken as soon as the HTML has come.
    await page.goto(`${mailSite.url}/admin/content/services/new`, { waitUntil: 'commit' });
    const title = `Early start ${stamp()}`;
    // Every kind of control the server draws: text, a choice, a picture's select and its
    // description, a list's line. Hydration sets selects back to React's state and draws the
    // picture and list controls anew (typed-before-code.ts).
    await page.getByLabel(required('Title')).fill(title);
    await page.getByLabel(required('Icon')).selectOption('hammer');
    await page.getByLabel(required('Description')).fill('Typed before the code ran.');
    const picture = page.getByLabel('Picture: file');
    await picture.selectOption({ index: 2 });
    const chosen = await picture.inputValue();
    await page.getByLabel('Alt text').fill('A roof seen from the ridge');
    await page.getByLabel('Checklist 1').fill('Ridge tiles');
    await scripts.release();
    await waitForHydration(page);
    await expect(page.getByLabel(required('Title'))).toHaveValue(title);
    await expect(page.getByLabel('Address')).toHaveValue(title.toLowerCase().replaceAll(' ', '-'));
    await expect(page.getByLabel(required('Icon'))).toHaveValue('hammer');
    await expect(page.getByLabel('Picture: file')).toHaveValue(chosen);
    await expect(page.getByLabel('Alt text')).toHaveValue('A roof seen from the ridge');
    await expect(page.getByLabel('Checklist 1')).toHaveValue('Ridge tiles');
    await pressWhenReady(page, 'Save draft');
    await expect(page.getByRole('status').filter({ hasText: 'Created as a draft' })).toBeVisible();
    await expect(page.getByLabel(required('Icon'))).toHaveValue('hammer');
    await expect(page.getByLabel('Picture: file')).toHaveValue(chosen);
    await expect(page.getByLabel('Checklist 1')).toHaveValue('Ridge tiles');
  });
});

/**
 * Schedules a new post for the next whole minute (the form's precision) and starts watching it
 * as a visitor, every 500 ms, without waiting: `live` resolves with how long after its time the
 * first answer that found it public came (each one before found it not public);
 * `editUrl` is its edit screen. A minute that turns before the server reads the form is
 * refused ("a time in the future"): then a new form takes the next minute. So the wait is the
 * rest of the minute, with no safety margin on top.
 */
async function schedulePost(page: Page, base: string, request: APIRequestContext) {
  for (;;) {
    const slug = await startItem(page, base, 'posts', {
      Title: `Open house ${stamp()}`,
      Description: 'Come and see the finished clinic wing.',
    });
    await page.getByLabel('Picture: file').selectOption({ index: 1 });
    await page.getByLabel('Alt text').fill('The finished clinic wing at dusk');
    const due = new Date(Math.ceil((Date.now() + 1000) / 60_000) * 60_000);
    await page.getByLabel(/^Publish at/).fill(wallClock(due, timeZone));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    // A fresh form each time: neither answer is on the page before this click's.
    const scheduled = page.getByRole('status').filter({ hasText: 'Scheduled' });
    const refused = page.locator('#field-publishAt-problem');
    await expect(scheduled.or(refused)).toBeVisible();
    if (!(await scheduled.isVisible())) {
      await expect(refused).toContainText('in the future');
      continue;
    }
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    const post = `${base}/blog/${slug}`;
    expect(await isPublic(request, post)).toBe(false);
    const editUrl = page.url().replace(/\?.*$/, '');
    const live = (async () => {
      for (;;) {
        const isLive = await isPublic(request, post);
        const answered = Date.now();
        if (isLive) return answered - due.getTime();
        if (answered > due.getTime() + 15_000)
          throw new Error(`${post}: not live 15 s after its time`);
        await new Promise((done) => setTimeout(done, 500));
      }
    })();
    // Awaited at the end of the test; a failure meanwhile must not go unhandled.
    live.catch(() => {});
    return { editUrl, live };
  }
}
