import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './admin-shell';

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
      'Alerts',
      'Privacy',
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

  it('shows only the company and the way back to the site when signed out', () => {
    renderShell(null, '/admin/sign-in');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Test Builders' })).toHaveAttribute('href', '/admin');
  });
});
