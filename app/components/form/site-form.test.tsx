import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_ENDPOINT } from '../../browser/form-token';
import { constraintsOf } from '../../forms/constraints';
import type { FormResult } from '../../forms/form-result';
import { PAGE_TOKEN_FIELD, TOKEN_FIELD } from '../../forms/parse-form';
import { contactSchema } from '../../forms/schemas';
import { Button } from '../button';
import { FormField } from './form-field';
import { NameEmailFields } from './name-email-fields';
import { SiteForm } from './site-form';

const contact = {
  phone: { display: '+1 555 0100', href: 'tel:+15550100' },
  email: 'office@example.com',
};
const field = (name: string) => screen.getByRole('textbox', { name });

function contactForm(initial?: FormResult) {
  return (
    <SiteForm
      label="Send Message"
      kind="message"
      action="/contact-us"
      constraints={constraintsOf(contactSchema)}
      initial={initial}
      contact={contact}
      sentMessage={{ text: 'Message sent.' }}
    >
      <NameEmailFields />
      <FormField label="Message" name="message" multiline />
      <Button type="submit">Send Message</Button>
    </SiteForm>
  );
}

function renderForm(initial?: FormResult) {
  render(contactForm(initial));
  return userEvent.setup();
}

const SCRIPT_TOKEN = 'token-fetched-by-the-script';

/** The token endpoint's answer, as the server gives it (or a failure). */
const tokenAnswer = (ok = true) =>
  ok
    ? new Response(JSON.stringify({ token: SCRIPT_TOKEN }), {
        headers: { 'content-type': 'application/json' },
      })
    : new Response('Service Unavailable', { status: 503 });

/** The network answer the form's script gets, as the server gives it; tokens are handed out. */
function answer(body: unknown, status = 200, type = 'application/json', { tokens = true } = {}) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === TOKEN_ENDPOINT
      ? tokenAnswer(tokens)
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': type } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The form posts among the calls (the token requests left out). */
const posts = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(
    ([url]) => url !== TOKEN_ENDPOINT,
  );
const postedToken = (fetchMock: ReturnType<typeof vi.fn>) =>
  new URLSearchParams(String(posts(fetchMock)[0]?.[1].body)).get(TOKEN_FIELD);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteForm', () => {
  it('is a real post form with the schema constraints, so it works before and without script', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Send Message' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact-us');
    expect(field('Name')).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message')).not.toBeRequired();
    expect(field('Message')).toHaveAttribute('maxlength', '5000');
    expect(document.querySelectorAll('[data-required-marker]')).toHaveLength(2);
  });

  it('checks in the browser first: messages beside the fields, focus on the first, nothing sent', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' });
    const user = renderForm();
    await user.type(field('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends once however often it is clicked, announces the result and clears the sent form', async () => {
    let release: (value: Response) => void = () => {};
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      url === TOKEN_ENDPOINT
        ? Promise.resolve(tokenAnswer())
        : new Promise<Response>((resolve) => {
            release = resolve;
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Send Message' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    await user.click(button);
    expect(posts(fetchMock)).toHaveLength(1);
    expect(posts(fetchMock)[0]?.[0]).toBe('/api/forms/message');
    expect(postedToken(fetchMock)).toBe(SCRIPT_TOKEN);
    release(
      new Response(JSON.stringify({ status: 'sent', kind: 'message' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Message sent.'));
    expect(field('Name')).toHaveValue('');
  });

  it('sends the token it fetched when the visitor started on the form', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' });
    const user = renderForm();
    await user.type(field('Name'), 'Ada');
    expect(fetchMock).toHaveBeenCalledWith(TOKEN_ENDPOINT, expect.anything());
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(postedToken(fetchMock)).toBe(SCRIPT_TOKEN);
  });

  /** The pre-rendered form, with the token the server wrote over the placeholder, hydrated. */
  async function hydratedForm() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(contactForm());
    document.body.append(container);
    const hidden = container.querySelector<HTMLInputElement>(`input[name="${TOKEN_FIELD}"]`);
    if (!hidden) throw new Error('token field missing');
    hidden.setAttribute('value', 'token-of-the-page');
    hidden.value = 'token-of-the-page';
    const root = await act(async () => hydrateRoot(container, contactForm()));
    const user = userEvent.setup();
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    return () => {
      act(() => root.unmount());
      container.remove();
    };
  }

  it('sends its own token with the page’s beside it, which tells when the page was handed out', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' });
    const done = await hydratedForm();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = new URLSearchParams(String(posts(fetchMock)[0]?.[1].body));
    expect(body.get(TOKEN_FIELD)).toBe(SCRIPT_TOKEN);
    expect(body.get(PAGE_TOKEN_FIELD)).toBe('token-of-the-page');
    done();
  });

  it('keeps the token the server wrote into the page when none can be fetched', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' }, 200, 'application/json', {
      tokens: false,
    });
    const done = await hydratedForm();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(postedToken(fetchMock)).toBe('token-of-the-page');
    done();
  });

  it('sends an internationalised address the browser’s own email check refuses', async () => {
    const fetchMock = answer({ status: 'sent', kind: 'message' });
    const user = renderForm();
    await user.type(field('Name'), 'Li');
    await user.type(field('Email'), '用户@例子.广告');
    expect(field('Email')).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });

  it("shows the server's messages and focuses the first field in error, keeping what was typed", async () => {
    answer(
      {
        status: 'invalid',
        errors: { email: 'Please enter an email address like name@example.com.' },
        values: {},
      },
      422,
    );
    const user = renderForm();
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription(
      'Please enter an email address like name@example.com.',
    );
    expect(field('Name')).toHaveValue('Ada');
  });

  it('tells the visitor to call or email when there is no server to take the form', async () => {
    answer('<html>Not Found</html>', 404, 'text/html');
    const user = renderForm();
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = await screen.findByText(/cannot be sent online/);
    expect(status).toHaveTextContent('+1 555 0100');
    expect(screen.getByRole('link', { name: 'office@example.com' })).toHaveAttribute(
      'href',
      'mailto:office@example.com',
    );
    expect(field('Name')).toHaveValue('Ada');
  });

  it("restores the values and messages of the server's answer to a post without script", () => {
    renderForm({
      status: 'invalid',
      errors: { name: 'Please enter your name.' },
      values: { name: '', email: 'kept@example.com' },
    });
    expect(field('Email')).toHaveValue('kept@example.com');
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
  });
});
