import type { Page } from '@playwright/test';
import { serviceFaqQuestions, serviceSlugs, teamSize } from './support/content';
import { expect, gotoHydrated, test } from './support/hydration';

/** /team-two lists every member; /team and /team-three the first six. */
const TEAM_SIZE = teamSize();
const REQUIRED_QUOTE_FIELDS = [
  'First name',
  'Email address',
  'Number',
  'Company or organization',
  'Website',
  'Services',
  'Message',
];

const cards = (page: Page, list: string) => page.locator(`[${list}] > li`);

test.describe('services', () => {
  test('the detail sidebar lists the first five services with the current one marked', async ({
    page,
  }) => {
    const current = serviceSlugs[2] ?? '';
    await page.goto(`/services/${current}`);
    const links = page.locator('[data-service-sidebar] a');
    await expect(links).toHaveCount(Math.min(5, serviceSlugs.length));
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(serviceSlugs.slice(0, 5).map((slug) => `/services/${slug}`));
    await expect(page.locator('[data-service-sidebar] a[aria-current="page"]')).toHaveAttribute(
      'href',
      `/services/${current}`,
    );
    await expect(page.getByRole('link', { name: 'Get an Advice' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const downloads = page.locator('[data-downloads] > li');
    await expect(downloads).toHaveCount(2);
    await expect(downloads.locator('a')).toHaveCount(0);
    await expect(downloads.first()).toContainText('Coming soon');
  });

  test('the service FAQ shows its questions, opens the first answer and keeps only one open', async ({
    page,
  }) => {
    const slug = serviceSlugs[0] ?? '';
    const questions = serviceFaqQuestions(slug);
    await page.goto(`/services/${slug}`);
    const items = page.locator('section[aria-labelledby="service-faq"] details');
    await expect(items).toHaveCount(questions.length);
    for (const [index, question] of questions.entries()) {
      await expect(items.nth(index).locator('summary')).toContainText(question);
    }
    await expect(items.nth(0)).toHaveAttribute('open', '');
    // Opening the last question closes the first (a lone question simply closes).
    const last = items.nth(questions.length - 1);
    await last.locator('summary').click();
    const open = page.locator('section[aria-labelledby="service-faq"] details[open]');
    await expect(open).toHaveCount(questions.length > 1 ? 1 : 0);
    if (questions.length > 1) await expect(last).toHaveAttribute('open', '');
  });

  test('an unknown service slug is sent to /404-error', async ({ page }) => {
    await page.goto('/services/not-a-real-service');
    await expect(page).toHaveURL(/\/404-error$/);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});

test.describe('team pages', () => {
  for (const { path, count, hasSocials } of [
    { path: '/team', count: Math.min(6, TEAM_SIZE), hasSocials: true },
    { path: '/team-two', count: TEAM_SIZE, hasSocials: true },
    { path: '/team-three', count: Math.min(6, TEAM_SIZE), hasSocials: false },
  ]) {
    test(`${path} shows ${count} members ${hasSocials ? 'with' : 'without'} social links`, async ({
      page,
    }) => {
      await page.goto(path);
      const members = cards(page, 'data-team-grid');
      await expect(members).toHaveCount(count);
      const socials = members.locator('a[target="_blank"]');
      if (!hasSocials) {
        await expect(members.locator('a')).toHaveCount(0);
        return;
      }
      for (const member of await members.all())
        await expect(member.locator('a[target="_blank"]').first()).toBeVisible();
      for (const link of await socials.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(/ on .+ \(opens in a new tab\)$/);
      }
    });
  }
});

test.describe('testimonials', () => {
  test('shows the first four testimonials in the grid and all in the carousel, each rated five stars', async ({
    page,
  }) => {
    await page.goto('/testimonial');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    // How many there are is the content's (the conformance spec holds the sample's five).
    const all = await slides.count();
    expect(all).toBeGreaterThan(0);
    const grid = Math.min(4, all);
    await expect(cards(page, 'data-testimonial-grid')).toHaveCount(grid);
    await expect(slides.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(all);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(grid + all);
  });

  test('the carousel pause control stops and restarts autoplay', async ({ page }) => {
    await gotoHydrated(page, '/testimonial');
    // The page has islands (decision 047): the carousel's starts as it nears the viewport.
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-island-started', '');
    const pause = page.getByRole('button', { name: 'Pause Client testimonials' });
    await pause.click();
    const play = page.getByRole('button', { name: 'Play Client testimonials' });
    await expect(play).toHaveAttribute('data-autoplay', 'off');
    await play.click();
    await expect(page.getByRole('button', { name: 'Pause Client testimonials' })).toHaveAttribute(
      'data-autoplay',
      'on',
    );
  });
});

test.describe('request a quote', () => {
  test('marks exactly the seven required fields; last name is optional; inputs have the right types', async ({
    page,
  }) => {
    await gotoHydrated(page, '/request-quote');
    const form = page.getByRole('form', { name: 'Request a quote' });
    const markedLabels = form.locator('label:has([data-required-marker])');
    await expect(markedLabels).toHaveCount(REQUIRED_QUOTE_FIELDS.length);
    await expect(markedLabels).toHaveText(REQUIRED_QUOTE_FIELDS.map((label) => `${label}*`));
    await expect(
      form.locator('label', { hasText: 'Last name' }).locator('[data-required-marker]'),
    ).toHaveCount(0);
    await expect(form.getByLabel('Last name')).not.toHaveAttribute('required');
    await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Website')).toHaveAttribute('type', 'url');
    const options = form.getByLabel('Services').locator('option');
    await expect(options).toHaveCount(1 + serviceSlugs.length);
    expect(
      await options.evaluateAll((all) => all.slice(1).map((o) => (o as HTMLOptionElement).value)),
    ).toEqual([...serviceSlugs]);
  });

  test('explains what is missing, keeps what was typed, then sends in place', async ({ page }) => {
    await gotoHydrated(page, '/request-quote');
    const form = page.getByRole('form', { name: 'Request a quote' });
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(REQUIRED_QUOTE_FIELDS.length);
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(
      form.getByText('Please enter an email address like name@example.com.'),
    ).toBeVisible();
    await expect(form.getByText('Please choose a service.')).toBeVisible();
    await expect(form.getByLabel('Last name')).toHaveValue('Okafor');
    await expect(form.getByLabel('Email address')).toHaveValue('not-an-email');

    await form.getByLabel('First name').fill('Daniel');
    await form.getByLabel('Email address').fill('daniel@example.com');
    await form.getByLabel('Number').fill('+1 555 0100');
    await form.getByLabel('Company or organization').fill('Riverside Health');
    await form.getByLabel('Website').fill('https://riverside.example.com');
    await form.getByLabel('Services').selectOption('foundation-repair');
    await form.getByLabel('Message').fill('A new clinic wing next to the hospital.');
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeFocused();
    await expect(page).toHaveURL(/\/request-quote$/);
    await expect(form).toHaveCount(0);
  });
});

test.describe('about us', () => {
  test('the video plays in a modal from the keyboard and leaves nothing behind when closed', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) videoRequests.push(request.url());
    });
    await page.route(/youtube/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    const play = page.getByRole('button', { name: /^Play video: / });
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /autoplay=1/);
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });
});
