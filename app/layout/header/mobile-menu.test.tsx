import '../test-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <p>Now at {pathname}</p>
    </>
  );
}

async function openMobileMenu() {
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(<Stub initialEntries={['/']} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  const button = (name: string) => within(dialog).getByRole('button', { name });
  return { user, dialog, button };
}

describe('MobileMenu', () => {
  it('opens as a dialog holding the navigation, Get Started and contact details', async () => {
    const { dialog } = await openMobileMenu();
    expect(within(dialog).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
    expect(within(dialog).getByRole('link', { name: /@/ })).toBeInTheDocument();
  });

  it('expands one submenu per level: opening one collapses its sibling', async () => {
    const { user, button } = await openMobileMenu();
    await user.click(button('Pages'));
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Portfolio'));
    expect(button('Portfolio')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one expanded per nested level too', async () => {
    const { user, button } = await openMobileMenu();
    await user.click(button('Pages'));
    await user.click(button('Services'));
    await user.click(button('Team'));
    expect(button('Team')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses the open submenu when it is pressed again', async () => {
    const { user, dialog, button } = await openMobileMenu();
    await user.click(button('Blog'));
    expect(within(dialog).getByRole('link', { name: 'Blog Grid' })).toBeInTheDocument();
    await user.click(button('Blog'));
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Blog Grid' })).not.toBeInTheDocument();
  });

  it('closes after following a link and returns focus to the menu button', async () => {
    const { user, dialog, button } = await openMobileMenu();
    await user.click(button('Pages'));
    await user.click(within(dialog).getByRole('link', { name: 'FAQ' }));
    expect(screen.getByText('Now at /faq')).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openMobileMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog).not.toHaveAttribute('open');
  });
});
