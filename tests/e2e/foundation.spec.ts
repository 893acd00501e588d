import type { Page } from '@playwright/test';
// Plain data (no artwork): the page's questions and plans as the content gives them.
import { faqs } from '../../app/content/faqs';
import { plans } from '../../app/content/plans';
import { seedContact, site } from './support/content';
import { coveredContent } from './support/covered-content';
import { expect, test } from './support/hydration';

/** Requests the page made to hosts other than this site. */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
      seen.push(request.url());
  });
  return seen;
}

test.describe('FAQ page', () => {
  test('has every question of the content, the first open, and keeps one open at a time from the keyboard', async ({
    page,
  }) => {
    await page.goto('/faq');
    const items = page.getByRole('main').locator('details');
    await expect(items).toHaveCount(faqs.length);
    for (const [index, faq] of faqs.entries()) {
      await expect(items.nth(index).locator('summary')).toContainText(faq.question);
    }
    await expect(items.nth(0)).toHaveAttribute('open', '');
    // The last question: opening it closes the first (a lone question simply closes).
    const last = items.nth(faqs.length - 1);
    const open = page.getByRole('main').locator('details[open]');
    await last.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveCount(faqs.length > 1 ? 1 : 0);
    if (faqs.length > 1) await expect(last).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(open).toHaveCount(faqs.length > 1 ? 0 : 1);
  });
});

test.describe('pricing page', () => {
  test('shows every plan with its price and features, whose buttons lead to /contact-us', async ({
    page,
  }) => {
    await page.goto('/pricing-plans');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      await expect(cards.nth(index)).toContainText(plan.name);
      await expect(cards.nth(index)).toContainText(`$${plan.monthlyPrice}`);
      await expect(cards.nth(index).getByRole('listitem')).toHaveCount(plan.features.length);
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', '/contact-us');
    }
  });
});

test.describe('contact page', () => {
  test('the form explains problems, keeps input, then sends and says so in place', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send Message' });
    await form.getByLabel('Subject').fill('Kitchen extension');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Subject')).toHaveValue('Kitchen extension');
    await form.getByLabel('Name').fill('Ada Okafor');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(form).toHaveCount(0);
  });

  test('the map loads from its provider only when asked, and always offers a direct link', async ({
    page,
    baseURL,
  }) => {
    const external = thirdPartyRequests(page, baseURL ?? '');
    await page.goto('/contact-us');
    await expect(page.locator('iframe')).toHaveCount(0);
    const open = page.getByRole('link', { name: /Open in maps/ });
    await expect(open).toHaveAttribute('target', '_blank');
    expect(external).toEqual([]);
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('title', /map/i);
  });
});

test.describe('shared layout', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('a main-menu submenu opens from the keyboard and Escape closes it back to its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const pages = nav.getByRole('button', { name: 'Pages' });
    await pages.focus();
    await page.keyboard.press('Enter');
    await expect(pages).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pages).toHaveAttribute('aria-expanded', 'false');
    await expect(pages).toBeFocused();
  });

  test('the mobile menu keeps focus inside, follows a link, and returns focus when closed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/faq');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      // Focus stays in the dialog (or passes to the browser's own toolbar, as a modal
      // <dialog> allows), never to the page behind it.
      const where = await dialog.evaluate((node) =>
        node.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      );
      expect(where).not.toBe('page');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.locator('summary', { hasText: 'Pages' }).click();
    await dialog.getByRole('link', { name: 'Pricing Plans' }).click();
    await expect(page).toHaveURL(/\/pricing-plans$/);
    await expect(dialog).toBeHidden();
  });

  test('the search box opens from its icon with the spec placeholder and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/faq');
    const toggle = page.getByRole('button', { name: 'Search' }).first();
    await toggle.click();
    const input = page.getByPlaceholder('Search Here.....');
    await expect(input).toBeFocused();
    await expect(page.getByRole('button', { name: 'Submit search' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the settings switch turns dark mode on for this and later visits', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await expect(dark).toHaveAttribute('aria-checked', 'false');
    await dark.click();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('scroll to top appears only past 50 px of scrolling and brings the page back up', async ({
    page,
  }) => {
    await page.goto('/faq');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test('the footer lists the quick and support links, the social links in new tabs, two recent posts and the copyright', async ({
    page,
  }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About Us', '/about-us'],
      ['Blog', '/blog'],
      ['Testimonials', '/testimonial'],
      ['Contact Us', '/contact-us'],
      ['Term & Conditions', '/contact-us'],
      ['Privacy policy', '/contact-us'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const social of seedContact.socials) {
      const link = footer.getByRole('link', {
        name: `${site.name} on ${social.label} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.locator('a[href^="/blog/"]')).toHaveCount(2);
    // The year the page was built (app/lib/site-year.ts): this year, for a build made for the run.
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} ${site.name}`);
    await expect(footer.getByPlaceholder('Email address')).toHaveAttribute('name', 'email');
    await expect(footer.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  });
});

// Decision 056: at a phone's width the gear is docked in the header and Scroll to top at the
// footer's end; floating, they covered the services heading and the quote form's words.
test('at 375 px the settings gear and Scroll to top cover no text or control, at any scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/services', '/request-quote', '/contact-us']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '');
    for (const share of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate(
        (at) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * at),
        share,
      );
      if (share > 0) {
        // Past the threshold, Scroll to top is on the page (wherever it sits).
        await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(1);
      }
      await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
      expect(await coveredContent(page), `${path} scrolled ${share * 100}%`).toEqual([]);
    }
  }
  // The docked gear opens the specification's panel, and Escape closes it.
  await page.getByRole('button', { name: 'Settings' }).click();
  const darkMode = page.getByRole('switch', { name: 'Dark mode' });
  await expect(darkMode).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(darkMode).toBeHidden();
});
