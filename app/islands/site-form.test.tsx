// The site form's island over the markup React renders on the server (renderToString), as a
// page served with islands has it: no React in the browser, the island bound by start().
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_ENDPOINT } from '../browser/form-token';
import { Button } from '../components/button';
import { FormField } from '../components/form/form-field';
import { NameEmailFields } from '../components/form/name-email-fields';
import { ServiceSelectForm } from '../components/form/service-select-form.test-fixture';
import { SiteForm } from '../components/form/site-form';
import { constraintsOf } from '../forms/constraints';
import type { FormResult } from '../forms/form-result';
import { PAGE_TOKEN_FIELD, TOKEN_FIELD } from '../forms/parse-form';
import { contactSchema } from '../forms/schemas';
import { THANK_YOU_PAGES } from '../forms/thank-you-words';
import { VISIT_FIELDS } from '../forms/visit-source';
import { SubscribeForm } from '../layout/footer/subscribe-form';
import { QuoteForm } from '../sections/quote-form';
import { start } from './site-form';

const contact = {
  phone: { display: '+1 555 0100', href: 'tel:+15550100' },
  email: 'office@example.com',
};
const SCRIPT_TOKEN = 'token-fetched-by-the-script';
const PAGE_TOKEN = 'token-of-the-page';

function contactForm({ initial, confirms = false }: { initial?: FormResult; confirms?: boolean }) {
  return (
    <MemoryRouter>
      <SiteForm
        label="Send Message"
        kind="message"
        action="/contact-us"
        constraints={constraintsOf(contactSchema)}
        initial={initial}
        contact={contact}
        confirms={confirms}
        confirmationTemplate={confirms}
        sentMessage={{ lead: 'Message sent.', text: 'We reply soon.' }}
      >
        <NameEmailFields />
        <FormField label="Message" name="message" multiline />
        <Button type="submit">Send Message</Button>
      </SiteForm>
    </MemoryRouter>
  );
}

/** The server's HTML of a form in the page (the page's token written in), its island started. */
function serve(tree: ReactNode) {
  document.body.innerHTML = `<main>${renderToString(tree)}</main>`;
  const token = document.querySelector<HTMLInputElement>(`input[name="${TOKEN_FIELD}"]`);
  token?.setAttribute('value', PAGE_TOKEN);
  if (token) token.value = PAGE_TOKEN;
  const form = document.querySelector<HTMLFormElement>('form[data-island="site-form"]');
  if (!form) throw new Error('no site form island in the markup');
  start(form);
  return { form, user: userEvent.setup() };
}

/** The server's answers: tokens handed out (or refused), the form's post answered with `body`. */
function answer(body: unknown, status = 200, type = 'application/json', { tokens = true } = {}) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === TOKEN_ENDPOINT
      ? tokens
        ? Response.json({ token: SCRIPT_TOKEN })
        : new Response('Service Unavailable', { status: 503 })
      : new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'content-type': type },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const posts = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(
    ([url]) => url !== TOKEN_ENDPOINT,
  );
const field = (name: string) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the site form island', () => {
  it('checks in the browser first: messages in the server slots, focus on the first, nothing sent', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' });
    const { form, user } = serve(contactForm({}));
    expect(form.noValidate).toBe(true);
    await user.type(field('Email'), 'nope');
    await user.click(sendButton());
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field('Email')).toHaveAccessibleDescription(
      'Please enter an email address like name@example.com.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention');
    expect(posts(fetchMock)).toHaveLength(0);
    // A field put right loses its message as it is typed.
    await user.type(field('Name'), 'Ada');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).not.toHaveAccessibleDescription();
    expect(document.getElementById(`${field('Name').id}-error`)).not.toBeVisible();
  });

  it('sends once however often it is clicked, with its own token and the page’s, then clears', async () => {
    let release: (value: Response) => void = () => {};
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      url === TOKEN_ENDPOINT
        ? Promise.resolve(Response.json({ token: SCRIPT_TOKEN }))
        : new Promise<Response>((resolve) => {
            release = resolve;
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { form, user } = serve(contactForm({}));
    await user.type(field('Name'), 'Ada');
    expect(fetchMock).toHaveBeenCalledWith(TOKEN_ENDPOINT, expect.anything());
    await user.type(field('Email'), 'ada@example.com');
    await user.click(sendButton());
    await user.click(sendButton());
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    await user.click(sendButton());
    expect(posts(fetchMock)).toHaveLength(1);
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    const [url, init] = posts(fetchMock)[0] ?? [];
    expect(url).toBe('/api/forms/message');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get(TOKEN_FIELD)).toBe(SCRIPT_TOKEN);
    expect(body.get(PAGE_TOKEN_FIELD)).toBe(PAGE_TOKEN);
    expect(body.get('name')).toBe('Ada');
    release(Response.json({ status: 'sent', kind: 'message' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Message sent. We reply soon.'),
    );
    expect(within(screen.getByRole('status')).getByText('Message sent.').tagName).toBe('STRONG');
    expect(form).not.toHaveAttribute('aria-busy');
    expect(field('Name')).toHaveValue('');
  });

  it('keeps the token the server wrote into the page when none can be fetched', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' }, 200, 'application/json', {
      tokens: false,
    });
    const { user } = serve(contactForm({}));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(sendButton());
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = new URLSearchParams(String(posts(fetchMock)[0]?.[1].body));
    expect(body.get(TOKEN_FIELD)).toBe(PAGE_TOKEN);
  });

  it('sends an internationalised address the browser’s own email check refuses', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' });
    const { user } = serve(contactForm({}));
    await user.type(field('Name'), 'Li');
    await user.type(field('Email'), '用户@例子.广告');
    expect(field('Email')).toBeInvalid();
    await user.click(sendButton());
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });

  it('asks for a choice in a select submitted empty, then clears the message once one is made', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'quote' });
    const { user } = serve(<ServiceSelectForm />);
    const select = screen.getByRole('combobox', { name: 'Services' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a service.');
    expect(select).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
    await user.selectOptions(select, 'house-renovation');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).toHaveValue('house-renovation');
  });

  it("puts the server's messages beside the fields and focuses the first, keeping what was typed", async () => {
    answer(
      {
        status: 'invalid',
        errors: { email: 'Please enter an email address like name@example.com.' },
        values: {},
      },
      422,
    );
    const { user } = serve(contactForm({}));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example');
    await user.click(sendButton());
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription(
      'Please enter an email address like name@example.com.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('One field needs attention');
    expect(field('Name')).toHaveValue('Ada');
  });

  it('tells the visitor to call or email when there is no server to take the form', async () => {
    answer('<html>Not Found</html>', 404, 'text/html');
    const { user } = serve(contactForm({}));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(sendButton());
    const status = await screen.findByText(/cannot be sent online/);
    expect(status).toHaveTextContent('Please call +1 555 0100 or email office@example.com.');
    expect(screen.getByRole('link', { name: 'office@example.com' })).toHaveAttribute(
      'href',
      'mailto:office@example.com',
    );
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(field('Name')).toHaveValue('Ada');
  });

  it('asks the visitor to wait when the server limits the connection', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === TOKEN_ENDPOINT
        ? Response.json({ token: SCRIPT_TOKEN })
        : new Response('', { status: 429, headers: { 'retry-after': '42' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = serve(contactForm({}));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('wait 42 seconds'));
  });

  it("takes over the messages of the server's answer to a post without script", async () => {
    const { user } = serve(
      contactForm({
        initial: {
          status: 'invalid',
          errors: { name: 'Please enter your name.' },
          values: { name: '', email: 'kept@example.com' },
        },
      }),
    );
    expect(field('Email')).toHaveValue('kept@example.com');
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    await user.type(field('Name'), 'Ada');
    expect(field('Name')).not.toHaveAccessibleDescription();
  });

  it('ends a sent message on its confirmation in the form’s place: heading focused, reference shown', async () => {
    const fetchMock = answer({
      status: 'sent',
      kind: 'message',
      reference: 'M-000K',
      answer: { at: '2026-11-30T23:00:00.000Z', words: 'by Monday 15:00' },
    });
    const { user } = serve(contactForm({ confirms: true }));
    await user.type(field('Name'), 'Lee');
    await user.type(field('Email'), 'lee@example.com');
    await user.click(sendButton());
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading).toHaveFocus();
    // The thank-you page's words and way back.
    expect(heading).toHaveTextContent(THANK_YOU_PAGES.message.title);
    expect(screen.getByText(THANK_YOU_PAGES.message.lead)).toBeVisible();
    expect(screen.getByText(THANK_YOU_PAGES.message.text)).toBeVisible();
    expect(screen.getByText(/The office answers by Monday 15:00/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // The script sent where the visit came from, read from the page.
    const body = new URLSearchParams(String(posts(fetchMock)[0]?.[1].body));
    expect(body.get(VISIT_FIELDS.sourcePage)).toBe(window.location.pathname);
    expect(body.get(VISIT_FIELDS.entryPage)).toBe(window.location.href);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toBeInTheDocument();
    expect(document.querySelector('[data-reference]')).toHaveTextContent('M-000K');
    const time = document.querySelector('time[data-answer-by]');
    expect(time).toHaveTextContent('by Monday 15:00');
    expect(time).toHaveAttribute('datetime', '2026-11-30T23:00:00.000Z');
    expect(document.body).toHaveTextContent('with your reference M-000K.');
    expect(document.body.textContent).not.toMatch(/\{reference\}|\{answer\}/);
  });

  it('the footer sign-up confirms in place, in the footer’s colours, with the same words for a known address', async () => {
    const outcomes = ['subscribed', 'already'];
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === TOKEN_ENDPOINT
        ? Response.json({ token: SCRIPT_TOKEN })
        : Response.json({ status: 'sent', kind: 'subscribe', outcome: outcomes.shift() }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = serve(<SubscribeForm contact={contact} />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter email.');
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Please check your inbox'),
    );
    expect(screen.getByRole('status').firstElementChild).toHaveClass('text-inverse-fg');
    expect(posts(fetchMock)[0]?.[0]).toBe('/api/forms/subscribe');
    expect(email).toHaveValue('');
    // user-event keeps its own idea of a field's value; reset() changes it behind its back.
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Please check your inbox: if this address is not on our list yet/,
      ),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent(/already/);
  });

  it('the footer sign-up explains an invalid address without losing what was typed or sending it', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'subscribe', outcome: 'subscribed' });
    const { user } = serve(<SubscribeForm contact={contact} />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/email address like name@example.com/);
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('binds the quote form’s file picker: its message joins the hint, a send without files is a plain fetch', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'quote' });
    const { form, user } = serve(
      <MemoryRouter>
        <QuoteForm
          services={[{ value: 'interior-design', label: 'Interior design' }]}
          contact={contact}
          islands
        />
      </MemoryRouter>,
    );
    expect(form.querySelector('template[data-file-item]')).not.toBeNull();
    const files = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!files) throw new Error('no file input');
    const hint = files.getAttribute('aria-describedby');
    files.setCustomValidity('Please choose at most 10 files; remove 1.');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(files).toHaveAccessibleDescription(/at most 10 files; remove 1\.$/);
    expect(files.getAttribute('aria-describedby')).toBe(`${hint} ${files.id}-error`);
    expect(posts(fetchMock)).toHaveLength(0);
    // Put right (the picker's own code needs a browser's DataTransfer: quote-files.spec.ts).
    files.setCustomValidity('');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(files.getAttribute('aria-describedby')).toBe(hint);
    expect(files).not.toHaveAttribute('aria-invalid');
  });
});
