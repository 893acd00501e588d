import '../test-polyfills';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../../content/navigation';
import { MobileMenu } from './mobile-menu';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <MobileMenu id="menu" items={mainMenu} />
      <p>Now at {pathname}</p>
    </>
  );
}

async function renderMenu() {
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(<Stub initialEntries={['/']} />);
  // A closed dialog is hidden, and jsdom then computes no accessible name: find it by id.
  const dialog = await waitFor(() => {
    const found = document.getElementById('menu');
    if (!found) throw new Error('no menu dialog');
    return found;
  });
  return { user: userEvent.setup(), dialog };
}

const summary = (dialog: HTMLElement, label: string) =>
  Array.from(dialog.querySelectorAll('summary')).find((s) => s.textContent === label);

describe('MobileMenu', () => {
  it('is a closed dialog holding the navigation, Get Started and contact details', async () => {
    const { dialog } = await renderMenu();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('aria-label', 'Menu');
    expect(dialog).not.toHaveAttribute('open');
    expect(within(dialog).getByRole('navigation', { name: 'Main', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Get Started', hidden: true })).toHaveAttribute(
      'href',
      '/request-quote',
    );
  });

  it('names each level’s submenus alike, so the browser keeps one expanded per level', async () => {
    const { dialog } = await renderMenu();
    const pages = summary(dialog, 'Pages')?.parentElement;
    const portfolio = summary(dialog, 'Portfolio')?.parentElement;
    const team = summary(dialog, 'Team')?.parentElement;
    const services = summary(dialog, 'Services')?.parentElement;
    expect(pages?.tagName).toBe('DETAILS');
    expect(pages).toHaveAttribute('name', 'mobile-menu-level-0');
    expect(portfolio).toHaveAttribute('name', 'mobile-menu-level-0');
    expect(team).toHaveAttribute('name', 'mobile-menu-level-1');
    expect(services).toHaveAttribute('name', 'mobile-menu-level-1');
    expect(pages).toContainElement(team ?? null);
  });

  it('closes itself by invoker command from its close button', async () => {
    const { dialog } = await renderMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('commandfor', 'menu');
    expect(close).toHaveAttribute('command', 'close');
  });
});
