import { test as base, expect } from './support/fixtures';
import { expectRenovationResults, searchFromBlogSidebar } from './support/search';

// Site search with JavaScript off: the GET forms and the server-rendered results page.
// A static-only copy's search page: static-copy.spec.ts.
base.describe('site search without JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  base('the blog sidebar box finds the renovation results', async ({ page }) => {
    await searchFromBlogSidebar(page);
  });

  base('the header box is a GET form to the results page', async ({ page }) => {
    await page.goto('/faq');
    const form = page.locator('header form[role="search"]');
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form.locator('input[name="q"]')).toHaveAttribute(
      'placeholder',
      'Search Here.....',
    );
  });

  base('the results page searches again from its own box', async ({ page }) => {
    await page.goto('/search?q=xylophone');
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toHaveValue('xylophone');
    await field.fill('renovation');
    await field.press('Enter');
    await expectRenovationResults(page);
  });
});
