import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PeriodKey } from '../../../../server/stats/report-types';
import { PeriodPicker } from './period-picker';
import { viewState } from './stats-sort';

function renderPicker(
  current: PeriodKey,
  query: string,
  typed = { from: '2026-10-28', to: '2026-11-26' },
  error?: string,
) {
  const state = viewState(new URLSearchParams(query));
  // <Form> needs a data router.
  const router = createMemoryRouter(
    [
      {
        path: '/admin/stats',
        element: <PeriodPicker current={current} typed={typed} error={error} state={state} />,
      },
    ],
    { initialEntries: [`/admin/stats?${query}`] },
  );
  render(<RouterProvider router={router} />);
}

describe('PeriodPicker', () => {
  it('marks the current preset and links each choice, keeping the sort', () => {
    renderPicker('7d', 'period=7d&sort=pages.rate&dir=asc');
    const week = screen.getByRole('link', { name: '7 days' });
    expect(week).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '30 days' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '12 months' })).toHaveAttribute(
      'href',
      '/admin/stats?period=12m&sort=pages.rate&dir=asc',
    );
  });

  it('is a GET form for a custom range, which carries the sort along', () => {
    renderPicker('30d', 'sort=devices.views&dir=desc&all=pages');
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/admin/stats');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({
      period: 'custom',
      sort: 'devices.views',
      dir: 'desc',
      all: 'pages',
      from: '2026-10-28',
      to: '2026-11-26',
    });
  });

  it('marks a custom period as the one shown', () => {
    renderPicker('custom', 'period=custom&from=2026-03-01&to=2026-03-31', {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(screen.getByText('shown')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '30 days' })).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-01');
  });

  it('says what is wrong with a custom range and keeps what was typed', () => {
    renderPicker(
      '30d',
      'period=custom&from=2026-11-10&to=2026-11-01',
      { from: '2026-11-10', to: '2026-11-01' },
      'The start date must not be after the end date.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date. Meanwhile the last 30 days are shown.',
    );
    const first = screen.getByLabelText('Start date');
    expect(first).toHaveValue('2026-11-10');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(/must not be after/);
    expect(screen.getByLabelText('End date')).toHaveValue('2026-11-01');
    // No preset is marked while the refused range is on screen.
    expect(screen.getByRole('link', { name: '30 days' })).not.toHaveAttribute('aria-current');
  });
});
