import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mainMenu } from '../content/navigation';
import { MainMenu } from '../layout/header/main-menu';
import { start } from './main-menu';

/** The desktop menu as the server renders it (every submenu closed), with its island started. */
function serverMenu() {
  document.body.innerHTML = `${renderToString(
    <MemoryRouter initialEntries={['/faq']}>
      <MainMenu items={mainMenu} />
    </MemoryRouter>,
  )}<button type="button">Outside</button>`;
  const nav = document.querySelector<HTMLElement>('nav[data-island="main-menu"]');
  if (!nav) throw new Error('no main-menu island in the markup');
  start(nav);
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });
const listOf = (name: string) =>
  document.getElementById(button(name).getAttribute('aria-controls') ?? '') as HTMLElement;

describe('the main menu island', () => {
  it('opens a submenu on click, one top-level group at a time, and closes it on a second click', async () => {
    const user = serverMenu();
    expect(listOf('Portfolio').hidden).toBe(true);
    await user.click(button('Portfolio'));
    expect(button('Portfolio')).toHaveAttribute('aria-expanded', 'true');
    expect(listOf('Portfolio').hidden).toBe(false);
    await user.click(button('Blog'));
    expect(button('Portfolio')).toHaveAttribute('aria-expanded', 'false');
    expect(listOf('Portfolio').hidden).toBe(true);
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Blog'));
    expect(listOf('Blog').hidden).toBe(true);
  });

  it('opens and enters a group with ArrowDown, moves with the arrows, and Escape returns focus', async () => {
    const user = serverMenu();
    button('Pages').focus();
    await user.keyboard('{ArrowDown}');
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'true');
    const entries = [...listOf('Pages').querySelectorAll<HTMLElement>(':scope > li > *')];
    expect(document.activeElement).toBe(entries[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(entries[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(entries.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(entries[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(entries.at(-1));
    await user.keyboard('{Escape}');
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Pages')).toHaveFocus();
  });

  it('enters a nested group with ArrowRight and leaves it with ArrowLeft, its parent still open', async () => {
    const user = serverMenu();
    const nested = listOf('Pages').querySelector<HTMLButtonElement>('button[aria-controls]');
    if (!nested) throw new Error('the Pages menu has no nested group');
    await user.click(button('Pages'));
    nested.focus();
    await user.keyboard('{ArrowRight}');
    expect(nested).toHaveAttribute('aria-expanded', 'true');
    const inner = document.getElementById(nested.getAttribute('aria-controls') ?? '');
    expect(inner?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    expect(nested).toHaveFocus();
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on hover and closes shortly after the pointer leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = serverMenu();
      await user.hover(button('Home'));
      expect(button('Home')).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(button('Home'));
      expect(button('Home')).toHaveAttribute('aria-expanded', 'true');
      vi.advanceTimersByTime(400);
      expect(button('Home')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('flies a nested submenu out; Escape closes the innermost, then its parent, focus returning each time', async () => {
    const user = serverMenu();
    await user.click(button('Pages'));
    await user.click(button('Team'));
    expect(listOf('Team').hidden).toBe(false);
    screen.getByRole('link', { name: 'Team 02' }).focus();
    await user.keyboard('{Escape}');
    expect(button('Team')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Team')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button('Pages')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Pages')).toHaveFocus();
  });

  it('closes when focus leaves the menu', async () => {
    const user = serverMenu();
    await user.click(button('Home'));
    screen.getByRole('link', { name: 'Contact' }).focus();
    expect(button('Home')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button('Outside')).toHaveFocus();
    expect(button('Home')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes everything on a press outside the menu', async () => {
    const user = serverMenu();
    await user.click(button('Portfolio'));
    await user.click(button('Outside'));
    expect(button('Portfolio')).toHaveAttribute('aria-expanded', 'false');
    expect(listOf('Portfolio').hidden).toBe(true);
  });
});
