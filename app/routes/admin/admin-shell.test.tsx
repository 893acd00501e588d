import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminShell } from './admin-shell';
import { OfficeTabs } from './office/office-tabs';

function renderShell(person: Parameters<typeof AdminShell>[0]['person'], path = '/admin') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminShell company="Test Builders" person={person}>
        <h1>Screen</h1>
      </AdminShell>
    </MemoryRouter>,
  );
}

/** The desktop header's section strip (the phone menu holds the same links in its dialog). */
const strip = () => {
  const nav = document.querySelector<HTMLElement>('header nav[aria-label="Admin"]');
  if (!nav) throw new Error('no section strip');
  return nav;
};

describe('AdminShell', () => {
  it('gives owners every section and marks the current one', () => {
    renderShell({ name: 'Olive Owner', email: 'o@example.com', role: 'owner' }, '/admin/people');
    const nav = strip();
    // Plain DOM queries: role queries over the whole frame are slow in jsdom.
    const names = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(names).toEqual([
      'Leads',
      'Comments',
      'Visits',
      'Content',
      'Tags and categories',
      'Statistics',
      'People',
      'Settings',
      'Office',
      'Audit log',
      'Account',
    ]);
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('People');
    expect(screen.getAllByText(/Signed in as/)[0]).toHaveTextContent(
      'Signed in as Olive Owner (owner)',
    );
    expect(screen.getAllByRole('button', { name: 'Sign out' })[0]).toBeInTheDocument();
    expect(document.querySelector('main#main h1')).toHaveTextContent('Screen');
  });

  it('marks Settings, not Content, on the settings documents', () => {
    renderShell(
      { name: 'Ed', email: 'e@example.com', role: 'editor' },
      '/admin/content/settings/9',
    );
    const nav = strip();
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Settings');
    expect(within(nav).getByRole('link', { name: 'Content' })).not.toHaveAttribute('aria-current');
  });

  it('leaves People, the audit log, Alerts and Privacy out of an editor’s sections', () => {
    renderShell({ name: 'Ed', email: 'e@example.com', role: 'editor' });
    const nav = strip();
    expect(within(nav).queryByRole('link', { name: 'People' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Alerts' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Office' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Privacy' })).toBeNull();
    // Editors moderate comments too (decision 054).
    expect(within(nav).getByRole('link', { name: 'Comments' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks Office, and the screen among its views, on the alerts and privacy screens', () => {
    for (const [path, view] of [
      ['/admin/office', 'Answers and forms'],
      ['/admin/office/menus', 'Menus and pages'],
      ['/admin/alerts', 'Alerts'],
      ['/admin/privacy', 'Privacy'],
    ] as const) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[path]}>
          <AdminShell
            company="Test Builders"
            person={{ name: 'O', email: 'o@example.com', role: 'owner' }}
          >
            <OfficeTabs />
          </AdminShell>
        </MemoryRouter>,
      );
      expect(strip().querySelector('[aria-current="page"]')).toHaveTextContent('Office');
      const views = screen.getByRole('navigation', { name: 'Office screens' });
      expect(views.querySelector('[aria-current="page"]')).toHaveTextContent(view);
      unmount();
    }
  });

  it('shows only the company and the way back to the site when signed out', () => {
    renderShell(null, '/admin/sign-in');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    for (const link of screen.getAllByRole('link', { name: 'Test Builders' })) {
      expect(link).toHaveAttribute('href', '/admin');
    }
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('on a phone: the company, the screen’s section and one Menu button that opens the menu', () => {
    renderShell({ name: 'Olive Owner', email: 'o@example.com', role: 'owner' }, '/admin/leads/7');
    const compact = document.querySelector('header > div');
    expect(compact).toHaveTextContent('Test Builders/Leads');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The menu: a modal dialog (the browser keeps focus inside and gives it back to the button).
    const menu = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(menu instanceof HTMLDialogElement)) throw new Error('Menu opens no dialog');
    expect(menu).toHaveAttribute('aria-label', 'Menu');
    expect(menu).toHaveAttribute('closedby', 'any');
    const nav = within(menu).getByRole('navigation', { name: 'Admin', hidden: true });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(
      [...strip().querySelectorAll('a')].map((link) => link.textContent),
    );
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Leads');
    expect(within(menu).getByRole('button', { name: 'Sign out', hidden: true })).toBeDefined();
    expect(within(menu).getByRole('link', { name: 'View the site', hidden: true })).toBeDefined();
    expect(menu).toHaveTextContent('Signed in as Olive Owner (owner)');
  });

  it('closes the menu when one of its links changes the screen', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/admin/*',
          element: (
            <AdminShell
              company="Test Builders"
              person={{ name: 'O', email: 'o@example.com', role: 'owner' }}
            >
              <h1>Screen</h1>
            </AdminShell>
          ),
        },
      ],
      { initialEntries: ['/admin'] },
    );
    render(<RouterProvider router={router} />);
    const menu = document.getElementById('admin-menu') as HTMLDialogElement;
    // jsdom has no showModal: the open attribute is what close() takes away.
    menu.setAttribute('open', '');
    const closed = vi.fn(() => menu.removeAttribute('open'));
    menu.close = closed;
    within(menu).getByRole('link', { name: 'People', hidden: true }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/people'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(document.querySelector('header > div')).toHaveTextContent('Test Builders/People');
  });

  it('leaves the way to the public site to the browser: the router never renders a public page', () => {
    // Public pages are islands pages (decision 047): a client-side <Link> from the admin would
    // have the admin's router render one with React instead of loading its document.
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          element: (
            <AdminShell company="Test Builders" person={null}>
              <h1>Screen</h1>
            </AdminShell>
          ),
        },
        { path: '/', element: <h1>Public home rendered by the router</h1> },
      ],
      { initialEntries: ['/admin'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getAllByRole('link', { name: 'View the site' })[0] as HTMLElement;
    // jsdom has no document navigation: keep it from reporting one it cannot do (on the
    // window, after the router's own click handler has seen the click).
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    link.click();
    window.removeEventListener('click', stop);
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByText('Public home rendered by the router')).toBeNull();
  });
});
