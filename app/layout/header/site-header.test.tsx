import '../test-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

function renderHeader() {
  const Stub = createRoutesStub([{ path: '*', Component: SiteHeader }]);
  render(<Stub initialEntries={['/faq']} />);
  return userEvent.setup();
}

describe('SiteHeader', () => {
  it('links the logo home under the company name and offers Get Started', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Corbel Construction' })[0]).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute(
      'href',
      '/request-quote',
    );
  });

  it('opens the search box with focus in the field and closes it with Escape', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The field becomes a combobox once the suggestions' code has loaded, and keeps focus.
    const field = await screen.findByRole('combobox', { name: 'Search' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('placeholder', 'Search Here.....');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('sends the query to the search page with a GET form', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(await screen.findByRole('combobox', { name: 'Search' })).toHaveAttribute('name', 'q');
  });

  it('opens the side panel with contact details and returns focus when it closes', async () => {
    const user = renderHeader();
    const opener = screen.getByRole('button', { name: 'Open info panel' });
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'About Corbel' });
    expect(within(panel).getByRole('link', { name: /\+1/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(panel).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await user.click(within(panel).getByRole('button', { name: 'Close panel' }));
    expect(panel).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes the side panel with Escape', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open info panel' }));
    await screen.findByRole('dialog', { name: 'About Corbel' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open info panel' })).toHaveFocus();
  });
});
