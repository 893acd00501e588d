import { HONEYPOT_FIELD } from '../../app/forms/parse-form';
import { autofill } from './support/autofill';
import { waitForHydration } from './support/hydration';
import { expect, signInToInbox, test } from './support/mail-site';

// The full browser: the headless shell the other specs use has no autofill (support/fixtures.ts
// launches it beside the worker's, so the worker is not restarted for these tests).
test.use({ inFullBrowser: true });

/**
 * The honeypot against Chromium's autofill of a saved address: a person who fills a form from
 * their saved address must never fill it, or their enquiry would go to Spam (issue 19).
 */
for (const javaScriptEnabled of [false, true]) {
  test.describe(`autofill ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('fills the quote form from a saved address but never the honeypot; the enquiry reaches the inbox', async ({
      page,
      mailSite,
    }) => {
      const email = `autofill-quote-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
      await page.goto(`${mailSite.url}/request-quote`);
      if (javaScriptEnabled) await waitForHydration(page);
      const filled = await autofill(page, 'input[name="firstName"]', {
        NAME_FIRST: 'Jon',
        NAME_LAST: 'Doe',
        EMAIL_ADDRESS: email,
        PHONE_HOME_WHOLE_NUMBER: '+15555550123',
        COMPANY_NAME: 'Doe Carpentry',
        ADDRESS_HOME_LINE1: '1 Main Street',
        ADDRESS_HOME_CITY: 'Portland',
        ADDRESS_HOME_ZIP: '97209',
        ADDRESS_HOME_COUNTRY: 'US',
      });
      const names = filled.map((field) => field.name);
      expect(names).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone']));
      expect(names).not.toContain(HONEYPOT_FIELD);
      const form = page.getByRole('form', { name: 'Request a quote' });
      await expect(form.getByLabel('Email address')).toHaveValue(email);
      await expect(form.locator(`input[name="${HONEYPOT_FIELD}"]`)).toHaveValue('');

      await form.getByLabel('Website').pressSequentially('https://doe.example.com', { delay: 20 });
      await form.getByLabel('Services').selectOption('interior-design');
      await form.getByLabel('Message').pressSequentially('A new kitchen.', { delay: 30 });
      await form.getByRole('button', { name: 'Request a quote' }).click();
      if (javaScriptEnabled)
        await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeVisible();
      else await expect(page).toHaveURL(/\/thank-you\/quote/);

      // The pipeline's list finds the lead by its address: it is in the inbox, not in Spam.
      await signInToInbox(page, mailSite.url, {
        path: `/admin/leads?q=${encodeURIComponent(email)}`,
      });
      await expect(page.getByRole('article')).toHaveCount(1);
    });

    test('fills the contact form and the footer sign-up, never their honeypots', async ({
      page,
      mailSite,
    }) => {
      await page.goto(`${mailSite.url}/contact-us`);
      if (javaScriptEnabled) await waitForHydration(page);
      const contact = await autofill(page, 'form[aria-label="Send Message"] input[name="email"]');
      expect(contact.map((field) => field.name)).toContain('email');
      const footer = await autofill(
        page,
        'form[aria-label="Subscribe to our newsletter"] input[name="email"]',
      );
      expect(footer.map((field) => field.name)).toContain('email');
      for (const honeypot of await page.locator(`input[name="${HONEYPOT_FIELD}"]`).all()) {
        await expect(honeypot).toHaveValue('');
      }
      expect([...contact, ...footer].map((field) => field.name)).not.toContain(HONEYPOT_FIELD);
    });
  });
}
