import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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

describe('AdminShell', () => {
  it('gives owners every section and marks the current one', () => {
    renderShell({ name: 'Olive Owner', email: 'o@example.com', role: 'owner' }, '/admin/people');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    // Plain DOM queries: role queries over the whole frame are slow in jsdom.
    const names = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(names).toEqual([
      'Leads',
      'Content',
      'Statistics',
      'People',
      'Settings',
      'Office',
      'Audit log',
      'Account',
    ]);
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('People');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Olive Owner (owner)');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.querySelector('main#main h1')).toHaveTextContent('Screen');
  });

  it('marks Settings, not Content, on the settings documents', () => {
    renderShell(
      { name: 'Ed', email: 'e@example.com', role: 'editor' },
      '/admin/content/settings/9',
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Settings');
    expect(within(nav).getByRole('link', { name: 'Content' })).not.toHaveAttribute('aria-current');
  });

  it('leaves People, the audit log, Alerts and Privacy out of an editor’s sections', () => {
    renderShell({ name: 'Ed', email: 'e@example.com', role: 'editor' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'People' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Alerts' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Office' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Privacy' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks Office, and the screen among its views, on the alerts and privacy screens', () => {
    for (const [path, view] of [
      ['/admin/office', 'Answers and forms'],
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
      const nav = screen.getByRole('navigation', { name: 'Admin' });
      expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Office');
      const views = screen.getByRole('navigation', { name: 'Office screens' });
      expect(views.querySelector('[aria-current="page"]')).toHaveTextContent(view);
      unmount();
    }
  });

  it('shows only the company and the way back to the site when signed out', () => {
    renderShell(null, '/admin/sign-in');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Test Builders' })).toHaveAttribute('href', '/admin');
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
    const link = screen.getByRole('link', { name: 'View the site' });
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
