import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadVisit } from './lead-visit';

describe('LeadVisit', () => {
  it('lists the visit’s pages on the company’s clock, the entry marked', () => {
    render(
      <LeadVisit
        timeZone="America/Los_Angeles"
        pages={[
          { at: '2026-06-05T21:58:00.000Z', path: '/services/roofing', entry: true },
          { at: '2026-06-05T22:01:30.000Z', path: '/pricing-plans', entry: false },
          { at: '2026-06-05T22:04:00.000Z', path: '/request-quote', entry: false },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Visit' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '14:58/services/roofingentry',
      '15:01/pricing-plans',
      '15:04/request-quote',
    ]);
    expect(section).toHaveTextContent('on the company’s clock');
  });

  it('says why the visit is not known', () => {
    render(<LeadVisit timeZone="UTC" pages={[]} />);
    expect(screen.getByRole('region', { name: 'Visit' })).toHaveTextContent(
      /Not known: the browser asked not to be tracked, or the visit is more than 30 days old/,
    );
  });
});
