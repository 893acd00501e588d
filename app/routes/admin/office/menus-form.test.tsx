import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteMenus } from '../../../site-options/site-menus';
import { MenusForm } from './menus-form';

const MENUS: SiteMenus = {
  main: [
    { label: 'Home', to: '/' },
    { label: 'Pages', children: [{ label: 'About Us', to: '/about-us' }] },
    { label: 'Contact', to: '/contact-us' },
  ],
  quickLinks: [{ label: 'Blog', to: '/blog' }],
  supportLinks: [],
};

function Page() {
  return (
    <MenusForm
      menus={MENUS}
      isDefault
      hiddenPages={['/team-three']}
      hideable={[{ path: '/team-three', label: 'Team 03' }]}
      portfolioColumns={3}
      choices={[{ label: 'FAQ', to: '/faq' }]}
    />
  );
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);

function renderForm() {
  const view = render(<Stub />);
  const posted = () =>
    JSON.parse(
      (view.container.querySelector('input[name="menus"]') as HTMLInputElement).value,
    ) as SiteMenus;
  return { posted };
}

// The editor's state and keyboard use; the server's check of what it posts is
// tests/server/menus-pages.test.ts.
describe('the menu editor', () => {
  it('moves an entry with its buttons, keeps focus on the moved entry and says where it went', async () => {
    const user = userEvent.setup();
    const { posted } = renderForm();
    const down = screen.getByRole('button', { name: 'Move Home down' });
    await user.click(down);
    expect(posted().main.map((item) => item.label)).toEqual(['Pages', 'Home', 'Contact']);
    expect(screen.getByRole('button', { name: 'Move Home down' })).toHaveFocus();
    expect(screen.getByText('Home moved to place 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    // Last now: Down is disabled, so focus goes to Up.
    expect(posted().main.map((item) => item.label)).toEqual(['Pages', 'Contact', 'Home']);
    expect(screen.getByRole('button', { name: 'Move Home down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Home up' })).toHaveFocus();
  });

  it('renames, adds to a submenu, removes, and offers the site’s pages as addresses', async () => {
    const user = userEvent.setup();
    const { posted } = renderForm();
    const header = screen.getByRole('group', { name: 'Header menu' });
    await user.click(within(header).getByRole('button', { name: 'Add a link to Pages' }));
    // Focus is in the new entry's label.
    await user.keyboard('Our FAQ');
    const address = within(header).getAllByRole('combobox').at(-2) as HTMLInputElement;
    expect(address.getAttribute('list')).toBeTruthy();
    await user.type(address, '/faq');
    await user.click(screen.getByRole('button', { name: 'Remove Contact' }));
    expect(posted().main).toEqual([
      { label: 'Home', to: '/' },
      {
        label: 'Pages',
        children: [
          { label: 'About Us', to: '/about-us' },
          { label: 'Our FAQ', to: '/faq' },
        ],
      },
    ]);
    expect(document.querySelector('datalist option[value="/faq"]')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: /Hide Team 03/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 columns' })).toBeChecked();
  });
});
