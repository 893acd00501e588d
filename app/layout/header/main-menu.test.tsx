import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../../content/navigation';
import { MainMenu } from './main-menu';

// The menu's markup, every submenu closed; what it does is its island's
// (app/islands/main-menu.test.tsx: click, hover, keys, Escape, focus leaving, a press outside).
function renderMenu(path = '/faq') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainMenu items={mainMenu} />
    </MemoryRouter>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const link = (name: string) => screen.getByRole('link', { name, hidden: true });

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

  it('points each disclosure button at the closed submenu it controls', () => {
    renderMenu();
    const list = document.getElementById(button('Blog').getAttribute('aria-controls') ?? '');
    expect(list).toHaveAttribute('hidden');
    expect(list).toContainElement(link('Blog Grid'));
    expect(link('3 Columns')).toHaveAttribute('href', '/portfolio/3-columns');
  });

  it('marks the current page link and its group', () => {
    renderMenu('/faq');
    expect(button('Pages')).toHaveAttribute('data-current', 'true');
    expect(link('FAQ')).toHaveAttribute('aria-current', 'page');
    expect(link('History')).not.toHaveAttribute('aria-current');
  });

  it('marks the current page the same way when the path has a trailing slash', () => {
    renderMenu('/faq/');
    expect(button('Pages')).toHaveAttribute('data-current', 'true');
    expect(link('FAQ')).toHaveAttribute('aria-current', 'page');
  });
});
