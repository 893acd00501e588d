import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortfolioTicker } from './portfolio-ticker';

const items = ['Community', 'Healthcare', 'Seaside'].map((label) => ({
  label,
  to: `/portfolio/${label.toLowerCase()}`,
}));

function Page() {
  return <PortfolioTicker items={items} />;
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);
const renderTicker = () => render(<Stub />);

// Its pause control is the marquee island's (app/islands/marquee.test.tsx).
describe('PortfolioTicker', () => {
  it('exposes each project link once; the looping copy is hidden and inert', () => {
    const { container } = renderTicker();
    const list = screen.getByRole('list', { name: 'Portfolio projects' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/portfolio/community', '/portfolio/healthcare', '/portfolio/seaside']);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    const copies = container.querySelectorAll('.marquee-copy');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    expect(copies[1]).toHaveAttribute('inert');
  });
});
