/**
 * The office's moves in the content editor (/admin/content) and what a visitor then sees, for
 * tests/e2e/office-day.spec.ts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signInToInbox } from './mail-site';
import type { PhotoFile } from './office-photos';

/** A required field's label: its words and the marker after them. */
export const required = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

/** Something no other test's title contains. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Opens a new item's form (signed in as the first owner) and types its title and the fields
 * named by label; returns its address.
 */
export async function startItem(
  page: Page,
  base: string,
  collection: string,
  fields: Record<string, string> & { Title: string },
) {
  await signInToInbox(page, base, { path: `/admin/content/${collection}/new` });
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(required(label)).fill(value);
  }
  // The address follows the title.
  await expect(page.getByLabel('Address')).not.toHaveValue('');
  return page.getByLabel('Address').inputValue();
}

/** The picture field labelled `label` (its fieldset). */
export const pictureField = (page: Page, label = 'Picture') =>
  page.locator(`fieldset:has(> legend:text-is("${label}"))`);

/** Presses Save draft or Publish now and waits for the screen's word on it. */
/**
 * Presses the editor's button once it is ready. While the page updates (a save's answer, the
 * next version loading) the buttons say "Updating the page…" and take no press (decision 048);
 * a person sees that and presses again, a test waits for it to pass.
 */
export async function pressWhenReady(page: Page, name: 'Save draft' | 'Publish now') {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.click();
}

export async function press(page: Page, name: 'Save draft' | 'Publish now', done: string | RegExp) {
  await pressWhenReady(page, name);
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}

/**
 * Opens the picture library from `opener`, uploads one photo through its file chooser, waits
 * for the upload to finish and uses it.
 */
export async function uploadThroughLibrary(page: Page, opener: Locator, file: PhotoFile) {
  await opener.click();
  const library = page.getByRole('dialog');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    library.locator('label', { hasText: 'Upload new' }).click(),
  ]);
  await chooser.setFiles(file);
  const upload = library.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
  await expect(upload.filter({ hasText: file.name })).toContainText('Done', { timeout: 30_000 });
  await library.getByRole('button', { name: 'Use this picture' }).click();
  await expect(library).toBeHidden();
}

/** Picks `files` at once in a gallery's file chooser; waits until it holds `total` pictures. */
export async function pickPhotos(page: Page, gallery: Locator, files: PhotoFile[], total: number) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    gallery.locator('label', { hasText: 'Upload photos' }).click(),
  ]);
  await chooser.setFiles(files);
  await expect(gallery.locator(':scope > legend')).toHaveText(`Gallery (${total} pictures)`, {
    timeout: 45_000,
  });
}

/**
 * Drags `from` onto `to` with the mouse (the browser's own drag and drop). The drag starts with
 * a short move over `from` before `to` is scrolled into view, so it is `from` that is dragged.
 */
export async function dragCard(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error('the dragged card is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + 24);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 12, box.y + 36, { steps: 3 });
  await to.hover({ position: { x: 24, y: 24 } });
  await page.mouse.up();
}

/**
 * A visitor's requests: a kept-alive connection the server closes as it idles out (Node's 5 s)
 * can meet a request sent on it at that moment; a browser sends it again, and so does this.
 */
export const AS_A_BROWSER = { maxRetries: 1 } as const;

/** Whether a visitor (no session) gets the page at `url`, not Not Found or a redirect. */
export async function isPublic(request: APIRequestContext, url: string) {
  const response = await request.get(url, { ...AS_A_BROWSER, maxRedirects: 0 });
  return response.status() === 200;
}

/**
 * Publishes with `publish` (done once the editor says so: the publish is committed), then polls
 * each of `checks` as a visitor until it holds, for at most `timeout` ms. The test's "shown
 * after" annotation notes how long the publish took to be acknowledged and, for each place,
 * when (after the acknowledgement) the first request that showed it was sent and answered.
 */
export async function shownEverywhere(
  publish: () => Promise<void>,
  checks: Record<string, () => Promise<boolean>>,
  timeout = 10_000,
) {
  const clicked = Date.now();
  await publish();
  const since = Date.now();
  const took = await Promise.all(
    Object.entries(checks).map(async ([where, holds]) => {
      let asked = 0;
      const ask = () => {
        asked = Date.now() - since;
        return holds();
      };
      await expect
        .poll(ask, { message: `${where} shows it`, timeout, intervals: [100, 250, 500] })
        .toBe(true);
      return `${where} asked at ${asked} ms, answered at ${Date.now() - since} ms`;
    }),
  );
  test.info().annotations.push({
    type: 'shown after',
    description: `publish acknowledged ${since - clicked} ms after the click; ${took.join('; ')}`,
  });
}

/** Presses a listing's Load More until `wanted` shows. */
export async function loadMoreUntil(page: Page, wanted: Locator) {
  await expect(async () => {
    if (!(await wanted.isVisible())) {
      await page.getByRole('button', { name: /Load More/i }).click({ timeout: 1000 });
    }
    await expect(wanted).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Whether a visitor's GET of `url` answers 200 with a body containing `text`. */
export const bodyHas = (request: APIRequestContext, url: string, text: string) => async () => {
  const response = await request.get(url, AS_A_BROWSER);
  return response.ok() && (await response.text()).includes(text);
};

/** Opens the saved draft's preview (a new tab), as the office's button does. */
export async function openPreview(page: Page) {
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Preview the saved draft/ }).click(),
  ]);
  return preview;
}

/** `date` as a datetime-local value on the company's clock (`timeZone`), to the minute. */
export function wallClock(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * With OFFICE_SHOTS=<dir>, a screenshot of `what` as `<name>-<viewport width>.png` (for people
 * to look at; nothing is compared).
 */
export async function shot(page: Page, what: Locator, name: string) {
  const dir = process.env.OFFICE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await what.screenshot({ path: join(dir, `${name}-${page.viewportSize()?.width}.png`) });
}
