import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VitalsReport, type VitalsReportProps } from './vitals-report';

function renderReport(routes: VitalsReportProps['routes']) {
  return render(
    <MemoryRouter>
      <VitalsReport routes={routes} days={28} />
    </MemoryRouter>,
  );
}

describe('VitalsReport', () => {
  it('says so when there are no reports', () => {
    renderReport([]);
    expect(screen.getByText(/No reports yet/)).toBeInTheDocument();
  });

  it('shows each route with its p75s, the good limits and a rating in words', () => {
    renderReport([
      {
        route: '/blog/:id',
        samples: 3,
        metrics: {
          LCP: { p75: 4200, count: 3 },
          INP: { p75: 120, count: 2 },
          CLS: { p75: 0.15, count: 3 },
        },
      },
    ]);
    const card = screen.getByRole('article', { name: '/blog/:id' });
    expect(within(card).getByText('3 page views')).toBeInTheDocument();
    const lcp = card.querySelector('[data-metric="LCP"]') as HTMLElement;
    expect(within(lcp).getByText('4,200 ms')).toBeInTheDocument();
    expect(within(lcp).getByText('Poor')).toBeInTheDocument();
    expect(within(lcp).getByText(/Good ≤ 2,500 ms/)).toBeInTheDocument();
    const inp = card.querySelector('[data-metric="INP"]') as HTMLElement;
    expect(within(inp).getByText('Good')).toBeInTheDocument();
    const cls = card.querySelector('[data-metric="CLS"]') as HTMLElement;
    expect(within(cls).getByText('Needs improvement')).toBeInTheDocument();
    const ttfb = card.querySelector('[data-metric="TTFB"]') as HTMLElement;
    expect(within(ttfb).getByText('No values yet')).toBeInTheDocument();
  });
});
