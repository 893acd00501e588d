import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contactDetails } from '../../content/contact';
import { contactView } from '../../content/contact-view';
import { site } from '../../content/site';
import { ContactContext } from '../use-contact';
import { SiteHeader } from './site-header';

/** The contact details the root layout provides (the seed's, here). */
const contact = contactView(contactDetails);

function renderHeader() {
  const Stub = createRoutesStub([{ path: '*', Component: SiteHeader }]);
  render(
    <ContactContext value={contact}>
      <Stub initialEntries={['/faq']} />
    </ContactContext>,
  );
  return userEvent.setup();
}

/** The dialog a header button opens (closed, so found by its id rather than its role). */
const dialogOf = (button: HTMLElement) => {
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('the button opens no dialog');
  return dialog;
};

describe('SiteHeader', () => {
  it('links the logo home under the company name and offers Get Started', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: site.name })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute(
      'href',
      '/request-quote',
    );
  });

  it('opens the search box as a popover from its icon, with a close button for it', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('command', 'toggle-popover');
    const box = document.getElementById(toggle.getAttribute('commandfor') ?? '');
    expect(box).toHaveAttribute('popover', 'auto');
    const field = within(box as HTMLElement).getByRole('searchbox', { hidden: true });
    expect(field).toHaveAttribute('placeholder', 'Search Here.....');
    const close = within(box as HTMLElement).getByRole('button', {
      name: 'Close search',
      hidden: true,
    });
    expect(close).toHaveAttribute('commandfor', box?.id);
    expect(close).toHaveAttribute('command', 'hide-popover');
  });

  it('sends the query to the search page with a plain GET form (its island adds the suggestions)', () => {
    renderHeader();
    const form = screen.getByRole('search', { hidden: true });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { hidden: true })).toHaveAttribute('name', 'q');
    expect(form.closest('[popover]')).toHaveAttribute('data-island', 'search');
  });

  it('opens the info panel and the menu as dialogs by invoker command', () => {
    renderHeader();
    for (const [opener, name] of [
      ['Open info panel', `About ${site.shortName}`],
      ['Open menu', 'Menu'],
    ] as const) {
      const button = screen.getByRole('button', { name: opener });
      expect(button).toHaveAttribute('command', 'show-modal');
      const dialog = dialogOf(button);
      expect(dialog).toHaveAttribute('aria-label', name);
    }
  });

  it('shows contact links in the side panel', () => {
    renderHeader();
    const panel = dialogOf(screen.getByRole('button', { name: 'Open info panel' }));
    expect(
      within(panel).getByRole('link', { name: contact.phone.display, hidden: true }),
    ).toHaveAttribute('href', contact.phone.href);
    expect(within(panel).getByRole('link', { name: contact.email, hidden: true })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
  });
});
