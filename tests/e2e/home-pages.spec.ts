import type { Page } from '@playwright/test';
import { postSlugs, projectSlugs, serviceSlugs, site } from './support/content';
import { expect, gotoHydrated, test } from './support/hydration';

/** The sections of a page in order: their data-section name, else their heading id. */
const sectionOrder = (page: Page) =>
  page
    .locator('main > section')
    .evaluateAll((sections) =>
      sections.map((s) => (s as HTMLElement).dataset.section ?? s.getAttribute('aria-labelledby')),
    );

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

const slideCount = (page: Page, carousel: string) =>
  page.getByRole('region', { name: carousel }).locator('[aria-roledescription="slide"]').count();

test.describe('home pages with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  // One load of / for its reads and, last, its video modal (which leaves the page as it was).
  test('Home 01 lists its sections in the spec order and is titled Construction Company; its about, quote, ticker, testimonial and post links; the video modal from the keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await test.step('sections in the spec order, titled Construction Company', async () => {
      await expect(page).toHaveTitle('Construction Company');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Building Construction Solutions',
      );
      await expect(page.locator('[data-section="banner"]')).toContainText('25K+');
      expect(await sectionOrder(page)).toEqual([
        'banner',
        'home-about-heading',
        'portfolio-ticker',
        'services-carousel',
        'home-video-heading',
        'why-choose-us',
        'portfolio-carousel',
        'stats',
        'experience',
        'home-testimonials-heading',
        'latest-posts',
      ]);
    });
    await test.step('the about section links to /about-us and the quote links go to /request-quote', async () => {
      const about = page.locator('section[aria-labelledby="home-about-heading"]');
      await expect(
        about.getByRole('heading', { name: 'Innovative Solutions for Complex Projects' }),
      ).toBeVisible();
      await expect(about.getByText('About Our Company')).toBeVisible();
      await expect(about.getByText('Modern Technology')).toBeVisible();
      await expect(about.getByText('Experience Engineers')).toBeVisible();
      await expect(about.getByRole('link', { name: 'Discover more' })).toHaveAttribute(
        'href',
        '/about-us',
      );
      for (const section of ['why-choose-us', 'experience']) {
        expect(await hrefs(page, `[data-section="${section}"] a`)).toContain('/request-quote');
      }
      const skills = page.locator('[data-section="why-choose-us"] [data-skill]');
      await expect(skills).toHaveCount(2);
      await expect(skills.nth(0)).toContainText('89%');
      await expect(skills.nth(1)).toContainText('70%');
      const stats = page.locator('[data-section="stats"]');
      for (const value of ['156k', '678+', '120+', '635+', '89+'])
        await expect(stats).toContainText(value);
    });
    await test.step('the ticker links once to each project; counts of testimonials and posts', async () => {
      const list = page.getByRole('list', { name: 'Portfolio projects' });
      const links = await list
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(projectSlugs.map((slug) => `/portfolio/${slug}`));
      await expect(
        page.locator('[data-section="portfolio-ticker"] .marquee-copy[aria-hidden="true"][inert]'),
      ).toHaveCount(1);
      expect(await slideCount(page, 'Client testimonials')).toBe(4);
      await expect(page.locator('[data-section="latest-posts"] article')).toHaveCount(
        Math.min(3, postSlugs.length),
      );
      expect(await hrefs(page, '[data-section="latest-posts"] article h3 a')).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/blog\//)]),
      );
    });
    await test.step('the video modal opens from the keyboard, takes focus, and Escape closes it and removes the player', async () => {
      const play = page
        .locator('section[aria-labelledby="home-about-heading"]')
        .getByRole('button', { name: /^Play video/ });
      await play.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expect(dialog.locator('iframe')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('dialog iframe')).toHaveCount(0);
      await expect(play).toBeFocused();
    });
  });

  // One load of /home-two: its reads, then the awards.
  test('/home-two lists its sections in order, with 4 hover-expand services, 4 posts and the appointment CTA; the awards follow hover and focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home-two');
    await test.step('its sections in order, with 4 hover-expand services, 4 posts and the appointment CTA', async () => {
      await expect(page).toHaveTitle(`Home Two${site.titleSuffix}`);
      expect(await sectionOrder(page)).toEqual([
        'hero-slider',
        'home-about-heading',
        'counters-heading',
        'service-hover-list',
        'why-choose-us',
        'process',
        'portfolio-carousel',
        'certifications',
        'awards',
        'latest-posts',
        'cta',
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
      await expect(page.locator('[data-section="service-hover-list"] li')).toHaveCount(
        Math.min(4, serviceSlugs.length),
      );
      await expect(page.locator('[data-section="process"] li h3')).toHaveText([
        'Initial Consultation',
        'Work Planning',
        'Execution Phase',
        'Final Review',
      ]);
      await expect(page.locator('[data-section="latest-posts"] article')).toHaveCount(
        Math.min(4, postSlugs.length),
      );
      await expect(page.locator('[data-section="cta"]').getByRole('link')).toHaveAttribute(
        'href',
        '/contact-us',
      );
      await expect(
        page
          .locator('section[aria-labelledby="home-about-heading"]')
          .getByRole('button', { name: /^Play video/ }),
      ).toBeVisible();
    });
    await test.step('the awards list starts on the second award and swaps the picture on hover and focus', async () => {
      const awards = page.locator('[data-section="awards"]');
      const picture = awards.locator('[data-award-picture]');
      await expect(awards.getByRole('button')).toHaveText([/2017/, /2005/, /1990/, /1968/]);
      await expect(picture).toHaveAttribute('data-award-picture', '2005');
      await expect(awards.getByRole('button', { name: /2005/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await awards.getByRole('button', { name: /1990/ }).hover();
      await expect(picture).toHaveAttribute('data-award-picture', '1990');
      await awards.getByRole('button', { name: /1968/ }).focus();
      await expect(picture).toHaveAttribute('data-award-picture', '1968');
      await expect(awards.getByRole('button', { name: /1968/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });

  // Its own load: the pointer left over the awards would rest on a service panel.
  test('/home-two: a service panel expands when it receives keyboard focus or the pointer', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home-two');
    const items = page.locator('[data-section="service-hover-list"] li');
    await expect(items.nth(0)).toHaveAttribute('data-active', '');
    await items.nth(2).getByRole('link').focus();
    await expect(items.nth(2)).toHaveAttribute('data-active', '');
    await expect(items.nth(0)).not.toHaveAttribute('data-active');
    await items.nth(3).hover();
    await expect(items.nth(3)).toHaveAttribute('data-active', '');
    await expect(page.locator('[data-section="service-hover-list"] li[data-active]')).toHaveCount(
      1,
    );
  });

  test('/home-three: every slide title is a heading under the one h1; its sections in order with 4 posts, 3 FAQs, 4 projects and the All Project link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home-three');
    await test.step('every slide title is a heading under the one h1 of the page', async () => {
      await expect(page.locator('h1')).toHaveCount(1);
      const slider = page.locator('[data-section="hero-slider"]');
      await expect(slider.locator('h1')).toHaveText(site.name);
      // Slides out of view are inert, so read the markup rather than the accessibility tree.
      await expect(slider.locator('[aria-roledescription="slide"] h2')).toHaveText([
        'Delivering Quality Projects',
        'Building with Integrity',
        'Shaping Modern Spaces',
      ]);
    });
    await test.step('its sections in order with 4 posts, 3 FAQs, 4 projects and the All Project link', async () => {
      await expect(page).toHaveTitle(`Home Three${site.titleSuffix}`);
      expect(await sectionOrder(page)).toEqual([
        'hero-slider',
        'blog-slider',
        'faq',
        'portfolio-preview',
        'home-pricing-heading',
        'services-carousel',
        'partners',
        'home-testimonials-heading',
      ]);
      expect(await slideCount(page, 'Blog posts')).toBe(Math.min(4, postSlugs.length));
      await expect(page.locator('[data-section="faq"] details')).toHaveCount(3);
      await expect(page.locator('[data-section="faq"] details[open]')).toHaveCount(1);
      await expect(page.locator('[data-section="portfolio-preview"] article')).toHaveCount(
        Math.min(4, projectSlugs.length),
      );
      await expect(page.getByRole('link', { name: 'All Project' })).toHaveAttribute(
        'href',
        '/portfolio/3-columns',
      );
      await expect(page.locator('[data-section="partners"] img')).toHaveCount(6);
      const discover = await hrefs(page, '[data-section="hero-slider"] a');
      expect(discover).toEqual(['/about-us', '/about-us', '/about-us']);
    });
  });

  test('/home-four lists industry, consulting, news and the consultation CTA with their links', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home-four');
    await expect(page).toHaveTitle(`Home Four${site.titleSuffix}`);
    expect(await sectionOrder(page)).toEqual(['banner', 'industry', 'consulting', 'news', 'cta']);
    const industry = page.locator('[data-section="industry"]');
    await expect(industry.getByRole('heading', { level: 3 })).toHaveText([
      'Custom Designs',
      'Interior Plans',
    ]);
    await expect(industry.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const consulting = page.locator('[data-section="consulting"]');
    await expect(consulting).toContainText('29+');
    const categoryLinks = consulting.locator('.marquee-copy:not([aria-hidden]) a');
    await expect(categoryLinks).toHaveText([
      'Residential',
      'Architecture',
      'Community',
      'Healthcare',
      'Seaside Resort',
      'Modern',
    ]);
    for (const href of await hrefs(
      page,
      '[data-section="consulting"] .marquee-copy:not([aria-hidden]) a',
    )) {
      expect(href).toMatch(/^\/portfolio\/[a-z-]+$/);
    }
    const news = page.locator('[data-section="news"] > ul > li');
    await expect(news).toHaveCount(Math.min(3, postSlugs.length));
    for (const href of await hrefs(page, '[data-section="news"] h3 a'))
      expect(href).toMatch(/^\/blog\/[a-z-]+$/);
    await expect(news.first()).toContainText('Admin');
    await expect(news.first()).toContainText('Comments');
    await expect(
      page.locator('[data-section="cta"]').getByRole('link', { name: 'Free Consultation' }),
    ).toHaveAttribute('href', '/request-quote');
  });
});

test.describe('motion controls', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the ticker pauses from its visible control', async ({ page }) => {
    await gotoHydrated(page, '/');
    const ticker = page.locator('[data-section="portfolio-ticker"]');
    const pause = ticker.getByRole('button', { name: 'Pause project ticker' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(ticker.locator('.marquee')).toHaveAttribute('data-paused', '');
    await expect(ticker.locator('.marquee-track')).toHaveCSS('animation-play-state', 'paused');
    await ticker.getByRole('button', { name: 'Play project ticker' }).click();
    await expect(ticker.locator('.marquee')).not.toHaveAttribute('data-paused');
  });

  test('carousel controls: pause toggles its label and next moves to another slide', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Our services' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Pause Our services' }).click();
    await expect(carousel.getByRole('button', { name: 'Play Our services' })).toBeVisible();
    const firstInView = () =>
      carousel
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) => slides.findIndex((s) => s.hasAttribute('data-in-view')));
    await expect.poll(firstInView).toBeGreaterThanOrEqual(0);
    const before = await firstInView();
    await carousel.getByRole('button', { name: 'Next slide: Our services' }).click();
    await expect.poll(firstInView).not.toBe(before);
  });

  test('hero slider: next and the thumbnails change the current slide', async ({ page }) => {
    await gotoHydrated(page, '/home-three');
    const slider = page.locator('[data-section="hero-slider"]');
    await slider.getByRole('button', { name: 'Pause Featured highlights' }).click();
    const thumb = (n: number) =>
      slider.getByRole('button', { name: new RegExp(`^Show slide ${n}`) });
    await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Next slide: Featured highlights' }).click();
    await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    await thumb(3).click();
    await expect(thumb(3)).toHaveAttribute('aria-current', 'true');
    await expect(slider.locator('[aria-roledescription="slide"]').nth(2)).not.toHaveAttribute(
      'inert',
    );
    await expect(slider.locator('[aria-roledescription="slide"]').nth(0)).toHaveAttribute('inert');
  });
});
