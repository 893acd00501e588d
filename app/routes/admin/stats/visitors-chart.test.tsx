import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DayPoint } from '../../../../server/stats/report-types';
import { chartPoints } from './chart-data';
import { VisitorsChart } from './visitors-chart';

/** `days` days from `from`, visitors and enquiries from the given functions of the index. */
function series(
  from: string,
  days: number,
  visitors: (i: number) => number,
  enquiries = (_: number) => 0,
) {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i): DayPoint => {
    const v = visitors(i);
    return {
      day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      views: v * 3,
      visitors: v,
      visits: v,
      enquiries: enquiries(i),
    };
  });
}

describe('VisitorsChart', () => {
  const week = series(
    '2026-11-20',
    7,
    (i) => [3, 8, 5, 0, 12, 7, 4][i] ?? 0,
    (i) => (i === 4 ? 2 : 0),
  );

  it('is an image with a one-sentence summary of the numbers', () => {
    render(<VisitorsChart series={week} bucket="day" />);
    // One drawing per screen width, each labelled alike (only one shows at a time).
    const images = screen
      .getAllByRole('img', { hidden: true })
      .filter((el) => el.tagName === 'svg');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('aria-label')).toBe(
        'Visitors and enquiries per day, 20 Nov 2026 to 26 Nov 2026: 39 visitors and 2 enquiries in all; the most visitors were 24 Nov 2026 (12).',
      );
    }
  });

  it('draws both lines, told apart by dash and marker shape as well as colour', () => {
    const { container } = render(<VisitorsChart series={week} bucket="day" />);
    const svg = container.querySelector('svg[data-chart-width="720"]') as SVGElement;
    const visitors = svg.querySelector('[data-line="visitors"]') as SVGPathElement;
    const enquiries = svg.querySelector('[data-line="enquiries"]') as SVGPathElement;
    expect(visitors.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+C/);
    expect(visitors.getAttribute('stroke-dasharray')).toBeNull();
    expect(enquiries.getAttribute('stroke-dasharray')).toMatch(/^[\d.]+ [\d.]+$/);
    expect(svg.querySelectorAll('circle')).toHaveLength(7);
    expect(svg.querySelectorAll('rect')).toHaveLength(7);
    // Ticks from zero on both scales, whole numbers only.
    const labels = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toContain('0');
    expect(labels).toContain('12');
    expect(labels).not.toContain('0.5');
    expect(labels).toContain('20 Nov');
  });

  it('gives the same numbers as a table', () => {
    render(<VisitorsChart series={week} bucket="day" />);
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[4]?.textContent).toBe('24 Nov 2026122');
  });

  it('sums twelve months per month and says so', () => {
    const year = series(
      '2025-12-01',
      361,
      () => 2,
      (i) => (i % 30 === 0 ? 1 : 0),
    );
    render(<VisitorsChart series={year} bucket="month" />);
    expect(
      screen.getByRole('heading', { name: 'Visitors and enquiries, per month' }),
    ).toBeVisible();
    const rows = within(screen.getByRole('table', { hidden: true }))
      .getAllByRole('row', { hidden: true })
      .slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]?.textContent).toBe('December 2025622');
    expect(rows[11]?.textContent).toBe('November 2026, to 26 Nov 2026521');
  });

  it('groups weeks from Monday, the first and last partial', () => {
    const points = chartPoints(
      series('2026-11-05', 12, () => 1),
      'week',
    );
    expect(points.map((point) => [point.start, point.end, point.visitors])).toEqual([
      ['2026-11-05', '2026-11-08', 4],
      ['2026-11-09', '2026-11-15', 7],
      ['2026-11-16', '2026-11-16', 1],
    ]);
  });

  it('draws a flat chart, not a broken one, when nothing happened', () => {
    const { container } = render(
      <VisitorsChart series={series('2026-11-20', 7, () => 0)} bucket="day" />,
    );
    const path = container.querySelector('[data-line="visitors"]')?.getAttribute('d') ?? '';
    expect(path).not.toMatch(/NaN/);
    expect(screen.getAllByRole('img', { hidden: true })[0]?.getAttribute('aria-label')).toContain(
      '0 visitors and 0 enquiries in all.',
    );
  });
});
