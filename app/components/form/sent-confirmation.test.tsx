import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_ENDPOINT } from '../../browser/form-token';
import { constraintsOf } from '../../forms/constraints';
import { contactSchema } from '../../forms/schemas';
import { THANK_YOU_PAGES } from '../../forms/thank-you-words';
import { VISIT_FIELDS } from '../../forms/visit-source';
import { Button } from '../button';
import { FormField } from './form-field';
import { NameEmailFields } from './name-email-fields';
import { SiteForm } from './site-form';

const contact = {
  phone: { display: '+1 555 0100', href: 'tel:+15550100' },
  email: 'office@example.com',
};
const SENT = {
  status: 'sent',
  kind: 'message',
  reference: 'M-000K',
  answer: { at: '2026-11-30T23:00:00.000Z', words: 'by Monday 3 pm' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(confirms: boolean) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === TOKEN_ENDPOINT
      ? Response.json({ token: 'script-token' })
      : Response.json(SENT, { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MemoryRouter>
      <SiteForm
        label="Send Message"
        kind="message"
        action="/contact-us"
        constraints={constraintsOf(contactSchema)}
        contact={contact}
        sentMessage={{ text: 'Message sent.' }}
        confirms={confirms}
      >
        <NameEmailFields />
        <FormField label="Message" name="message" multiline />
        <Button type="submit">Send Message</Button>
      </SiteForm>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), fetchMock };
}

async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Lee');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'lee@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('the confirmation a sent form ends on', () => {
  it('takes the form’s place with the thank-you page’s words, the reference and the answer time, its heading focused', async () => {
    const { user, fetchMock } = renderForm(true);
    await send(user);
    const heading = await screen.findByRole('heading', { name: THANK_YOU_PAGES.message.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Send Message' })).toBeNull();
    expect(screen.getByRole('region', { name: THANK_YOU_PAGES.message.title })).toBeVisible();
    expect(screen.getByText(THANK_YOU_PAGES.message.lead)).toBeVisible();
    expect(screen.getByText(THANK_YOU_PAGES.message.text)).toBeVisible();
    expect(screen.getByText('M-000K')).toBeVisible();
    expect(screen.getByText('by Monday 3 pm')).toHaveAttribute('datetime', SENT.answer.at);
    expect(screen.getByText(/The office answers by Monday 3 pm/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // The script sent where the visit came from, read from the page.
    const post = fetchMock.mock.calls.find(([url]) => url !== TOKEN_ENDPOINT);
    const body = new URLSearchParams(String(post?.[1]?.body));
    expect(body.get(VISIT_FIELDS.sourcePage)).toBe(window.location.pathname);
    expect(body.get(VISIT_FIELDS.entryPage)).toBe(window.location.href);
  });

  it('keeps the line under the form for a form that does not confirm', async () => {
    const { user } = renderForm(false);
    await send(user);
    await waitFor(() => expect(screen.getByText('Message sent.')).toBeVisible());
    expect(screen.getByRole('form', { name: 'Send Message' })).toBeVisible();
  });
});
