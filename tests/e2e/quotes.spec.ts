import type { Page } from '@playwright/test';
import { expectNoAxeViolationsHere } from './support/axe';
import { waitForHydration } from './support/hydration';
import { expect, postAsPerson, signInToInbox, test } from './support/mail-site';

// Quotes accepted online (issue 33, decision 059), in one flow at each width: the office writes,
// previews and sends a quote from the lead at 1440 px; the customer opens the mailed link on a
// phone (375 px, no script needed) and accepts; the lead shows the signed PDF. axe in both
// themes on the Quote panel (both kinds of quote) and on the customer's page.

/** Nothing on the page is wider than the screen. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 1440, height: 900 } });

test('the office sends a quote from the lead (1440 px); the customer accepts it on a phone (375 px)', async ({
  page,
  secondContext,
  mailSite,
}) => {
  const name = 'Nora Quotewell';
  const email = 'nora.quotewell@example.com';
  const sent = await postAsPerson(page, mailSite.url, '/request-quote', {
    firstName: 'Nora',
    lastName: 'Quotewell',
    email,
    phone: '+1 555 0150',
    company: 'Home owner',
    website: 'https://example.com',
    service: 'house-renovation',
    siteAddress: '12 Elm Street, Springfield',
    message: 'A new kitchen, please.',
  });
  expect(sent.status()).toBe(303);

  await signInToInbox(page, mailSite.url, { path: `/admin/leads?q=${encodeURIComponent(name)}` });
  await page.getByRole('article', { name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Quote', exact: true });
  const line = (n: number) => panel.getByRole('group', { name: `Line ${n}` });
  // The other kind, one amount and the office's own PDF: the choice shows its fields in place of
  // the lines (CSS alone, so it works without script); axe in both themes on that state.
  await panel.getByRole('radio', { name: 'One amount and our own PDF' }).check();
  await expect(line(1)).toBeHidden();
  await expect(panel.getByLabel('Amount (USD, tax included)')).toBeVisible();
  await expect(panel.getByLabel('Our quote as a PDF')).toBeVisible();
  await expectNoAxeViolationsHere(page);
  await panel.getByRole('radio', { name: 'Line items' }).check();
  await expect(panel.getByLabel('Amount (USD, tax included)')).toBeHidden();
  await line(1).getByLabel('Work').fill('Kitchen units, fitted');
  await line(1).getByLabel('Quantity').fill('1');
  await line(1).getByLabel('Unit price (USD)').fill('4800.00');
  await line(1).getByLabel('Tax %').fill('8.25');
  await panel.getByRole('button', { name: 'Add a line' }).click();
  await line(2).getByLabel('Work').fill('Worktop, per metre');
  await line(2).getByLabel('Quantity').fill('3.5');
  await line(2).getByLabel('Unit price (USD)').fill('210');
  await panel.getByLabel('Valid until').fill(validUntil);
  await panel.getByLabel('Terms').fill('A third on ordering, the rest on finishing.');
  await panel.getByRole('button', { name: 'Save and preview' }).click();
  await expect(page.getByRole('status')).toContainText('Quote version 1 saved');
  // The preview is the customer's page: 4800 + 396 tax + 735 = 5931.00.
  const preview = panel.getByRole('region', { name: /Preview of Q-\d+-1/ });
  await expect(preview).toContainText('$5,931.00');
  await expectNoAxeViolationsHere(page);
  await panel.getByRole('button', { name: 'Send to the customer' }).click();
  await expect(page.getByRole('status')).toContainText(/Quote Q-\d+-1 sent/);
  await expect(page.getByLabel(`Move ${name} to`)).toHaveValue('quote_sent');

  const mail = await mailSite.smtp.waitFor(
    (m) => m.subject?.startsWith('Your quote Q-') === true && JSON.stringify(m.to).includes(email),
  );
  const link = /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0] ?? '';
  const path = new URL(link).pathname;

  // axe on the customer's page, with its forms, in both themes (with script, as most phones have).
  const scanned = await (await secondContext({ viewport: { width: 375, height: 812 } })).newPage();
  await scanned.goto(`${mailSite.url}${path}`);
  await waitForHydration(scanned);
  await expectNoAxeViolationsHere(scanned);
  await scanned.close();

  // The customer, on a phone, without script.
  const customer = await (
    await secondContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false })
  ).newPage();
  await customer.goto(`${mailSite.url}${path}`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
  await expect(customer.getByText('$5,931.00')).toBeVisible();
  expect(await sideways(customer)).toBeLessThanOrEqual(0);
  await customer.getByLabel('Your full name').fill('Nora Quotewell');
  await customer.getByLabel(/I accept this quote and its terms/).check();
  await customer.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(customer.getByRole('status')).toContainText('Nora Quotewell accepted this quote on');
  await customer.close();

  await page.reload();
  await expect(page.getByLabel(`Move ${name} to`)).toHaveValue('won');
  await expect(panel.getByRole('link', { name: /Signed PDF of Q-\d+-1/ })).toBeVisible();
});
