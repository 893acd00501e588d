import { expect, type Page } from '@playwright/test';

/** The results of "renovation" as the issue fixes them: the service first, then the rest. */
export async function expectRenovationResults(page: Page) {
  await expect(page).toHaveURL(/\/search\?q=renovation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(/^\d+ results for “renovation”$/);
  await expect(main.getByRole('region').first()).toHaveAccessibleName(/^Services/);
  const services = main.getByRole('region', { name: /^Services/ });
  await expect(services.getByRole('link').first()).toHaveText('House Renovation');
  await expect(
    main.getByRole('region', { name: /^Projects/ }).getByRole('link', {
      name: 'Luxury Home Renovation',
    }),
  ).toHaveAttribute('href', '/portfolio/luxury-home-renovation');
  await expect(
    main.getByRole('region', { name: /^Blog posts/ }).getByRole('link', {
      name: 'Top Mistakes to Avoid During Home Renovation',
    }),
  ).toBeVisible();
  await expect(services.locator('mark').first()).toHaveText(/renovation/i);
}

/** Searches "renovation" from the blog sidebar's box and checks the results. */
export async function searchFromBlogSidebar(page: Page) {
  await page.goto('/blog-standard');
  const field = page.getByRole('searchbox', { name: 'Search the site' });
  await field.fill('renovation');
  await field.press('Enter');
  await expectRenovationResults(page);
}

/** Opens the header search overlay; resolves to its field once it is a combobox. */
export async function openHeaderSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  const field = page.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  return field;
}
