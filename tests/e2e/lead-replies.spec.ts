import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { TOKEN_FIELD } from '../../app/forms/parse-form';
import { expectNoAxeViolationsHere } from './support/axe';
import { waitForHydration } from './support/hydration';
import { expect, type MailSite, OWNER_NAME, signInToInbox, test } from './support/mail-site';

/** Who a captured mail went to, as its To header reads. */
const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

// Replies from the inbox (issue 19) in the browser: a template saved on its screen, then a
// reply to a lead from the phone-sized and the desktop inbox, started from the template; it
// shows in the lead's history and the visitor's captured mail arrives threaded under the
// office's notification. The same without JavaScript; axe on the lead page with the reply
// form and on the templates screen, both themes.

/** Sends a quote as a person would (the page's token); resolves with its email. */
async function sendQuote(page: Page, site: MailSite, name: string) {
  const [firstName, lastName] = name.split(' ');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const html = await (await page.request.get(`${site.url}/request-quote`)).text();
  const token = html.match(new RegExp(`name="${TOKEN_FIELD}" value="([^"]+)"`))?.[1] ?? '';
  const response = await page.request.post(`${site.url}/request-quote`, {
    form: {
      firstName: firstName ?? name,
      lastName: lastName ?? '',
      email,
      phone: '+1 555 0150',
      company: 'Home owner',
      website: 'https://example.com',
      service: 'house-renovation',
      message: 'A new porch and steps.',
      [TOKEN_FIELD]: token,
    },
    headers: { Origin: site.url },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const notice = await site.smtp.waitFor((mail) => mail.replyTo?.text === email);
  return { email, notice };
}

/** Adds a reply template on its screen, opened signed in as the first owner. */
async function addTemplate(page: Page, site: MailSite, name: string) {
  await signInToInbox(page, site.url, { path: '/admin/reply-templates' });
  await page.getByLabel('Name (shown in the picker)').fill(name);
  await page
    .getByLabel('Text')
    .fill('Hello {first_name},\nThanks for asking about the {service}.\n{sender}');
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('status')).toContainText('Template added');
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
}

/** Opens the lead of `name` from the list, the way the office reaches it. */
async function openLead(page: Page, site: MailSite, name: string) {
  await page.goto(`${site.url}/admin/leads?q=${encodeURIComponent(name)}`);
  await page.getByRole('article', { name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

// The flow runs once, at a phone's width; admin-sweep.spec.ts checks every admin screen at
// 375 and 1440 px.
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a reply started from a template reaches the visitor, threaded, and shows in the history', async ({
    page,
    mailSite,
  }) => {
    const name = `Rhea Moss375`;
    const template = `Thanks 375`;
    const { email, notice } = await sendQuote(page, mailSite, name);
    await addTemplate(page, mailSite, template);
    await openLead(page, mailSite, name);
    await waitForHydration(page);
    const reply = page.getByRole('region', { name: `Reply to ${name}` });
    await reply.getByLabel('Start from a template').selectOption({ label: template });
    await reply.getByRole('button', { name: 'Use template' }).click();
    const text = reply.getByLabel('Reply', { exact: true });
    await expect(text).toHaveValue(
      // Signed with the sender's name (issue 31), not "Owner".
      `Hello Rhea,\nThanks for asking about the House Renovation.\n${OWNER_NAME}`,
    );
    await text.fill(`${await text.inputValue()}\nWe can visit on Tuesday.`);
    // What is typed is kept a few seconds after the typing stops, and offered back after a
    // reload (which asks first: the text is not sent).
    await expect(reply.getByText(/^Draft saved \d\d:\d\d$/)).toBeVisible();
    await reply.getByLabel('Subject').click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await reply
      .getByRole('region', { name: /^You have unsaved changes from / })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(text).toHaveValue(/\nWe can visit on Tuesday\.$/);
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(reply.getByRole('status')).toContainText(`Reply to ${name} is in the outbox`);
    await expect(reply.getByRole('status')).toBeFocused();
    // A fresh form: the text is empty again, the subject threads.
    await expect(text).toHaveValue('');
    await expect(reply.getByLabel('Subject')).toHaveValue(
      /^Re: Quote request #\d+ from the website$/,
    );
    const history = page.getByRole('region', { name: 'Notes and history' });
    await expect(history).toContainText('replied by mail');
    await expect(history).toContainText('We can visit on Tuesday.');
    await expect(history).toContainText('moved it to Contacted');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const mail = await mailSite.smtp.waitFor(
      // The reply, not the visitor's acknowledgement: it answers the notification.
      (sent) => recipient(sent) === email && sent.inReplyTo !== undefined,
    );
    expect(mail.inReplyTo).toBe(notice.messageId);
    expect(mail.references).toBe(notice.messageId);
    expect(mail.replyTo?.text).toBe('office@example.com');
    expect(mail.text).toContain('We can visit on Tuesday.');
    await expect(async () => {
      await page.reload();
      await expect(history).toContainText('Mail: Sent', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // Nothing spills sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// Axe on the states a reply leaves (a sent reply in the history, a refused one, a template being
// changed), at a phone's width. At 1440 px admin-sweep.spec.ts scans the lead page with its reply
// form and template picker, and the templates screen, in both themes: the same markup and
// colours, laid out wider.
for (const viewport of [{ width: 375, height: 812 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the lead page with the reply form passes axe in both themes', async ({
      page,
      mailSite,
    }) => {
      const name = `Axel Reply${viewport.width}`;
      await sendQuote(page, mailSite, name);
      await addTemplate(page, mailSite, `Axe ${viewport.width}`);
      await openLead(page, mailSite, name);
      // A reply in the history with its mail's state, and a refused one: both are checked.
      await page.getByLabel('Reply', { exact: true }).fill('Hello, we will call tomorrow.');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByText('replied by mail')).toBeVisible();
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByLabel('Reply', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      // Scanned as it is now (a reload would drop the refusal), in both themes.
      await expectNoAxeViolationsHere(page);
    });

    test('the templates screen passes axe in both themes', async ({ page, mailSite }) => {
      await addTemplate(page, mailSite, `Screen ${viewport.width}`);
      const edit = page.getByRole('link', { name: `Edit Screen ${viewport.width}` });
      await edit.click();
      await expect(
        page.getByRole('heading', { name: `Change “Screen ${viewport.width}”` }),
      ).toBeVisible();
      // Scanned as the link left it (the app draws the change form in place; a load of the same
      // address showed the same screen).
      await expectNoAxeViolationsHere(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('a template fills the reply and Send answers with a notice', async ({ page, mailSite }) => {
    const name = 'Nojs Reply';
    const { email } = await sendQuote(page, mailSite, name);
    await addTemplate(page, mailSite, 'Without script');
    await openLead(page, mailSite, name);
    await page.getByLabel('Start from a template').selectOption({ label: 'Without script' });
    await page.getByRole('button', { name: 'Use template' }).click();
    await expect(page).toHaveURL(/\?template=\d+/);
    await expect(page.getByLabel('Reply', { exact: true })).toHaveValue(/^Hello Nojs,/);
    await page.getByLabel('Reply', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByLabel('Reply', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Write the reply first.').first()).toBeVisible();
    await page.getByLabel('Reply', { exact: true }).fill('Hello, we will call you.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page).toHaveURL(/\?done=reply-sent#reply$/);
    await expect(
      page.getByRole('region', { name: `Reply to ${name}` }).getByRole('status'),
    ).toContainText('is in the outbox');
    const mail = await mailSite.smtp.waitFor(
      // The reply, not the visitor's acknowledgement: it answers the notification.
      (sent) => recipient(sent) === email && sent.inReplyTo !== undefined,
    );
    expect(mail.text).toContain('we will call you');
  });
});
