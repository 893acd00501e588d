import { expectNoAxeViolations, expectNoAxeViolationsHere } from './support/axe';
import { builtHtml, tagsOf } from './support/html';
import { waitForHydration } from './support/hydration';
import { expect, signInToInbox, test } from './support/mail-site';

const quote = {
  'First name': 'Noor',
  'Last name': 'Haddad',
  'Email address': 'noor@example.com',
  Number: '+1 555 0177',
  'Company or organization': 'Haddad Dental',
  Website: 'https://haddad.example.com',
  Message: 'Fit-out of a two-chair dental practice.',
};

test('every form is a real POST form in the pre-rendered HTML, so nothing typed reaches a URL', () => {
  for (const [path, action] of [
    ['/request-quote', '/request-quote'],
    ['/contact-us', '/contact-us'],
    [
      '/blog/how-weather-can-impact-a-construction-project',
      '/blog/how-weather-can-impact-a-construction-project',
    ],
    ['/faq', '/newsletter'],
  ] as const) {
    const forms = tagsOf(builtHtml(path), 'form').filter((f) => f.action?.startsWith(action));
    expect(forms.length, path).toBeGreaterThan(0);
    for (const form of forms) expect(form.method, path).toBe('post');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a quote reaches the thank-you page, the office mail and the inbox', async ({
    page,
    mailSite,
  }) => {
    await page.goto(`${mailSite.url}/request-quote`);
    const form = page.getByRole('form', { name: 'Request a quote' });
    for (const [label, value] of Object.entries(quote)) await form.getByLabel(label).fill(value);
    await form.getByLabel('Services').selectOption('interior-design');
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(
      /\/thank-you\/quote\?ref=Q-[0-9A-Z]{4,}&visit=[\w-]{43}(#[\w-]*)?$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote request sent');
    expect(page.url()).not.toContain('noor');

    const mail = await mailSite.smtp.waitFor((m) => m.text?.includes('Haddad Dental') ?? false);
    expect(mail.replyTo?.text).toContain('noor@example.com');

    await signInToInbox(page, mailSite.url, { path: '/admin/leads' });
    const entry = page.getByRole('article').filter({ hasText: 'noor@example.com' });
    await expect(entry).toContainText('Fit-out of a two-chair dental practice.');
    await expect(entry).toContainText('Mailed to the office.');
  });

  test('the browser checks first, the server checks again, and its messages keep what was typed', async ({
    page,
    mailSite,
  }) => {
    await page.goto(`${mailSite.url}/contact-us`);
    const form = page.getByRole('form', { name: 'Send Message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);

    // The browser takes ada@localhost; the server wants a full address.
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@localhost');
    await form.getByLabel('Subject').fill('A new porch');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const answered = page.getByRole('form', { name: 'Send Message' });
    await expect(answered.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(answered.getByLabel('Email')).toHaveAccessibleDescription(/like name@example.com/);
    await expect(answered.getByLabel('Name')).toHaveValue('Ada');
    await expect(answered.getByLabel('Subject')).toHaveValue('A new porch');
  });

  test('a newsletter sign-up from the footer lands on a confirmation, and a repeat reads the same', async ({
    page,
    mailSite,
  }) => {
    // Double opt-in (decision 035): one answer whether the address is new or known.
    for (const expected of ['Check your inbox', 'Check your inbox']) {
      await page.goto(`${mailSite.url}/faq`);
      const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
      await form.getByLabel('Email address').fill('reader@example.com');
      await form.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
    }
  });
});

test.describe('with JavaScript', () => {
  test('a contact message is sent in place, announced, and reaches the mail and the inbox', async ({
    page,
    mailSite,
  }) => {
    await page.goto(`${mailSite.url}/contact-us`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const form = page.getByRole('form', { name: 'Send Message' });
    await form.getByLabel('Name').fill('Kofi Mensah');
    await form.getByLabel('Email').fill('kofi@example.com');
    await form.getByLabel('Message').fill('Can you repair a cracked foundation wall?');
    const button = form.getByRole('button', { name: 'Send Message' });
    await button.dblclick();
    // The form ends on its confirmation (the thank-you page's content), its heading focused.
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(page.locator('[data-reference]')).toHaveText(/^M-[0-9A-Z]{4,}$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    await mailSite.smtp.waitFor((m) => m.text?.includes('cracked foundation wall') ?? false);
    await signInToInbox(page, mailSite.url, { path: '/admin/leads' });
    await expect(page.getByRole('article').filter({ hasText: 'kofi@example.com' })).toHaveCount(1);
  });

  test('server messages land beside the field, which takes focus', async ({ page, mailSite }) => {
    await page.goto(`${mailSite.url}/request-quote`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Request a quote' });
    for (const [label, value] of Object.entries(quote)) await form.getByLabel(label).fill(value);
    await form.getByLabel('Email address').fill('noor@localhost');
    await form.getByLabel('Services').selectOption('interior-design');
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      /like name@example.com/,
    );
    await expect(form.getByLabel('Company or organization')).toHaveValue('Haddad Dental');
  });

  test('a comment waits for approval; the office approves and replies; both show under the post', async ({
    page,
    mailSite,
  }) => {
    const post = `${mailSite.url}/blog/top-mistakes-to-avoid-during-home-renovation`;
    await page.goto(post);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Post Comment' });
    await form.getByLabel('Name').fill('Ines');
    await form.getByLabel('Email').fill('ines@example.com');
    await form.getByLabel('Comment').fill('Budget a tenth extra, always. <b>Really</b>.');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(form.getByRole('status')).toContainText('once we have read and approved it');

    // The office hears of it on the inbox's home, and moderates it on the Comments screen.
    await signInToInbox(page, mailSite.url);
    await page.getByRole('link', { name: /^Comments \(\d+ waiting\)$/ }).click();
    await expect(page).toHaveURL(/\/admin\/comments$/);
    const waiting = page.getByRole('region', { name: /^Waiting for approval/ });
    const entry = waiting.getByRole('listitem').filter({ hasText: 'ines@example.com' });
    await expect(entry).toHaveCount(1);
    // The screen with a comment waiting, a sample shown and its dialogs closed: both themes.
    await expectNoAxeViolationsHere(page);
    await entry.getByRole('button', { name: 'Approve the comment from Ines' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Comment approved' })).toBeVisible();

    const shown = page
      .getByRole('region', { name: /^Shown on the site/ })
      .getByRole('listitem')
      .filter({ hasText: 'ines@example.com' });
    // Delete asks first; Cancel leaves it.
    await shown.getByRole('button', { name: 'Delete… the comment from Ines' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the comment from Ines?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await shown.locator('summary').click();
    await shown.getByLabel('Your reply').fill('Thank you, Ines: a tenth it is.');
    await shown.getByRole('button', { name: 'Save the reply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reply saved' })).toBeVisible();

    await page.goto(post);
    await expect(page.getByText('Budget a tenth extra, always. <b>Really</b>.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: /^Reply from / })).toContainText(
      'Thank you, Ines: a tenth it is.',
    );
  });

  test('the inbox exports what it shows as CSV', async ({ page, mailSite }) => {
    await signInToInbox(page, mailSite.url, { path: '/admin/leads' });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

// Server pages in both themes. The admin's (signed out: its sign-in screen; signed in: the
// inbox and Spam, with an entry in each) are in admin-sweep.spec.ts at 375 and 1440 px, and
// /thank-you/subscribed in privacy.spec.ts at both widths.
test.describe('server pages look like the product and pass axe in both themes', () => {
  for (const path of ['/thank-you/quote', '/newsletter']) {
    test(`${path}`, async ({ page, mailSite }) => {
      await expectNoAxeViolations(page, `${mailSite.url}${path}`);
    });
  }
});
