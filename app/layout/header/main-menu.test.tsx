import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mainMenu } from '../../content/navigation';
import { MainMenu } from './main-menu';

function renderMenu(path = '/faq') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainMenu items={mainMenu} />
      <button type="button">Outside</button>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });

describe('MainMenu', () => {
  it('is a navigation landmark named Main with the five top-level entries', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    for (const name of ['Home', 'Pages', 'Portfolio', 'Blog']) {
      expect(button(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us');
  });

  it('opens a submenu on click and closes it on a second click', async () => {
    const user = renderMenu();
    await user.click(button('Portfolio'));
    expect(button('Portfolio')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '3 Columns' })).toHaveAttribute(
      'href',
      '/portfolio/3-columns',
    );
    await user.click(button('Portfolio'));
    expect(button('Portfolio')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '3 Columns' })).not.toBeInTheDocument();
  });

  it('points each disclosure button at the submenu it controls', async () => {
    const user = renderMenu();
    await user.click(button('Blog'));
    const list = document.getElementById(button('Blog').getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByRole('link', { name: 'Blog Grid' }));
  });

  it('opens on hover and closes shortly after the pointer leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderMenu();
    await user.hover(button('Home'));
    expect(button('Home')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(button('Home'));
    expect(button('Home')).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(400));
    expect(button('Home')).toHaveAttribute('aria-expanded', 'false');
    vi.useRealTimers();
  });

  it('keeps only one top-level submenu open at a time', async () => {
    const user = renderMenu();
    await user.click(button('Home'));
    await user.click(button('Pages'));
    expect(button('Home')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'true');
  });

  it('flies nested submenus out and closes them with Escape, returning focus', async () => {
    const user = renderMenu();
    await user.click(button('Pages'));
    await user.click(button('Team'));
    expect(screen.getByRole('link', { name: 'Team 02' })).toHaveAttribute('href', '/team-two');
    screen.getByRole('link', { name: 'Team 02' }).focus();
    await user.keyboard('{Escape}');
    expect(button('Team')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Team')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Pages')).toHaveFocus();
  });

  it('opens with ArrowDown, moves into the submenu and through it with arrows', async () => {
    const user = renderMenu();
    button('Blog').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Blog Grid' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Blog Standard' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Blog Details' })).toHaveFocus();
  });

  it('closes when focus leaves the menu', async () => {
    const user = renderMenu();
    await user.click(button('Home'));
    screen.getByRole('link', { name: 'Contact' }).focus();
    expect(button('Home')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button('Outside')).toHaveFocus();
    expect(button('Home')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the visitor clicks elsewhere', async () => {
    const user = renderMenu();
    await user.click(button('Home'));
    await user.click(button('Outside'));
    expect(button('Home')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page link and its group', async () => {
    const user = renderMenu('/faq');
    expect(button('Pages')).toHaveAttribute('data-current', 'true');
    await user.click(button('Pages'));
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current');
  });

  it('marks the current page the same way when the path has a trailing slash', async () => {
    const user = renderMenu('/faq/');
    expect(button('Pages')).toHaveAttribute('data-current', 'true');
    await user.click(button('Pages'));
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  });
});
